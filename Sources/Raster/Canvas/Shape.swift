/// A filled outline in pixel coordinates (y down). Coverage is computed from the signed distance
/// to the outline at each pixel centre: `clamp(0.5 − distance, 0, 1)`, which is the exact area
/// covered for a straight edge crossing the pixel and a close, smooth estimate along curves.
/// Axis-aligned rectangles with no corner radius use the exact box-area product instead.
package enum Shape: Sendable, Hashable {
    /// A rectangle with corner radius (0 for square corners; height / 2 for a capsule).
    case roundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double)
    case circle(centerX: Double, centerY: Double, radius: Double)
    /// A line from one point to another, `width` thick, with round caps.
    case segment(x0: Double, y0: Double, x1: Double, y1: Double, width: Double)
    /// The band `width` thick just inside another shape's outline (a stroke drawn inward).
    indirect case inset(Shape, width: Double)

    package static func rect(x: Double, y: Double, width: Double, height: Double) -> Shape {
        .roundedRect(x: x, y: y, width: width, height: height, radius: 0)
    }

    /// The pixels the shape can touch.
    var bounds: PixelRect {
        switch self {
        case .roundedRect(let x, let y, let width, let height, _):
            return PixelRect(covering: x, y, x + width, y + height)
        case .circle(let cx, let cy, let r):
            return PixelRect(covering: cx - r, cy - r, cx + r, cy + r)
        case .segment(let x0, let y0, let x1, let y1, let width):
            let r = width / 2
            return PixelRect(covering: min(x0, x1) - r, min(y0, y1) - r, max(x0, x1) + r, max(y0, y1) + r)
        case .inset(let shape, _):
            return shape.bounds
        }
    }

    /// Signed distance from (px, py) to the outline: negative inside.
    func distance(_ px: Double, _ py: Double) -> Double {
        switch self {
        case .roundedRect(let x, let y, let width, let height, let radius):
            let r = min(radius, width / 2, height / 2)
            let qx = abs(px - (x + width / 2)) - (width / 2 - r)
            let qy = abs(py - (y + height / 2)) - (height / 2 - r)
            let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
            return outside + min(max(qx, qy), 0) - r
        case .circle(let cx, let cy, let r):
            return ((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot() - r
        case .segment(let x0, let y0, let x1, let y1, let width):
            let dx = x1 - x0
            let dy = y1 - y0
            let length2 = dx * dx + dy * dy
            let t = length2 > 0 ? min(max(((px - x0) * dx + (py - y0) * dy) / length2, 0), 1) : 0
            let ex = px - (x0 + t * dx)
            let ey = py - (y0 + t * dy)
            return (ex * ex + ey * ey).squareRoot() - width / 2
        case .inset(let shape, let width):
            let d = shape.distance(px, py)
            return max(d, -(d + width))
        }
    }

    /// Coverage (0…1) of the pixel whose top-left corner is (column, row).
    package func coverage(column: Int, row: Int) -> Double {
        if case .roundedRect(let x, let y, let width, let height, let radius) = self, radius == 0 {
            let overlapX = min(Double(column + 1), x + width) - max(Double(column), x)
            let overlapY = min(Double(row + 1), y + height) - max(Double(row), y)
            return max(0, min(1, overlapX)) * max(0, min(1, overlapY))
        }
        return min(max(0.5 - distance(Double(column) + 0.5, Double(row) + 0.5), 0), 1)
    }
}
