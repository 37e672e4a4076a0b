/// Padding around a node, in points.
package struct EdgeInsets: Sendable, Hashable {
    package var top: Double
    package var leading: Double
    package var bottom: Double
    package var trailing: Double

    package init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    package init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    package static let zero = EdgeInsets()

    package var horizontal: Double { leading + trailing }
    package var vertical: Double { top + bottom }
}
