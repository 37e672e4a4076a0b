import Checks
import Reports
import Spec
import Testing

@Suite struct JUnitReportTests {
    @Test func theRunAsJUnit() throws {
        ReportFixtures.expectFixture(JUnitReport.render(ReportFixtures.run), "run.junit.xml")
    }

    @Test func countsAndNames() {
        let xml = JUnitReport.render(ReportFixtures.run)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"buttoncheck\" tests=\"5\" failures=\"3\" errors=\"1\">\n"))
        #expect(xml.contains("<testsuite name=\"specs/checkout.json\" tests=\"4\" failures=\"3\" errors=\"0\" skipped=\"0\" file=\"specs/checkout.json\">"))
        #expect(xml.contains("<testsuite name=\"specs/sign-up.json\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\" file=\"specs/sign-up.json\">"))
        // The idle render at `large` passes: its only finding is suppressed, its golden passed.
        #expect(xml.contains("""
                <testcase classname="checkout" name="light/large-idle">
                  <system-out>suppressed: [target.size] The hit region of "help" is 32×32 pt, under 44×44 pt. (reason: Inline help link; a larger target is on the roadmap.)</system-out>
                </testcase>
            """))
        // The multi-size finding fails both disabled renders; the state-only finding does too.
        #expect(xml.components(separatedBy: "type=\"contrast.disabled\"").count - 1 == 2)
        #expect(xml.components(separatedBy: "type=\"disabled.mystery\"").count - 1 == 2)
        #expect(xml.contains("type=\"golden.failed\""))
        #expect(xml.contains("type=\"golden.missing\""))
        #expect(xml.contains("type=\"golden.recorded\""))
        #expect(!xml.contains("golden.passed"))
        #expect(!xml.contains("time="))
    }

    @Test func warningsDoNotFailARenderAndTimingIsWrittenWhenAsked() {
        let spec = SpecReport(file: "a.json", slug: "a", name: "A", expect: [], cases: [ReportFixtures.cases[2]], findings: [ReportFixtures.truncatedWarning])
        #expect(JUnitReport.render(RunReport(specs: [spec], elapsed: 1234.5678)) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="buttoncheck" tests="1" failures="0" errors="0" time="1234.568">
              <testsuite name="a.json" tests="1" failures="0" errors="0" skipped="0" file="a.json">
                <testcase classname="a" name="light/AX5-idle">
                  <system-out>specs/checkout.json:20:9: warning: [label.truncated] The text "Terms &amp; conditions" is cut short with an ellipsis. — fix: Let the text wrap (remove the line limit) or shorten it.</system-out>
                </testcase>
              </testsuite>
            </testsuites>

            """)
    }

    @Test func findingsForRendersNotMadeGoToTheSpecTestCase() {
        let loading = ReportFixtures.finding(.loadingFootprint, line: 4, column: 3, element: "save", state: .loading, sizes: [.AX5], worst: .AX5,
                                             measured: 12, threshold: 0.5, unit: "pt", message: "Loading shrinks \"save\" by 12 pt.", fix: "Overlay the spinner.")
        let spec = SpecReport(file: "a.json", slug: "a", name: "A", expect: [], cases: [ReportFixtures.cases[0]], findings: [loading])
        #expect(JUnitReport.render(RunReport(specs: [spec])) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="buttoncheck" tests="2" failures="1" errors="0">
              <testsuite name="a.json" tests="2" failures="1" errors="0" skipped="0" file="a.json">
                <testcase classname="a" name="spec">
                  <failure message="Loading shrinks &quot;save&quot; by 12 pt." type="loading.footprint">specs/checkout.json:4:3: error: [loading.footprint] Loading shrinks "save" by 12 pt.
            element save · loading · AX5
            measured: 12 pt (maximum 0.5 pt)
            fix: Overlay the spinner.</failure>
                </testcase>
                <testcase classname="a" name="light/large-idle"/>
              </testsuite>
            </testsuites>

            """)
    }

    @Test func aSpecWithoutRendersOrErrorsStillGetsAnErrorTestCase() {
        let spec = SpecReport(file: "empty.json", slug: "empty", name: "Empty", expect: [], cases: [], findings: [])
        let xml = JUnitReport.render(RunReport(specs: [spec]))
        #expect(xml.contains("<testsuite name=\"empty.json\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\" file=\"empty.json\">"))
        #expect(xml.contains("<testcase classname=\"empty\" name=\"spec\">\n      <error message=\"no renders were made of empty.json\" type=\"input\">"))
    }

    @Test func markupAndControlCharactersAreEscaped() {
        let nasty = "a < b & c > d \"q\" 's' ]]> tab\tline\nreturn\r esc\u{1B} nul\u{00} del\u{7F} nonchar\u{FFFF} é 👍"
        let finding = ReportFixtures.finding(.contrastText, file: "x.json", line: 1, column: 2, element: nasty, message: nasty, fix: nasty)
        let spec = SpecReport(file: "<x&y>.json", slug: "s\"lug", name: nasty, expect: [], cases: [ReportFixtures.cases[0]], findings: [finding])
        let xml = JUnitReport.render(RunReport(specs: [spec]))
        let attribute = "a &lt; b &amp; c &gt; d &quot;q&quot; &#39;s&#39; ]]&gt; tab&#9;line&#10;return&#13; esc\\u{1B} nul\\u{0} del\\u{7F} nonchar\\u{FFFF} é 👍"
        let text = "a &lt; b &amp; c &gt; d \"q\" 's' ]]&gt; tab\tline\nreturn&#13; esc\\u{1B} nul\\u{0} del\\u{7F} nonchar\\u{FFFF} é 👍"
        #expect(xml.contains("<testsuite name=\"&lt;x&amp;y&gt;.json\""))
        #expect(xml.contains("<testcase classname=\"s&quot;lug\" name=\"light/large-idle\">"))
        #expect(xml.contains("<failure message=\"\(attribute)\" type=\"contrast.text\">x.json:1:2: error: [contrast.text] \(text)\nelement \(text)\nfix: \(text)</failure>"))
        for scalar in xml.unicodeScalars {
            let allowed = scalar == "\t" || scalar == "\n" || scalar == "\r" || (scalar.value >= 0x20 && scalar.value != 0x7F && scalar.value != 0xFFFF)
            #expect(allowed, "U+\(String(scalar.value, radix: 16)) is not allowed in XML 1.0")
        }
    }
}
