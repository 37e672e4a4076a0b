/// Whether one stream (standard output or standard error) is coloured, and the roles printers mark
/// their words with. Every printer takes its stream's style from `Console` (`style` for standard
/// output, `errorStyle` for standard error) and prints with `printStyled`; with colour off, what is
/// printed is exactly the plain text.
///
///     console.printStyled("\(file): \(console.style.error("error")): …")
package struct TerminalStyle: Sendable, Equatable {
    /// Whether roles are written with colour codes.
    package let colors: Bool

    package init(colors: Bool) { self.colors = colors }

    package static let plain = TerminalStyle(colors: false)

    package func error(_ text: String) -> StyledText { StyledText(text, role: .error) }
    package func warning(_ text: String) -> StyledText { StyledText(text, role: .warning) }
    package func note(_ text: String) -> StyledText { StyledText(text, role: .note) }
    package func pass(_ text: String) -> StyledText { StyledText(text, role: .pass) }
    package func fail(_ text: String) -> StyledText { StyledText(text, role: .fail) }
    /// A golden diff's removed (expected) side and added (actual) side.
    package func removed(_ text: String) -> StyledText { StyledText(text, role: .removed) }
    package func added(_ text: String) -> StyledText { StyledText(text, role: .added) }
    package func dim(_ text: String) -> StyledText { StyledText(text, role: .dim) }

    /// `error`, `warning` or `note` in its severity's colour; any other word plain.
    package func severity(_ word: String) -> StyledText {
        switch word {
        case "error": error(word)
        case "warning": warning(word)
        case "note": note(word)
        default: StyledText(word)
        }
    }

    /// `text` as it is written on this stream: escaped, coloured when colour is on.
    package func render(_ text: StyledText) -> String { text.rendered(colors: colors) }
}
