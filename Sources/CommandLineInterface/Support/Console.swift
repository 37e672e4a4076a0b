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
/// `\u001B`, never sent. Only the progress line (`writeControl`) and `review`'s inline images
/// (`writeOutputControl`) write their own control sequences.
public struct Console: Sendable {
    private let output: @Sendable (String) -> Void
    private let error: @Sendable (String) -> Void
    /// The environment variables commands read (`CI`, `BUTTONCHECK_CACHE_DIR`, …).
    public let environment: [String: String]

    public init(output: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.output = output
        self.error = error
        self.environment = environment
    }

    /// The process's standard output and standard error.
    public static let standard = Console(
        output: { text in writeAll(text, to: 1) },
        error: { text in writeAll(text, to: 2) })

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
    func print(_ line: String) { writeOutput(line + "\n") }
    func printError(_ line: String) { writeError(line + "\n") }

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
