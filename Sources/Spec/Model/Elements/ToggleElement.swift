/// A switch or checkbox with its label.
public struct ToggleElement: Sendable, Hashable, Codable {
    public let label: String
    public let isOn: Bool
    public let style: ToggleStyle
    /// Explicit colours of its parts (`label`, `on`, `off`, `knob`, `checkmark`).
    public let colors: PartColors

    public init(label: String, isOn: Bool = false, style: ToggleStyle = .switch, colors: PartColors = .none) {
        self.label = label
        self.isOn = isOn
        self.style = style
        self.colors = colors
    }
}
