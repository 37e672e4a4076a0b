import JSON
import Layout
import Pixels
import Raster
import Spec

/// One drawn text as the rules see it once the render's pixels are gone: which node drew it, how,
/// and its contrast measured on the pixels while they existed.
package struct MeasuredText: Sendable {
    /// The layout node's id.
    package let nodeID: String?
    /// What the node is, and the spec element it belongs to.
    package let role: LayoutRole
    package let owner: ElementReference
    package let sourcePath: String
    package let sourceLocation: SourceLocation
    /// The pixels the glyphs touch, in canvas pixels.
    package let region: PixelRect
    /// The colour the text was painted in.
    package let color: SRGBColor
    /// Font size in points, and whether the weight is bold or heavier.
    package let pointSize: Double
    package let isBold: Bool
    /// The text of a control drawn disabled, as Layout decided: `contrast.disabled` checks it, not `contrast.text`.
    package let isDisabled: Bool
    /// The worst glyph pixel against what was behind it; nil when the text covers no pixel.
    package let contrast: TextContrastMeasurement?

    /// Measures a painted text.
    package init(_ paint: TextPaint) {
        nodeID = paint.nodeID
        role = paint.role
        owner = paint.owner
        sourcePath = paint.sourcePath
        sourceLocation = paint.sourceLocation
        region = paint.region
        color = paint.color
        pointSize = paint.pointSize
        isBold = paint.isBold
        isDisabled = paint.isDisabled
        contrast = TextContrastMeasurement.measure(paint)
    }
}
