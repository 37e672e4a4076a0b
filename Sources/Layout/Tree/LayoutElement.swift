import Spec

/// What a laid-out node is, with what painting and checking it needs.
public enum LayoutElement: Sendable, Equatable {
    /// Stacks and spacers: no paint of their own.
    case container
    case text
    case button(ButtonAppearance)
    /// The whole field block (label above the box); `required` as declared.
    case textField(required: Bool)
    /// The field's rounded box.
    case fieldBox
    case toggle(isOn: Bool, style: ToggleStyle)
    /// The switch or checkbox glyph of a toggle.
    case toggleControl(isOn: Bool, style: ToggleStyle)
    case inlineError(field: String)
    /// A spoked activity indicator of the given diameter, centred in its frame.
    case spinner(diameter: Double)
}
