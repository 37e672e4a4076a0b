import Spec

/// The named parameters of the rendering model, after Apple's look as far as public facts allow.
/// Change them here to calibrate; every render and golden follows.
enum RenderModel {
    /// Every colour, corner radius and glass parameter comes resolved in the layout tree (layout
    /// decides paint; the rasterizer translates it into pixels). These are drawing geometry only.
    /// Glass: the highlight's width in pixels at a scale (a hairline, at least one pixel).
    static func glassHighlightWidth(scale: Double) -> Double { max(1, scale * 0.5) }
    /// Switches: the knob's inset in the track.
    static let switchKnobInset = 2.0
    /// Activity indicator: spokes, each fading from the leading one.
    static let spinnerSpokes = 8
    static let spinnerSpokeWidthRatio = 0.09
    static let spinnerInnerRadiusRatio = 0.25
    static let spinnerMinimumAlpha = 0.25
}
