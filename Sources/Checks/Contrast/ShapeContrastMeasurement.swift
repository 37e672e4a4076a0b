import Pixels
import Raster
import Spec

/// A control's shape against what is behind it: along a ring just inside its outline (fully covered
/// pixels three to five pixels in, clear of the anti-aliased edge and of a glass highlight
/// hairline), the filled pixel against the pixel that was there before. The worst point is reported.
public struct ShapeContrastMeasurement: Sendable, Hashable {
    public let ratio: Double
    public let apca: Double
    public let fill: SRGBColor
    public let background: SRGBColor

    public static func measure(_ paint: ShapePaint) -> ShapeContrastMeasurement? {
        let width = paint.region.width, height = paint.region.height
        var worst: (ratio: Double, fill: SRGBColor, background: SRGBColor)?
        func color(_ pixel: RGBA8) -> SRGBColor {
            let color = SRGBColor(red8: pixel.red, green8: pixel.green, blue8: pixel.blue, alpha: Double(pixel.alpha) / 255)
            return color.alpha < 1 ? WCAGContrast.blend(color, over: SRGBColor(red: 1, green: 1, blue: 1)) : color
        }
        // Chebyshev distance of every pixel to the nearest one not fully covered (outside counts),
        // by a two-pass distance transform.
        var distance = [Int](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width where paint.coverage[y * width + x] == 255 {
                var best = 1 + min(x, y)  // the region's edge is outside the shape
                for (dx, dy) in [(-1, -1), (0, -1), (1, -1), (-1, 0)] {
                    let nx = x + dx, ny = y + dy
                    if nx >= 0, ny >= 0, nx < width { best = min(best, distance[ny * width + nx] + 1) }
                }
                distance[y * width + x] = best
            }
        }
        for y in stride(from: height - 1, through: 0, by: -1) {
            for x in stride(from: width - 1, through: 0, by: -1) where distance[y * width + x] > 0 {
                var best = min(distance[y * width + x], width - x, height - y)
                for (dx, dy) in [(1, 1), (0, 1), (-1, 1), (1, 0)] {
                    let nx = x + dx, ny = y + dy
                    if nx >= 0, nx < width, ny < height { best = min(best, distance[ny * width + nx] + 1) }
                }
                distance[y * width + x] = best
            }
        }
        for y in 0..<height {
            for x in 0..<width where paint.coverage[y * width + x] == 255 {
                // In the ring: nothing within two pixels is outside the shape, something within five is.
                guard (3...5).contains(distance[y * width + x]) else { continue }
                let fill = color(paint.after[x, y]), background = color(paint.before[x, y])
                let ratio = WCAGContrast.ratio(fill, background)
                if worst == nil || ratio < worst!.ratio { worst = (ratio, fill, background) }
            }
        }
        guard let worst else { return nil }
        return ShapeContrastMeasurement(ratio: worst.ratio, apca: APCAContrast.lightness(text: worst.fill, background: worst.background),
                                        fill: worst.fill, background: worst.background)
    }
}
