import JSON
import Layout
import Pixels
import Spec

/// A control's filled shape (a button's, a field's box), as much of it as its boundary contrast
/// needs: the pixels of its ring (`ShapeRing`: fully covered, three to five pixels in from the
/// outline), each before and after the fill. Only the ring is kept, so a shape as large as the screen
/// costs a few bytes a pixel of its outline, not copies of its whole area.
package struct ShapePaint: Sendable {
    /// One pixel of the ring, in canvas pixels, before the fill and after it (and any glass).
    package struct Sample: Sendable, Hashable {
        package let x: Int
        package let y: Int
        package let before: RGBA8
        package let after: RGBA8
    }

    package let nodeID: String?
    /// What the node is (a button, a field's box; a text, a title, a label, …) and its spec element.
    package let role: LayoutRole
    package let owner: ElementReference
    package let sourcePath: String
    package let sourceLocation: SourceLocation
    /// The shape's pixels, in canvas pixels.
    package let region: PixelRect
    /// The ring's pixels in row order.
    package let ring: [Sample]
}
