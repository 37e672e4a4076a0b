import CommandLineInterface
import Foundation
import Testing

// `buttoncheck contrast` end to end through `Tool.run`: every expectation is the exact output.

/// What `contrast` prints for one colour pair.
private func measured(_ lines: String...) -> ToolRun {
    ToolRun(status: 0, output: lines.joined(separator: "\n") + "\n", error: "")
}

/// A usage error from `contrast`.
private func usageError(_ message: String) -> ToolRun {
    ToolRun(status: 2, output: "", error: "error: \(message)\nhint: see 'buttoncheck contrast --help'\n")
}

private let contrastHelp = """
    OVERVIEW: Measure the WCAG 2.x contrast ratio and APCA Lc of a text colour on a background.

    USAGE: buttoncheck contrast [--appearance APPEARANCE] [--tokens FILE] [--json] [--color WHEN] FOREGROUND BACKGROUND

    OPTIONS:
      --appearance APPEARANCE   Appearance for iOS colour names and {"light": …, "dark": …} colours (default light). (light, dark)
      --tokens FILE             A W3C Design Tokens (DTCG) file for {token.path} colours.
      --json                    Print the measurements as JSON (sorted keys, numbers unrounded).
      --color WHEN              When to colour the output; auto: on a terminal, unless NO_COLOR is set. (auto, always, never)
      -h, --help                Show help for this command.

    FOREGROUND is the colour of the text (or icon), BACKGROUND the opaque colour behind it. Each is
    written as in a spec: #RGB, #RRGGBB, #RRGGBBAA, an iOS colour name, '{"light": "#000000", "dark":
    "#FFFFFF"}' (the one --appearance picks), or a token reference such as '{color.brand.accent}' with
    --tokens FILE. Quote them: the shell reads an unquoted # as the start of a comment, and braces
    and quotes have meanings of their own. A translucent foreground is blended over the background first.
    iOS colour names: black, clear, label, link, opaqueSeparator, placeholderText, quaternaryLabel,
    quaternarySystemFill, secondaryLabel, secondarySystemBackground, secondarySystemFill,
    secondarySystemGroupedBackground, separator, systemBackground, systemBlue, systemBrown, systemCyan,
    systemFill, systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6,
    systemGreen, systemGroupedBackground, systemIndigo, systemMint, systemOrange, systemPink,
    systemPurple, systemRed, systemTeal, systemYellow, tertiaryLabel, tertiarySystemBackground,
    tertiarySystemFill, tertiarySystemGroupedBackground, white.

    WCAG 2.x: 4.5:1 for normal text; 3:1 for large text (18 pt, or 14 pt bold) and for non-text.
    APCA Lc (0.0.98G-4g) is positive for dark text on a light background and negative for light on
    dark. Its levels by |Lc|: 90 preferred for body text, 75 body text, 60 other content text,
    45 large or bold text, 30 any text (placeholder, disabled), 15 non-text.
    Values are shown truncated (4.499 as 4.49), so a value never appears to meet a level it misses;
    --json prints them unrounded.
    Exit status: 0 when measured, whatever the result; 2 for a bad colour or usage.

    """

private let passesBoth = "passes 4.5:1 (normal text) and 3:1 (large text, non-text)"
private let passesLargeOnly = "fails 4.5:1 (normal text); passes 3:1 (large text, non-text)"
private let failsBoth = "fails 4.5:1 (normal text) and 3:1 (large text, non-text)"

