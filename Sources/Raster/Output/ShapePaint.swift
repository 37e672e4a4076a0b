import Pixels
import Spec

/// A control's filled shape (a button's, a field's box): the pixels before and after its fill,
/// so its boundary contrast against what is behind it can be measured.
public struct ShapePaint: Sendable {
    public let nodeID: String?
    public let kind: String
    public let sourcePath: String
    public let sourceLocation: SourceLocation
    /// The shape's pixels, in canvas pixels.
    public let region: PixelRect
    public let before: RGBAImage
    /// After the fill (and any glass), before the shape's contents.
    public let after: RGBAImage
    /// Shape coverage per pixel of the region (0…255).
    public let coverage: [UInt8]
}
