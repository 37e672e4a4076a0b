import Foundation
import Testing

/// `check --quiet` and `--verbose` (issue 28): exactly what each prints, as docs/commands.md says.
@Suite struct VerbosityTests {
    static let specs = ["a.json": CheckCommandTests.clean, "b.json": CheckCommandTests.greyText]
    static let grey = """
        b.json — Grey: 1 finding
          b.json:2:45: error: [contrast.text] The text "t" measures 4.47:1 against what is behind it (worst glyph "H", \
        #777777 on #FFFFFF), below 4.50:1 for normal text at 17 pt.
              element t · light · idle · large · APCA Lc 71.1
              fix: Darken the text to #767676 (4.54:1, ΔE OK 0.003): set $.content.children[0].color, now #777777, to #767676.

        """
    static let summary = "2 specs (1 passed, 1 failed), 2 renders: 1 error, 0 warnings, 0 notes\n"

    @available(macOS 15, *)
    @Test func quietPrintsOnlyFailingSpecsAndTheSummaryAndNoNotes() throws {
        try withSpecDirectory(Self.specs) { directory in
            let run = runTool([
                "check", directory + "/a.json", directory + "/b.json", "--size", "large", "--quiet",
                "--report", "json:\(directory)/r.json",
            ])
            #expect(run.status == 1)
            #expect(run.output == Self.grey.replacingOccurrences(of: "b.json", with: directory + "/b.json") + "\n" + Self.summary)
            #expect(run.error == "", "no note on the report written")
            #expect(FileManager.default.fileExists(atPath: directory + "/r.json"))
            let clean = runTool(["check", directory + "/a.json", "--size", "large", "--quiet"])
            #expect(
                clean
                    == ToolRun(
                        status: 0, output: "1 spec (1 passed, 0 failed), 1 render: 0 errors, 0 warnings, 0 notes\n",
                        error: ""))
        }
    }

    @available(macOS 15, *)
    @Test func verboseAddsEachSpecsRendersAndTime() throws {
        try withSpecDirectory(Self.specs) { directory in
            let run = runTool(["check", directory + "/a.json", directory + "/b.json", "--size", "large", "--verbose"])
            #expect(run.status == 1)
            let timing = try Regex(#"  1 render in [0-9]+\.[0-9]s\n"#)
            let withoutTimes = run.output.replacing(timing, with: "  1 render in T\n")
            #expect(
                withoutTimes == "\(directory)/a.json — Clean: clean\n  1 render in T\n"
                    + Self.grey.replacingOccurrences(of: "b.json", with: directory + "/b.json") + "  1 render in T\n\n" + Self.summary)
            let json = runTool(["check", directory + "/a.json", "--size", "large", "--verbose", "--format", "json"])
            #expect(json.error.replacing(try Regex(#"in [0-9]+\.[0-9]s"#), with: "in T").hasPrefix("\(directory)/a.json: 1 render in T\n"))
        }
    }

    @available(macOS 15, *)
    @Test func quietAndVerboseTogetherAreAUsageError() throws {
        try withSpecDirectory(Self.specs) { directory in
            #expect(
                runTool(["check", directory + "/a.json", "--quiet", "--verbose"])
                    == ToolRun(
                        status: 2, output: "",
                        error:
                            "error: '--quiet' and '--verbose' contradict each other; give one\nhint: see 'buttoncheck check --help'\n"))
        }
    }
}
