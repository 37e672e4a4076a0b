/// A point in unit coordinates of the viewport: (0, 0) top leading, (1, 1) bottom trailing.
package struct UnitPoint: Sendable, Hashable {
    package let x: Double
    package let y: Double

    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
