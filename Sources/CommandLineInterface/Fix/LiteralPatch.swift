import JSON

/// Replaces JSON literals in a file's bytes, each found by the line and column its first character has
/// (as the JSON reader counts them: lines split at `\n`, columns count Unicode scalars), every other byte
/// kept: formatting, key order, comments of whitespace, line endings.
enum LiteralPatch {
    struct Problem: Error, Equatable {
        let message: String
    }

    /// One replacement: the literal at `location` becomes `replacement`.
    struct Change: Equatable {
        let location: SourceLocation
        let replacement: String
    }

    /// The byte offset of `location`; nil when the file has no such position.
    static func offset(of location: SourceLocation, in bytes: [UInt8]) -> Int? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1, column = 1
        while index < bytes.count {
            if line == location.line && column == location.column { return index }
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
        return line == location.line && column == location.column ? index : nil
    }

    /// The end (exclusive) of the literal starting at `start`: a string to its closing quote, a number or
    /// `true`/`false`/`null` to the first byte that cannot continue it. nil for anything else.
    static func literalEnd(from start: Int, in bytes: [UInt8]) -> Int? {
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

    /// The literal's text at `location` (quotes included), or nil.
    static func literal(at location: SourceLocation, in bytes: [UInt8]) -> String? {
        guard let start = offset(of: location, in: bytes), let end = literalEnd(from: start, in: bytes) else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// `bytes` with every change made; a problem when a location holds no literal or two changes overlap.
    static func apply(_ changes: [Change], to bytes: [UInt8], file: String) -> Result<[UInt8], Problem> {
        var ranges: [(range: Range<Int>, replacement: String)] = []
        for change in changes {
            guard let start = offset(of: change.location, in: bytes), let end = literalEnd(from: start, in: bytes) else {
                return .failure(Problem(message: "\(file):\(change.location): no JSON literal starts here; "
                                            + "the file changed since it was checked, check it again"))
            }
            ranges.append((start..<end, change.replacement))
        }
        ranges.sort { $0.range.lowerBound < $1.range.lowerBound }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var position = 0
        for (range, replacement) in ranges {
            guard range.lowerBound >= position else {
                return .failure(Problem(message: "\(file): two fixes change overlapping text at byte \(range.lowerBound)"))
            }
            result += bytes[position..<range.lowerBound]
            result += Array(replacement.utf8)
            position = range.upperBound
        }
        result += bytes[position...]
        return .success(result)
    }
}
