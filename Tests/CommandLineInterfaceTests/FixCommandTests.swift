import CommandLineInterface
import Foundation
import Testing

// `buttoncheck fix` end to end through `Tool.run`: exact diffs, exact files, exact refusals.

@Suite("fix command")
struct FixCommandTests {
    /// A spec written with tabs, odd spacing and keys in no usual order: only the colour literal changes.
    static let oddlyFormatted = """
        {"version":1,"name":"Caption",
        \t"viewport" : {"width": 200,"height":100,"scale":1},
          "content":{ "type":"text","id":"caption","text":"Terms apply",   "style":"footnote",
              "color" :   "#8E8E93"   }
        }

        """

    @Test func aDryRunPrintsADiffOfTheChangedLiteralOnlyAndWritesNothing() throws {
        try withSpecDirectory(["odd.json": Self.oddlyFormatted]) { (directory: String) throws in
            let path = directory + "/odd.json"
            let name = String(path.drop { $0 == "/" })
            let run = runTool(["fix", path, "--dry-run"])
            #expect(
                run
                    == ToolRun(
                        status: 0,
                        output: """
                            --- a/\(name)
                            +++ b/\(name)
                            @@ -1,5 +1,5 @@
                             {"version":1,"name":"Caption",
                             \t"viewport" : {"width": 200,"height":100,"scale":1},
                               "content":{ "type":"text","id":"caption","text":"Terms apply",   "style":"footnote",
                            -      "color" :   "#8E8E93"   }
                            +      "color" :   "#76767B"   }
                             }

                            """, error: "\(path): would fix 1 finding in 1 file\n"))
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text == Self.oddlyFormatted)
        }
    }

    @Test func aFixKeepsEveryOtherByteAndTheRecheckIsClean() throws {
        try withSpecDirectory(["odd.json": Self.oddlyFormatted]) { (directory: String) throws in
            let path = directory + "/odd.json"
            #expect(runTool(["fix", path]) == ToolRun(status: 0, output: "\(path): fixed 1 finding in 1 file\n", error: ""))
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text == Self.oddlyFormatted.replacingOccurrences(of: "\"#8E8E93\"", with: "\"#76767B\""))
            #expect(runTool(["fix", path]) == ToolRun(status: 0, output: "\(path): nothing to fix\n", error: ""))
        }
    }

    /// A colour from a token (through an alias) is fixed in the tokens file, at the value the alias reaches.
    @Test func aTokenColourIsFixedInTheTokensFile() throws {
        let spec = """
            {"version": 1, "name": "Tokens", "viewport": {"width": 200, "height": 100, "scale": 1}, "tokens": "brand.tokens.json",
             "content": {"type": "text", "id": "caption", "text": "Terms apply", "style": "footnote", "color": "{color.caption}"}}

            """
        let tokens = """
            {
              "color": {
                "$type": "color",
                "grey": { "$value": "#8E8E93" },
                "caption": { "$value": "{color.grey}" }
              }
            }

            """
        try withSpecDirectory(["tok.json": spec, "brand.tokens.json": tokens]) { (directory: String) throws in
            let path = directory + "/tok.json"
            #expect(runTool(["fix", path]) == ToolRun(status: 0, output: "\(path): fixed 1 finding in 1 file\n", error: ""))
            let written = try String(contentsOfFile: path, encoding: .utf8)
            let writtenTokens = try String(contentsOfFile: directory + "/brand.tokens.json", encoding: .utf8)
            #expect(written == spec)
            #expect(writtenTokens == tokens.replacingOccurrences(of: "#8E8E93", with: "#76767B"))
        }
    }

    /// One `colors` entry drawn on white (failing) and, as large text, on #333333 (passing): darkening it for
    /// the white would fail the dark one, so the re-check refuses and nothing is written.
    @Test func aFixThatAddsAFindingIsRefusedAndNothingIsWritten() throws {
        let spec = """
            {"version": 2, "name": "Shared", "viewport": {"width": 240, "height": 200, "scale": 1},
             "colors": {"caption": "#8E8E93"},
             "content": {"type": "vstack", "children": [
               {"type": "text", "id": "on-light", "text": "Terms apply", "style": "footnote", "color": "caption"},
               {"type": "vstack", "background": {"color": "#333333"}, "children": [
                 {"type": "text", "id": "on-dark", "text": "Sale", "style": "title1", "color": "caption"}]}
             ]}}

            """
        try withSpecDirectory(["shared.json": spec]) { (directory: String) throws in
            let path = directory + "/shared.json"
            #expect(
                runTool(["fix", path])
                    == ToolRun(
                        status: 1, output: "",
                        error: """
                            \(path): not fixed, nothing written: re-checked with the fixes, it would add [contrast.text] "on-dark" (light, idle)

                            """))
            let written = try String(contentsOfFile: path, encoding: .utf8)
            #expect(written == spec)
        }
    }

    /// A placeholder in iOS's placeholderText fails on the field's fill; the spec writes no colour for it, so the fix
    /// adds a `colors` entry for the name: before `content`, in the file's own style (CRLF, a tab), every other byte kept.
    static let crlfPlaceholder =
        "{\"version\":1,\"name\":\"Code\",\r\n\t\"viewport\" : {\"width\": 240,\"height\":120,\"scale\":1},\r\n"
        + "\t\"content\":{ \"type\":\"textField\",\"id\":\"code\",\"placeholder\":\"Code\" }\r\n}\r\n"

    @Test func anIOSColourGetsAColorsEntryInTheFilesOwnStyle() throws {
        try withSpecDirectory(["crlf.json": Self.crlfPlaceholder]) { (directory: String) throws in
            let path = directory + "/crlf.json"
            let name = String(path.drop { $0 == "/" })
            let dryRun = runTool(["fix", path, "--dry-run"])
            // The diff shows the added line alone; the console prints each CR as \u000D.
            let cr = "\\u000D"
            #expect(
                dryRun
                    == ToolRun(
                        status: 0,
                        output: "--- a/\(name)\n+++ b/\(name)\n@@ -1,4 +1,5 @@\n"
                            + " {\"version\":1,\"name\":\"Code\",\(cr)\n \t\"viewport\" : {\"width\": 240,\"height\":120,\"scale\":1},\(cr)\n"
                            + "+\t\"colors\": {\"placeholderText\": \"#6E6E73\"},\(cr)\n"
                            + " \t\"content\":{ \"type\":\"textField\",\"id\":\"code\",\"placeholder\":\"Code\" }\(cr)\n }\(cr)\n",
                        error: "\(path): would fix 1 finding in 1 file\n"))
            #expect(runTool(["fix", path]) == ToolRun(status: 0, output: "\(path): fixed 1 finding in 1 file\n", error: ""))
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(
                text
                    == Self.crlfPlaceholder.replacingOccurrences(
                        of: "\t\"content\"", with: "\t\"colors\": {\"placeholderText\": \"#6E6E73\"},\r\n\t\"content\""))
            #expect(runTool(["fix", path]) == ToolRun(status: 0, output: "\(path): nothing to fix\n", error: ""))
        }
    }

    /// A spec with `colors` already: the entry is added to it, first, on its line.
    @Test func anIOSColourIsAddedToTheSpecsColors() throws {
        let spec = """
            {
              "version": 1,
              "name": "Code",
              "viewport": { "width": 240, "height": 120, "scale": 1 },
              "colors": { "brand": "#0050B3" },
              "content": { "type": "textField", "id": "code", "placeholder": "Code" }
            }

            """
        try withSpecDirectory(["code.json": spec]) { (directory: String) throws in
            let path = directory + "/code.json"
            #expect(runTool(["fix", path]) == ToolRun(status: 0, output: "\(path): fixed 1 finding in 1 file\n", error: ""))
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text == spec.replacingOccurrences(of: #"{ "brand""#, with: ##"{ "placeholderText": "#6E6E73", "brand""##))
        }
    }
}

