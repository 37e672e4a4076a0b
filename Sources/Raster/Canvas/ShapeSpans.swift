/// Which pixels of a row a shape covers, found analytically so that only the anti-aliased band is
/// evaluated pixel by pixel: `outer` holds every pixel with any coverage, `full` (inside it) the
/// pixels covered entirely, `hole` (inside it, apart from `full`) pixels with none (an inset's
/// inside). Pixels of `outer` outside both are evaluated with `Shape.coverage`.
struct RowSpans {
    var outer: Range<Int>
    var full: Range<Int>
    var hole: Range<Int>
}

extension Shape {
    /// The spans of pixel row `row`, clipped to `columns`; nil when the row is empty or the shape
    /// has no analytic spans (segments), in which case `hasSpans` is false.
    var hasSpans: Bool {
        switch self {
        // A square-cornered rectangle's coverage is the exact area product, not the distance level
        // sets the spans follow (and `Canvas.fill` has a faster path of its own for it).
        case .roundedRect(_, _, _, _, let radius): return radius != 0
        case .circle: return true
        case .inset(let base, _): return base.isRoundedRectOrCircle
        case .segment: return false
        }
    }

    private var isRoundedRectOrCircle: Bool {
        switch self {
        case .roundedRect, .circle: return true
        default: return false
        }
    }

    func spans(row: Int, columns clip: Range<Int>) -> RowSpans? {
        let py = Double(row) + 0.5
        switch self {
        case .inset(let base, let width):
            guard let outer = base.columns(py: py, offset: 0.5, clip: clip) else { return nil }
            // d < −(width + 0.5) gives max(d, −(d + width)) > 0.5: no coverage.
            let hole = base.columns(py: py, offset: -(width + 0.5), clip: clip, strict: true) ?? outer.lowerBound..<outer.lowerBound
            return RowSpans(outer: outer, full: outer.lowerBound..<outer.lowerBound, hole: hole.clamped(to: outer))
        default:
            guard let outer = columns(py: py, offset: 0.5, clip: clip) else { return nil }
            let full = columns(py: py, offset: -0.5, clip: clip, strict: true) ?? outer.lowerBound..<outer.lowerBound
            return RowSpans(outer: outer, full: full.clamped(to: outer), hole: outer.lowerBound..<outer.lowerBound)
        }
    }

    /// The pixel columns whose centres lie where the signed distance is at most `offset` (strictly
    /// inside it, by a hair, when `strict`, so that rounding never counts a partly covered pixel as
    /// full or empty).
    private func columns(py: Double, offset: Double, clip: Range<Int>, strict: Bool = false) -> Range<Int>? {
        guard let (lo, hi) = extent(py: py, offset: offset) else { return nil }
        let margin = strict ? 1e-7 : -1e-7
        let first = max(clip.lowerBound, Int((lo + margin - 0.5).rounded(.up)))
        let last = min(clip.upperBound - 1, Int((hi - margin - 0.5).rounded(.down)))
        return first <= last ? first..<(last + 1) : nil
    }

    /// Where the level set {distance ≤ offset} crosses the horizontal line y = py.
    private func extent(py: Double, offset: Double) -> (Double, Double)? {
        switch self {
        case .roundedRect(let x, let y, let width, let height, let radius):
            let r = min(radius, width / 2, height / 2)
            let halfWidth = width / 2 + offset
            let halfHeight = height / 2 + offset
            guard halfWidth > 0, halfHeight > 0 else { return nil }
            let centerX = x + width / 2
            let dy = abs(py - (y + height / 2))
            guard dy <= halfHeight else { return nil }
            let corner = max(r + offset, 0)
            let straight = halfHeight - corner
            var half = halfWidth
            if dy > straight {
                let into = dy - straight
                half = halfWidth - corner + max(corner * corner - into * into, 0).squareRoot()
            }
            return (centerX - half, centerX + half)
        case .circle(let centerX, let centerY, let radius):
            let r = radius + offset
            guard r > 0 else { return nil }
            let dy = abs(py - centerY)
            guard dy <= r else { return nil }
            let half = max(r * r - dy * dy, 0).squareRoot()
            return (centerX - half, centerX + half)
        default:
            return nil
        }
    }
}
