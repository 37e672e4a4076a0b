import Foundation

/// docs/cli.md as the commands' own help makes it: `buttoncheck --help`, then `buttoncheck <command>
/// --help` for every command that help lists, each in a text block under its own heading.
@available(macOS 15, *)
enum CommandLineReference {
    static let path = "docs/cli.md"

    /// The record command, as the page and docs/architecture.md give it.
    static let recordCommand = "BUTTONCHECK_RECORD=failed swift test --filter DocsTests/theCommandLineReferenceIsTheCommandsOwnHelp"

    /// The command names in the COMMANDS section of `buttoncheck --help`, in its order.
    static func commands(inHelp help: String) -> [String] {
        let lines = help.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "COMMANDS:") else { return [] }
        return lines[(start + 1)...].prefix { $0.hasPrefix("  ") }.compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    static func render() throws -> String {
        let overview = runTool(["--help"])
        guard overview.status == 0, overview.error.isEmpty else { throw DocsError("buttoncheck --help failed:\n\(overview)") }
        let commands = commands(inHelp: overview.output)
        guard !commands.isEmpty else { throw DocsError("buttoncheck --help lists no commands:\n\(overview.output)") }
        var page = [
            "# Command-line reference",
            "",
            "<!-- Generated from the commands' own help; do not edit. Regenerate with: \(recordCommand) -->",
            "",
            "Every command's `--help`, as this build prints it. Exit status for every command: 0 clean, 1 findings (or",
            "golden failures, or images that differ), 2 bad input or usage. What the options do, at length:",
            "[commands in depth](commands.md), [goldens and review](goldens.md).",
            "",
            "- [`buttoncheck`](#buttoncheck)",
        ]
        page += commands.map { "- [`buttoncheck \($0)`](#buttoncheck-\($0))" }
        page += ["", "## buttoncheck", "", "```text", overview.output.trimmingCharacters(in: .newlines), "```"]
        for command in commands {
            let help = runTool([command, "--help"])
            guard help.status == 0, help.error.isEmpty else { throw DocsError("buttoncheck \(command) --help failed:\n\(help)") }
            page += ["", "## buttoncheck \(command)", "", "```text", help.output.trimmingCharacters(in: .newlines), "```"]
        }
        return page.joined(separator: "\n") + "\n"
    }
}
