// Rule L2 of the Unicode Bidirectional Algorithm, on runs.

/// Reorders runs of one line from logical to visual order (UAX #9 rule L2): from the highest level down
/// to the lowest odd one, every maximal sequence of runs at that level or higher is reversed.
enum VisualOrder {
    /// The indices of `levels` (one per run, in logical order) in visual order, left to right.
    static func indices(levels: [Int]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var start = 0
            while start < order.count {
                guard levels[order[start]] >= level else {
                    start += 1
                    continue
                }
                var end = start
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
            level -= 1
        }
        return order
    }
}
