/// A node's `background` modifier (format 2): a surface filling the node's frame (its padding
/// included) behind its content — a colour or a material, a corner radius, an optional stroke.
/// Cards, sheets and bars are nodes with a background.
package struct NodeBackground: Sendable, Hashable {
    /// What fills the surface: a colour, or a material that blurs what is behind it.
    package enum Fill: Sendable, Hashable {
        case color(Color)
        case material(Material)
    }

    package let fill: Fill
    /// In points; 0 for square corners.
    package let cornerRadius: Double
    /// The stroke along the inside of the outline, if any, and its width in points (nil: a hairline,
    /// one device pixel).
    package let stroke: Color?
    package let strokeWidth: Double?

    package init(fill: Fill, cornerRadius: Double = 0, stroke: Color? = nil, strokeWidth: Double? = nil) {
        self.fill = fill
        self.cornerRadius = cornerRadius
        self.stroke = stroke
        self.strokeWidth = strokeWidth
    }
}
