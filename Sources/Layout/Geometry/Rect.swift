/// A rectangle in points, origin at the top leading corner of the content.
package struct Rect: Sendable, Hashable, CustomStringConvertible {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    package var minX: Double { x }
    package var minY: Double { y }
    package var maxX: Double { x + width }
    package var maxY: Double { y + height }
    package var midX: Double { x + width / 2 }
    package var midY: Double { y + height / 2 }
    package var size: Size { Size(width: width, height: height) }

    /// Overlap along x (a positive width), or nil.
    package func horizontalOverlap(with other: Rect) -> Double? {
        let overlap = min(maxX, other.maxX) - max(minX, other.minX)
        return overlap > 0 ? overlap : nil
    }

    package func contains(_ other: Rect, tolerance: Double = 0.001) -> Bool {
        other.minX >= minX - tolerance && other.minY >= minY - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    package var description: String { "(\(x), \(y), \(width), \(height))" }
}