@Suite("contrast command")
struct ContrastCommandTests {
    static let textCases: [ToolCase] = [
        // #777 on white is 4.478…:1 — shown truncated, so it never reads as 4.48 or 4.50.
        ToolCase(
            ["contrast", "#777", "#fff"], exit: 0,
            output: """
                text #777777 on #FFFFFF
                WCAG 2.x contrast: 4.47:1 — \(passesLargeOnly)
                APCA Lc: 71.1 — meets 60, the minimum for content text other than body text; below 75, the minimum for body text

                """),
        ToolCase(
            ["contrast", "#767676", "#FFFFFF"], exit: 0,
            output: """
                text #767676 on #FFFFFF
                WCAG 2.x contrast: 4.54:1 — \(passesBoth)
                APCA Lc: 71.5 — meets 60, the minimum for content text other than body text; below 75, the minimum for body text

                """),
        // Light text on dark: APCA is negative, WCAG symmetric.
        ToolCase(
            ["contrast", "#fff", "#777"], exit: 0,
            output: """
                text #FFFFFF on #777777
                WCAG 2.x contrast: 4.47:1 — \(passesLargeOnly)
                APCA Lc: -76.5 — meets 75, the minimum for body text; below 90, preferred for body text

                """),
        ToolCase(
            ["contrast", "#000", "#fff"], exit: 0,
            output: """
                text #000000 on #FFFFFF
                WCAG 2.x contrast: 21.00:1 — \(passesBoth)
                APCA Lc: 106.0 — meets 90, preferred for body text

                """),
        ToolCase(
            ["contrast", "#123456", "#123456"], exit: 0,
            output: """
                text #123456 on #123456
                WCAG 2.x contrast: 1.00:1 — \(failsBoth)
                APCA Lc: 0.0 — below 15, the minimum for non-text

                """),
        // One gray on white for each APCA level.
        ToolCase(
            ["contrast", "#404040", "#fff"], exit: 0,
            output: """
                text #404040 on #FFFFFF
                WCAG 2.x contrast: 10.36:1 — \(passesBoth)
                APCA Lc: 94.0 — meets 90, preferred for body text

                """),
        ToolCase(
            ["contrast", "#585858", "#fff"], exit: 0,
            output: """
                text #585858 on #FFFFFF
                WCAG 2.x contrast: 7.11:1 — \(passesBoth)
                APCA Lc: 84.7 — meets 75, the minimum for body text; below 90, preferred for body text

                """),
        ToolCase(
            ["contrast", "#A0A0A0", "#fff"], exit: 0,
            output: """
                text #A0A0A0 on #FFFFFF
                WCAG 2.x contrast: 2.61:1 — \(failsBoth)
                APCA Lc: 51.0 — meets 45, the minimum for large or bold text; below 60, the minimum for content text other than body text

                """),
        ToolCase(
            ["contrast", "#B8B8B8", "#fff"], exit: 0,
            output: """
                text #B8B8B8 on #FFFFFF
                WCAG 2.x contrast: 1.98:1 — \(failsBoth)
                APCA Lc: 38.3 — meets 30, the minimum for any text; below 45, the minimum for large or bold text

                """),
        ToolCase(
            ["contrast", "#D0D0D0", "#fff"], exit: 0,
            output: """
                text #D0D0D0 on #FFFFFF
                WCAG 2.x contrast: 1.54:1 — \(failsBoth)
                APCA Lc: 25.0 — below 30, the minimum for any text; meets 15, the minimum for non-text

                """),
        ToolCase(
            ["contrast", "#E8E8E8", "#fff"], exit: 0,
            output: """
                text #E8E8E8 on #FFFFFF
                WCAG 2.x contrast: 1.22:1 — \(failsBoth)
                APCA Lc: 11.1 — below 15, the minimum for non-text

                """),
        // A translucent text colour is blended over the background first.
        ToolCase(
            ["contrast", "#3C3C434D", "#FFFFFF"], exit: 0,
            output: """
                text #3C3C434D on #FFFFFF (text blended: #C4C4C6)
                WCAG 2.x contrast: 1.73:1 — \(failsBoth)
                APCA Lc: 31.6 — meets 30, the minimum for any text; below 45, the minimum for large or bold text

                """),
        // iOS names, light by default; their alpha (0.3) is not 0x4D / 255, hence #C4C4C7.
        ToolCase(
            ["contrast", "tertiaryLabel", "systemBackground"], exit: 0,
            output: """
                text tertiaryLabel #3C3C434D on systemBackground #FFFFFF (light appearance; text blended: #C4C4C7)
                WCAG 2.x contrast: 1.73:1 — \(failsBoth)
                APCA Lc: 31.4 — meets 30, the minimum for any text; below 45, the minimum for large or bold text

                """),
        ToolCase(
            ["contrast", "secondaryLabel", "#fff", "--appearance", "light"], exit: 0,
            output: """
                text secondaryLabel #3C3C4399 on #FFFFFF (light appearance; text blended: #8A8A8E)
                WCAG 2.x contrast: 3.43:1 — \(passesLargeOnly)
                APCA Lc: 61.9 — meets 60, the minimum for content text other than body text; below 75, the minimum for body text

                """),
        ToolCase(
            ["contrast", "--appearance", "dark", "label", "systemBackground"], exit: 0,
            output: """
                text label #FFFFFF on systemBackground #000000 (dark appearance)
                WCAG 2.x contrast: 21.00:1 — \(passesBoth)
                APCA Lc: -107.8 — meets 90, preferred for body text

                """),
        ToolCase(
            ["contrast", "systemBlue", "black", "--appearance=dark"], exit: 0,
            output: """
                text systemBlue #0A84FF on black #000000 (dark appearance)
                WCAG 2.x contrast: 5.75:1 — \(passesBoth)
                APCA Lc: -38.4 — meets 30, the minimum for any text; below 45, the minimum for large or bold text

                """),
        // Issue 31: every name of UIKit's semantic set, not 23 of them (this exited 2).
        ToolCase(
            ["contrast", "systemOrange", "white"], exit: 0,
            output: """
                text systemOrange #FF9500 on white #FFFFFF (light appearance)
                WCAG 2.x contrast: 2.19:1 — \(failsBoth)
                APCA Lc: 42.7 — meets 30, the minimum for any text; below 45, the minimum for large or bold text

                """),
        ToolCase(
            ["contrast", "systemGray2", "systemGray6", "--appearance", "dark"], exit: 0,
            output: """
                text systemGray2 #636366 on systemGray6 #1C1C1E (dark appearance)
                WCAG 2.x contrast: 2.84:1 — \(failsBoth)
                APCA Lc: -20.2 — below 30, the minimum for any text; meets 15, the minimum for non-text

                """),
        ToolCase(
            ["contrast", "clear", "#fff"], exit: 0,
            output: """
                text clear #00000000 on #FFFFFF (light appearance; text blended: #FFFFFF)
                WCAG 2.x contrast: 1.00:1 — \(failsBoth)
                APCA Lc: 0.0 — below 15, the minimum for non-text

                """),
    ]

