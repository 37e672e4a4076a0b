/// The differences of two texts' lines, matched by a longest common subsequence: a unified diff (as `diff -u` prints
/// its hunks), and a summary of the change for a one-line message.
package enum LineDiff {
    /// A unified diff: `@@ -a,b +c,d @@`, then each line with " " (in both), "-" (only in the old text) or "+" (only
    /// in the new one), `context` unchanged lines around each change; a line moved is one removed and one added.
    /// The hunks' lines; empty when the texts' lines are the same. A final newline ends the last line.
    package static func unified(old: String, new: String, context: Int = 2) -> [String] {
        let edits = edits(lines(old), lines(new))
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

    /// The change in a few words: the first line removed and the first line added (`- old line / + new line`, either
    /// alone when the change only adds or only removes lines) and how many more (`(and 2 more)`: the larger of the
    /// counts of lines removed and added), or "the order of its lines" when the lines only moved. A line removed in
    /// one place and added in another moved, and is neither; a line the old text has twice and the new one once is
    /// removed once. Every newline ends a line here, so a final newline added or removed is an empty line added or removed.
    package static func summary(old: String, new: String) -> String {
        let split = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        let edits = edits(split(old), split(new))
        let removedOrMoved = edits.filter { $0.mark == "-" }.map(\.text)
        let addedOrMoved = edits.filter { $0.mark == "+" }.map(\.text)
        let removed = unpaired(removedOrMoved, with: addedOrMoved)
        let added = unpaired(addedOrMoved, with: removedOrMoved)
        let first = [removed.first.map { "- \($0)" }, added.first.map { "+ \($0)" }].compactMap { $0 }.joined(separator: " / ")
        let count = max(removed.count, added.count)
        return first.isEmpty ? "the order of its lines" : count > 1 ? "\(first) (and \(count - 1) more)" : first
    }

    /// `lines` less those `others` has too, counted and paired in order: a line `others` has twice pairs off its first
    /// two occurrences in `lines`.
    private static func unpaired(_ lines: [String], with others: [String]) -> [String] {
        var left = Dictionary(others.map { ($0, 1) }, uniquingKeysWith: +)
        return lines.filter { line in
            guard let count = left[line], count > 0 else { return true }
            left[line] = count - 1
            return false
        }
    }

    /// The most cells of the LCS table `edits` fills (4M: 32 MiB, some 2,000 changed lines against 2,000); past it,
    /// its script is coarse rather than a table too large to hold (a spec may have 2,000 elements at 12 sizes).
    package static let maximumTableCells = 1 << 22

    /// The edit script of two texts' lines from their longest common subsequence, in order: each line marked " " (in
    /// both), "-" (only in `a`) or "+" (only in `b`), with how many lines of `a` and of `b` come before it. A line
    /// replaced is the old line, then the new one, as diff -u prints it. Past `maximumTableCells` (the lines after the
    /// common start), the common end is matched too and every line between them is removed, then added: a true diff,
    /// not the shortest, whose lines that only moved `summary` still pairs off.
    static func edits(_ a: [String], _ b: [String]) -> [(mark: Character, text: String, old: Int, new: Int)] {
        var edits: [(mark: Character, text: String, old: Int, new: Int)] = []
        // The common start, matched as the walk below would match it, so the table covers only the rest.
        var start = 0
        while start < a.count, start < b.count, a[start] == b[start] {
            edits.append((" ", a[start], start, start))
            start += 1
        }
        guard (a.count - start) * (b.count - start) <= maximumTableCells else {
            var end = 0
            while end < a.count - start, end < b.count - start, a[a.count - 1 - end] == b[b.count - 1 - end] { end += 1 }
            edits += (start..<a.count - end).map { ("-", a[$0], $0, start) }
            edits += (start..<b.count - end).map { ("+", b[$0], a.count - end, $0) }
            edits += (0..<end).map { (" ", a[a.count - end + $0], a.count - end + $0, b.count - end + $0) }
            return edits
        }
        // Lengths of the suffixes' LCS, from the end of the common start (row and column 0 are `start`).
        let (rows, columns) = (a.count - start, b.count - start)
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: columns + 1), count: rows + 1)
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                lengths[i][j] =
                    a[start + i] == b[start + j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var (i, j) = (start, start)
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                edits.append((" ", a[i], i, j))
                i += 1
                j += 1
            } else if i < a.count, j == b.count || lengths[i - start + 1][j - start] >= lengths[i - start][j - start + 1] {
                edits.append(("-", a[i], i, j))
                i += 1
            } else {
                edits.append(("+", b[j], i, j))
                j += 1
            }
        }
        return edits
    }

    /// The lines of a text, a final newline ending the last one rather than starting an empty one.
    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
