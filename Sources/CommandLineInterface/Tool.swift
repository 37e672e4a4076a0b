import ButtonCheck
import Spec

/// The `buttoncheck` command line: dispatches to subcommands, prints help and version, and turns
/// every error into a message and an exit status through `ErrorTranslator`.
public enum Tool {
    public static let version = ButtonCheckVersion.current

    static let commands: [any Command] = [ValidateCommand(), LayoutCommand(), RenderCommand(), CheckCommand(), ReviewCommand(), WatchCommand(), MergeReportsCommand(), ContrastCommand(), DiffCommand()]

    static var help: String {
        var lines = [
            "OVERVIEW: ButtonCheck lays out button and form specs at every Dynamic Type size and checks them.",
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
            console.print("buttoncheck \(version)")
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
        return try command.run(parsed, console: console)
    }
}
