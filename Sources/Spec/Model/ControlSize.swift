/// SwiftUI control sizes.
public enum ControlSize: String, CaseIterable, Sendable, Hashable {
    case mini
    case small
    case regular
    case large
    case extraLarge
}
