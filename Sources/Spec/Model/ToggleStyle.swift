/// A switch or a checkbox.
public enum ToggleStyle: String, CaseIterable, Sendable, Hashable {
    case `switch`
    case checkbox
}
