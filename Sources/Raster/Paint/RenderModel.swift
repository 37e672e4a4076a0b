import Spec

/// The named parameters of the rendering model, after Apple's look as far as public facts allow.
/// Change them here to calibrate; every render and golden follows.
public enum RenderModel {
    /// Glass: the Gaussian blur of the backdrop under the shape (standard deviation, points).
    public static let glassBlurSigma = 6.0
    /// Glass: the soft highlight, a hairline just inside the top of the shape.
    public static let glassHighlight = SRGBColor(red: 1, green: 1, blue: 1, alpha: 0.45)
    /// Colours of fields, switches and checkboxes come from the layout (`BuiltInColors` names them,
    /// the spec's palette and an element's own `colors` resolve them).
    /// Switches: the knob's inset in the track.
    public static let switchKnobInset = 2.0
    /// Checkboxes: the corner radius of the box.
    public static let checkboxCornerRadius = 5.0
    /// Activity indicator: spokes, each fading from the leading one.
    public static let spinnerSpokes = 8
    public static let spinnerSpokeWidthRatio = 0.09
    public static let spinnerInnerRadiusRatio = 0.25
    public static let spinnerMinimumAlpha = 0.25
}
