/// What the progress display says, as text: the bar a terminal shows and redraws in place, and the
/// plain line a log gets. Pure functions of the counts, the elapsed time and the width, so they are
/// tested exactly.
package enum ProgressBar {
    /// `[=========>          ] 120/996 renders · 0:12 elapsed · ~1:28 left`, no wider than `columns - 1`
    /// (so the terminal never wraps it); the bar is left out when there is no room for 5 cells of it.
    package static func line(done: Int, total: Int, elapsed: Double, columns: Int) -> String {
        let text = "\(done)/\(total) renders · \(clock(elapsed)) elapsed · \(remaining(done: done, total: total, elapsed: elapsed)) left"
        let room = columns - 1 - text.count - 3
        guard room >= 5 else { return String(text.prefix(max(0, columns - 1))) }
        return "[" + bar(done: done, total: total, width: min(room, 30)) + "] " + text
    }

    /// `progress: 120 of 996 renders, 0:12 elapsed, ~1:28 left`: the line a log gets every few seconds.
    package static func plainLine(done: Int, total: Int, elapsed: Double) -> String {
        "progress: \(done) of \(total) renders, \(clock(elapsed)) elapsed, \(remaining(done: done, total: total, elapsed: elapsed)) left"
    }

    /// `width` cells: done's share as `=` with a `>` at its head, the rest blank; all `=` when done.
    package static func bar(done: Int, total: Int, width: Int) -> String {
        guard total > 0, done > 0 else { return String(repeating: " ", count: width) }
        let filled = min(width, width * min(done, total) / total)
        if filled == width { return String(repeating: "=", count: width) }
        return String(repeating: "=", count: max(0, filled - 1)) + ">" + String(repeating: " ", count: width - max(filled, 1))
    }

    /// The time left at the pace so far, `~1:28`; `~?` before anything is done.
    package static func remaining(done: Int, total: Int, elapsed: Double) -> String {
        guard done > 0 else { return "~?" }
        return "~" + clock(elapsed * Double(max(0, total - done)) / Double(done))
    }

    /// Seconds as a clock reads: `0:07`, `12:34`, `1:02:03` (whole seconds, rounded).
    package static func clock(_ seconds: Double) -> String {
        let whole = Int(max(0, seconds).rounded())
        let hours = whole / 3600
        let minutes = whole / 60 % 60
        let rest = whole % 60
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
    }

    /// `1.2s`: one decimal, rounded half away from zero (as the summary gives the run's time).
    package static func seconds(_ value: Double) -> String {
        let tenths = Int((max(0, value) * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)s"
    }
}
