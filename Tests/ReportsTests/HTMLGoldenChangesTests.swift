import Reports
import Spec
import Testing

/// Issue 28: the HTML report groups changed goldens by the elements that changed, as the text report does,
/// and offers a filter to show changed goldens only.
@Suite struct HTMLGoldenChangesTests {
    static func changed(_ index: Int, _ elements: [ChangedElement]) -> GoldenOutcome {
        let renderCase = ReportFixtures.cases[index]
        let pixels = elements.reduce(0) { $0 + $1.pixels }
        var outcome = GoldenOutcome(
            renderCase: renderCase, status: .failed, golden: "goldens/a/\(renderCase.name).png", mismatched: pixels,
            total: 9600, message: "\(pixels) of 9600 pixels differ")
        outcome.changedElements = elements
        outcome.maxDeltaE = elements.map(\.maxDeltaE).max()
        return outcome
    }

    @Test func changedGoldensAreGroupedByTheirElementsUnderTheSpecsSummaryLine() {
        let button = ChangedElement(element: "continue", pixels: 300, maxDeltaE: 2.13)
        let goldens = [
            Self.changed(0, [button]),
            Self.changed(1, [ChangedElement(element: "title", pixels: 4, maxDeltaE: 30)]),
            Self.changed(2, [button]),
            GoldenOutcome(
                renderCase: ReportFixtures.cases[3], status: .passed, golden: "goldens/a/light/AX5-disabled.png", message: "same"),
        ]
        let changed = SpecReport(
            file: "a.json", slug: "a", name: "A", expect: [], cases: ReportFixtures.cases, findings: [], goldens: goldens)
        let html = HTMLReport.render(RunReport(specs: [changed, ReportFixtures.clean]), baseDirectory: "out")
        #expect(html.contains("<p class=\"status status-fail\">no findings, 3 goldens not passed</p>"))
        #expect(
            html.contains(
                "<p class=\"golden-changes\"><strong>3 of 4 renders changed: continue, ΔE00 2.1 at most (600 pixels); "
                    + "title, ΔE00 30.0 at most (4 pixels)</strong></p>"))
        // The two goldens that changed in `continue` follow one heading, before the one that changed in `title`.
        let headings = html.split(separator: "\n").filter { $0.hasPrefix("<h4") }.map(String.init)
        #expect(
            headings == [
                "<h4 class=\"change-group\">Changed: continue — 2 renders</h4>",
                "<h4>light/large-idle: failed, 300 of 9600 pixels differ</h4>",
                "<h4>light/AX5-idle: failed, 300 of 9600 pixels differ</h4>",
                "<h4 class=\"change-group\">Changed: title — 1 render</h4>",
                "<h4>light/large-disabled: failed, 4 of 9600 pixels differ</h4>",
            ])
        #expect(html.contains("<p>Changed: continue, ΔE00 2.1 at most (300 pixels)</p>"))
        // The filter, and what it hides: specs without changed goldens, and all but the goldens of the others.
        #expect(
            html.contains("<input type=\"checkbox\" id=\"changed-only\"> <label for=\"changed-only\">Show changed goldens only</label>"))
        #expect(html.contains("<section class=\"spec\" id=\"spec-1\" aria-labelledby=\"spec-1-heading\" data-goldens-changed>"))
        #expect(html.contains("<section class=\"spec\" id=\"spec-2\" aria-labelledby=\"spec-2-heading\">"))
        #expect(html.contains("body.changed-only .spec:not([data-goldens-changed]) { display: none; }"))
        #expect(html.contains("<div class=\"golden changed\" id=\"spec-1-golden-1\">"))
        // A run without changed goldens has no filter.
        #expect(!HTMLReport.render(RunReport(specs: [ReportFixtures.clean]), baseDirectory: "out").contains("id=\"changed-only\""))
    }
}