    @available(macOS 15, *)
    @Test("text output", arguments: textCases)
    func text(_ testCase: ToolCase) {
        #expect(runTool(testCase.arguments) == testCase.expected)
    }

    static let jsonCases: [ToolCase] = [
        ToolCase(
            ["contrast", "#777", "#fff", "--json"], exit: 0,
            output: """
                {
                  "apca": 71.11110332561125,
                  "background": "#FFFFFF",
                  "blended": "#777777",
                  "foreground": "#777777FF",
                  "passes": {
                    "largeText": true,
                    "nonText": true,
                    "normalText": false
                  },
                  "wcag": 4.478089453577214
                }

                """),
        ToolCase(
            ["contrast", "--json", "#3C3C434D", "#FFFFFF"], exit: 0,
            output: """
                {
                  "apca": 31.613290206753604,
                  "background": "#FFFFFF",
                  "blended": "#C4C4C6",
                  "foreground": "#3C3C434D",
                  "passes": {
                    "largeText": false,
                    "nonText": false,
                    "normalText": false
                  },
                  "wcag": 1.7392052906533049
                }

                """),
        ToolCase(
            ["contrast", "#fff", "#000", "--json"], exit: 0,
            output: """
                {
                  "apca": -107.88473318309848,
                  "background": "#000000",
                  "blended": "#FFFFFF",
                  "foreground": "#FFFFFFFF",
                  "passes": {
                    "largeText": true,
                    "nonText": true,
                    "normalText": true
                  },
                  "wcag": 21.0
                }

                """),
        ToolCase(
            ["contrast", "#767676", "#fff", "--json"], exit: 0,
            output: """
                {
                  "apca": 71.57239122246546,
                  "background": "#FFFFFF",
                  "blended": "#767676",
                  "foreground": "#767676FF",
                  "passes": {
                    "largeText": true,
                    "nonText": true,
                    "normalText": true
                  },
                  "wcag": 4.542224959605253
                }

                """),
        ToolCase(
            ["contrast", "#123", "#234", "--json"], exit: 0,
            output: """
                {
                  "apca": 0.0,
                  "background": "#223344",
                  "blended": "#112233",
                  "foreground": "#112233FF",
                  "passes": {
                    "largeText": false,
                    "nonText": false,
                    "normalText": false
                  },
                  "wcag": 1.2495827409167148
                }

                """),
    ]

