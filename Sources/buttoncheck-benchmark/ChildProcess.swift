#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Dispatch
import Foundation
import ProcessMemory

/// A command run to completion with its wall time and its peak resident memory, output discarded. The peak is
/// the child's own, as `ChildPeakMemory` reads it (wait4's `ru_maxrss`, or on Linux, where a posix_spawn'd child's
/// starts at our high-water mark, its `VmHWM` polled from `/proc` while it runs).
struct ChildRun {
    let seconds: Double
    /// Peak resident set size of the child, MiB.
    let peakMiB: Double
    let status: Int32

    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> ChildRun {
        try runTogether([arguments], environment: environment)[0]
    }

    /// Several commands started at once; each one's wall time is from the common start to its own end.
    static func runTogether(_ commands: [[String]], environment: [String: String] = [:]) throws -> [ChildRun] {
        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argvs = commands.map { $0.map { strdup($0) } + [nil] }
        defer { argvs.forEach { $0.forEach { free($0) } } }
        var pids: [pid_t] = []
        let start = DispatchTime.now().uptimeNanoseconds
        for (command, argv) in zip(commands, argvs) {
            guard let executable = command.first else { throw BenchmarkError("no command") }
            var pid = pid_t()
            let spawned = posix_spawnp(&pid, executable, &actions, nil, argv, envp)
            guard spawned == 0 else { throw BenchmarkError("cannot start \(executable): \(String(cString: strerror(spawned)))") }
            pids.append(pid)
        }
        var runs = [ChildRun?](repeating: nil, count: pids.count)
        var memories = pids.map(ChildPeakMemory.init)
        while runs.contains(where: { $0 == nil }) {
            var waited = false
            for (index, pid) in pids.enumerated() where runs[index] == nil {
                memories[index].poll()
                var status: Int32 = 0
                var usage = rusage()
                let done = wait4(pid, &status, WNOHANG, &usage)
                if done < 0 {
                    guard errno == EINTR else { throw BenchmarkError("waiting for \(commands[index][0]) failed") }
                    continue
                }
                guard done == pid else { continue }
                waited = true
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                let peak = Double(memories[index].bytes(usage)) / 1_048_576
                let exitStatus: Int32 = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
                runs[index] = ChildRun(seconds: seconds, peakMiB: peak, status: exitStatus)
            }
            if !waited { usleep(1_000) }
        }
        return runs.map { $0! }
    }
}

/// The median of some numbers (the mean of the two middle ones for an even count).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
