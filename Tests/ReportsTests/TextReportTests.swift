import Checks
import Reports
import Spec
import Testing

@Suite struct TextReportTests {
    @Test func theWholeRunWithGoldensOrphansAndTheEnvironmentNote() {
        let expected = """
            specs/checkout.json — Checkout: 3 findings; differs from its expect list (expected but not found: error.focus; found but not expected: label.truncated)
              specs/checkout.json:12:7: error: [disabled.mystery] The primary button "pay" is disabled until the form is complete (incompleteInput), so people cannot tell what is missing.
                  element pay · disabled
                  fix: Keep "pay" enabled; on tap, validate, show the errors under their fields and move focus to the first one.
              specs/checkout.json:12:7: error: [contrast.disabled] The disabled title of "pay" measures 1.72:1 on its fill, below 3.00:1.
                  element pay · light · disabled · large, AX5 · worst at AX5 · APCA Lc -21.4
                  fix: Give the disabled state its own legible colours, or keep the button enabled.
              specs/checkout.json:20:9: warning: [label.truncated] The text "Terms & conditions" is cut short with an ellipsis.
                  element $.content.children[3] · light · idle · AX5
                  fix: Let the text wrap (remove the line limit) or shorten it.
              specs/checkout.json:30:5: note: [target.size] The hit region of "help" is 32×32 pt, under 44×44 pt.
                  element help · light · idle · large, AX5 · worst at large
                  fix: Make "help" at least 44 points in both directions.
                  suppressed: Inline help link; a larger target is on the roadmap.
              goldens: light/large-disabled missing: no golden at goldens/checkout/light/large-disabled.png; record it with --record missing
              goldens: light/AX5-idle failed: 312 of 1004 pixels differ — see out/checkout/light/AX5-idle.diff.png
              goldens: light/AX5-disabled recorded: recorded goldens/checkout/light/AX5-disabled.png; commit it
            specs/sign-up.json — Sign up "beta" <form> & co: could not be checked
              specs/sign-up.json:3:5: error: unknown key "colour"; did you mean "color"? (at $.content)
              specs/sign-up.json:9:1: error: expected a string, found a number (at $.content.children[0].text)
            orphan golden: goldens/retired-screen/light/large-idle.png (no render matches it; delete it if its spec, size or state is gone)
            environment: Goldens were made with FreeType 2.13.2 and HarfBuzz 8.3.0; this run uses FreeType 2.12.1 and HarfBuzz 6.0.0: expect small differences.

            2 specs, 4 renders: 2 errors, 1 warning, 0 notes, 1 suppressed; 0 of 2 match their expect lists; goldens: 1 passed, 1 failed, 1 missing, 1 recorded

            """
        #expect(TextReport.render(ReportFixtures.run) == expected)
    }

    @Test func withoutGoldensOrTimingTheFormatIsUnchanged() {
        let clean = SpecReport(file: "a.json", slug: "a", name: "A", expect: [], cases: ReportFixtures.cases, findings: [])
        #expect(TextReport.render(RunReport(specs: [clean])) == "a.json — A: clean\n\n1 spec, 4 renders: 0 errors, 0 warnings, 0 notes; 1 of 1 match their expect lists\n")
    }

    @Test func theSummaryEndsWithTheElapsedTimeOnlyWhenTimed() {
        let clean = SpecReport(file: "a.json", slug: "a", name: "A", expect: [], cases: ReportFixtures.cases, findings: [])
        let base = "1 spec, 4 renders: 0 errors, 0 warnings, 0 notes; 1 of 1 match their expect lists"
        #expect(TextReport.summary(RunReport(specs: [clean])) == base)
        #expect(TextReport.summary(RunReport(specs: [clean], elapsed: 12.34)) == base + "; 12.3s")
        #expect(TextReport.summary(RunReport(specs: [clean], elapsed: 0.05)) == base + "; 0.1s")
        #expect(TextReport.summary(RunReport(specs: [clean], elapsed: 0)) == base + "; 0.0s")
    }

    @Test func passedGoldensAreCountedButNotListed() {
        let passed = ReportFixtures.goldens[0]
        let spec = SpecReport(file: "a.json", slug: "a", name: "A", expect: [], cases: [passed.renderCase], findings: [], goldens: [passed])
        #expect(TextReport.render(RunReport(specs: [spec], elapsed: 3)) == """
            a.json — A: clean

            1 spec, 1 renders: 0 errors, 0 warnings, 0 notes; 1 of 1 match their expect lists; goldens: 1 passed, 0 failed, 0 missing, 0 recorded; 3.0s

            """)
    }

    @Test func aFailedGoldenWithoutCountsShowsItsMessage() {
        let failed = GoldenOutcome(renderCase: ReportFixtures.cases[0], status: .failed, golden: "g.png", message: "the golden is 10×10 px and the render 12×10 px")
        let spec = SpecReport(file: "a.json", slug: "a", name: "A", expect: [], cases: [failed.renderCase], findings: [], goldens: [failed])
        #expect(TextReport.render(RunReport(specs: [spec])).contains("\n  goldens: light/large-idle failed: the golden is 10×10 px and the render 12×10 px\n"))
    }
}
