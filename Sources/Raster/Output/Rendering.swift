import Pixels

/// One rendered layout: the image and what the checks need to measure on it.
public struct Rendering: Sendable {
    public let image: RGBAImage
    /// Pixels per point.
    public let scale: Int
    public let texts: [TextPaint]
    public let shapes: [ShapePaint]
    /// Rows of `image` known to be one colour (the backdrop's), when the backdrop was solid.
    public var plainRows: PlainRows? = nil
    /// The canvas drawn on (sharing `image`'s pixels) and a token whose copies count the holders of
    /// this rendering, for `Rasterizer.recycle`.
    var frame: (canvas: Canvas, token: FrameToken)? = nil
}

/// Held by a rendering and every copy of it: when only one reference is left, nothing else holds
/// the rendering (and its canvas may be reused).
final class FrameToken: Sendable {}
