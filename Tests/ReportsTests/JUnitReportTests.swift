import Checks
import Reports
import Spec
import Testing

@Suite struct JUnitReportTests {
    @Test func theRunAsJUnit() throws {
        ReportFixtures.expectFixture(JUnitReport.render(ReportFixtures.run), "run.junit.xml")
        ReportFixtures.expectFixture(JUnitReport.render(ReportFixtures.run, granularity: .rule), "run.rule.junit.xml")
    }

    /// `tests`, `failures` and `errors` of `<testsuites>`, and the number of `<testcase>` and `<failure>` elements.
    static func counts(_ xml: String) -> [Int] {
        let head = xml.split(separator: "\n")[1]
        func attribute(_ name: String) -> Int {
            Int(head.firstMatch(of: try! Regex("\(name)=\"([0-9]+)\""))!.output[1].substring!)!
        }
        return [
            attribute("tests"), attribute("failures"), attribute("errors"),
            xml.components(separatedBy: "<testcase ").count - 1, xml.components(separatedBy: "<failure ").count - 1,
        ]
    }

    @Test func oneTestCasePerSpecCountedAsTheTextReportCountsSpecs() {
        let xml = JUnitReport.render(ReportFixtures.run)
        #expect(Self.counts(xml) == [2, 1, 1, 2, 1])
        #expect(TextReport.summary(ReportFixtures.run).hasPrefix("2 specs (0 passed, 1 failed, 1 could not be checked), 4 renders: "))
        #expect(
            xml.contains(
                "<testsuite name=\"specs/checkout.json\" tests=\"1\" failures=\"1\" errors=\"0\" skipped=\"0\" file=\"specs/checkout.json\">"
            ))
        #expect(
            xml.contains(
                "<testsuite name=\"specs/sign-up.json\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\" file=\"specs/sign-up.json\">")
        )
        #expect(
            xml.contains(
                "<failure message=\"specs/checkout.json fails: 2 findings, 3 goldens (contrast.disabled, disabled.mystery, golden.changed, golden.missing, golden.recorded)\" type=\"contrast.disabled disabled.mystery golden.changed golden.missing golden.recorded\">"
            ))
        #expect(!xml.contains("golden.passed"))
        #expect(!xml.contains("time="))
        for report in [ReportFixtures.cleanRun, ReportFixtures.findingsRun, ReportFixtures.goldensRun, ReportFixtures.brokenRun] {
            let counts = Self.counts(JUnitReport.render(report))
            #expect(counts[0] == report.specs.count)
            #expect(counts[1] == report.count(SpecOutcome.failed))
            #expect(counts[2] == report.count(SpecOutcome.notChecked))
            #expect(counts[4] == counts[1])
        }
    }

    @Test func aFindingInSeveralRendersIsListedOnceNamingThem() {
        let dark = ReportFixtures.finding(
            .contrastDisabled, line: 12, column: 7, element: "pay", appearance: .dark, state: .disabled, sizes: [.large, .AX5],
            worst: .AX5, measured: 1.5, threshold: 3, unit: .ratio,
            message: "The disabled title of \"pay\" measures 1.50:1 on its fill, below 3.00:1.",
            fix: ReportFixtures.disabledContrast.fix)
        let cases = ReportFixtures.cases + ReportFixtures.cases.map { RenderCase(appearance: .dark, size: $0.size, state: $0.state) }
        let spec = SpecReport(
            file: "a.json", slug: "a", name: "A", expect: [], cases: cases, findings: [ReportFixtures.disabledContrast, dark])
        #expect(
            JUnitReport.render(RunReport(specs: [spec])) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="buttoncheck" tests="1" failures="1" errors="0">
                  <testsuite name="a.json" tests="1" failures="1" errors="0" skipped="0" file="a.json">
                    <testcase classname="a" name="a.json">
                      <failure message="a.json fails: 1 finding (contrast.disabled)" type="contrast.disabled">contrast.disabled: 1 finding
                  specs/checkout.json:12:7: error: [contrast.disabled] The disabled title of "pay" measures 1.50:1 on its fill, below 3.00:1.
                      element pay · light, dark · disabled · large, AX5 · worst at dark AX5
                      measured: 1.5:1 (minimum 3:1)
                      fix: Give the disabled state its own legible colours, or keep the button enabled.</failure>
                    </testcase>
                  </testsuite>
                </testsuites>

                """)
    }

    @Test func oneTestCasePerSpecAndRuleBehindTheOption() {
        let xml = JUnitReport.render(ReportFixtures.run, granularity: .rule)
        #expect(Self.counts(xml) == [9, 5, 1, 9, 5])
        let names = xml.matches(of: /<testcase classname="([^"]*)" name="([^"]*)"/).map { "\($0.output.1)/\($0.output.2)" }
        #expect(
            names == [
                "checkout/spec", "checkout/contrast.disabled", "checkout/disabled.mystery", "checkout/label.truncated",
                "checkout/target.size",
                "checkout/golden.changed", "checkout/golden.missing", "checkout/golden.recorded", "sign-up/spec",
            ])
        #expect(xml.contains("<failure message=\"golden.changed: light/AX5-idle\" type=\"golden.changed\">"))
        #expect(xml.contains("<error message=\"specs/sign-up.json:3:5: error: unknown key"))
    }

    @Test func warningsDoNotFailASpecAndTimingIsWrittenWhenAsked() {
        let spec = SpecReport(
            file: "a.json", slug: "a", name: "A", expect: [], cases: [ReportFixtures.cases[2]], findings: [ReportFixtures.truncatedWarning])
        #expect(
            JUnitReport.render(RunReport(specs: [spec], elapsed: 1234.5678)) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="buttoncheck" tests="1" failures="0" errors="0" time="1234.568">
                  <testsuite name="a.json" tests="1" failures="0" errors="0" skipped="0" file="a.json">
                    <testcase classname="a" name="a.json">
                      <system-out>specs/checkout.json:20:9: warning: [label.truncated] The text "Terms &amp; conditions" is cut short with an ellipsis. (element $.content.children[3] · light · idle · AX5) — fix: Let the text wrap (remove the line limit) or shorten it.</system-out>
                    </testcase>
                  </testsuite>
                </testsuites>

                """)
    }

    @Test func inExpectModeExpectedFindingsPassAndMissingOnesFail() {
        let report = RunReport(specs: [ReportFixtures.findingsOnly], expectMode: true)
        let spec = SpecReport(
            file: "b.json", slug: "b", name: "B", expect: [.disabledMystery], cases: ReportFixtures.cases,
            findings: [ReportFixtures.mystery])
        let xml = JUnitReport.render(
            RunReport(
                specs: [
                    spec,
                    SpecReport(file: "c.json", slug: "c", name: "C", expect: [.errorFocus], cases: ReportFixtures.cases, findings: []),
                ],
                expectMode: true))
        #expect(Self.counts(xml) == [2, 1, 0, 2, 1])
        #expect(xml.contains("<system-out>expected: specs/checkout.json:12:7: error: [disabled.mystery]"))
        #expect(
            xml.contains(
                "<failure message=\"c.json fails: 1 expected rule not found (error.focus)\" type=\"error.focus\">error.focus: expected but not found\n"
            ))
        // Nothing expected: every finding is unexpected, the warning too.
        #expect(Self.counts(JUnitReport.render(report)) == [1, 1, 0, 1, 1])
        #expect(JUnitReport.render(report).contains("type=\"contrast.disabled disabled.mystery label.truncated\""))
        let rules = JUnitReport.render(
            RunReport(
                specs: [
                    spec,
                    SpecReport(file: "c.json", slug: "c", name: "C", expect: [.errorFocus], cases: ReportFixtures.cases, findings: []),
                ],
                expectMode: true), granularity: .rule)
        #expect(Self.counts(rules) == [4, 1, 0, 4, 1])
        #expect(rules.contains("<failure message=\"c.json expects [error.focus], which was not found\" type=\"expect.missing\">"))
    }

    @Test func aSpecWithoutRendersOrErrorsIsAnError() {
        let spec = SpecReport(file: "empty.json", slug: "empty", name: "Empty", expect: [], cases: [], findings: [])
        let xml = JUnitReport.render(RunReport(specs: [spec]))
        #expect(xml.contains("<testsuite name=\"empty.json\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\" file=\"empty.json\">"))
        #expect(
            xml.contains(
                "<testcase classname=\"empty\" name=\"empty.json\">\n      <error message=\"no renders were made of empty.json\" type=\"input\">"
            ))
        #expect(
            TextReport.summary(RunReport(specs: [spec]))
                == "1 spec (0 passed, 0 failed, 1 could not be checked), 0 renders: 0 errors, 0 warnings, 0 notes")
    }

    @Test(
        .enabled(
            if: SchemaValidator.junitUnavailable == nil || SchemaValidator.required,
            "needs ../shared/schemas/junit-10.xsd and xmllint (libxml2-utils; required when CI is set)"),
        arguments: JUnitGranularity.allCases)
    func validAgainstTheJenkinsSchema(granularity: JUnitGranularity) throws {
        if let reason = SchemaValidator.junitUnavailable {
            Issue.record("CI is set, so JUnit must be validated: \(reason)")
            return
        }
        for report in [
            ReportFixtures.cleanRun, ReportFixtures.findingsRun, ReportFixtures.goldensRun, ReportFixtures.brokenRun, ReportFixtures.run,
            RunReport(specs: [ReportFixtures.checkout], elapsed: 3.25, expectMode: true),
        ] {
            #expect(try SchemaValidator.junitErrors(JUnitReport.render(report, granularity: granularity)) == "")
        }
        #expect(try SchemaValidator.junitErrors("<testsuites><testcase/></testsuites>").contains("testcase"))
    }

    @Test func markupAndControlCharactersAreEscaped() {
        let nasty = "a < b & c > d \"q\" 's' ]]> tab\tline\nreturn\r esc\u{1B} nul\u{00} del\u{7F} nonchar\u{FFFF} é 👍"
        let finding = ReportFixtures.finding(.contrastText, file: "x.json", line: 1, column: 2, element: nasty, message: nasty, fix: nasty)
        let spec = SpecReport(
            file: "<x&y>.json", slug: nasty, name: nasty, expect: [], cases: [ReportFixtures.cases[0]], findings: [finding])
        let xml = JUnitReport.render(RunReport(specs: [spec]), granularity: .rule)
        let attribute =
            "a &lt; b &amp; c &gt; d &quot;q&quot; &#39;s&#39; ]]&gt; tab&#9;line&#10;return&#13; esc\\u{1B} nul\\u{0} del\\u{7F} nonchar\\u{FFFF} é 👍"
        let text = "a &lt; b &amp; c &gt; d \"q\" 's' ]]&gt; tab\tline\nreturn&#13; esc\\u{1B} nul\\u{0} del\\u{7F} nonchar\\u{FFFF} é 👍"
        #expect(xml.contains("<testsuite name=\"&lt;x&amp;y&gt;.json\""))
        #expect(xml.contains("<testcase classname=\"\(attribute)\" name=\"contrast.text\">"))
        #expect(
            xml.contains(
                "<failure message=\"1 finding of contrast.text in &lt;x&amp;y&gt;.json\" type=\"contrast.text\">contrast.text: 1 finding\n  x.json:1:2: error: [contrast.text] \(text)\n      element \(text)\n      fix: \(text)</failure>"
            ))
        #expect(
            JUnitReport.render(RunReport(specs: [spec])).contains(
                "<failure message=\"&lt;x&amp;y&gt;.json fails: 1 finding (contrast.text)\""))
        for scalar in xml.unicodeScalars {
            let allowed =
                scalar == "\t" || scalar == "\n" || scalar == "\r"
                || (scalar.value >= 0x20 && scalar.value != 0x7F && scalar.value != 0xFFFF)
            #expect(allowed, "U+\(String(scalar.value, radix: 16)) is not allowed in XML 1.0")
        }
    }
}
