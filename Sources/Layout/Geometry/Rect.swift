/// A rectangle in points, origin at the top leading corner of the content.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var size: Size { Size(width: width, height: height) }

    /// Overlap along x (a positive width), or nil.
    public func horizontalOverlap(with other: Rect) -> Double? {
        let overlap = min(maxX, other.maxX) - max(minX, other.minX)
        return overlap > 0 ? overlap : nil
    }

    public func contains(_ other: Rect, tolerance: Double = 0.001) -> Bool {
        other.minX >= minX - tolerance && other.minY >= minY - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    public var description: String { "(\(x), \(y), \(width), \(height))" }
}
