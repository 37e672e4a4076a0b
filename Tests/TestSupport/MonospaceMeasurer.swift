import Text

/// A stand-in text engine with round numbers, so expected frames can be worked out by hand:
/// every character advances half the font size; ascender 0.8 em, descender 0.2 em, no line gap.
/// A body line at Large is 17 pt of text on a 22 pt leading; "Continue" is 8 × 8.5 = 68 pt wide.
public struct MonospaceMeasurer: TextMeasuring {
    public init() {}

    package func metrics(weight: FontWeight, size: Double) throws -> FontMetrics {
        FontMetrics(ascender: size * 0.8, descender: size * 0.2, lineGap: 0, capHeight: size * 0.7, xHeight: size * 0.5)
    }

    package func shape(_ text: String, weight: FontWeight, size: Double, direction: TextDirection?) throws -> ShapedRun {
        var glyphs: [ShapedGlyph] = []
        var offset = 0
        for character in text {
            glyphs.append(
                ShapedGlyph(
                    glyph: character.unicodeScalars.first?.value ?? 0, cluster: offset,
                    xAdvance: size * 0.5, xOffset: 0, yOffset: 0))
            offset += character.utf8.count
        }
        return ShapedRun(glyphs: glyphs, width: Double(glyphs.count) * size * 0.5)
    }
}
