#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// The peak resident memory of a child process spawned with `posix_spawn`, for the benchmark and the fuzz tests, which
/// run the built tool as a child. wait4's `ru_maxrss` is the child's own on macOS (in bytes); on Linux (in KiB) a
/// posix_spawn'd child's starts at the parent's high-water mark (vfork shares the parent's memory until the exec, and
/// Linux keeps that peak), so a figure no higher than the parent's own is the parent's: the child's `VmHWM`, polled
/// from `/proc/<pid>/status` while it runs (`poll()`), stands for it then.
package struct ChildPeakMemory {
    private let pid: pid_t
    /// The highest `VmHWM` polled so far, KiB (0 before the first poll, or where `/proc` cannot be read).
    package private(set) var polledKiB = 0

    package init(pid: pid_t) {
        self.pid = pid
    }

    /// Reads the child's `VmHWM` now (while it runs: an exited child's status has none).
    package mutating func poll() {
        polledKiB = max(polledKiB, Self.highWaterKiB(of: "\(pid)") ?? 0)
    }

    /// The child's peak resident memory in bytes, from the `rusage` wait4 gave when it ended.
    package func bytes(_ usage: rusage) -> Int {
        #if canImport(Darwin)
            Int(usage.ru_maxrss)
        #else
            Self.peakKiB(reported: Int(usage.ru_maxrss), own: Self.highWaterKiB(of: "self") ?? 0, polled: polledKiB) * 1024
        #endif
    }

    /// On Linux: wait4's figure when it is higher than this process's own peak (then it is the child's), else the
    /// highest `VmHWM` polled from the child (all in KiB).
    package static func peakKiB(reported: Int, own: Int, polled: Int) -> Int {
        reported > own ? reported : polled
    }

    /// A process's peak resident memory in KiB (`VmHWM` in `/proc/<process>/status`; `process` a pid or `self`),
    /// nil where it cannot be read.
    package static func highWaterKiB(of process: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8) else { return nil }
        return highWaterKiB(status: status)
    }

    /// The `VmHWM` of the text of a `/proc/<pid>/status` (`VmHWM:\t    1764 kB`) in KiB; nil when it has none (a
    /// kernel thread's, or a zombie's).
    package static func highWaterKiB(status: String) -> Int? {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kibibytes = Int(line.dropFirst("VmHWM:".count).filter(\.isNumber))
        else { return nil }
        return kibibytes
    }
}
