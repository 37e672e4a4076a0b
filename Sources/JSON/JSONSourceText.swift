import Foundation

/// Positions in a JSON file's text, as the JSON reader counts them (lines split at `\n`, columns count
/// Unicode scalars, a UTF-8 byte order mark skipped): where a literal starts and ends, and where a member
/// is added to an object in the object's own style. `buttoncheck fix` edits files with them; the SARIF
/// report's `fixes` name the same regions.
package enum JSONSourceText {
    /// The byte offset of `location`; nil when the file has no such position.
    package static func offset(of location: SourceLocation, in bytes: [UInt8]) -> Int? {
        let end = walk(bytes) { _, line, column in line != location.line || column != location.column }
        return end.line == location.line && end.column == location.column ? end.index : nil
    }

    /// Steps through `bytes` one character at a time from the start (past a byte order mark) while
    /// `going(index, line, column)` holds of the next character, counting lines and columns as the JSON
    /// reader does; returns where it stopped (the end, if it never did).
    private static func walk(_ bytes: [UInt8], while going: (Int, Int, Int) -> Bool) -> (index: Int, line: Int, column: Int) {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        var column = 1
        while index < bytes.count, going(index, line, column) {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                while index < bytes.count && bytes[index] & 0xC0 == 0x80 { index += 1 }
                column += 1
            }
        }
        return (index, line, column)
    }

    /// The end (exclusive) of the literal starting at `start`: a string to its closing quote, a number or
    /// `true`/`false`/`null` to the first byte that cannot continue it. nil for anything else.
    package static func literalEnd(from start: Int, in bytes: [UInt8]) -> Int? {
        guard start < bytes.count else { return nil }
        if bytes[start] == UInt8(ascii: "\"") {
            var index = start + 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\\"): index += 2
                case UInt8(ascii: "\""): return index + 1
                case UInt8(ascii: "\n"): return nil
                default: index += 1
                }
            }
            return nil
        }
        var index = start
        let continues = Set("0123456789+-.eEtruefalsn".utf8)
        while index < bytes.count && continues.contains(bytes[index]) { index += 1 }
        return index > start ? index : nil
    }

    /// The text that adds `"member": value` to the object starting at `location`, and where it goes (an empty
    /// range): before the chosen member's key, followed by `,` and the whitespace that key is preceded by, so
    /// a one-line object stays on one line and an indented one keeps its indentation and line endings.
    package static func insertion(
        _ member: String, value: String, into location: SourceLocation, before keys: [String],
        in bytes: [UInt8]
    ) -> (range: Range<Int>, replacement: String)? {
        guard let start = offset(of: location, in: bytes), start < bytes.count, bytes[start] == UInt8(ascii: "{"),
            let root = try? JSONParser.parse(bytes), let object = node(at: location, in: root),
            case .object(let members) = object.value
        else { return nil }
        let entry = String(decoding: JSONOutput.string(member).document.utf8.dropLast(), as: UTF8.self) + ": " + value
        let chosen = keys.lazy.compactMap { key in members.first { $0.key == key } }.first ?? members.first
        guard let chosen, let keyStart = offset(of: chosen.keyLocation, in: bytes) else {
            // An empty object: the member alone, inside the braces' own whitespace.
            return (start + 1..<start + 1, " " + entry + " ")
        }
        var spaceStart = keyStart
        let blanks = Set(" \t\r\n".utf8)
        while spaceStart > start + 1 && blanks.contains(bytes[spaceStart - 1]) { spaceStart -= 1 }
        let space = String(decoding: bytes[spaceStart..<keyStart], as: UTF8.self)
        return (keyStart..<keyStart, entry + "," + space)
    }

    /// The node whose value starts at `location`.
    package static func node(at location: SourceLocation, in node: JSONNode) -> JSONNode? {
        if node.location == location { return node }
        switch node.value {
        case .object(let members): return members.lazy.compactMap { Self.node(at: location, in: $0.value) }.first
        case .array(let elements): return elements.lazy.compactMap { Self.node(at: location, in: $0) }.first
        default: return nil
        }
    }

    /// The line and column of byte `offset` (the position after the last byte when `offset` is the end).
    package static func location(ofOffset target: Int, in bytes: [UInt8]) -> SourceLocation {
        let end = walk(bytes) { index, _, _ in index < target }
        return SourceLocation(line: end.line, column: end.column)
    }
}
