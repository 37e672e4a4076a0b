import JSON
import Layout
import Pixels
import Raster
import Spec

/// A `:focus-visible` ring against the colours next to it, as it would be shown alone (a browser shows one
/// ring, the focused element's): the ring's colour composited over the pixel two pixels outside its outer
/// edge and over the one inside it (the middle of the gap of its offset, or two pixels into the control
/// without one), above, below, before and after the control, in pixels with no other ring drawn. The
/// worst pair is kept.
package struct MeasuredFocusRing: Sendable {
    package let owner: ElementReference
    package let sourceLocation: SourceLocation
    package let ratio: Double
    package let ring: SRGBColor
    package let adjacent: SRGBColor
    /// Whether the worst adjacent colour is inside the ring (the control or the gap) or outside it.
    package let isInside: Bool
    /// The ring's colour as declared, and every adjacent colour sampled (inside and outside, all four
    /// sides): what a fixed ring colour must pass against.
    package var stroke = SRGBColor(red: 0, green: 0, blue: 0)
    var adjacents: [SRGBColor] = []

    /// Every ring of the tree (`LayoutTree.focusRings`), each measured alone on `rendering`'s pixels: the
    /// pixels behind the rings (`behindRings`). The `focused` render draws one ring, whose samples lie
    /// outside it, so with a single ring declared it is such pixels itself.
    static func measure(_ tree: LayoutTree, _ rendering: Rendering) -> [MeasuredFocusRing] {
        let image = rendering.image
        guard image.width > 0, image.height > 0 else { return [] }
        let scale = Double(rendering.scale)
        func pixel(_ x: Double, _ y: Double) -> SRGBColor {
            let px = min(max(0, Int(x.rounded(.down))), image.width - 1)
            let py = min(max(0, Int(y.rounded(.down))), image.height - 1)
            // Rows drawing never reached may not hold their pixels: they are the plain colour.
            let value = rendering.plainRows.map { $0.isPlain(py) ? $0.color : image[px, py] } ?? image[px, py]
            return StoredPixel.color(value)
        }
        return tree.focusRings.compactMap { node -> MeasuredFocusRing? in
            guard case .focusRing(let offset) = node.element, let surface = node.surface, let stroke = surface.stroke,
                case .points(let width) = surface.strokeWidth
            else { return nil }
            let outer = node.frame
            let (minX, minY, maxX, maxY) = (outer.minX * scale, outer.minY * scale, outer.maxX * scale, outer.maxY * scale)
            // From the outer edge to the inside pixel: the ring, then half the gap or two pixels into the control.
            let band = width * scale + (offset > 0 ? offset * scale / 2 : 2)
            let (midX, midY) = ((minX + maxX) / 2, (minY + maxY) / 2)
            // (outside, inside) pixel pairs on the four sides: the pixel at a position on the top and leading
            // sides, the pixel just before it on the bottom and trailing sides (frames fall between pixels).
            func before(_ edge: Double) -> Double { edge.rounded(.up) - 1 }
            let pairs = [
                (pixel(midX, minY - 2), pixel(midX, minY + band)), (pixel(midX, before(maxY + 2)), pixel(midX, before(maxY - band))),
                (pixel(minX - 2, midY), pixel(minX + band, midY)), (pixel(before(maxX + 2), midY), pixel(before(maxX - band), midY)),
            ]
            var worst: MeasuredFocusRing?
            for (outside, inside) in pairs {
                for (adjacent, isInside) in [(inside, true), (outside, false)] {
                    let ring = StoredPixel.composite(stroke, over: adjacent)
                    let ratio = WCAGContrast.ratio(ring, adjacent)
                    if worst == nil || ratio < worst!.ratio {
                        worst = MeasuredFocusRing(
                            owner: node.owner, sourceLocation: node.sourceLocation, ratio: ratio, ring: ring,
                            adjacent: adjacent, isInside: isInside)
                    }
                }
            }
            worst?.stroke = stroke
            worst?.adjacents = pairs.flatMap { [$0.1, $0.0] }
            return worst
        }
    }
}
