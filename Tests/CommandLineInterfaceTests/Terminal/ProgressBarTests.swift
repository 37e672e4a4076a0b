import CommandLineInterface
import Foundation
import Testing

/// The progress bar's text (issue 28): exact lines for fixed counts, times and widths.
@Suite struct ProgressBarTests {
    struct LineCase: Sendable, CustomTestStringConvertible {
        let done: Int, total: Int, elapsed: Double, columns: Int
        let line: String
        var testDescription: String { "\(done)/\(total) at \(elapsed)s in \(columns) columns" }
    }

    static let lines: [LineCase] = [
        // 12 s for 120 renders: 876 left at 0.1 s each is 87.6 s, shown as 1:28; 3 of 30 cells filled.
        LineCase(
            done: 120, total: 996, elapsed: 12, columns: 80,
            line: "[==>                           ] 120/996 renders · 0:12 elapsed · ~1:28 left"),
        LineCase(
            done: 0, total: 996, elapsed: 0.4, columns: 80,
            line: "[                              ] 0/996 renders · 0:00 elapsed · ~? left"),
        LineCase(
            done: 996, total: 996, elapsed: 3723, columns: 100,
            line: "[==============================] 996/996 renders · 1:02:03 elapsed · ~0:00 left"),
        // Room for 8 cells only: the bar narrows; less than 5 cells: the text alone, cut to the width.
        LineCase(
            done: 120, total: 996, elapsed: 12, columns: 55,
            line: "[>       ] 120/996 renders · 0:12 elapsed · ~1:28 left"),
        LineCase(done: 120, total: 996, elapsed: 12, columns: 50, line: "120/996 renders · 0:12 elapsed · ~1:28 left"),
        LineCase(done: 120, total: 996, elapsed: 12, columns: 40, line: "120/996 renders · 0:12 elapsed · ~1:28 "),
    ]

    @Test(arguments: lines) func theBarLine(_ item: LineCase) {
        let line = ProgressBar.line(done: item.done, total: item.total, elapsed: item.elapsed, columns: item.columns)
        #expect(line == item.line)
        #expect(line.count < item.columns, "the terminal would wrap the line")
    }

    @Test(arguments: [
        (0, 10, 10, "          "), (1, 10, 10, ">         "), (5, 10, 10, "====>     "), (9, 10, 10, "========> "),
        (10, 10, 10, "=========="), (12, 10, 4, "===="), (3, 0, 4, "    "),
    ]) func theBarCells(_ done: Int, _ total: Int, _ width: Int, _ cells: String) {
        #expect(ProgressBar.bar(done: done, total: total, width: width) == cells)
    }

    @Test(arguments: [
        (0.0, "0:00"), (0.49, "0:00"), (0.5, "0:01"), (59.5, "1:00"), (754, "12:34"), (3599.4, "59:59"), (3600, "1:00:00"),
        (3723, "1:02:03"), (36000, "10:00:00"), (-3, "0:00"),
    ]) func clockTimes(_ seconds: Double, _ text: String) {
        #expect(ProgressBar.clock(seconds) == text)
    }

    @Test(arguments: [(0, 10, 5.0, "~?"), (1, 4, 2.0, "~0:06"), (4, 4, 9.0, "~0:00"), (30, 90, 60.0, "~2:00")])
    func timeLeft(_ done: Int, _ total: Int, _ elapsed: Double, _ text: String) {
        #expect(ProgressBar.remaining(done: done, total: total, elapsed: elapsed) == text)
    }

    @Test func theLineALogGets() {
        #expect(ProgressBar.plainLine(done: 120, total: 996, elapsed: 12) == "progress: 120 of 996 renders, 0:12 elapsed, ~1:28 left")
    }

    @Test(arguments: [(0.0, "0.0s"), (0.05, "0.1s"), (1.24, "1.2s"), (61.25, "61.3s")])
    func specTimes(_ seconds: Double, _ text: String) {
        #expect(ProgressBar.seconds(seconds) == text)
    }

    /// docs/commands.md shows the bar and the log line as this build draws them.
    @Test func theDocsShowTheLinesAsDrawn() throws {
        let page = try String(contentsOfFile: DocsTests.repository + "/docs/commands.md", encoding: .utf8)
        #expect(page.contains("\n" + ProgressBar.line(done: 332, total: 996, elapsed: 12, columns: 80) + "\n"))
        #expect(page.contains("`" + ProgressBar.plainLine(done: 332, total: 996, elapsed: 12) + "`"))
    }
}
