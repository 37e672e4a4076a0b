import Pixels
import Raster
import Spec

/// Text contrast measured on the rendered pixels: for every pixel a glyph covers, the text colour
/// as it lands there (the painted colour composited over that very pixel of the background, which is
/// what a fully covered pixel shows, rounded to 8 bits as the PNG stores it) against that background pixel. The worst pixel names the worst
/// glyph; no averaging, so a glyph over the bright part of a gradient is not hidden by the rest.
package struct TextContrastMeasurement: Sendable, Hashable {
    /// WCAG 2.x ratio at the worst pixel.
    package let ratio: Double
    /// APCA Lc at the same pixel.
    package let apca: Double
    /// The colours there: the text as composited, and the background.
    package let text: SRGBColor
    package let background: SRGBColor
    /// The worst glyph's characters and the worst pixel's position (canvas pixels).
    package let glyph: String
    package let x: Int
    package let y: Int
    /// The distinct background colours under the text, lowest ratio first (at most
    /// `maximumBackgrounds`): what a fix must pass against.
    package var backgrounds: [SRGBColor] = []

    static let maximumBackgrounds = 64

    /// nil when the text covers no pixel.
    package static func measure(_ paint: TextPaint) -> TextContrastMeasurement? {
        var worst: (ratio: Double, index: Int, text: SRGBColor, background: SRGBColor)?
        var cache: [UInt32: (Double, SRGBColor, SRGBColor)] = [:]
        // Neighbouring pixels mostly share their background, and a pixel like the one before cannot be
        // worse than it (only a strictly lower ratio replaces the worst): skip it. Eight pixels at a
        // time are skipped when none is covered or all eight lie on that same background.
        var previous: UInt32?
        paint.background.bytes.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { background in
                paint.coverage.withUnsafeBufferPointer { coverage in
                    guard let coverageBase = coverage.baseAddress, let backgroundBase = background.baseAddress else { return }
                    let count = min(coverage.count, background.count)
                    var index = 0
                    while index < count {
                        if index + 8 <= count {
                            if UnsafeRawPointer(coverageBase + index).loadUnaligned(as: UInt64.self) == 0 {
                                index += 8
                                continue
                            }
                            if let previous {
                                let pair = UInt64(previous) | UInt64(previous) << 32
                                let words = UnsafeRawPointer(backgroundBase + index)
                                if words.loadUnaligned(as: UInt64.self) == pair,
                                    words.loadUnaligned(fromByteOffset: 8, as: UInt64.self) == pair,
                                    words.loadUnaligned(fromByteOffset: 16, as: UInt64.self) == pair,
                                    words.loadUnaligned(fromByteOffset: 24, as: UInt64.self) == pair
                                {
                                    index += 8
                                    continue
                                }
                            }
                        }
                        let end = min(index + 8, count)
                        while index < end {
                            defer { index += 1 }
                            guard coverage[index] > 0 else { continue }
                            let pixel = background[index]
                            if pixel == previous { continue }
                            previous = pixel
                            let entry: (Double, SRGBColor, SRGBColor)
                            if let cached = cache[pixel] {
                                entry = cached
                            } else {
                                // Both colours as stored: the background pixel, and the text as the canvas
                                // stores it over that pixel at full coverage (8 bits, not an unrounded blend).
                                let color = StoredPixel.color(
                                    RGBA8(
                                        UInt8(pixel & 0xFF), UInt8(pixel >> 8 & 0xFF), UInt8(pixel >> 16 & 0xFF),
                                        UInt8(pixel >> 24)))
                                let text = StoredPixel.composite(paint.color, over: color)
                                entry = (WCAGContrast.ratio(text, color), text, color)
                                cache[pixel] = entry
                            }
                            if worst == nil || entry.0 < worst!.ratio {
                                worst = (entry.0, index, entry.1, entry.2)
                            }
                        }
                    }
                }
            }
        }
        let width = paint.region.width
        guard let worst else { return nil }
        let x = worst.index % width
        let y = worst.index / width
        let glyph = paint.glyphs.first { x >= $0.region.x && x < $0.region.maxX && y >= $0.region.y && y < $0.region.maxY }
        var measurement = TextContrastMeasurement(
            ratio: worst.ratio, apca: APCAContrast.lightness(text: worst.text, background: worst.background),
            text: worst.text, background: worst.background, glyph: glyph?.characters ?? "",
            x: paint.region.x + x, y: paint.region.y + y)
        var seen: Set<SRGBColor> = []
        measurement.backgrounds = cache.values.sorted { ($0.0, $0.2.description) < ($1.0, $1.2.description) }
            .map { $0.2 }.filter { seen.insert($0).inserted }.prefix(maximumBackgrounds).map { $0 }
        return measurement
    }
}
