import CommandLineInterface
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
}
