/// Vertical alignment of an hstack's children.
package enum VerticalAlignment: String, CaseIterable, Sendable, Hashable {
    case top
    case center
    case bottom
}
