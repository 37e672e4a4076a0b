import Foundation
import Testing

/// `check --expect`: the corpus as a regression suite. Exit 0 exactly when every spec's findings
/// equal its expect list; reports do not present expected findings as failures.
@Suite struct ExpectModeTests {
    /// Grey text that trips contrast.text, and says so in its expect list.
    static let expectsContrast = CheckCommandTests.greyText.replacingOccurrences(
        of: #""content""#, with: #""expect": ["contrast.text"], "content""#)
    /// The same text in black, still expecting contrast.text: the rule "regressed" (or the list is stale).
    static let missesContrast = expectsContrast.replacingOccurrences(of: "#777777", with: "#000000")

    @available(macOS 15, *)
    @Test func everySpecAsExpectedExitsZero() throws {
        try withSpecDirectory(["grey.json": Self.expectsContrast, "clean.json": CheckCommandTests.clean]) { directory in
            let plain = runTool(["check", directory, "--size", "large"])
            #expect(plain.status == 1)
            let run = runTool(["check", directory, "--size", "large", "--expect"])
            #expect(run.status == 0)
            #expect(
                run.output.hasSuffix(
                    "2 specs (2 passed, 0 failed), 2 renders: 1 error, 0 warnings, 0 notes; 2 of 2 match their expect lists\n"))
            #expect(run.output.contains("\(directory)/grey.json — Grey: 1 finding, as its expect list says\n"))
        }
    }

    @available(macOS 15, *)
    @Test func aMissingExpectedFindingExitsOne() throws {
        try withSpecDirectory(["grey.json": Self.missesContrast]) { directory in
            let run = runTool(["check", directory, "--size", "large", "--expect"])
            #expect(run.status == 1)
            #expect(
                run.output == """
                    \(directory)/grey.json — Grey: clean; differs from its expect list (expected but not found: contrast.text)

                    1 spec (0 passed, 1 failed), 1 render: 0 errors, 0 warnings, 0 notes; 0 of 1 match their expect lists

                    """)
        }
    }

    @available(macOS 15, *)
    @Test func anUnexpectedFindingExitsOne() throws {
        try withSpecDirectory(["grey.json": CheckCommandTests.greyText]) { directory in
            #expect(runTool(["check", directory, "--size", "large", "--expect"]).status == 1)
        }
    }

    @available(macOS 15, *)
    @Test func reportsShowExpectedFindingsAsExpected() throws {
        try withSpecDirectory([
            "grey.json": Self.expectsContrast, "stale.json": Self.missesContrast.replacingOccurrences(of: "\"Grey\"", with: "\"Stale\""),
        ]) { directory in
            let run = runTool([
                "check", directory, "--size", "large", "--expect",
                "--report", "junit:\(directory)/r.xml", "--report", "sarif:\(directory)/r.sarif",
                "--report", "html:\(directory)/r.html", "--report", "json:\(directory)/r.json",
            ])
            #expect(run.status == 1)
            #expect(run.error.contains("wrote the junit report to \(directory)/r.xml\n"))
            let junit = try String(contentsOfFile: directory + "/r.xml", encoding: .utf8)
            // The grey spec's finding is expected: no failure, listed as expected. The stale spec
            // fails once, for the rule it expects and did not trip.
            #expect(junit.contains("<testsuites name=\"buttoncheck\" tests=\"2\" failures=\"1\" errors=\"0\">"))
            #expect(junit.contains("<system-out>expected: \(directory)/grey.json:2:74: error: [contrast.text] The text"))
            #expect(
                junit.contains(
                    "<failure message=\"\(directory)/stale.json fails: 1 expected rule not found (contrast.text)\" type=\"contrast.text\">contrast.text: expected but not found\n"
                ))
            let sarif = try String(contentsOfFile: directory + "/r.sarif", encoding: .utf8)
            #expect(
                sarif.contains(
                    "\"justification\": \"expected: the spec's \\\"expect\\\" list names contrast.text (regression-suite mode, check --expect)\""
                ))
            #expect(sarif.contains("\"status\": \"accepted\""))
            #expect(sarif.contains("expects [contrast.text] in its \\\"expect\\\" list, but no render tripped it"))
            let html = try String(contentsOfFile: directory + "/r.html", encoding: .utf8)
            #expect(html.contains("<span class=\"status status-pass\">as expected</span> <span class=\"muted\">(error)</span>"))
            #expect(html.contains("<p class=\"status status-pass\">1 finding, as expected</p>"))
            #expect(html.contains("<p class=\"verdict status-fail\">Failed</p>"))
            // Merging keeps the mode: the merged report fails for the stale spec only.
            let merged = runTool(["merge-reports", directory + "/r.json", "--format", "junit"])
            #expect(merged.status == 1)
            #expect(merged.output.contains("failures=\"1\""))
        }
        try withSpecDirectory(["grey.json": Self.expectsContrast]) { directory in
            let run = runTool([
                "check", directory, "--size", "large", "--expect", "--format", "junit", "--report", "html:\(directory)/r.html",
            ])
            #expect(run.status == 0)
            #expect(run.output.contains("failures=\"0\""))
            let html = try String(contentsOfFile: directory + "/r.html", encoding: .utf8)
            #expect(
                html.contains("<p class=\"verdict status-pass\">Passed: every spec&#39;s findings are as expected</p>")
                    || html.contains("<p class=\"verdict status-pass\">Passed: every spec's findings are as expected</p>"))
        }
    }

    @available(macOS 15, *)
    @Test func theSummaryIsPrintedOnce() throws {
        try withSpecDirectory(["clean.json": CheckCommandTests.clean]) { directory in
            let run = runTool(["check", directory, "--size", "large"])
            #expect(run.combined.components(separatedBy: "1 spec (1 passed, 0 failed), 1 render").count == 2)
            let json = runTool(["check", directory, "--size", "large", "--format", "json"])
            #expect(json.error.components(separatedBy: "1 spec (1 passed, 0 failed), 1 render").count == 2)
        }
    }
}
