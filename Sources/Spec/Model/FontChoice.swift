/// A text's size: a Dynamic Type style that scales with the size category, or a fixed size that does not.
package enum FontChoice: Sendable, Hashable {
    case style(TextStyle)
    case fixed(Double)
}
