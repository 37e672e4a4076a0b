/// A unified diff of two texts' lines (as `diff -u` prints its hunks): `@@ -a,b +c,d @@`, then each line with
/// " " (in both), "-" (only in the old text) or "+" (only in the new one), `context` unchanged lines around each
/// change. Lines are matched by a longest common subsequence, so a line moved is one removed and one added.
package enum LineDiff {
    /// The hunks' lines; empty when the texts' lines are the same. A final newline ends the last line.
    package static func unified(old: String, new: String, context: Int = 2) -> [String] {
        let a = lines(old)
        let b = lines(new)
        // The edit script from the longest common subsequence (lengths of the suffixes' LCS).
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var edits: [(mark: Character, text: String, old: Int, new: Int)] = []
        var (i, j) = (0, 0)
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                edits.append((" ", a[i], i, j))
                i += 1
                j += 1
            } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                // A line replaced reads as diff -u prints it: the old line, then the new one.
                edits.append(("-", a[i], i, j))
                i += 1
            } else {
                edits.append(("+", b[j], i, j))
                j += 1
            }
        }
        let changed = edits.indices.filter { edits[$0].mark != " " }
        guard !changed.isEmpty else { return [] }
        // Hunks: each change with `context` lines either side, hunks whose context touches merged.
        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(edits.count - 1, index + context)
            if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        var result: [String] = []
        for range in ranges {
            let hunk = edits[range]
            let oldCount = hunk.filter { $0.mark != "+" }.count
            let newCount = hunk.filter { $0.mark != "-" }.count
            let first = hunk.first!
            // diff -u numbers from 1, and a side with no lines by the line before it.
            let oldStart = oldCount == 0 ? first.old : first.old + 1
            let newStart = newCount == 0 ? first.new : first.new + 1
            result.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
            result += hunk.map { "\($0.mark)\($0.text)" }
        }
        return result
    }

    /// The lines of a text, a final newline ending the last one rather than starting an empty one.
    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
