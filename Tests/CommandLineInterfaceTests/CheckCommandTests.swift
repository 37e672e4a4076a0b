import Foundation
import Testing

@Suite struct CheckCommandTests {
    static let clean = """
        {"version": 1, "name": "Clean", "viewport": {"width": 240, "height": 200, "scale": 1},
         "content": {"type": "vstack", "children": [{"type": "text", "id": "t", "text": "Hello"}]}}
        """
    static let greyText = """
        {"version": 1, "name": "Grey", "viewport": {"width": 240, "height": 200, "scale": 1},
         "content": {"type": "vstack", "children": [{"type": "text", "id": "t", "text": "Hello", "color": "#777777"}]}}
        """

    @available(macOS 15, *)
    @Test func aCleanSpecExitsZero() throws {
        try withSpecDirectory(["clean.json": Self.clean]) { directory in
            let run = runTool(["check", directory + "/clean.json", "--size", "large"])
            #expect(run.status == 0)
            #expect(
                run.output
                    == "\(directory)/clean.json — Clean: clean\n\n1 spec (1 passed, 0 failed), 1 render: 0 errors, 0 warnings, 0 notes\n")
        }
    }

    @available(macOS 15, *)
    @Test func outputPathsThatCannotBeFoldersSaySo() throws {
        // Issue 12, item 10: these printed "Error Domain=NSCocoaErrorDomain Code=512 …".
        try withSpecDirectory(["clean.json": Self.clean, "blocker": "a file"]) { directory in
            let out = runTool(["check", directory + "/clean.json", "--size", "large", "--out", directory + "/blocker/out"])
            #expect(
                out
                    == ToolRun(
                        status: 2, output: "",
                        error:
                            "error: cannot create the folder \(directory)/blocker/out: \(directory)/blocker is a file, not a folder; choose another location\n"
                    ))
            let report = runTool(["check", directory + "/clean.json", "--size", "large", "--report", "json:\(directory)/blocker/r.json"])
            #expect(report.status == 2)
            #expect(
                report.error.hasSuffix(
                    "error: cannot write \(directory)/blocker/r.json: cannot create the folder \(directory)/blocker: "
                        + "\(directory)/blocker is a file, not a folder; choose another location\n"))
        }
    }

    @available(macOS 15, *)
    @Test func configurationsAndReportsThatAreNotRegularFilesAreRefusedAtOnce() throws {
        // A FIFO given as --config hung; /dev/zero given to merge-reports grew without end.
        try withSpecDirectory(["clean.json": Self.clean]) { directory in
            #expect(mkfifo(directory + "/config.json", 0o600) == 0)
            let config = runTool(["check", directory + "/clean.json", "--size", "large", "--config", directory + "/config.json"])
            #expect(
                config
                    == ToolRun(
                        status: 2, output: "",
                        error:
                            "\(directory)/config.json:1:1: error: configuration file is a FIFO (named pipe), not a regular file; check the --config path (at $)\n"
                    ))
        }
        #expect(
            runTool(["merge-reports", "/dev/zero"])
                == ToolRun(
                    status: 2, output: "",
                    error:
                        "error: /dev/zero: is a character device, not a regular file; check the path\n"))
    }

    @available(macOS 15, *)
    @Test func aCheckboxPastTheEdgeOfTheRenderIsMeasuredNotATrap() throws {
        // Found by the fuzz test (seed 23): a checkbox right of a 10 pt wide screen was measured at a
        // pixel outside the image (index out of range).
        let spec = """
            {"version": 1, "name": "Off screen", "viewport": {"width": 10, "height": 1, "scale": 1},
             "content": {"type": "hstack", "children": [{"type": "text", "text": "x", "frame": {"width": 1000}},
               {"type": "toggle", "id": "t", "label": "A", "style": "checkbox"}]}}
            """
        try withSpecDirectory(["off.json": spec]) { directory in
            let run = runTool(["check", directory + "/off.json", "--size", "large"])
            #expect(run.status == 1)
            let rules: [String] = run.output.split(separator: "\n").compactMap { line -> String? in
                guard let range = line.range(of: "error: [") else { return nil }
                return String(line[range.upperBound...].prefix { $0 != "]" })
            }
            #expect(rules == ["contrast.non-text", "label.clipped", "label.clipped", "target.size"])
        }
    }

    @available(macOS 15, *)
    @Test func findingsExitOneWithLocationsAndFixes() throws {
        try withSpecDirectory(["grey.json": Self.greyText]) { directory in
            // At AX5 the text is 53 pt, large text, and 4.47:1 passes the 3:1 it needs.
            let run = runTool(["check", directory + "/grey.json", "--size", "large", "--size", "AX5"])
            #expect(run.status == 1)
            #expect(
                run.output == """
                    \(directory)/grey.json — Grey: 1 finding
                      \(directory)/grey.json:2:45: error: [contrast.text] The text "t" measures 4.47:1 against what is behind it (worst glyph "H", #777777 on #FFFFFF), below 4.50:1 for normal text at 17 pt.
                          element t · light · idle · large · APCA Lc 71.1
                          fix: Darken the text to #767676 (4.54:1, ΔE OK 0.003): set $.content.children[0].color, now #777777, to #767676.

                    1 spec (0 passed, 1 failed), 2 renders: 1 error, 0 warnings, 0 notes

                    """)
        }
    }

    @available(macOS 15, *)
    @Test func suppressedFindingsAreListedAsNotesAndDoNotFail() throws {
        let suppressed = Self.greyText.replacingOccurrences(
            of: #""content""#,
            with:
                #""suppressions": [{"rule": "contrast.text", "element": "t", "reason": "Brand grey, approved by design review."}], "expect": [], "content""#
        )
        try withSpecDirectory(["grey.json": suppressed]) { directory in
            let run = runTool(["check", directory + "/grey.json", "--size", "large"])
            #expect(run.status == 0)
            #expect(run.output.contains(": note: [contrast.text] The text \"t\" measures 4.47:1"))
            #expect(run.output.contains("      suppressed: Brand grey, approved by design review.\n"))
            #expect(run.output.hasSuffix("1 spec (1 passed, 0 failed), 1 render: 0 errors, 0 warnings, 0 notes, 1 suppressed\n"))
        }
    }

    @available(macOS 15, *)
    @Test func aConfigurationCanLowerARuleToAWarning() throws {
        try withSpecDirectory(["grey.json": Self.greyText, "config.json": #"{"rules": {"contrast.text": "warning"}}"#]) { directory in
            let run = runTool(["check", directory + "/grey.json", "--size", "large", "--config", directory + "/config.json"])
            #expect(run.status == 0)
            #expect(run.output.contains("grey.json:2:45: warning: [contrast.text]"))
        }
    }

    @available(macOS 15, *)
    @Test func checkSaysNothingWasWrittenWhenNoSpecCouldBeChecked() throws {
        try withSpecDirectory(["...json": Self.clean]) { directory in
            let run = runTool(["check", directory + "/...json", "--out", directory + "/out"])
            #expect(run.status == 2)
            #expect(!run.error.contains("wrote renders"), "\(run.error)")
            #expect(!FileManager.default.fileExists(atPath: directory + "/out"))
        }
    }

    @available(macOS 15, *)
    @Test func checkSaysWhereItWroteFiles() throws {
        try withSpecDirectory(["clean.json": Self.clean]) { directory in
            let run = runTool(["check", directory, "--size", "large", "--out", directory + "/out", "--report", "json:\(directory)/r.json"])
            #expect(run.status == 0)
            #expect(run.error == "wrote the json report to \(directory)/r.json\nwrote renders, contact sheets to \(directory)/out/\n")
        }
    }

    @available(macOS 15, *)
    @Test func aBrokenSpecsDiagnosticIsPrintedOnce() throws {
        try withSpecDirectory(["broken.json": #"{"version": 1, "name": "B"}"#]) { directory in
            let run = runTool(["check", directory, "--size", "large"])
            #expect(run.status == 2)
            let diagnostic = "\(directory)/broken.json:1:1: error: missing required key \"content\" in the spec (at $)"
            #expect(run.combined.components(separatedBy: diagnostic).count == 2)
            #expect(run.error.hasPrefix(diagnostic + "\n"))
            #expect(run.output.hasPrefix("\(directory)/broken.json — broken: could not be checked\n\n"))
            // A report file still carries it.
            _ = runTool(["check", directory, "--size", "large", "--report", "text:\(directory)/r.txt"])
            let file = try String(contentsOfFile: directory + "/r.txt", encoding: .utf8)
            #expect(file.contains("  " + diagnostic + "\n"))
        }
    }

    @available(macOS 15, *)
    @Test func badInputExitsTwoAndNamesTheProblem() throws {
        try withSpecDirectory(["grey.json": Self.greyText, "config.json": #"{"rules": {"contrast.text": "loud"}}"#]) { directory in
            let badConfig = runTool(["check", directory + "/grey.json", "--config", directory + "/config.json"])
            #expect(badConfig.status == 2)
            #expect(
                badConfig.error
                    == "\(directory)/config.json:1:29: error: expected one of \"error\", \"warning\", \"note\", \"off\" (at $.rules['contrast.text'])\n"
            )
            let missing = runTool(["check", directory + "/nope.json"])
            #expect(missing.status == 2)
            // Said once, before anything runs: no "spec:1:1 … (at $)", no report, no "0 errors" summary.
            #expect(
                missing
                    == ToolRun(
                        status: 2, output: "",
                        error:
                            "error: \(directory)/nope.json: no such file; check the path\nhint: see 'buttoncheck check --help'\n"))
            #expect(
                runTool(["render", directory + "/nope.json", "--out", directory + "/out"]).error
                    == "error: \(directory)/nope.json: no such file; check the path\nhint: see 'buttoncheck render --help'\n")
            let jobs = runTool(["check", directory + "/grey.json", "--jobs", "0"])
            #expect(jobs.status == 2)
            #expect(jobs.error.hasPrefix("error: invalid value '0' for '--jobs'"))
        }
    }

    @available(macOS 15, *)
    @Test func outWritesRendersAndAnOutlinedSheet() throws {
        try withSpecDirectory(["grey.json": Self.greyText]) { directory in
            let run = runTool(["check", directory + "/grey.json", "--size", "large", "--out", directory + "/out"])
            #expect(run.status == 1)
            #expect(FileManager.default.fileExists(atPath: directory + "/out/grey/light/large-idle.png"))
            #expect(FileManager.default.fileExists(atPath: directory + "/out/grey/sheet.png"))
        }
    }
}
