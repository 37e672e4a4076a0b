import Layout
import Text

/// The order a swipe right visits elements, by their frames as UIKit orders a container's elements: top to
/// bottom; elements whose vertical extents overlap the first element of a row are on that row, read leading
/// to trailing (left to right, or right to left in a mirrored layout). Frames change with the size, so an
/// hstack that becomes a column at accessibility sizes changes the order by itself.
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
            index += 1
            while index < byTop.count, byTop[index].frame.minY < first.frame.maxY - tolerance {
                row.append(byTop[index])
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
