import Spec

/// A surface drawn behind a node's content, filling its frame: a node's `background` (a card, a
/// sheet, a bar), a section's inset rounded rows, a separator. Resolved for the appearance; the
/// rasterizer draws it before the node's own paint and children, so their contrast is measured
/// against it.
package struct SurfacePaint: Sendable, Equatable {
    /// The colour laid over the frame: the background colour, or a material's veil over its blur.
    package let fill: SRGBColor
    /// A material's name and the standard deviation, in points, of the blur of what is behind it;
    /// nil for a plain colour.
    package let material: Material?
    package let blurSigma: Double?
    /// In points; 0 for square corners.
    package let cornerRadius: Double
    /// A stroke just inside the outline, and its width; nil for none.
    package let stroke: SRGBColor?
    package let strokeWidth: StrokeWidth

    package init(
        fill: SRGBColor, material: Material? = nil, blurSigma: Double? = nil, cornerRadius: Double = 0,
        stroke: SRGBColor? = nil, strokeWidth: StrokeWidth = .hairline
    ) {
        self.fill = fill
        self.material = material
        self.blurSigma = blurSigma
        self.cornerRadius = cornerRadius
        self.stroke = stroke
        self.strokeWidth = strokeWidth
    }
}
