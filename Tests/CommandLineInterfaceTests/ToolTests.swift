import CommandLineInterface
import Foundation
import Testing

// `Tool.run` end to end: top-level help, version and command dispatch, and `validate` on real files
// in a temporary directory. Every expectation is an exact string.

/// The tool's help, as `--help` prints it.
let toolHelp = """
    OVERVIEW: ButtonCheck lays out button and form specs at every Dynamic Type size and checks them.

    USAGE: buttoncheck <command> [options] [arguments]

    COMMANDS:
      validate       Check spec files against the format and report every problem with its location.
      layout         Lay out a spec at one size, state and appearance and print the tree.
      render         Render specs to PNG at every size, state and appearance, with a contact sheet per spec.
      check          Render specs at every size, state and appearance and check them; report the findings.
      review         Accept or reject the pending goldens a check wrote (<size>-<state>.new.png).
      watch          Check specs, then again on every change; keep a self-refreshing preview in DIR/index.html.
      merge-reports  Merge the JSON reports of sharded check runs into one, in any report format.
      contrast       Measure the WCAG 2.x contrast ratio and APCA Lc of a text colour on a background.
      diff           Compare two PNG images pixel by pixel (pixelmatch-compatible).
      fix            Apply the computed colour fixes of the findings to the spec files (and tokens files) in place.
      voiceover      Print what VoiceOver says on a spec, one swipe a line, in its navigation order.

    OPTIONS:
      --version   Show the version.
      -h, --help  Show help. 'buttoncheck <command> --help' shows a command's options.

    EXIT STATUS: 0 clean, 1 findings, 2 bad input or usage.

    """

/// One run of the tool and exactly what it must do.
struct ToolCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let expected: ToolRun

    init(_ arguments: [String], exit status: Int32, output: String = "", error: String = "") {
        self.arguments = arguments
        expected = ToolRun(status: status, output: output, error: error)
    }

    var testDescription: String { arguments.isEmpty ? "(no arguments)" : arguments.joined(separator: " ") }
}

@Suite("Tool")
struct ToolTests {
    static let topLevelCases: [ToolCase] = [
        ToolCase([], exit: 2, error: toolHelp + "error: no command given\nhint: see 'buttoncheck --help'\n"),
        ToolCase(["--help"], exit: 0, output: toolHelp),
        ToolCase(["-h"], exit: 0, output: toolHelp),
        ToolCase(["help"], exit: 0, output: toolHelp),
        ToolCase(["--version"], exit: 0, output: "buttoncheck 0.2.0 (commit \(Tool.commit ?? "unknown"))\n"),
        ToolCase(
            ["valdate"], exit: 2, error: "error: unknown command 'valdate'; did you mean 'validate'?\nhint: see 'buttoncheck --help'\n"),
        ToolCase(
            ["Validate", "spec.json"], exit: 2,
            error: "error: unknown command 'Validate'; did you mean 'validate'?\nhint: see 'buttoncheck --help'\n"),
        ToolCase(["layot"], exit: 2, error: "error: unknown command 'layot'; did you mean 'layout'?\nhint: see 'buttoncheck --help'\n"),
        ToolCase(["lint", "spec.json"], exit: 2, error: "error: unknown command 'lint'\nhint: see 'buttoncheck --help'\n"),
        ToolCase(["--verbose"], exit: 2, error: "error: unknown command '--verbose'\nhint: see 'buttoncheck --help'\n"),
    ]

    @available(macOS 15, *)
    @Test("help, version and unknown commands", arguments: topLevelCases)
    func topLevel(_ testCase: ToolCase) {
        #expect(runTool(testCase.arguments) == testCase.expected)
    }

    @Test("the version constant")
    func version() {
        #expect(Tool.version == "0.2.0")
    }

    // MARK: - validate

    @available(macOS 15, *)
    @Test("validate: a valid spec")
    func validateValid() throws {
        try withSpecDirectory(["login.json": SampleSpec.valid]) { directory in
            let path = directory + "/login.json"
            #expect(runTool(["validate", path]) == ToolRun(status: 0, output: "\(path): ok\n", error: ""))
        }
    }

