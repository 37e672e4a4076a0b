/// Horizontal alignment of a vstack's children or of text lines.
package enum HorizontalAlignment: String, CaseIterable, Sendable, Hashable {
    case leading
    case center
    case trailing
}
