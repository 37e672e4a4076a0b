import Spec

/// The named parameters of the rendering model, after Apple's look as far as public facts allow.
/// Change them here to calibrate; every render and golden follows.
public enum RenderModel {
    /// Glass: the Gaussian blur of the backdrop under the shape (standard deviation, points).
    public static let glassBlurSigma = 6.0
    /// Glass: the soft highlight, a hairline just inside the top of the shape.
    public static let glassHighlight = SRGBColor(red: 1, green: 1, blue: 1, alpha: 0.45)
    /// Text fields: the box fill and its hairline border, per appearance.
    public static let fieldFill = Color.system("secondarySystemBackground")
    public static let fieldBorder = Color.system("separator")
    public static let fieldErrorBorder = Color.system("systemRed")
    /// Switches: the track when on and off, and the knob.
    public static let switchOnTrack = Color.system("systemGreen")
    public static let switchOffTrack = Color.system("systemFill")
    public static let switchKnob = SRGBColor(red: 1, green: 1, blue: 1)
    public static let switchKnobInset = 2.0
    /// Checkboxes: the box when on (tint), its border when off.
    public static let checkboxOn = Color.system("systemBlue")
    public static let checkboxBorder = Color.system("tertiaryLabel")
    public static let checkboxCornerRadius = 5.0
    /// Activity indicator: spokes, each fading from the leading one.
    public static let spinnerSpokes = 8
    public static let spinnerSpokeWidthRatio = 0.09
    public static let spinnerInnerRadiusRatio = 0.25
    public static let spinnerMinimumAlpha = 0.25
}
