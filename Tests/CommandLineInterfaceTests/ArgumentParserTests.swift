import CommandLineInterface
import Testing

// The argument parser, through `Tool.run` (it is internal): options and their values, `--`,
// positionals, per-command help, and the exact usage errors.

/// `validate --help`.
let validateHelp = """
    OVERVIEW: Check spec files against the format and report every problem with its location.

    USAGE: buttoncheck validate [--quiet] [--config FILE] [--exclude GLOB] [--color WHEN] SPEC…|DIR

    OPTIONS:
      --quiet                   Print nothing for valid files.
      --config FILE             Project configuration, read for its "exclude" list; default ./buttoncheck.config.json if present.
      --exclude GLOB            Leave out the files in the folders given whose path relative to the folder matches GLOB (repeatable; * ? and ** as in .gitignore; also the configuration's "exclude").
      --color WHEN              When to colour the output; auto: on a terminal, unless NO_COLOR is set. (auto, always, never)
      -h, --help                Show help for this command.

    Each problem is printed as `file:line:col: error: message (at $.json.path)`. The font files and the
    backdrop image a spec names are opened as render opens them.
    Exit status: 0 when every file is valid, 2 otherwise.

    """

/// A usage error of `command`: exit 2, the message and the hint on standard error, nothing on standard output.
private func usageError(_ arguments: [String], _ message: String, command: String) -> ToolCase {
    ToolCase(arguments, exit: 2, error: "error: \(message)\nhint: see 'buttoncheck \(command) --help'\n")
}

private let sizes =
    "xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5, zoom100, zoom125, zoom150, zoom175, zoom200, reflow320"

@Suite("Argument parser")
struct ArgumentParserTests {
    static let cases: [ToolCase] = [
        // Help for a command wins over everything else on its line.
        ToolCase(["validate", "--help"], exit: 0, output: validateHelp),
        ToolCase(["validate", "-h"], exit: 0, output: validateHelp),
        ToolCase(["validate", "spec.json", "--quiet", "--help"], exit: 0, output: validateHelp),
        ToolCase(["validate", "--nonsense", "-h"], exit: 0, output: validateHelp),

        // Positionals.
        usageError(["validate"], "missing SPEC…|DIR for 'validate'", command: "validate"),
        usageError(["validate", "--quiet"], "missing SPEC…|DIR for 'validate'", command: "validate"),
        usageError(["layout"], "missing SPEC for 'layout'", command: "layout"),
        usageError(["layout", "a.json", "b.json"], "unexpected argument 'b.json' for 'layout'", command: "layout"),

        // Unknown options.
        usageError(
            ["validate", "--quit", "spec.json"], "unknown option '--quit' for 'validate'; did you mean '--quiet'?", command: "validate"),
        usageError(
            ["validate", "--QUIET", "spec.json"], "unknown option '--QUIET' for 'validate'; did you mean '--quiet'?", command: "validate"),
        // A transposition is two edits, too many for a five-letter name, so no suggestion.
        usageError(["validate", "--quite", "spec.json"], "unknown option '--quite' for 'validate'", command: "validate"),
        usageError(["validate", "--verbose", "spec.json"], "unknown option '--verbose' for 'validate'", command: "validate"),
        usageError(["validate", "spec.json", "-q"], "unknown option '-q'; options are written --name", command: "validate"),
        usageError(
            ["layout", "spec.json", "--sise", "AX5"], "unknown option '--sise' for 'layout'; did you mean '--size'?", command: "layout"),

        // Option values.
        usageError(["validate", "--quiet=yes", "spec.json"], "option '--quiet' takes no value", command: "validate"),
        usageError(["layout", "spec.json", "--size"], "option '--size' needs a value (SIZE)", command: "layout"),
        usageError(["layout", "spec.json", "--size", "--json"], "option '--size' needs a value (SIZE)", command: "layout"),
        usageError(
            ["layout", "spec.json", "--size", "huge"], "invalid value 'huge' for '--size'; expected one of: \(sizes)", command: "layout"),
        usageError(["layout", "spec.json", "--size="], "invalid value '' for '--size'; expected one of: \(sizes)", command: "layout"),
        usageError(
            ["layout", "spec.json", "--size=ax5"], "invalid value 'ax5' for '--size'; expected one of: \(sizes)", command: "layout"),
        usageError(["layout", "spec.json", "--size=AX1", "--size", "AX2"], "option '--size' given more than once", command: "layout"),
        usageError(
            ["layout", "spec.json", "--state", "pressed"],
            "invalid value 'pressed' for '--state'; expected one of: idle, disabled, loading, invalidSubmit, focused", command: "layout"),

        // `--` ends the options: what follows is a file name, even when it looks like an option.
        ToolCase(
            ["validate", "--", "--quiet"], exit: 2,
            error: "--quiet: error: no such file; check the path\n1 of 1 spec invalid\n"),
        ToolCase(
            ["validate", "--quiet", "--", "-"], exit: 2,
            error: "-: error: no such file; check the path\n1 of 1 spec invalid\n"),
    ]

    @available(macOS 15, *)
    @Test("options, values, positionals and help", arguments: cases)
    func parse(_ testCase: ToolCase) {
        #expect(runTool(testCase.arguments) == testCase.expected)
    }

    // MARK: - Fixed bugs (regression tests)

    @available(macOS 15, *)
    @Test("'--help' after '--' is a file name, not a request for help")
    func helpAfterDoubleDash() {
        let run = runTool(["validate", "--", "--help"])
        #expect(run == ToolRun(status: 2, output: "", error: "--help: error: no such file; check the path\n1 of 1 spec invalid\n"))
    }
}
