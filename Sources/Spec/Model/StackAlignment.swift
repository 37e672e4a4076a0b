/// Two-dimensional alignment of a zstack's children.
package enum StackAlignment: String, CaseIterable, Sendable, Hashable {
    case topLeading
    case top
    case topTrailing
    case leading
    case center
    case trailing
    case bottomLeading
    case bottom
    case bottomTrailing
}
