import Reports
import Testing

/// `check` prints the text report in parts as the run goes (issue 28): each spec's lines, then the
/// closing lines. Together they are exactly the report `render` gives, in and out of expect mode.
@Suite struct TextReportPartsTests {
    @Test(arguments: [ReportFixtures.run, ReportFixtures.brokenRun, ReportFixtures.goldensRun, ReportFixtures.cleanRun])
    func thePartsAreTheWholeReport(_ run: RunReport) {
        for expectMode in [false, true] {
            for listing in [false, true] {
                var report = run
                report.expectMode = expectMode
                let parts =
                    report.specs.flatMap { TextReport.specLines($0, expectMode: expectMode, listingInputErrors: listing) }
                    + TextReport.closingLines(report)
                #expect(parts.joined(separator: "\n") + "\n" == TextReport.render(report, listingInputErrors: listing))
            }
        }
    }

    @Test func theClosingLinesAreOrphansTheNoteABlankLineAndTheSummary() {
        let lines = TextReport.closingLines(ReportFixtures.run)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("orphan golden: goldens/retired-screen/light/large-idle.png"))
        #expect(lines[1].hasPrefix("environment: Goldens were made with FreeType"))
        #expect(lines[2] == "")
        #expect(lines[3] == TextReport.summary(ReportFixtures.run))
    }
}
