import Foundation
import PackagePlugin

/// `swift package buttoncheck-write <command> …`: runs `buttoncheck` (built optimized from this
/// package) in the package that depends on ButtonCheck, with the arguments exactly as given, for runs
/// that write into the package: renders and reports (`--out`, `--report`), goldens (`--record`),
/// pending goldens, and `review --accept|--reject`. It asks for permission to write into the package
/// folder, which SwiftPM requests once on a terminal and `--allow-writing-to-package-directory` grants
/// without one. Exits with the tool's status (SwiftPM itself then exits 1 on any failure).
@main
struct ButtonCheckWritingPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try ReleaseTool.build(packageManager)
        try ToolProcess.run(tool, arguments, in: context.package.directoryURL, workFolder: context.pluginWorkDirectoryURL) { _ in
            if ReviewHint.applies(to: arguments) {
                FileHandle.standardError.write(Data(ReviewHint.text(arguments).utf8))
            }
        }
    }
}
