import Foundation
import PackagePlugin

/// `swift package buttoncheck <command> …`: runs `buttoncheck` (built optimized from this package) in
/// the package that depends on ButtonCheck, with the arguments as given, for runs that only read the
/// package: it asks for no permission, so it needs no terminal and no `--allow-writing-to-package-directory`.
/// Renders, contact sheets and golden diffs go to the plugin's work folder unless `--out` is given;
/// `check --goldens DIR` compares without recording (`--record never`) unless `--record` is given.
/// A run that would write into the package (`--out` or a report there, `--record`, `--pending`,
/// `review --accept|--reject`) is refused with the same line for `buttoncheck-write`, the plugin that
/// asks for that permission. Exits with the tool's status (SwiftPM itself then exits 1 on any failure).
@main
struct ButtonCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let package = context.package.directoryURL
        let workFolder = context.pluginWorkDirectoryURL
        let writes = PackageWrites(arguments, package: package, workFolder: workFolder)
        if !writes.reasons.isEmpty {
            FileHandle.standardError.write(Data("""
                error: this run writes into the package (\(writes.reasons.joined(separator: "; "))), and \
                'buttoncheck' only reads it. Run it with the plugin that asks for write permission:
                    swift package --allow-writing-to-package-directory buttoncheck-write \(ShellLine.join(arguments))
                (on a terminal, SwiftPM asks once instead when the option is left out).

                """.utf8))
            exit(2)
        }
        var toolArguments = arguments
        let options = toolArguments.firstIndex(of: "--") ?? toolArguments.endIndex
        var added: [String] = []
        let renders = workFolder.appendingPathComponent("out")
        if ["check", "render", "watch"].contains(writes.command), !writes.hasOut {
            added += ["--out", renders.path]
        }
        if writes.command == "check", writes.hasGoldens, !writes.hasRecord {
            added += ["--record", "never"]
        }
        toolArguments.insert(contentsOf: added, at: options)
        let tool = try ReleaseTool.build(packageManager)
        try ToolProcess.run(tool, toolArguments, in: package, workFolder: workFolder) { _ in
            if ReviewHint.applies(to: arguments) {
                FileHandle.standardError.write(Data(ReviewHint.text(arguments).utf8))
            }
            if added.contains(renders.path) {
                FileHandle.standardError.write(Data("renders, contact sheets and golden diffs: \(renders.path)\n".utf8))
            }
        }
    }
}
