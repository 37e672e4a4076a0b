/// A unified diff (`diff -u` style, three lines of context) between two texts, for `fix --dry-run`.
enum UnifiedDiff {
    static func make(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let a = lines(old)
        let b = lines(new)
        // Fixes replace literals within lines, so the texts differ line by line at equal positions, unless a
        // replacement carries a line break: then the rest is one changed block.
        var changed: [Int] = []
        if a.count == b.count {
            changed = a.indices.filter { a[$0] != b[$0] }
        } else {
            let prefix = zip(a, b).prefix(while: { $0.0 == $0.1 }).count
            changed = Array(prefix..<max(a.count, b.count))
        }
        guard !changed.isEmpty else { return "" }
        var output = "--- \(oldName)\n+++ \(newName)\n"
        // Hunks: changed lines whose context overlaps are joined.
        var groups: [[Int]] = []
        for index in changed {
            if let last = groups.last?.last, index - last <= 2 * context {
                groups[groups.count - 1].append(index)
            } else {
                groups.append([index])
            }
        }
        for group in groups {
            let start = max(0, group.first! - context)
            if a.count == b.count {
                let end = min(a.count, group.last! + context + 1)
                output += "@@ -\(range(start, end - start)) +\(range(start, end - start)) @@\n"
                for index in start..<end {
                    if group.contains(index) {
                        output += "-\(a[index])\n+\(b[index])\n"
                    } else {
                        output += " \(a[index])\n"
                    }
                }
            } else {
                // A line added (a new member): the lines between the common start and the common end changed.
                let first = group.first!
                let suffix = zip(a[first...].reversed(), b[first...].reversed()).prefix(while: { $0.0 == $0.1 }).count
                let (aEnd, bEnd) = (a.count - suffix, b.count - suffix)
                let after = min(suffix, context)
                output += "@@ -\(range(start, aEnd + after - start)) +\(range(start, bEnd + after - start)) @@\n"
                for index in start..<first { output += " \(a[index])\n" }
                for index in first..<aEnd { output += "-\(a[index])\n" }
                for index in first..<bEnd { output += "+\(b[index])\n" }
                for index in aEnd..<aEnd + after { output += " \(a[index])\n" }
                break
            }
        }
        return output
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start + 1)" : "\(count == 0 ? start : start + 1),\(count)"
    }

    private static func lines(_ text: String) -> [String] {
        // Split at every LF byte, so a CRLF file (whose "\r\n" is one Character) splits into its lines too.
        var result = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(Substring($0)) }
        if result.last == "" { result.removeLast() }
        return result
    }
}
