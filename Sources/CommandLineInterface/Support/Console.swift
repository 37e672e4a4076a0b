import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command writes (standard output for results, standard error for diagnostics and
/// progress) and the environment variables it reads. Tests pass closures that collect the text.
///
/// Everything written is escaped for terminals (`escaped`): a control character in a spec's value or a
/// path (an ESC that recolours or clears, a NUL, a carriage return that overwrites a line) is shown as
/// `\u001B`, never sent. Only the progress bar (`writeControl`) and `review`'s inline images
/// (`writeOutputControl`) write their own control sequences, and `printStyled` its colour codes (`TerminalStyle`).
public struct Console: Sendable {
    private let output: @Sendable (String) -> Void
    private let error: @Sendable (String) -> Void
    /// The environment variables commands read (`CI`, `BUTTONCHECK_CACHE_DIR`, `NO_COLOR`, …).
    public let environment: [String: String]
    /// Whether standard output and standard error are terminals (colour, the progress bar).
    public let outputIsTerminal: Bool
    public let errorIsTerminal: Bool
    /// Whether long runs show their progress on standard error: the process's own streams do; a console
    /// that collects text (a test's) does not, so what it collects does not depend on how long a run took.
    public let showsProgress: Bool
    /// How standard output and standard error are coloured: plain until `colored(_:)` applies `--color`.
    package private(set) var style = TerminalStyle.plain
    package private(set) var errorStyle = TerminalStyle.plain

    public init(
        output: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        outputIsTerminal: Bool = false, errorIsTerminal: Bool = false, showsProgress: Bool = false
    ) {
        self.output = output
        self.error = error
        self.environment = environment
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.showsProgress = showsProgress
    }

    /// The process's standard output and standard error.
    public static let standard = Console(
        output: { text in writeAll(text, to: 1) },
        error: { text in writeAll(text, to: 2) },
        outputIsTerminal: isatty(1) == 1, errorIsTerminal: isatty(2) == 1, showsProgress: true)

    /// This console with each stream's colour decided by `choice` (`--color`), the environment and
    /// whether the stream is a terminal.
    package func colored(_ choice: ColorChoice) -> Console {
        var console = self
        console.style = TerminalStyle(colors: choice.colors(isTerminal: outputIsTerminal, environment: environment))
        console.errorStyle = TerminalStyle(colors: choice.colors(isTerminal: errorIsTerminal, environment: environment))
        return console
    }

    private static func writeAll(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            bytes = bytes.dropFirst(written)
        }
    }

    func writeOutput(_ text: String) { output(Self.escaped(text)) }
    func writeError(_ text: String) { error(Self.escaped(text)) }
    /// `sequence` (the progress line's carriage return and erase) unescaped, then `text` escaped, on standard error.
    func writeControl(_ sequence: String, then text: String = "") { error(sequence + Self.escaped(text)) }
    /// `sequence` unescaped on standard output: `review`'s inline image (kitty's or iTerm2's escape sequence).
    func writeOutputControl(_ sequence: String) { output(sequence) }
    package func print(_ line: String) { writeOutput(line + "\n") }
    func printError(_ line: String) { writeError(line + "\n") }
    /// A line whose marked pieces are coloured when the stream's style has colour (escaped either way).
    func printStyled(_ line: StyledText) { output(style.render(line) + "\n") }
    func printErrorStyled(_ line: StyledText) { error(errorStyle.render(line) + "\n") }

    /// `text` with every character a terminal would act on written as `\uXXXX` (the JSON escape, so a
    /// JSON document stays valid and means the same): the C0 controls but line feed and tab, DEL, the C1
    /// controls (U+0080–U+009F: CSI, NEL, …) and the bidirectional embedding, override and isolate
    /// controls that reorder what a line shows. Text without them is returned as it is.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                let digits = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
