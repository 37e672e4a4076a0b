/// Light or dark mode.
public enum Appearance: String, CaseIterable, Sendable, Hashable, Codable {
    case light
    case dark
}
