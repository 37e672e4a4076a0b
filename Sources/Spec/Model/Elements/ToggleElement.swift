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

    public init(label: String, isOn: Bool = false, style: ToggleStyle = .switch, colors: PartColors = .none, scalesWithText: Bool = true) {
        self.label = label
        self.isOn = isOn
        self.style = style
        self.colors = colors
        self.scalesWithText = scalesWithText
    }
}
