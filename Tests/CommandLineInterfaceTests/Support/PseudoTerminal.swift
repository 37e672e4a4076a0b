import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `buttoncheck` run as a child process whose standard input, output and error are a
/// pseudo-terminal (openpty), so it behaves as it does for a person at a terminal; the test reads
/// what it shows and types answers.
final class PseudoTerminal {
    let process = Process()
    private let master: Int32
    /// Everything the child wrote so far (the terminal's "\r\n" as "\n"), typed answers echoed.
    private(set) var transcript = ""

    /// `environment`: the child's environment variables (nil: this process's).
    init(_ executable: String, _ arguments: [String], directory: String? = nil, environment: [String: String]? = nil) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        guard openpty(&master, &slave, nil, nil, nil) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        self.master = master
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment { process.environment = environment }
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        try handle.close()
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
    }

    /// Reads until the transcript (from `from` on) contains `text`, or `timeout` seconds pass, or
    /// the child closes the terminal. Returns whether `text` appeared.
    @discardableResult
    func read(until text: String, after from: String.Index? = nil, timeout: Double = 20) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if transcript[(from ?? transcript.startIndex)...].contains(text) { return true }
            let left = deadline.timeIntervalSinceNow
            if left <= 0 { return false }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(min(left, 1) * 1000))
            if ready < 0 && errno == EINTR { continue }
            if ready <= 0 { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { systemRead(master, $0.baseAddress!, $0.count) }
            if count <= 0 { return transcript[(from ?? transcript.startIndex)...].contains(text) }
            transcript += String(decoding: buffer[..<count], as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        }
    }

    /// Presses keys, without Enter.
    func press(_ keys: String) {
        let bytes = Array(keys.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Whether the terminal is in canonical mode (line editing) with echo, as a shell leaves it; false
    /// while a program reads single keys. (A pseudo-terminal's two ends share one set of settings.)
    var isCanonicalWithEcho: Bool {
        var settings = termios()
        guard tcgetattr(master, &settings) == 0 else { return false }
        return settings.c_lflag & tcflag_t(ICANON) != 0 && settings.c_lflag & tcflag_t(ECHO) != 0
    }

    /// Types a line.
    func type(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Waits for the child to exit (reading what it writes meanwhile); its exit status, nil on timeout.
    func finish(timeout: Double = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline {
            read(until: "\u{0}never\u{0}", timeout: 0.2)
        }
        guard !process.isRunning else { return nil }
        read(until: "\u{0}never\u{0}", timeout: 0.2)
        return process.terminationStatus
    }
}

/// The built `buttoncheck` next to the test bundle.
enum BuiltTool {
    static var executable: String? {
        var folders = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        folders += Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map { $0.bundleURL.deletingLastPathComponent() }
        return folders.map { $0.appendingPathComponent("buttoncheck").path }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// The C library's read(2), under a name `PseudoTerminal.read` does not shadow.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