    @available(macOS 15, *)
    @Test("--json: sorted keys, unrounded numbers", arguments: jsonCases)
    func json(_ testCase: ToolCase) {
        #expect(runTool(testCase.arguments) == testCase.expected)
    }

    static let errorCases: [ToolCase] = [
        ToolCase(
            ["contrast", "systemBlu", "#fff"], exit: 2,
            error: usageError(
                "unknown foreground colour 'systemBlu' (did you mean 'systemBlue'?); use #RGB, #RRGGBB, #RRGGBBAA or an iOS colour name such as label or systemBlue"
            ).error),
        ToolCase(
            ["contrast", "#000", "SystemBackground"], exit: 2,
            error: usageError(
                "unknown background colour 'SystemBackground' (did you mean 'systemBackground'?); use #RGB, #RRGGBB, #RRGGBBAA or an iOS colour name such as label or systemBlue"
            ).error),
        ToolCase(
            ["contrast", "systemOrnage", "white"], exit: 2,
            error: usageError(
                "unknown foreground colour 'systemOrnage' (did you mean 'systemOrange'?); use #RGB, #RRGGBB, #RRGGBBAA or an iOS colour name such as label or systemBlue"
            ).error),
        ToolCase(
            ["contrast", "#000", "chartreuse"], exit: 2,
            error: usageError(
                "unknown background colour 'chartreuse'; use #RGB, #RRGGBB, #RRGGBBAA or an iOS colour name such as label or systemBlue"
            ).error),
        ToolCase(
            ["contrast", "{color.brand}", "#fff"], exit: 2,
            error: usageError(
                "foreground colour '{color.brand}' is a token reference; name the tokens file with --tokens FILE"
            ).error),
        ToolCase(
            ["contrast", "#12", "#fff"], exit: 2,
            error: usageError(
                "invalid foreground colour '#12'; write #RGB, #RRGGBB or #RRGGBBAA"
            ).error),
        ToolCase(
            ["contrast", "#000", "#GGGGGG"], exit: 2,
            error: usageError(
                "invalid background colour '#GGGGGG'; write #RGB, #RRGGBB or #RRGGBBAA"
            ).error),
        ToolCase(
            ["contrast", "#000", "#FFFFFF80"], exit: 2,
            error: usageError(
                "background must be opaque; '#FFFFFF80' is 50% opaque: give the opaque colour it shows over what lies behind it"
            ).error),
        ToolCase(
            ["contrast", "label", "tertiarySystemFill"], exit: 2,
            error: usageError(
                "background must be opaque; 'tertiarySystemFill' (light) is #7676801F, 12% opaque: give the opaque colour it shows over what lies behind it"
            ).error),
        ToolCase(
            ["contrast", "label", "clear", "--appearance", "dark"], exit: 2,
            error: usageError(
                "background must be opaque; 'clear' (dark) is #00000000, 0% opaque: give the opaque colour it shows over what lies behind it"
            ).error),
        // An unquoted # starts a shell comment, so `contrast #777 #fff` arrives with no colours.
        ToolCase(
            ["contrast"], exit: 2,
            error: usageError(
                "missing FOREGROUND and BACKGROUND colours; quote hex colours, as in '#777777': the shell drops an unquoted # and what follows"
            ).error),
        ToolCase(
            ["contrast", "label"], exit: 2,
            error: usageError(
                "missing BACKGROUND colour; quote hex colours, as in '#777777': the shell drops an unquoted # and what follows"
            ).error),
        ToolCase(["contrast", "#000", "#fff", "#777"], exit: 2, error: usageError("unexpected argument '#777' for 'contrast'").error),
        ToolCase(
            ["contrast", "label", "white", "--appearance", "sepia"], exit: 2,
            error: usageError(
                "invalid value 'sepia' for '--appearance'; expected one of: light, dark"
            ).error),
        ToolCase(
            ["contrast", "label", "white", "--jsn"], exit: 2,
            error: usageError(
                "unknown option '--jsn' for 'contrast'; did you mean '--json'?"
            ).error),
    ]