    @available(macOS 15, *)
    @Test("validate: an invalid spec prints every diagnostic and exits 2")
    func validateInvalid() throws {
        try withSpecDirectory(["login.json": SampleSpec.invalid]) { directory in
            let path = directory + "/login.json"
            #expect(
                runTool(["validate", path])
                    == ToolRun(
                        status: 2, output: "", error: SampleSpec.invalidDiagnostics(path) + "1 of 1 spec invalid\n"))
        }
    }

    @available(macOS 15, *)
    @Test("validate: a syntax error is one diagnostic")
    func validateSyntaxError() throws {
        try withSpecDirectory(["broken.json": "{\n  \"version\": 1,\n  \"name\": 'X'\n}"]) { directory in
            let path = directory + "/broken.json"
            #expect(
                runTool(["validate", path])
                    == ToolRun(
                        status: 2, output: "",
                        error:
                            "\(path):3:11: error: strings in JSON use double quotes (\"), not single quotes (at $)\n1 of 1 spec invalid\n"))
        }
    }

    @available(macOS 15, *)
    @Test("validate: several files, reported in the order given")
    func validateSeveralFiles() throws {
        try withSpecDirectory(["a.json": SampleSpec.valid, "b.json": SampleSpec.invalid, "c.json": SampleSpec.valid]) { directory in
            let (a, b, c) = (directory + "/a.json", directory + "/b.json", directory + "/c.json")
            let run = runTool(["validate", c, b, a])
            #expect(
                run
                    == ToolRun(
                        status: 2, output: "\(c): ok\n\(a): ok\n", error: SampleSpec.invalidDiagnostics(b) + "1 of 3 specs invalid\n"))
            #expect(run.combined == "\(c): ok\n" + SampleSpec.invalidDiagnostics(b) + "\(a): ok\n1 of 3 specs invalid\n")
        }
    }

    @available(macOS 15, *)
    @Test("validate: a directory takes every spec in it, sorted and recursively")
    func validateDirectory() throws {
        let files = [
            "b.json": SampleSpec.invalid,
            "a.json": SampleSpec.withTokens,
            "brand.tokens.json": SampleSpec.tokens,
            "spec.schema.json": "not a spec",
            ".draft.json": "not a spec",
            "notes.txt": "not a spec",
            "forms/c.json": SampleSpec.valid,
        ]
        try withSpecDirectory(files) { directory in
            #expect(
                runTool(["validate", directory])
                    == ToolRun(
                        status: 2,
                        output: "\(directory)/a.json: ok\n\(directory)/forms/c.json: ok\n",
                        error: SampleSpec.invalidDiagnostics(directory + "/b.json") + "1 of 3 specs invalid\n"))
            #expect(
                runTool(["validate", directory + "/forms"]) == ToolRun(status: 0, output: "\(directory)/forms/c.json: ok\n", error: ""))
        }
    }

    @available(macOS 15, *)
    @Test("validate: a path that does not exist")
    func validateMissingPath() throws {
        try withSpecDirectory([:]) { directory in
            let path = directory + "/nope.json"
            #expect(
                runTool(["validate", path])
                    == ToolRun(
                        status: 2, output: "", error: "\(path): error: no such file; check the path\n1 of 1 spec invalid\n"))
        }
    }

    @available(macOS 15, *)
    @Test("validate: a directory with no specs is a usage error")
    func validateEmptyDirectory() throws {
        try withSpecDirectory(["brand.tokens.json": SampleSpec.tokens, "README.md": "# Specs"]) { directory in
            #expect(
                runTool(["validate", directory])
                    == ToolRun(
                        status: 2, output: "",
                        error: "error: no spec files (*.json) in directory '\(directory)'\nhint: see 'buttoncheck validate --help'\n"))
        }
    }

    @available(macOS 15, *)
    @Test("validate --quiet prints nothing for valid files, and still every problem")
    func validateQuiet() throws {
        try withSpecDirectory(["a.json": SampleSpec.valid, "b.json": SampleSpec.invalid]) { directory in
            let (a, b) = (directory + "/a.json", directory + "/b.json")
            #expect(runTool(["validate", "--quiet", a]) == ToolRun(status: 0, output: "", error: ""))
            #expect(runTool(["validate", a, "--quiet"]) == ToolRun(status: 0, output: "", error: ""))
            #expect(
                runTool(["validate", "--quiet", directory])
                    == ToolRun(
                        status: 2, output: "", error: SampleSpec.invalidDiagnostics(b) + "1 of 2 specs invalid\n"))
        }
    }

    @available(macOS 15, *)
    @Test("validate: an empty directory among the arguments stops the run before any file is read")
    func validateValidFileAndEmptyDirectory() throws {
        try withSpecDirectory(["a.json": SampleSpec.valid, "empty/notes.txt": ""]) { directory in
            // Arguments are expanded before any file is read: no "a.json: ok", only the usage error.
            #expect(
                runTool(["validate", directory + "/a.json", directory + "/empty"])
                    == ToolRun(
                        status: 2, output: "",
                        error: "error: no spec files (*.json) in directory '\(directory)/empty'\nhint: see 'buttoncheck validate --help'\n")
            )
        }
    }
}
