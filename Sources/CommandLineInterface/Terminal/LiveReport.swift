import Reports

/// `check`'s text report printed as the run goes: each spec's lines as soon as the spec is done (specs
/// are checked one after another, in the order given, each one's renders in parallel), then the
/// orphans, the environment note and the summary. The bytes are those `TextReport.render` gives
/// for the whole run, coloured when standard output's style has colour; `--quiet` leaves out specs that
/// passed and everything but the summary after them, `--verbose` adds a timing line under each spec.
struct LiveReport {
    let console: Console
    let verbosity: Verbosity
    let expectMode: Bool
    /// Whether the text report goes to standard output (`--format text`, the default); otherwise only
    /// `--verbose`'s timing lines are printed, on standard error.
    let printsText: Bool

    /// Prints a spec's lines: it was checked (or failed to load) in `seconds`, with `renders` renders.
    func spec(_ spec: SpecReport, renders: Int, seconds: Double) {
        let outcome = RunReport(specs: [spec], expectMode: expectMode).outcome(of: spec)
        let timing = "\(renders) render\(renders == 1 ? "" : "s") in \(ProgressBar.seconds(seconds))"
        guard printsText else {
            if verbosity == .verbose { console.printErrorStyled("\(spec.file): \(console.errorStyle.dim(timing))") }
            return
        }
        if verbosity == .quiet && outcome == .passed { return }
        let lines = TextReport.specLines(spec, expectMode: expectMode, listingInputErrors: false)
        for line in ReportColoring.specLines(lines, spec: spec, outcome: outcome, style: console.style) { console.printStyled(line) }
        if verbosity == .verbose { console.printStyled("  \(console.style.dim(timing))") }
    }

    /// Prints what follows the specs' lines (the summary, after a blank line).
    func finish(_ report: RunReport) {
        guard printsText else { return }
        var lines = TextReport.closingLines(report)
        if verbosity == .quiet {
            let printed = report.specs.contains { report.outcome(of: $0) != .passed }
            lines = printed ? Array(lines.suffix(2)) : Array(lines.suffix(1))
        }
        for line in ReportColoring.closingLines(lines, style: console.style) { console.printStyled(line) }
    }
}
