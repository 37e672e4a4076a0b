import Foundation
import ProcessMemory
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One run of the real `buttoncheck` as a child process, under an address-space limit (RLIMIT_AS,
/// set by the shell's `ulimit -v` before it execs the tool) and a wall-clock limit, with its peak
/// resident memory measured as `ChildPeakMemory` says (wait4's, or on Linux, where the spawned child's `ru_maxrss`
/// starts at this test process's own high-water mark, the child's `VmHWM`, polled from `/proc` while it runs).
struct ChildRun {
    enum Ending: Equatable {
        case exited(Int32)
        case signalled(Int32)
        case timedOut
    }

    let ending: Ending
    /// Peak resident set size, in bytes.
    let peakMemory: Int
    let seconds: Double
    /// The end of what it wrote to standard error.
    let errorTail: String

    /// The built `buttoncheck` next to the test bundle.
    static var executable: String? {
        var folders = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        folders += Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map { $0.bundleURL.deletingLastPathComponent() }
        return folders.map { $0.appendingPathComponent("buttoncheck").path }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func run(_ executable: String, _ arguments: [String], addressSpace: Int, timeLimit: Double) throws -> ChildRun {
        let errorPath = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-stderr-\(UUID().uuidString)").path
        defer { unlink(errorPath) }
        let script = "ulimit -v \(addressSpace / 1024) && exec \"$0\" \"$@\" 2>\"$BUTTONCHECK_FUZZ_STDERR\" >/dev/null"
        let argv = ["/bin/sh", "-c", script, executable] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = "true"
        environment["BUTTONCHECK_FUZZ_STDERR"] = errorPath
        let envp = environment.map { "\($0.key)=\($0.value)" }

        var pid: pid_t = 0
        let started = Date()
        let status = withCStrings(argv) { cArgv in
            withCStrings(envp) { cEnvp in posix_spawn(&pid, "/bin/sh", nil, nil, cArgv, cEnvp) }
        }
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL) }

        var usage = rusage()
        var waitStatus: Int32 = 0
        var timedOut = false
        var memory = ChildPeakMemory(pid: pid)
        while true {
            let done = wait4(pid, &waitStatus, WNOHANG, &usage)
            if done == pid { break }
            memory.poll()
            if done < 0 && errno != EINTR { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EINVAL) }
            if Date().timeIntervalSince(started) > timeLimit {
                kill(pid, SIGKILL)
                _ = wait4(pid, &waitStatus, 0, &usage)
                timedOut = true
                break
            }
            usleep(5_000)
        }
        let seconds = Date().timeIntervalSince(started)
        let ending: Ending
        if timedOut {
            ending = .timedOut
        } else if waitStatus & 0x7F == 0 {
            ending = .exited((waitStatus >> 8) & 0xFF)
        } else {
            ending = .signalled(waitStatus & 0x7F)
        }
        let peak = memory.bytes(usage)
        let errorText = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        return ChildRun(ending: ending, peakMemory: peak, seconds: seconds, errorTail: String(errorText.suffix(600)))
    }

    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }
}
