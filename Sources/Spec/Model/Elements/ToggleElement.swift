/// A switch or checkbox with its label.
package struct ToggleElement: Sendable, Hashable {
    package let label: String
    package let isOn: Bool
    package let style: ToggleStyle
    /// Explicit colours of its parts (`label`, `on`, `off`, `knob`, `checkmark`).
    package let colors: PartColors
    /// A checkbox grows with its label's Dynamic Type size (default); false keeps it at 22 pt, as a
    /// fixed frame does. Switches are UISwitch, 51×31 pt at every size.
    package let scalesWithText: Bool
    /// Format 2: the toggle is disabled in the disabled render, with why and how that is explained.
    package let disabled: DisabledState?

    package init(
        label: String, isOn: Bool = false, style: ToggleStyle = .switch, colors: PartColors = .none, scalesWithText: Bool = true,
        disabled: DisabledState? = nil
    ) {
        self.label = label
        self.isOn = isOn
        self.style = style
        self.colors = colors
        self.scalesWithText = scalesWithText
        self.disabled = disabled
    }
}
