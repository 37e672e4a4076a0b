import Pixels
import Raster
import Spec

/// Text contrast measured on the rendered pixels: for every pixel a glyph covers, the text colour
/// as it lands there (the painted colour composited over that very pixel of the background, which is
/// what a fully covered pixel shows) against that background pixel. The worst pixel names the worst
/// glyph; no averaging, so a glyph over the bright part of a gradient is not hidden by the rest.
public struct TextContrastMeasurement: Sendable, Hashable {
    /// WCAG 2.x ratio at the worst pixel.
    public let ratio: Double
    /// APCA Lc at the same pixel.
    public let apca: Double
    /// The colours there: the text as composited, and the background.
    public let text: SRGBColor
    public let background: SRGBColor
    /// The worst glyph's characters and the worst pixel's position (canvas pixels).
    public let glyph: String
    public let x: Int
    public let y: Int

    /// nil when the text covers no pixel.
    public static func measure(_ paint: TextPaint) -> TextContrastMeasurement? {
        var worst: (ratio: Double, index: Int, text: SRGBColor, background: SRGBColor)?
        var cache: [RGBA8: (Double, SRGBColor, SRGBColor)] = [:]
        let width = paint.region.width
        for (index, coverage) in paint.coverage.enumerated() where coverage > 0 {
            let pixel = paint.background[index % width, index / width]
            let entry: (Double, SRGBColor, SRGBColor)
            if let cached = cache[pixel] {
                entry = cached
            } else {
                var background = SRGBColor(red8: pixel.red, green8: pixel.green, blue8: pixel.blue, alpha: Double(pixel.alpha) / 255)
                if background.alpha < 1 {
                    background = WCAGContrast.blend(background, over: SRGBColor(red: 1, green: 1, blue: 1))
                }
                let text = WCAGContrast.blend(paint.color, over: background)
                entry = (WCAGContrast.ratio(text, background), text, background)
                cache[pixel] = entry
            }
            if worst == nil || entry.0 < worst!.ratio {
                worst = (entry.0, index, entry.1, entry.2)
            }
        }
        guard let worst else { return nil }
        let x = worst.index % width, y = worst.index / width
        let glyph = paint.glyphs.first { x >= $0.region.x && x < $0.region.maxX && y >= $0.region.y && y < $0.region.maxY }
        return TextContrastMeasurement(ratio: worst.ratio, apca: APCAContrast.lightness(text: worst.text, background: worst.background),
                                       text: worst.text, background: worst.background, glyph: glyph?.characters ?? "",
                                       x: paint.region.x + x, y: paint.region.y + y)
    }
}
