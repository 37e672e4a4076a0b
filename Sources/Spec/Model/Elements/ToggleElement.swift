/// A switch or checkbox with its label.
public struct ToggleElement: Sendable, Hashable {
    public let label: String
    public let isOn: Bool
    public let style: ToggleStyle
    /// Explicit colours of its parts (`label`, `on`, `off`, `knob`, `checkmark`).
    public let colors: PartColors
    /// A checkbox grows with its label's Dynamic Type size (default); false keeps it at 22 pt, as a
    /// fixed frame does. Switches are UISwitch, 51×31 pt at every size.
    public let scalesWithText: Bool
    /// Format 2: the toggle is disabled in the disabled render, with why and how that is explained.
    public let disabled: DisabledState?

    public init(label: String, isOn: Bool = false, style: ToggleStyle = .switch, colors: PartColors = .none, scalesWithText: Bool = true,
                disabled: DisabledState? = nil) {
        self.label = label
        self.isOn = isOn
        self.style = style
        self.colors = colors
        self.scalesWithText = scalesWithText
        self.disabled = disabled
    }
}
