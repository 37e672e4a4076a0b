/// Vertical alignment of an hstack's children. `stretch` (web only) gives every item the row's (or,
/// wrapping, its line's) height, as a CSS flex row's default `align-items: stretch`.
package enum VerticalAlignment: String, CaseIterable, Sendable, Hashable {
    case top
    case center
    case bottom
    case stretch
}
