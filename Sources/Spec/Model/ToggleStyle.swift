/// A switch or a checkbox.
public enum ToggleStyle: String, CaseIterable, Sendable, Hashable, Codable {
    case `switch`
    case checkbox
}
