/// A switch or checkbox with its label.
public struct ToggleElement: Sendable, Hashable, Codable {
    public let label: String
    public let isOn: Bool
    public let style: ToggleStyle

    public init(label: String, isOn: Bool = false, style: ToggleStyle = .switch) {
        self.label = label
        self.isOn = isOn
        self.style = style
    }
}
