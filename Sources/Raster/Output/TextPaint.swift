import JSON
import Layout
import Pixels
import Spec

/// What the rasterizer knows about one drawn text: exactly which pixels its glyphs cover, and the
/// pixels that were there before the text was drawn. Contrast is measured on these.
package struct TextPaint: Sendable {
    /// The layout node's id (for messages about the render).
    package let nodeID: String?
    /// What the node is (a button, a field's box; a text, a title, a label, …) and its spec element.
    package let role: LayoutRole
    package let owner: ElementReference
    package let sourcePath: String
    package let sourceLocation: SourceLocation
    /// The pixels the glyphs touch, in canvas pixels.
    package let region: PixelRect
    /// The region before the text was drawn (straight alpha).
    package let background: RGBAImage
    /// Glyph coverage per pixel of the region (0…255; overlapping glyphs take the maximum).
    package let coverage: [UInt8]
    package let glyphs: [GlyphPaint]
    /// The colour the text was painted in.
    package let color: SRGBColor
    /// Font size in points, and whether the weight is bold or heavier.
    package let pointSize: Double
    package let isBold: Bool
    /// Layout's decision: the text of a control drawn disabled (`TextLayout.isDisabled`).
    package var isDisabled = false
}
