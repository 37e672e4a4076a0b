/// SwiftUI control sizes.
package enum ControlSize: String, CaseIterable, Sendable, Hashable {
    case mini
    case small
    case regular
    case large
    case extraLarge
}
