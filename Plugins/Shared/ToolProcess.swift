import Foundation
import PackagePlugin

/// One run of the built `buttoncheck` in the package's folder, the plugin process ending with the
/// tool's exit status.
enum ToolProcess {
    /// Runs the tool with `arguments` in `directory` (so the arguments' paths are the package's, as
    /// when the tool is run from its folder), with no standard input (a plugin has no terminal) and the
    /// scene cache under the plugin's work folder unless `BUTTONCHECK_CACHE_DIR` says otherwise; then
    /// `after` (given the status) and exits with the tool's status. SwiftPM reports any non-zero exit
    /// of a plugin as "Plugin ended with exit code N" and itself exits 1, so the last line before it
    /// names the tool's status in words.
    static func run(_ tool: URL, _ arguments: [String], in directory: URL, workFolder: URL, after: (Int32) -> Void = { _ in }) throws -> Never {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        var environment = ProcessInfo.processInfo.environment
        if environment["BUTTONCHECK_CACHE_DIR"] == nil {
            environment["BUTTONCHECK_CACHE_DIR"] = workFolder.appendingPathComponent("cache").path
        }
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        let status: Int32
        switch process.terminationReason {
        case .exit:
            status = process.terminationStatus
        case .uncaughtSignal:
            FileHandle.standardError.write(Data("buttoncheck was ended by signal \(process.terminationStatus)\n".utf8))
            status = 128 + process.terminationStatus
        @unknown default:
            status = 2
        }
        after(status)
        if status != 0 {
            FileHandle.standardError.write(Data("buttoncheck exited with status \(status)\(meaning(status))\n".utf8))
        }
        exit(status)
    }

    /// What the tool's exit statuses mean, for the line SwiftPM's own "exit code" follows.
    static func meaning(_ status: Int32) -> String {
        switch status {
        case 1: " (findings, golden failures or specs that differ from their expect lists)"
        case 2: " (bad input)"
        default: ""
        }
    }
}
