import Foundation

/// The built `buttoncheck` run as a child process in a folder, its standard output and error going
/// to files there (`stdout.txt`, `stderr.txt`) that a test reads while it runs.
final class ChildProcess {
    let process = Process()
    let directory: String

    init(_ executable: String, _ arguments: [String], directory: String) throws {
        self.directory = directory
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        // Every golden comparison in the tests hashes real pixels.
        process.environment = ProcessInfo.processInfo.environment.merging(["BUTTONCHECK_CACHE_DIR": "off"]) { _, new in new }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        _ = FileManager.default.createFile(atPath: directory + "/stdout.txt", contents: nil)
        _ = FileManager.default.createFile(atPath: directory + "/stderr.txt", contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: directory + "/stdout.txt"))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: directory + "/stderr.txt"))
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    var output: String { (try? String(contentsOfFile: directory + "/stdout.txt", encoding: .utf8)) ?? "" }
    var error: String { (try? String(contentsOfFile: directory + "/stderr.txt", encoding: .utf8)) ?? "" }

    /// Waits until `condition` holds (checked every 10 ms) or `timeout` seconds pass; returns the
    /// seconds it took, nil on timeout.
    @discardableResult
    static func wait(timeout: Double, until condition: () -> Bool) -> Double? {
        let started = Date()
        while Date().timeIntervalSince(started) < timeout {
            if condition() { return Date().timeIntervalSince(started) }
            usleep(10_000)
        }
        return condition() ? Date().timeIntervalSince(started) : nil
    }

    /// Sends a signal and waits for the exit; the exit status, nil when it did not exit in time.
    func stop(signal: Int32, timeout: Double = 10) -> Int32? {
        kill(process.processIdentifier, signal)
        guard Self.wait(timeout: timeout, until: { !process.isRunning }) != nil else { return nil }
        return process.terminationReason == .exit ? process.terminationStatus : -process.terminationStatus
    }
}
