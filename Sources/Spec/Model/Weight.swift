/// A font weight, thin to black (mapped to font files by the text engine).
package enum Weight: String, CaseIterable, Sendable, Hashable {
    case thin
    case extraLight
    case light
    case regular
    case medium
    case semibold
    case bold
    case heavy
    case black
}
