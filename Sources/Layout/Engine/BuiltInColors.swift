import Spec

/// The semantic colour name each built-in part is drawn with. The name is looked up in the spec's
/// palette, so a spec that redefines `systemRed` in its `colors` redefines inline errors and error
/// borders with it; an element's own `colors` (or an inline error's `color`) wins over the name.
package enum BuiltInColors {
    /// Text without a `color`, and the labels and values of fields and toggles.
    package static let text = SystemColor.label
    /// An inline error's message.
    package static let inlineError = SystemColor.systemRed
    /// A text field's parts, each named as the key of its `colors`.
    package enum FieldPart: String, CaseIterable, Sendable {
        case label, value, placeholder, fill, border, errorBorder

        /// The semantic colour the part is drawn with when the field's `colors` do not name one.
        package var systemColor: SystemColor {
            switch self {
            case .label, .value: .label
            case .placeholder: .placeholderText
            case .fill: .secondarySystemBackground
            case .border: .separator
            case .errorBorder: .systemRed
            }
        }
    }

    /// A toggle's parts, each named as the key of its `colors`: the box (checkbox) or track (switch)
    /// when on and when off, the knob of a switch, the check mark of a checkbox.
    package enum TogglePart: String, CaseIterable, Sendable {
        case label, on, off, knob, checkmark

        /// The semantic colour the part is drawn with when the toggle's `colors` do not name one.
        package func systemColor(_ style: ToggleStyle) -> SystemColor {
            switch self {
            case .label: .label
            case .on: style == .switch ? .systemGreen : .systemBlue
            case .off: style == .switch ? .systemFill : .tertiaryLabel
            case .knob, .checkmark: .white
            }
        }
    }

    /// A button's neutral colours: the accent without a tint, the disabled fill and title, and the
    /// title of `glass`.
    package static let accent = SystemColor.systemBlue
    static let disabledFill = SystemColor.tertiarySystemFill
    static let disabledTitle = SystemColor.tertiaryLabel
    static let glassTitle = SystemColor.label
    /// A disabled text field's label and value, and a disabled toggle's label (format 2), in the disabled
    /// render: the disabled button title's grey.
    static let disabledText = SystemColor.tertiaryLabel

    /// A part's colour: the element's explicit one, else its semantic name in the palette, with
    /// Increase Contrast and Reduce Transparency on or off.
    package static func resolve(
        _ explicit: Color?, name: SystemColor, palette: Palette, appearance: Appearance,
        increasedContrast: Bool, reducedTransparency: Bool = false
    ) -> SRGBColor {
        (explicit ?? palette.color(name)).resolved(
            for: appearance, increasedContrast: increasedContrast, reducedTransparency: reducedTransparency)
    }
}
