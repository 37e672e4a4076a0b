import Pixels

/// One rendered layout: the image and what the checks need to measure on it.
package struct Rendering: Sendable {
    package let image: RGBAImage
    /// Pixels per point.
    package let scale: Int
    package let texts: [TextPaint]
    package let shapes: [ShapePaint]
    /// Rows of `image` known to be one colour (the backdrop's), when the backdrop was solid.
    package var plainRows: PlainRows? = nil
    /// The calls that drew `image` (nil when they are not all known: an image backdrop): with the
    /// same renderer build and glyph masks, equal journals mean equal pixels.
    package var journal: PaintJournal? = nil
    /// The canvas drawn on (sharing `image`'s pixels) and a token whose copies count the holders of
    /// this rendering, for `Rasterizer.recycle`.
    var frame: (canvas: Canvas, token: FrameToken)? = nil
}

/// Held by a rendering and every copy of it: when only one reference is left, nothing else holds
/// the rendering (and its canvas may be reused).
final class FrameToken: Sendable {}
