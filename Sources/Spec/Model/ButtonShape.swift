/// The button's outline. automatic: capsule for glass styles, rounded rectangle otherwise.
package enum ButtonShape: String, CaseIterable, Sendable, Hashable {
    case automatic
    case capsule
    case roundedRectangle
}
