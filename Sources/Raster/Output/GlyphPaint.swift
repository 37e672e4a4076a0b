/// Where one glyph of a text was drawn, in the text's region coordinates.
package struct GlyphPaint: Sendable, Hashable {
    /// The glyph's pixels, relative to the text's region.
    package let region: PixelRect
    /// The character(s) the glyph draws (its cluster in the line).
    package let characters: String
}
