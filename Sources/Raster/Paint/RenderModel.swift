import Spec

/// The named parameters of the rendering model, after Apple's look as far as public facts allow.
/// Change them here to calibrate; every render and golden follows.
package enum RenderModel {
    /// Every colour, corner radius and glass parameter comes resolved in the layout tree (layout
    /// decides paint; the rasterizer translates it into pixels). These are drawing geometry only.
    /// Glass: the highlight's width in pixels at a scale (a hairline, at least one pixel).
    package static func glassHighlightWidth(scale: Double) -> Double { max(1, scale * 0.5) }
    /// Switches: the knob's inset in the track.
    package static let switchKnobInset = 2.0
    /// Activity indicator: spokes, each fading from the leading one.
    package static let spinnerSpokes = 8
    package static let spinnerSpokeWidthRatio = 0.09
    package static let spinnerInnerRadiusRatio = 0.25
    package static let spinnerMinimumAlpha = 0.25
}
