/// Text in pieces, some with a `TextRole`: written with the role's colour when colour is on and as
/// plain text otherwise. Built by interpolation, so a printer reads as it prints:
///
///     console.printStyled("\(file): \(style.pass("clean"))")
///
/// Every piece is escaped for terminals as `Console` escapes plain text: only the colour codes
/// `TerminalStyle` adds reach the terminal as control sequences.
package struct StyledText: Sendable, Equatable, ExpressibleByStringInterpolation {
    package struct Piece: Sendable, Equatable {
        package var text: String
        package var role: TextRole?
    }

    package private(set) var pieces: [Piece] = []

    package init() {}

    package init(_ text: String, role: TextRole? = nil) {
        if !text.isEmpty { pieces = [Piece(text: text, role: role)] }
    }

    package init(stringLiteral value: String) { self.init(value) }

    package init(stringInterpolation: Interpolation) { pieces = stringInterpolation.pieces }

    package struct Interpolation: StringInterpolationProtocol {
        var pieces: [Piece] = []
        package init(literalCapacity: Int, interpolationCount: Int) {}
        package mutating func appendLiteral(_ literal: String) { append(Piece(text: literal, role: nil)) }
        package mutating func appendInterpolation(_ text: StyledText) { for piece in text.pieces { append(piece) } }
        package mutating func appendInterpolation(_ text: String) { appendLiteral(text) }
        package mutating func appendInterpolation<T: BinaryInteger>(_ number: T) { appendLiteral(String(number)) }

        private mutating func append(_ piece: Piece) {
            guard !piece.text.isEmpty else { return }
            if let last = pieces.last, last.role == piece.role {
                pieces[pieces.count - 1].text += piece.text
            } else {
                pieces.append(piece)
            }
        }
    }

    package static func + (lhs: StyledText, rhs: StyledText) -> StyledText { "\(lhs)\(rhs)" }

    /// The text without colour.
    package var plain: String { pieces.map(\.text).joined() }

    /// The text escaped for terminals, each piece with a role between its colour code and a reset when `colors` is on.
    package func rendered(colors: Bool) -> String {
        pieces.map { piece in
            let text = Console.escaped(piece.text)
            guard colors, let role = piece.role else { return text }
            return "\u{1B}[\(role.parameters)m" + text + "\u{1B}[0m"
        }.joined()
    }
}
