@testable import Raster
import Testing

/// The ring is found from row runs for convex masks and by a distance transform otherwise; both
/// must equal the definition: full pixels whose Chebyshev distance to the nearest pixel not fully
/// covered (outside the region counts) is 3, 4 or 5.
@Suite struct ShapeRingTests {
    private func definition(_ mask: [UInt8], width: Int, height: Int) -> [Int] {
        var ring: [Int] = []
        for y in 0..<height {
            for x in 0..<width where mask[y * width + x] == 255 {
                var distance = min(x + 1, y + 1, width - x, height - y)
                for qy in max(0, y - 6)...min(height - 1, y + 6) {
                    for qx in max(0, x - 6)...min(width - 1, x + 6) where mask[qy * width + qx] != 255 {
                        distance = min(distance, max(abs(qx - x), abs(qy - y)))
                    }
                }
                if (3...5).contains(distance) { ring.append(y * width + x) }
            }
        }
        return ring
    }

    /// A rounded rectangle's mask, as the rasterizer would cover it (full inside, partial at the edge).
    private func roundedRect(width: Int, height: Int, inset: Double, radius: Double) -> [UInt8] {
        var mask = [UInt8](repeating: 0, count: width * height)
        let w = Double(width) - 2 * inset
        let h = Double(height) - 2 * inset
        for y in 0..<height {
            for x in 0..<width {
                let px = Double(x) + 0.5
                let py = Double(y) + 0.5
                let r = min(radius, w / 2, h / 2)
                let qx = abs(px - Double(width) / 2) - (w / 2 - r)
                let qy = abs(py - Double(height) / 2) - (h / 2 - r)
                let d = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot() + min(max(qx, qy), 0) - r
                mask[y * width + x] = UInt8(min(max(0.5 - d, 0), 1) * 255 + 0.5)
            }
        }
        return mask
    }

    @Test func convexMasksGiveTheDefinedRing() {
        for (width, height, inset, radius) in [
            (40, 20, 0.0, 0.0), (40, 20, 1.3, 10.0), (60, 30, 0.5, 6.0), (13, 9, 0.2, 4.5),
            (7, 7, 0.0, 3.5), (90, 44, 2.7, 22.0), (30, 12, 0.0, 100.0),
        ] {
            let mask = roundedRect(width: width, height: height, inset: inset, radius: radius)
            #expect(
                ShapeRing.pixels(coverage: mask, width: width, height: height) == definition(mask, width: width, height: height),
                "\(width)×\(height) inset \(inset) radius \(radius)")
        }
    }

    @Test func nonConvexMasksGiveTheDefinedRing() {
        // A ring-shaped mask (a stroke): rows in the middle have two runs.
        var mask = roundedRect(width: 50, height: 30, inset: 0, radius: 8)
        let hole = roundedRect(width: 50, height: 30, inset: 9, radius: 4)
        for index in mask.indices where hole[index] > 0 { mask[index] = 0 }
        #expect(ShapeRing.pixels(coverage: mask, width: 50, height: 30) == definition(mask, width: 50, height: 30))
    }
}
