import Foundation
import PackagePlugin

/// `swift package buttoncheck <command> …`: runs the `buttoncheck` tool, built from this package, in
/// the package that depends on ButtonCheck, with the arguments as given (`check specs --goldens
/// goldens`, `review --goldens goldens --accept`, …) and its exit status.
@main
struct ButtonCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "buttoncheck")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        // Paths in the arguments are the package's, as when the tool is run from its folder.
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error("buttoncheck \(arguments.joined(separator: " ")) exited with status \(process.terminationStatus)")
            throw ToolFailed(status: process.terminationStatus)
        }
    }

    /// The tool's non-zero exit status, passed on.
    struct ToolFailed: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "buttoncheck exited with status \(status)" }
    }
}