extension FixCommandTests {
    /// `--rule` offers only the rules whose findings carry computed fixes: the help lists them, another rule's
    /// name is refused as having none, and a typo gets a did-you-mean among them.
    @Test func theRuleOptionOffersOnlyRulesWithFixes() {
        let fixable =
            "disabled.reason-not-adjacent, contrast.text, contrast.disabled, contrast.non-text, label.truncated, label.clipped, "
            + "target.size, focus.visible-contrast"
        let help = runTool(["fix", "--help"])
        #expect(help.status == 0)
        #expect(
            help.output.contains("Fix only the findings of this rule (repeatable; default every rule that offers fixes). (\(fixable))\n"))
        #expect(!help.output.contains("target.overlap"))
        let hint = "hint: see 'buttoncheck fix --help'\n"
        #expect(
            runTool(["fix", "spec.json", "--rule", "target.overlap"])
                == ToolRun(
                    status: 2, output: "",
                    error: "error: invalid value 'target.overlap' for '--rule': target.overlap findings carry no computed fix; "
                        + "rules with fixes: \(fixable)\n" + hint))
        #expect(
            runTool(["fix", "spec.json", "--rule", "contrast.txt"])
                == ToolRun(
                    status: 2, output: "",
                    error: "error: invalid value 'contrast.txt' for '--rule': 'contrast.txt' is not a rule with fixes "
                        + "(did you mean 'contrast.text'?); use one of: \(fixable)\n" + hint))
        // A rule with fixes is accepted (the missing spec is then the problem).
        #expect(!runTool(["fix", "missing.json", "--rule", "target.size"]).error.contains("'--rule'"))
    }
}
