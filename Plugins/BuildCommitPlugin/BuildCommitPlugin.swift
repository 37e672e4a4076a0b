import Foundation
import PackagePlugin

/// Before every build, writes `BuildCommit.swift` into the target's sources with
/// `build-commit.sh` (next to this file): the commit the package's sources are from, or nil when
/// that cannot be known (no git, a source archive, the package inside another repository).
/// SwiftPM runs it when it plans a build: after a commit that changes no file, an incremental build
/// keeps the commit it named before until something makes SwiftPM plan again (a changed or newer
/// Package.swift, another configuration); scripts/package-deb touches Package.swift for that.
@main
struct BuildCommitPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let script = context.package.directoryURL.appendingPathComponent("Plugins/BuildCommitPlugin/build-commit.sh")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Generated")
        // git is looked up on the PATH SwiftPM runs with.
        let environment = ProcessInfo.processInfo.environment
        return [.prebuildCommand(
            displayName: "Naming the commit of this build",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: [script.path, context.package.directoryURL.path, output.appendingPathComponent("BuildCommit.swift").path],
            environment: ["PATH": environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin", "HOME": environment["HOME"] ?? "/"],
            outputFilesDirectory: output)]
    }
}
