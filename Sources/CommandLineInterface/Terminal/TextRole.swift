/// What a piece of text is, for colour: each role has one SGR colour (`TerminalStyle` decides
/// whether it is shown).
package enum TextRole: Sendable, Equatable {
    case error, warning, note, pass, fail, removed, added, dim

    /// The Select Graphic Rendition parameters: red, yellow, cyan, green, red, red, green, faint.
    package var parameters: String {
        switch self {
        case .error, .fail, .removed: "31"
        case .warning: "33"
        case .note: "36"
        case .pass, .added: "32"
        case .dim: "2"
        }
    }
}
