import JSON
import Layout
import Pixels
import Raster
import Spec

/// One filled control shape (a button's, a field's box) as the rules see it once the render's
/// pixels are gone: which node drew it, and its boundary contrast measured while they existed.
package struct MeasuredShape: Sendable {
    package let nodeID: String?
    /// What the node is, and the spec element it belongs to.
    package let role: LayoutRole
    package let owner: ElementReference
    package let sourcePath: String
    package let sourceLocation: SourceLocation
    /// The shape's pixels, in canvas pixels.
    package let region: PixelRect
    /// The worst point of the shape's fill against what was behind it; nil when no pixel is far
    /// enough inside the outline to measure.
    package let contrast: ShapeContrastMeasurement?

    /// Measures a painted shape.
    package init(_ paint: ShapePaint) {
        nodeID = paint.nodeID
        role = paint.role
        owner = paint.owner
        sourcePath = paint.sourcePath
        sourceLocation = paint.sourceLocation
        region = paint.region
        contrast = ShapeContrastMeasurement.measure(paint)
    }
}
