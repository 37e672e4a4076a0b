import Layout
import Text

/// The order a swipe right visits elements, by their frames as UIKit orders a container's elements: top to
/// bottom; elements whose vertical extents overlap every element of a row so far are on that row, read leading
/// to trailing (left to right, or right to left in a mirrored layout). So a tall button beside a name and a price
/// stacked on top of each other is read with the name, and the price after it: two elements one above the other
/// are never one row. Frames change with the size, so an hstack that becomes a column at accessibility sizes
/// changes the order by itself.
package enum NavigationOrder {
    /// Less than this overlap (points) is not an overlap: stacked elements that touch are on different rows.
    static let tolerance = 0.5

    package static func sorted(_ elements: [AccessibilityElement], direction: TextDirection) -> [AccessibilityElement] {
        // A stable start: top first, then leading, then the spec's reading order.
        let byTop = elements.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element.frame, rhs.element.frame)
            if abs(a.minY - b.minY) > tolerance { return a.minY < b.minY }
            if leading(a, direction) != leading(b, direction) { return leading(a, direction) < leading(b, direction) }
            return lhs.offset < rhs.offset
        }.map(\.element)
        var result: [AccessibilityElement] = []
        var index = 0
        while index < byTop.count {
            let first = byTop[index]
            var row = [first]
            // The row's bottom: the highest bottom of its elements (they are sorted by top, so an element overlaps
            // them all when its top is above it).
            var bottom = first.frame.maxY
            index += 1
            while index < byTop.count, byTop[index].frame.minY < bottom - tolerance {
                row.append(byTop[index])
                bottom = min(bottom, byTop[index].frame.maxY)
                index += 1
            }
            result += row.enumerated().sorted { lhs, rhs in
                let (a, b) = (leading(lhs.element.frame, direction), leading(rhs.element.frame, direction))
                return abs(a - b) > tolerance ? a < b : lhs.offset < rhs.offset
            }.map(\.element)
        }
        return result
    }

    /// The distance of a frame's leading edge from the screen's leading side (negated right edge for
    /// right to left, so that smaller is always more leading).
    static func leading(_ frame: Rect, _ direction: TextDirection) -> Double {
        direction == .rightToLeft ? -frame.maxX : frame.minX
    }
}
