/// A rectangle of whole pixels: x, y of the top-left pixel, width and height in pixels.
package struct PixelRect: Sendable, Hashable, CustomStringConvertible {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The pixels touched by a rectangle in pixel coordinates.
    package init(covering minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) {
        let x0 = Int(minX.rounded(.down))
        let y0 = Int(minY.rounded(.down))
        let x1 = Int(maxX.rounded(.up))
        let y1 = Int(maxY.rounded(.up))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    package var maxX: Int { x + width }
    package var maxY: Int { y + height }
    package var isEmpty: Bool { width == 0 || height == 0 }

    /// The pixels in both; when they do not overlap, an empty rectangle (0 × 0), so that no caller
    /// walks the rows of a zero-width strip lying outside the canvas.
    package func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x)
        let y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return PixelRect(x: x0, y: y0, width: 0, height: 0) }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    package func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x)
        let y0 = min(y, other.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    package var description: String { "(\(x), \(y), \(width)×\(height))" }
}
