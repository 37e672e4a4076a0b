import Pixels
import Raster
import Spec
import Testing

/// The span fill evaluates only the anti-aliased band of a shape; everything else is written as a
/// run. These tests compare it with a plain per-pixel fill of the same coverage.
@Suite struct ShapeSpansTests {
    /// A deterministic pseudo-random sequence (SplitMix64), so failures reproduce.
    private struct Sequence {
        var state: UInt64
        mutating func next() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
        }
    }

    private func shapes(_ count: Int) -> [Shape] {
        var random = Sequence(state: 42)
        var shapes: [Shape] = []
        for index in 0..<count {
            let x = random.next() * 30 - 5
            let y = random.next() * 30 - 5
            let width = random.next() * 30 + 0.2
            let height = random.next() * 20 + 0.2
            let radius = [0, random.next() * 6, height / 2, 100][index % 4]
            let base: Shape =
                index % 5 == 4
                ? .circle(centerX: x + 10, centerY: y + 10, radius: random.next() * 12 + 0.1)
                : .roundedRect(x: x, y: y, width: width, height: height, radius: radius)
            shapes.append(index % 3 == 2 ? .inset(base, width: random.next() * 4 + 0.3) : base)
        }
        return shapes
    }

    @Test func coverageMasksEqualPerPixelCoverage() {
        for shape in shapes(300) {
            let region = PixelRect(x: -2, y: -2, width: 44, height: 40)
            let mask = Canvas(width: 40, height: 36).coverage(of: shape, in: region)
            for row in 0..<region.height {
                for column in 0..<region.width {
                    let expected = UInt8(shape.coverage(column: column + region.x, row: row + region.y) * 255 + 0.5)
                    #expect(mask[row * region.width + column] == expected, "\(shape) at (\(column + region.x), \(row + region.y))")
                }
            }
        }
    }

    @Test func spanFillsEqualPerPixelBlends() {
        let color = SRGBColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.8)
        for shape in shapes(120) {
            var filled = Canvas(width: 40, height: 36)
            filled.fillAll(SRGBColor(red: 1, green: 1, blue: 1))
            var composited = filled
            filled.fill(shape, color: color)
            // The same coverage, found pixel by pixel, composited as a mask.
            let region = PixelRect(x: 0, y: 0, width: 40, height: 36)
            let mask = composited.coverage(of: shape, in: region)
            composited.composite(coverage: mask, width: 40, height: 36, x: 0, y: 0, color: color)
            var differing = 0
            for row in 0..<36 {
                for column in 0..<40 {
                    let a = filled.pixel(x: column, y: row)
                    let b = composited.pixel(x: column, y: row)
                    // The mask rounds coverage to 1/255 first: at most one level apart.
                    if abs(Int(a.red) - Int(b.red)) > 1 || abs(Int(a.blue) - Int(b.blue)) > 1 { differing += 1 }
                }
            }
            #expect(differing == 0, "\(shape)")
        }
    }
}
