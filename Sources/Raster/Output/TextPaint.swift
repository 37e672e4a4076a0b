import JSON
import Layout
import Pixels
import Spec

/// What the rasterizer knows about one drawn text: exactly which pixels its glyphs cover, and the
/// pixels that were there before the text was drawn. Contrast is measured on these.
public struct TextPaint: Sendable {
    /// The layout node's id (for messages about the render).
    public let nodeID: String?
    /// What the node is (a button, a field's box; a text, a title, a label, …) and its spec element.
    public let role: LayoutRole
    public let owner: ElementReference
    public let sourcePath: String
    public let sourceLocation: SourceLocation
    /// The pixels the glyphs touch, in canvas pixels.
    public let region: PixelRect
    /// The region before the text was drawn (straight alpha).
    public let background: RGBAImage
    /// Glyph coverage per pixel of the region (0…255; overlapping glyphs take the maximum).
    public let coverage: [UInt8]
    public let glyphs: [GlyphPaint]
    /// The colour the text was painted in.
    public let color: SRGBColor
    /// Font size in points, and whether the weight is bold or heavier.
    public let pointSize: Double
    public let isBold: Bool
}
