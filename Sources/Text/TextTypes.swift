// Value types the text engine hands out. All lengths are in typographic points unless a name says pixels.

/// Vertical metrics of a font at a size, in points: design units × size / unitsPerEm, unrounded.
package struct FontMetrics: Sendable, Equatable {
    /// Distance from the baseline up to the top of the line box: `hhea.ascender`.
    package var ascender: Double
    /// Distance from the baseline *down* to the bottom of the line box, positive: `-hhea.descender`.
    package var descender: Double
    /// Extra space between lines: `hhea.lineGap`. The default line height is
    /// `ascender + descender + lineGap`.
    package var lineGap: Double
    /// Height of flat capitals above the baseline: `OS/2.sCapHeight`
    /// (the top of "H" when the table lacks it).
    package var capHeight: Double
    /// Height of flat lowercase letters above the baseline: `OS/2.sxHeight`
    /// (the top of "x" when the table lacks it).
    package var xHeight: Double

    package init(ascender: Double, descender: Double, lineGap: Double, capHeight: Double, xHeight: Double) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
    }

    /// `ascender + descender + lineGap`.
    package var lineHeight: Double { ascender + descender + lineGap }
}

/// One positioned glyph of a shaped run, in HarfBuzz's conventions (y up).
package struct ShapedGlyph: Sendable, Equatable {
    /// Glyph index in the font `font` of the weight that was shaped; pass both to `TextEngine.glyphBitmap`.
    package var glyph: UInt32
    /// UTF-8 byte offset into the shaped string of the first character this glyph belongs to.
    /// Glyphs are in visual order, so clusters increase along a left-to-right run and decrease along a
    /// right-to-left one. Several glyphs may share a cluster, and a ligature's cluster covers several
    /// characters: those up to the next larger cluster of the line.
    package var cluster: Int
    /// How far the pen moves after this glyph, in points.
    package var xAdvance: Double
    /// Offset of the glyph from the pen position, in points (x right, y up).
    package var xOffset: Double
    package var yOffset: Double
    /// The index in the font stack of the font the glyph is from: 0 the primary font, 1… the fallbacks.
    package var font: Int

    package init(glyph: UInt32, cluster: Int, xAdvance: Double, xOffset: Double, yOffset: Double, font: Int = 0) {
        self.glyph = glyph
        self.cluster = cluster
        self.xAdvance = xAdvance
        self.xOffset = xOffset
        self.yOffset = yOffset
        self.font = font
    }
}

/// A string shaped on one line, its glyphs in visual order (drawn left to right).
package struct ShapedRun: Sendable, Equatable {
    package var glyphs: [ShapedGlyph]
    /// Sum of the glyphs' advances, in points.
    package var width: Double
    /// The paragraph's base direction the line was shaped in.
    package var direction: TextDirection

    package init(glyphs: [ShapedGlyph], width: Double, direction: TextDirection = .leftToRight) {
        self.glyphs = glyphs
        self.width = width
        self.direction = direction
    }
}

/// What Layout needs from text: font metrics and shaping. `TextEngine` is the real one;
/// tests may stub it.
package protocol TextMeasuring: Sendable {
    func metrics(weight: FontWeight, size: Double) throws -> FontMetrics
    /// The metrics of font `font` of the stack (a glyph's `font`; 0 is the primary font's, `metrics(weight:size:)`).
    func metrics(weight: FontWeight, size: Double, font: Int) throws -> FontMetrics
    /// `text` on one line in a paragraph of base direction `direction` (`nil`: the text's own, from its
    /// first strong character, left to right without one).
    func shape(_ text: String, weight: FontWeight, size: Double, direction: TextDirection?) throws -> ShapedRun
    /// The same, shaped in the language `language` (a BCP 47 tag such as `de`, `sr-Latn` or `ja`: a
    /// render's locale), which selects a font's language-specific forms (OpenType `locl`); `nil` shapes
    /// as the call without it does.
    func shape(_ text: String, weight: FontWeight, size: Double, direction: TextDirection?, language: String?) throws -> ShapedRun
    /// The line `line` (UTF-8 offsets) of `paragraph`, shaped on its own with its characters' directions
    /// resolved on the whole paragraph (UAX #9); `direction` is the paragraph's.
    func shapeLine(
        _ line: Range<Int>, of paragraph: String, weight: FontWeight, size: Double, direction: TextDirection?,
        language: String?
    ) throws -> ShapedRun
}

extension TextMeasuring {
    /// A measurer with one font: every glyph's font has the primary font's metrics.
    package func metrics(weight: FontWeight, size: Double, font: Int) throws -> FontMetrics {
        try metrics(weight: weight, size: size)
    }

    /// A measurer whose shaping does not depend on the language shapes every language alike.
    package func shape(_ text: String, weight: FontWeight, size: Double, direction: TextDirection?, language: String?) throws -> ShapedRun {
        try shape(text, weight: weight, size: size, direction: direction)
    }

    /// A measurer without bidirectional reordering shapes a line as the text it holds.
    package func shapeLine(
        _ line: Range<Int>, of paragraph: String, weight: FontWeight, size: Double, direction: TextDirection?,
        language: String?
    ) throws -> ShapedRun {
        let utf8 = Array(paragraph.utf8)
        return try shape(String(decoding: utf8[line], as: UTF8.self), weight: weight, size: size, direction: direction, language: language)
    }

    /// `text` on one line in its own base direction.
    package func shape(_ text: String, weight: FontWeight, size: Double) throws -> ShapedRun {
        try shape(text, weight: weight, size: size, direction: nil)
    }
}

/// An anti-aliased glyph image, placed relative to the pen position on the baseline.
///
/// With the pen at pixel (penX, baselineY) in a y-down image, `coverage[row * width + col]`
/// covers pixel (penX + left + col, baselineY - top + row).
package struct GlyphBitmap: Sendable, Equatable {
    package var width: Int
    package var height: Int
    /// Pixels from the pen x to the bitmap's left column.
    package var left: Int
    /// Pixels from the baseline up to the bitmap's top row.
    package var top: Int
    /// 8-bit coverage (0 = none, 255 = full), row-major, `width * height` bytes, top row first.
    package var coverage: [UInt8]

    package init(width: Int, height: Int, left: Int, top: Int, coverage: [UInt8]) {
        self.width = width
        self.height = height
        self.left = left
        self.top = top
        self.coverage = coverage
    }

    /// Splits a pen x position in pixels into the whole pixel to draw at and the quarter-pixel
    /// `subpixelX` (0..<4) to render with, rounding to the nearest quarter:
    /// `x ≈ Double(pixel) + Double(subpixelX) / 4`.
    package static func penPosition(_ x: Double) -> (pixel: Int, subpixelX: Int) {
        let quarters = Int((x * 4).rounded(.toNearestOrAwayFromZero))
        let pixel = quarters >= 0 ? quarters / 4 : -((-quarters + 3) / 4)
        return (pixel, quarters - pixel * 4)
    }
}
