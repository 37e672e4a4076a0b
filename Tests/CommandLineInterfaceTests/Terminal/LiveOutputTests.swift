import Foundation
import Testing
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 28, live output: the built tool prints each spec's lines while the run goes on, through a pipe
/// as on a terminal; a terminal gets a progress bar; NO_COLOR and --color never write no escape code.
@Suite(.serialized) struct LiveOutputTests {
    /// The tool's environment: this process's, the scene cache off, no colour variables of the test's own.
    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment.merging(["BUTTONCHECK_CACHE_DIR": "off", "TERM": "xterm"]) { _, new in new }
        environment["NO_COLOR"] = nil
        environment["CLICOLOR_FORCE"] = nil
        return environment
    }

    @available(macOS 15, *)
    @Test func theFirstSpecsLinesArriveWhileTheToolIsStillRunning() throws {
        let executable = try #require(BuiltTool.executable, "build the buttoncheck executable first (swift build)")
        try withSpecDirectory(["a.json": CheckCommandTests.greyText, "b.json": "{"]) { directory in
            // Standard error is a pipe filled before the tool starts: its first write there (b.json's error,
            // after a.json's lines) blocks until the test reads, so the tool cannot finish before the test
            // has read a.json's lines. Before issue 28 the report came at the end, after that write: never.
            let output = Pipe()
            let error = Pipe()
            let filler = try Self.fill(error)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["check", "a.json", "b.json", "--size", "large", "--quiet"]
            process.currentDirectoryURL = URL(fileURLWithPath: directory)
            process.environment = Self.environment
            process.standardOutput = output
            process.standardError = error
            process.standardInput = FileHandle.nullDevice
            try process.run()
            defer { if process.isRunning { process.terminate() } }
            let first = Self.readLine(output.fileHandleForReading.fileDescriptor, timeout: 120)
            #expect(first == "a.json — Grey: 1 finding")
            #expect(process.isRunning, "a.json's line came before the tool wrote b.json's error")
            let errorText = Self.readAll(error.fileHandleForReading.fileDescriptor)
            let rest = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 2)
            #expect(
                String(errorText.dropFirst(filler))
                    == "b.json:1:2: error: unexpected end of file; expected a member name in double quotes (is the file truncated?) (at $)\n"
            )
            #expect(
                rest.hasSuffix("\n2 specs (0 passed, 1 failed, 1 could not be checked), 1 render: 1 error, 0 warnings, 0 notes\n"),
                "\(rest)")
        }
    }

    @available(macOS 15, *)
    @Test func aTerminalShowsTheBarAndColourUnlessNoColourOrColorNever() throws {
        let executable = try #require(BuiltTool.executable, "build the buttoncheck executable first (swift build)")
        let also = CheckCommandTests.clean.replacingOccurrences(of: "Clean", with: "Also")
        try withSpecDirectory(["a.json": CheckCommandTests.clean, "b.json": also]) { directory in
            let arguments = ["check", "a.json", "b.json", "--size", "large"]
            // After a.json (1 of 2 renders) the bar is drawn again, 80 columns wide (the terminal says no width).
            let bar = "[==============>               ] 1/2 renders · "
            let colour = try PseudoTerminal(executable, arguments, directory: directory, environment: Self.environment)
            #expect(colour.finish() == 0)
            #expect(colour.transcript.contains("a.json — Clean: \u{1B}[32mclean\u{1B}[0m\n"), "\(colour.transcript.debugDescription)")
            #expect(colour.transcript.contains("\r\u{1B}[K" + bar))
            #expect(colour.transcript.hasSuffix("(\u{1B}[32m2 passed\u{1B}[0m, 0 failed), 2 renders: 0 errors, 0 warnings, 0 notes\n"))
            let plainRuns: [([String], [String: String])] = [
                ([], ["NO_COLOR": "1"]), (["--color", "never"], [:]),
                (["--color", "never"], ["CLICOLOR_FORCE": "1"]),
            ]
            for (extra, environment) in plainRuns {
                let plain = try PseudoTerminal(
                    executable, arguments + extra, directory: directory,
                    environment: Self.environment.merging(environment) { _, new in new })
                #expect(plain.finish() == 0)
                #expect(plain.transcript.contains("\r" + bar), "\(extra) \(environment): \(plain.transcript.debugDescription)")
                #expect(plain.transcript.contains("a.json — Clean: clean\n"))
                #expect(!plain.transcript.contains("\u{1B}"), "\(extra) \(environment): \(plain.transcript.debugDescription)")
            }
        }
    }

    @available(macOS 15, *)
    @Test func colorAlwaysColoursThroughAPipeAndCliColorForceToo() throws {
        let executable = try #require(BuiltTool.executable, "build the buttoncheck executable first (swift build)")
        try withSpecDirectory(["a.json": CheckCommandTests.clean]) { directory in
            for (extra, environment) in [(["--color", "always"], ["NO_COLOR": "1"]), ([], ["CLICOLOR_FORCE": "1"]), ([], [:])] {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: executable)
                process.arguments = ["check", "a.json", "--size", "large"] + extra
                process.currentDirectoryURL = URL(fileURLWithPath: directory)
                process.environment = Self.environment.merging(environment) { _, new in new }
                let output = Pipe()
                process.standardOutput = output
                try process.run()
                let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                let coloured = !extra.isEmpty || !environment.isEmpty
                let green = { (text: String) in coloured ? "\u{1B}[32m\(text)\u{1B}[0m" : text }
                #expect(
                    text == "a.json — Clean: \(green("clean"))\n\n"
                        + "1 spec (\(green("1 passed")), 0 failed), 1 render: 0 errors, 0 warnings, 0 notes\n",
                    "\(extra) \(environment)")
            }
        }
    }

    /// Writes into the pipe until it is full; the number of bytes written.
    static func fill(_ pipe: Pipe) throws -> Int {
        let descriptor = pipe.fileHandleForWriting.fileDescriptor
        let flags = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
        defer { _ = fcntl(descriptor, F_SETFL, flags) }
        let chunk = [UInt8](repeating: UInt8(ascii: "."), count: 4096)
        var total = 0
        while true {
            let written = chunk.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written <= 0 { break }
            total += written
        }
        // A pipe takes what fits of a write: top it up byte by byte.
        while (chunk.withUnsafeBytes { write(descriptor, $0.baseAddress, 1) }) == 1 { total += 1 }
        #expect(errno == EAGAIN || errno == EWOULDBLOCK)
        return total
    }

    /// The first line read from `descriptor` (without its newline), nil when none came in `timeout` seconds.
    static func readLine(_ descriptor: Int32, timeout: Double) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        var bytes: [UInt8] = []
        while Date() < deadline {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 200) > 0 else { continue }
            var byte: UInt8 = 0
            guard read(descriptor, &byte, 1) == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
        return nil
    }

    /// Everything read from `descriptor` until its end.
    static func readAll(_ descriptor: Int32) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
