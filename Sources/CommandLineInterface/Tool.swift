import ButtonCheck
import Spec

/// The `buttoncheck` command line: dispatches to subcommands, prints help and version, and turns
/// every error into a message and an exit status through `ErrorTranslator`.
public enum Tool {
    public static let version = ButtonCheckVersion.current
    /// The commit this build's sources are from (`14e8353`, `14e8353-dirty` with uncommitted changes),
    /// named by git before the build (Plugins/BuildCommitPlugin); nil when it could not be known.
    public static let commit = BuildCommit.short
    /// What `--version` prints: `buttoncheck 0.2.0 (commit 14e8353)`, or `(commit unknown)`.
    public static var versionLine: String { "buttoncheck \(version) (commit \(commit ?? "unknown"))" }

    static let overview = "ButtonCheck lays out button and form specs at every Dynamic Type size and checks them."

    /// The options given instead of a command; `-h`/`--help` besides. The generators are not in
    /// `help` (packagers and installers run them), but the man page lists them.
    static let topLevelOptions: [OptionSpec] = [
        .flag("version", "Show the version and the commit it was built from."),
        .value(
            "generate-completion-script", "SHELL",
            "Print the completion script for SHELL (bash, zsh or fish), made from the commands' option tables.",
            allowed: CompletionShell.allCases.map(\.rawValue)),
        .flag("generate-manpage", "Print this manual page (roff), made from the commands' option tables."),
    ]

    static let commands: [any Command] = [
        ValidateCommand(), LayoutCommand(), RenderCommand(), CheckCommand(), ReviewCommand(), WatchCommand(),
        MergeReportsCommand(), ContrastCommand(), DiffCommand(), FixCommand(), VoiceOverCommand(),
    ]

    static var help: String {
        var lines = [
            "OVERVIEW: \(overview)",
            "",
            "USAGE: buttoncheck <command> [options] [arguments]",
            "",
            "COMMANDS:",
        ]
        let width = (commands.map(\.spec.name.count).max() ?? 0) + 2
        for command in commands {
            lines.append("  " + command.spec.name.padding(toLength: width, withPad: " ", startingAt: 0) + command.spec.abstract)
        }
        lines += [
            "",
            "OPTIONS:",
            "  --version   Show the version.",
            "  -h, --help  Show help. 'buttoncheck <command> --help' shows a command's options.",
            "",
            "EXIT STATUS: 0 clean, 1 findings, 2 bad input or usage.",
            "",
        ]
        return lines.joined(separator: "\n")
    }

    /// Runs the tool with the arguments after the program name; returns the exit status.
    public static func run(_ arguments: [String], console: Console = .standard) -> Int32 {
        do {
            return try dispatch(arguments, console: console).rawValue
        } catch {
            return ErrorTranslator.report(error, console: console).rawValue
        }
    }

    private static func dispatch(_ arguments: [String], console: Console) throws -> ExitCode {
        guard let first = arguments.first else {
            console.writeError(help)
            throw UsageError("no command given")
        }
        switch first {
        case "-h", "--help", "help":
            console.writeOutput(help)
            return .success
        case "--version":
            try noMoreArguments(arguments)
            console.print(versionLine)
            return .success
        case "--generate-manpage":
            try noMoreArguments(arguments)
            console.writeOutput(ManualPage.render(.buttoncheck))
            return .success
        case "--generate-completion-script":
            let shells = CompletionShell.allCases.map(\.rawValue).joined(separator: ", ")
            guard arguments.count > 1 else { throw UsageError("'--generate-completion-script' needs a shell: \(shells)") }
            guard let shell = CompletionShell(rawValue: arguments[1]) else {
                throw UsageError("invalid value '\(arguments[1])' for '--generate-completion-script'; expected one of: \(shells)")
            }
            try noMoreArguments(Array(arguments.dropFirst()))
            console.writeOutput(shell.script(.buttoncheck))
            return .success
        default:
            break
        }
        guard let command = commands.first(where: { $0.spec.name == first }) else {
            let names = commands.map(\.spec.name)
            let suggestion = Suggestion.closest(to: first, in: names).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError("unknown command '\(first)'\(suggestion)")
        }
        let rest = Array(arguments.dropFirst())
        let beforeTerminator = rest.prefix { $0 != "--" }
        if beforeTerminator.contains("--help") || beforeTerminator.contains("-h") {
            console.writeOutput(command.spec.help)
            return .success
        }
        let parsed = try ArgumentParser.parse(rest, for: command.spec)
        let color = parsed.value("color").flatMap(ColorChoice.init(rawValue:)) ?? .auto
        let colored = console.colored(color)
        do {
            return try command.run(parsed, console: colored)
        } catch {
            return ErrorTranslator.report(error, console: colored)
        }
    }

    /// A top-level option stands alone: `arguments` is it and nothing after.
    private static func noMoreArguments(_ arguments: [String]) throws(UsageError) {
        if arguments.count > 1 { throw UsageError("unexpected argument '\(arguments[1])' after '\(arguments[0])'") }
    }
}
