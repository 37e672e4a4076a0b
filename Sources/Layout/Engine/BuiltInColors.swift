import Spec

/// The semantic colour name each built-in part is drawn with. The name is looked up in the spec's
/// palette, so a spec that redefines `systemRed` in its `colors` redefines inline errors and error
/// borders with it; an element's own `colors` (or an inline error's `color`) wins over the name.
public enum BuiltInColors {
    /// Text without a `color`, and the labels and values of fields and toggles.
    public static let text = SystemColor.label
    /// An inline error's message.
    public static let inlineError = SystemColor.systemRed
    /// A text field's parts, by the key of its `colors`.
    public static let field: [String: SystemColor] = [
        "label": .label, "value": .label, "placeholder": .placeholderText,
        "fill": .secondarySystemBackground, "border": .separator, "errorBorder": .systemRed,
    ]
    /// A checkbox's parts: the box filled when on, its stroke when off, the check mark.
    public static let checkbox: [String: SystemColor] = [
        "label": .label, "on": .systemBlue, "off": .tertiaryLabel, "checkmark": .white, "knob": .white,
    ]
    /// A switch's parts: the track when on and when off, the knob.
    public static let toggleSwitch: [String: SystemColor] = [
        "label": .label, "on": .systemGreen, "off": .systemFill, "knob": .white, "checkmark": .white,
    ]
    /// A button's neutral colours: the accent without a tint, the disabled fill and title, and the
    /// title of `glass`.
    public static let accent = SystemColor.systemBlue
    public static let disabledFill = SystemColor.tertiarySystemFill
    public static let disabledTitle = SystemColor.tertiaryLabel
    public static let glassTitle = SystemColor.label

    /// A part's colour: the element's explicit one, else its semantic name in the palette.
    public static func resolve(_ explicit: Color?, name: SystemColor, palette: Palette, appearance: Appearance) -> SRGBColor {
        (explicit ?? palette.color(name)).resolved(for: appearance)
    }
}
