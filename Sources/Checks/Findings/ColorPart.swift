/// Which part's colour a contrast finding measured: the text or shape in front, what is behind it,
/// or a focus ring and the colour next to it. Reports write each under its `rawValue` in `details`.
package enum ColorPart: String, CaseIterable, Sendable, Hashable {
    case text
    case fill
    case background
    case ring
    case adjacent
}
