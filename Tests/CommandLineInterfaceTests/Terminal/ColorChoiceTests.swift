import CommandLineInterface
import Foundation
import Testing

/// `--color`, `NO_COLOR` and `CLICOLOR_FORCE` (issue 28): which wins, as docs/commands.md says.
@Suite struct ColorChoiceTests {
    @Test(arguments: [
        // --color always and never win over everything.
        (ColorChoice.always, false, ["NO_COLOR": "1"], true),
        (.never, true, ["CLICOLOR_FORCE": "1"], false),
        // auto: a terminal is coloured, a pipe is not…
        (.auto, true, [:], true),
        (.auto, false, [:], false),
        (.auto, true, ["TERM": "dumb"], false),
        // …NO_COLOR set to anything but "" turns it off, even with CLICOLOR_FORCE…
        (.auto, true, ["NO_COLOR": "1"], false),
        (.auto, true, ["NO_COLOR": "0"], false),
        (.auto, true, ["NO_COLOR": ""], true),
        (.auto, false, ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], false),
        // …and CLICOLOR_FORCE (not "" or "0") turns it on through a pipe.
        (.auto, false, ["CLICOLOR_FORCE": "1"], true),
        (.auto, false, ["CLICOLOR_FORCE": "0"], false),
        (.auto, false, ["CLICOLOR_FORCE": ""], false),
    ]) func whoWins(_ choice: ColorChoice, _ isTerminal: Bool, _ environment: [String: String], _ colors: Bool) {
        #expect(choice.colors(isTerminal: isTerminal, environment: environment) == colors)
    }

    /// Every command takes --color; each stream is coloured on its own, a control character still escaped.
    @available(macOS 15, *)
    @Test func colorAlwaysColoursEachCommandsVerdictsAndDiagnostics() throws {
        try withSpecDirectory(["e\u{1B}/a.json": CheckCommandTests.clean, "b.json": #"{"version": 2,"#]) { directory in
            let run = runTool(["validate", directory, "--color", "always"])
            #expect(run.status == 2)
            #expect(run.output == "\(directory)/e\\u001B/a.json: \u{1B}[32mok\u{1B}[0m\n")
            #expect(run.error.hasPrefix("\(directory)/b.json:1:15: \u{1B}[31merror\u{1B}[0m: unexpected end of file;"))
            let usage = runTool(["check", directory + "/b.json", "--color=always", "--jobs", "0"])
            #expect(
                usage.error == "\u{1B}[31merror\u{1B}[0m: invalid value '0' for '--jobs'; expected a whole number of threads, 1 or more\n"
                    + "\u{1B}[2mhint:\u{1B}[0m see 'buttoncheck check --help'\n")
            #expect(runTool(["validate", directory + "/b.json", "--color", "never"]).error.contains("\u{1B}") == false)
        }
    }
}
