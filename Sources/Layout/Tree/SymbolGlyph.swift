/// A small symbol drawn with strokes in its frame (SF Symbols the format's controls show).
package enum SymbolGlyph: String, Sendable, Hashable {
    /// `chevron.up.chevron.down`: a menu picker's indicator.
    case upDownChevron
    /// `checkmark`: the selected option of an inline picker.
    case checkmark
    /// `xmark`: an unmet requirement of a requirement list.
    case xmark
}
