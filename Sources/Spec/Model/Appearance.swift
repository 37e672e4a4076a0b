/// Light or dark mode.
public enum Appearance: String, CaseIterable, Sendable, Hashable {
    case light
    case dark
}
