import Checks
import Reports
import Spec
import Testing

@Suite struct TextReportTests {
    @Test func theWholeRunWithGoldensOrphansAndTheEnvironmentNote() {
        let expected = """
            specs/checkout.json — Checkout: 3 findings, 1 golden changed, 1 golden missing, 1 golden recorded
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
              goldens: 1 of 4 renders changed: pay, ΔE00 2.1 at most (300 pixels); pay.reason, ΔE00 0.5 at most (12 pixels)
                  renders: light/AX5-idle
                  expected | diff | actual: out/checkout/light/AX5-idle.diff.png
              goldens: light/large-disabled missing: no golden at goldens/checkout/light/large-disabled.png; record it with --record missing
              goldens: light/AX5-disabled recorded: recorded goldens/checkout/light/AX5-disabled.png; commit it
            specs/sign-up.json — Sign up "beta" <form> & co: could not be checked
              specs/sign-up.json:3:5: error: unknown key "colour"; did you mean "color"? (at $.content)
              specs/sign-up.json:9:1: error: expected a string, found a number (at $.content.children[0].text)
            orphan golden: goldens/retired-screen/light/large-idle.png (no render matches it; delete it if its spec, size or state is gone)
            environment: Goldens were made with FreeType 2.13.2 and HarfBuzz 8.3.0; this run uses FreeType 2.12.1 and HarfBuzz 6.0.0: expect small differences.

            2 specs (0 passed, 1 failed, 1 could not be checked), 4 renders: 2 errors, 1 warning, 0 notes, 1 suppressed; goldens: 1 passed, 1 failed, 1 missing, 1 recorded

            """
        #expect(TextReport.render(ReportFixtures.run) == expected)
        // Without --expect, no word about expect lists; with it, each spec's and the summary's.
        #expect(!expected.contains("expect list"))
        var expecting = ReportFixtures.run
        expecting.expectMode = true
        #expect(
            TextReport.render(expecting)
                == expected
                .replacingOccurrences(
                    of: "1 golden recorded\n",
                    with:
                        "1 golden recorded; differs from its expect list (expected but not found: error.focus; found but not expected: label.truncated)\n"
                )
                .replacingOccurrences(of: "1 suppressed; goldens", with: "1 suppressed; 0 of 2 match their expect lists; goldens"))
    }

    @Test func aFindingInSeveralStatesOrAppearancesIsOneFindingNamingThem() {
        func contrast(_ appearance: Appearance, _ state: RenderState, _ sizes: [SizeCategory], measured: Double) -> Finding {
            ReportFixtures.finding(
                .contrastText, line: 12, column: 7, element: "pay", appearance: appearance, state: state, sizes: sizes, worst: sizes.last,
                measured: measured, threshold: 4.5, unit: .ratio,
                message: "The title of \"pay\" measures \(measured):1 on its fill, below 4.5:1.",
                fix: "Darken the title.")
        }
        let cases = ReportFixtures.cases
        func render(_ findings: [Finding]) -> String {
            TextReport.render(
                RunReport(specs: [SpecReport(file: "a.json", slug: "a", name: "A", expect: [], cases: cases, findings: findings)]))
        }
        // Two states, the same sizes: one finding, the worst state's message.
        #expect(
            render([contrast(.light, .idle, [.large, .AX5], measured: 3.9), contrast(.light, .disabled, [.large, .AX5], measured: 2.1)])
                == """
                a.json — A: 1 finding
                  specs/checkout.json:12:7: error: [contrast.text] The title of "pay" measures 2.1:1 on its fill, below 4.5:1.
                      element pay · light · idle, disabled · large, AX5 · worst at disabled AX5
                      fix: Darken the title.

                1 spec (0 passed, 1 failed), 4 renders: 1 error, 0 warnings, 0 notes

                """)
        // Sizes as ranges; appearances merged when nothing else differs.
        let sweep: [SizeCategory] = [.AX1, .AX2, .AX3, .AX4, .AX5]
        #expect(
            render([contrast(.light, .idle, sweep, measured: 3), contrast(.dark, .idle, sweep, measured: 4)]).contains(
                "\n      element pay · light, dark · idle · AX1–AX5 · worst at light AX5\n"))
        // Renders that differ in two ways stay apart, so no render is named that it does not occur in.
        #expect(
            render([contrast(.light, .idle, [.AX5], measured: 3), contrast(.dark, .disabled, [.AX5], measured: 4)]).contains(
                "\n      element pay · light · idle · AX5; dark · disabled · AX5 · worst at light idle AX5\n"))
        // Other elements, rules or suppressions are other findings.
        let other = ReportFixtures.finding(
            .contrastText, line: 14, column: 7, element: "cancel", appearance: .light, state: .idle, message: "m", fix: "f")
        #expect(render([contrast(.light, .idle, [.AX5], measured: 3), other]).contains("a.json — A: 2 findings\n"))
    }

    @Test func aSpecThatDidNotLoadIsCountedAsSuch() {
        let clean = SpecReport(file: "a.json", slug: "a", name: "A", expect: [], cases: ReportFixtures.cases, findings: [])
        #expect(
            TextReport.summary(RunReport(specs: [clean, ReportFixtures.broken]))
                == "2 specs (1 passed, 0 failed, 1 could not be checked), 4 renders: 0 errors, 0 warnings, 0 notes")
        let failing = RunReport(specs: [clean, ReportFixtures.findingsOnly, ReportFixtures.broken, ReportFixtures.goldenFailures])
        #expect(
            TextReport.summary(failing)
                == "4 specs (1 passed, 2 failed, 1 could not be checked), 12 renders: 2 errors, 1 warning, 0 notes, 1 suppressed; goldens: 0 passed, 2 failed, 1 missing, 1 recorded"
        )
    }

    @Test func withoutGoldensOrTimingTheFormatIsUnchanged() {
        let clean = SpecReport(file: "a.json", slug: "a", name: "A", expect: [], cases: ReportFixtures.cases, findings: [])
        #expect(
            TextReport.render(RunReport(specs: [clean]))
                == "a.json — A: clean\n\n1 spec (1 passed, 0 failed), 4 renders: 0 errors, 0 warnings, 0 notes\n")
    }

    @Test func theSummaryEndsWithTheElapsedTimeOnlyWhenTimed() {
        let clean = SpecReport(file: "a.json", slug: "a", name: "A", expect: [], cases: ReportFixtures.cases, findings: [])
        let base = "1 spec (1 passed, 0 failed), 4 renders: 0 errors, 0 warnings, 0 notes"
        #expect(TextReport.summary(RunReport(specs: [clean])) == base)
        #expect(TextReport.summary(RunReport(specs: [clean], elapsed: 12.34)) == base + "; 12.3s")
        #expect(TextReport.summary(RunReport(specs: [clean], elapsed: 0.05)) == base + "; 0.1s")
        #expect(TextReport.summary(RunReport(specs: [clean], elapsed: 0)) == base + "; 0.0s")
    }

    @Test func passedGoldensAreCountedButNotListed() {
        let passed = ReportFixtures.goldens[0]
        let spec = SpecReport(file: "a.json", slug: "a", name: "A", expect: [], cases: [passed.renderCase], findings: [], goldens: [passed])
        #expect(
            TextReport.render(RunReport(specs: [spec], elapsed: 3)) == """
                a.json — A: clean

                1 spec (1 passed, 0 failed), 1 render: 0 errors, 0 warnings, 0 notes; goldens: 1 passed, 0 failed, 0 missing, 0 recorded; 3.0s

                """)
    }

    @Test func aFailedGoldenWithoutCountsShowsItsMessage() {
        let failed = GoldenOutcome(
            renderCase: ReportFixtures.cases[0], status: .failed, golden: "g.png", message: "the golden is 10×10 px and the render 12×10 px"
        )
        let spec = SpecReport(file: "a.json", slug: "a", name: "A", expect: [], cases: [failed.renderCase], findings: [], goldens: [failed])
        #expect(
            TextReport.render(RunReport(specs: [spec])).contains(
                "\n  goldens: light/large-idle failed: the golden is 10×10 px and the render 12×10 px\n"))
    }

    @Test func changedGoldensAreOneLineGroupedByElementAndTheHeaderSaysSo() {
        let cases = ReportFixtures.cases
        func changed(_ index: Int, _ elements: [ChangedElement]) -> GoldenOutcome {
            let pixels = elements.reduce(0) { $0 + $1.pixels }
            var outcome = GoldenOutcome(
                renderCase: cases[index], status: .failed, golden: "goldens/a/\(cases[index].name).png", mismatched: pixels,
                total: 9600, diffImage: "out/a/\(cases[index].name).diff.png", message: "\(pixels) of 9600 pixels differ")
            outcome.changedElements = elements
            outcome.maxDeltaE = elements.map(\.maxDeltaE).max()
            return outcome
        }
        let goldens = [
            changed(0, [ChangedElement(element: "continue", pixels: 3000, maxDeltaE: 2.04)]),
            GoldenOutcome(
                renderCase: cases[1], status: .passed, golden: "goldens/a/light/large-disabled.png", message: "same pixels as the golden"),
            changed(
                2,
                [
                    ChangedElement(element: "continue", pixels: 6756, maxDeltaE: 2.13),
                    ChangedElement(element: "title", pixels: 1, maxDeltaE: 0.02),
                ]),
            GoldenOutcome(
                renderCase: cases[3], status: .passed, golden: "goldens/a/light/AX5-disabled.png", message: "same pixels as the golden"),
        ]
        let spec = SpecReport(file: "a.json", slug: "a", name: "A", expect: [], cases: cases, findings: [], goldens: goldens)
        #expect(
            TextReport.render(RunReport(specs: [spec])) == """
                a.json — A: no findings, 2 goldens changed
                  goldens: 2 of 4 renders changed: continue, ΔE00 2.1 at most (9756 pixels); title, ΔE00 0.1 at most (1 pixel)
                      renders: light/large-idle, light/AX5-idle
                      expected | diff | actual: out/a/light/large-idle.diff.png and the others beside it

                1 spec (0 passed, 1 failed), 4 renders: 0 errors, 0 warnings, 0 notes; goldens: 2 passed, 2 failed, 0 missing, 0 recorded

                """)
    }
}
