import Foundation
import Testing

/// The SwiftPM command plugin, seen from a package that depends on ButtonCheck
/// (`Tests/PluginConsumer`, issue 16): `swift package plugin --list` shows it, and
/// `swift package buttoncheck check specs` checks that package's specs. Running it builds the tool
/// anew for the consumer (about two minutes in a debug build), so that part runs when
/// `BUTTONCHECK_PLUGIN_RUN=1` (as `.ci/run` sets it).
@Suite(.serialized) struct PluginTests {
    static let consumer = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PluginConsumer").path

    /// `swift package` with these arguments in the consumer, its build in a scratch folder of its own.
    private func swiftPackage(_ arguments: [String], scratch: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", Self.consumer, "--scratch-path", scratch] + arguments
        let log = scratch + ".log"
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, (try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
    }

    private func scratch() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("PluginTests-\(UUID().uuidString)").path
    }

    @Test func theConsumerPackageListsThePlugin() throws {
        let folder = scratch()
        defer { try? FileManager.default.removeItem(atPath: folder); try? FileManager.default.removeItem(atPath: folder + ".log") }
        let listed = try swiftPackage(["plugin", "--list"], scratch: folder)
        #expect(listed.status == 0, "\(listed.output)")
        #expect(listed.output.contains("‘buttoncheck’ (plugin ‘ButtonCheckPlugin’ in package ‘ButtonCheck’)"), "\(listed.output)")
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["BUTTONCHECK_PLUGIN_RUN"] == "1", "set BUTTONCHECK_PLUGIN_RUN=1 to build and run the plugin"))
    func runningThePluginChecksTheConsumersSpecs() throws {
        let folder = scratch()
        defer { try? FileManager.default.removeItem(atPath: folder); try? FileManager.default.removeItem(atPath: folder + ".log") }
        let run = try swiftPackage(["--allow-writing-to-package-directory", "buttoncheck", "check", "specs", "--size", "large"], scratch: folder)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("specs/continue.json — Continue: clean\n"), "\(run.output)")
        #expect(run.output.contains("1 spec (1 passed, 0 failed), 1 render: 0 errors, 0 warnings, 0 notes"), "\(run.output)")
        // Bad input passes the tool's status on: the plugin fails.
        let bad = try swiftPackage(["--allow-writing-to-package-directory", "buttoncheck", "check", "specs/missing.json"], scratch: folder)
        #expect(bad.status != 0)
        #expect(bad.output.contains("error: specs/missing.json: no such file; check the path"), "\(bad.output)")
    }
}
