import Foundation
import PackagePlugin

/// The `buttoncheck` executable, built optimized for the package the plugin runs in: a debug build
/// renders about ten times slower, and the plugins are run on whole corpora.
enum ReleaseTool {
    /// Builds the product in release configuration (the build's progress goes to the output) and
    /// returns the built executable; a failed build is an error with SwiftPM's log.
    static func build(_ packageManager: PackageManager) throws -> URL {
        let parameters = PackageManager.BuildParameters(configuration: .release, logging: .concise, echoLogs: true)
        let result = try packageManager.build(.product("buttoncheck"), parameters: parameters)
        guard result.succeeded else {
            throw BuildFailed(log: result.logText)
        }
        let executables = result.builtArtifacts.filter { $0.kind == .executable && $0.url.lastPathComponent == "buttoncheck" }
        guard let tool = executables.first else {
            throw BuildFailed(log: "the release build succeeded but named no 'buttoncheck' executable among its artifacts: "
                + result.builtArtifacts.map(\.url.path).joined(separator: ", "))
        }
        return tool.url
    }

    /// The release build of `buttoncheck` did not succeed.
    struct BuildFailed: Error, CustomStringConvertible {
        let log: String
        var description: String { "building buttoncheck (release) failed:\n\(log)" }
    }
}