    @available(macOS 15, *)
    @Test("bad colours and usage exit 2 with a message naming the argument", arguments: errorCases)
    func errors(_ testCase: ToolCase) {
        #expect(runTool(testCase.arguments) == testCase.expected)
    }

    @available(macOS 15, *)
    @Test("--help")
    func help() {
        #expect(runTool(["contrast", "--help"]) == ToolRun(status: 0, output: contrastHelp, error: ""))
        #expect(runTool(["contrast", "#000", "-h"]) == ToolRun(status: 0, output: contrastHelp, error: ""))
    }
}

/// `contrast` reads colours in every syntax a spec accepts (issue 13, item 12).
@Suite struct ContrastSpecSyntaxTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @available(macOS 15, *)
    @Test func adaptiveColoursFollowTheAppearance() {
        let adaptive = ##"{"light": "#000000", "dark": "#FFFFFF"}"##
        let dark = runTool(["contrast", adaptive, "systemBackground", "--appearance", "dark"])
        #expect(dark.status == 0)
        #expect(
            dark.output.hasPrefix(
                "text {\"light\": \"#000000\", \"dark\": \"#FFFFFF\"} #FFFFFF on systemBackground #000000 (dark appearance)\nWCAG 2.x contrast: 21.00:1"
            ))
        let light = runTool(["contrast", adaptive, "systemBackground"])
        #expect(light.output.contains(" #000000 on systemBackground #FFFFFF (light appearance)\nWCAG 2.x contrast: 21.00:1"))
    }

    @available(macOS 15, *)
    @Test func tokenReferencesNeedTheTokensFile() {
        let tokens = Self.repository.appendingPathComponent("specs/tokens/brand.tokens.json").path
        let run = runTool(["contrast", "{color.brand.accent}", "#FFFFFF", "--tokens", tokens, "--json"])
        #expect(run.status == 0)
        #expect(run.output.contains("\"foreground\": \"#0050B3FF\""))
        #expect(
            runTool(["contrast", "{color.brand.accent}", "#FFFFFF"])
                == ToolRun(
                    status: 2, output: "",
                    error:
                        "error: foreground colour '{color.brand.accent}' is a token reference; name the tokens file with --tokens FILE\nhint: see 'buttoncheck contrast --help'\n"
                ))
        #expect(
            runTool(["contrast", "{color.nope}", "#FFFFFF", "--tokens", tokens]).error.hasPrefix(
                "error: foreground colour '{color.nope}': unknown token {color.nope} in \(tokens)"))
    }
}
