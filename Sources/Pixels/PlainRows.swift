/// Rows of an image known to hold one colour in every pixel: the rows no drawing reached after its
/// canvas was created in that colour. Readers that only need to know a row's pixels (a reduction for
/// the contact sheet, a golden's row hashes) take the colour instead of reading them.
package struct PlainRows: Sendable, Equatable {
    /// The rows drawing reached, as sorted, disjoint, non-adjacent runs.
    package let changed: [Range<Int>]
    /// The colour of every other row, straight alpha.
    package let color: RGBA8

    package init(changed: [Range<Int>], color: RGBA8) {
        self.changed = changed
        self.color = color
    }

    /// The runs of rows set in `touched` (one flag per row).
    package init(touched: [Bool], color: RGBA8) {
        var runs: [Range<Int>] = []
        var start: Int?
        for (row, isTouched) in touched.enumerated() {
            if isTouched, start == nil { start = row }
            if !isTouched, let first = start {
                runs.append(first..<row)
                start = nil
            }
        }
        if let first = start { runs.append(first..<touched.count) }
        self.init(changed: runs, color: color)
    }

    /// Whether every row of `rows` is plain.
    package func arePlain(_ rows: Range<Int>) -> Bool {
        // The first run ending after rows' start is the only one that can overlap them.
        var low = 0
        var high = changed.count
        while low < high {
            let middle = (low + high) / 2
            if changed[middle].upperBound <= rows.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low == changed.count || changed[low].lowerBound >= rows.upperBound || rows.isEmpty
    }

    /// Whether `row` is plain.
    package func isPlain(_ row: Int) -> Bool { arePlain(row..<(row + 1)) }
}
