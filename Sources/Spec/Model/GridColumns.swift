/// A grid's columns: a fixed count of equal columns (CSS `repeat(N, minmax(0, 1fr))`), or as many columns
/// at least a minimum width wide as fit, sharing the width equally (`repeat(auto-fit, minmax(MIN, 1fr))`).
package enum GridColumns: Sendable, Hashable {
    case count(Int)
    case minimumWidth(Double)

    /// The columns' count and width for `items` items in `width` with `gap` between columns. With a
    /// minimum width, auto-fit collapses the tracks no item fills, so fewer items than fit share the
    /// width; one column is never narrower than the minimum, even when that overflows (as in CSS).
    package func tracks(items: Int, width: Double, gap: Double) -> (count: Int, width: Double) {
        switch self {
        case .count(let count):
            return (count, max(0, (width - gap * Double(count - 1)) / Double(count)))
        case .minimumWidth(let minimum):
            let fitting = max(1, Int(((width + gap) / (minimum + gap)).rounded(.down)))
            let count = max(1, min(fitting, items))
            return (count, max(minimum, (width - gap * Double(count - 1)) / Double(count)))
        }
    }
}
