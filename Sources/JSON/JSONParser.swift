/// A strict JSON parser (RFC 8259) that remembers where every value and key starts, so that
/// every later diagnostic can point at a line and column.
///
/// It never crashes on hostile input: invalid UTF-8 is reported at its first bad byte, nesting is
/// limited (`maximumDepth`) before it could exhaust the stack, and every error names what was
/// expected.
package struct JSONParser {
    /// Deeper nesting is rejected with a message; real specs need a few dozen levels.
    package static let maximumDepth = 256

    private let bytes: [UInt8]
    /// What the file is, for messages: "a spec", "a configuration", "a report".
    private let document: String
    private var index = 0
    private var line = 1
    private var column = 1

    private init(bytes: [UInt8], document: String) {
        self.bytes = bytes
        self.document = document
    }

    /// Parses one JSON document; `document` says what the file is in messages ("a spec", "a configuration",
    /// "a report", "a goldens manifest"), so that a file nested too deep is told what it was read as.
    package static func parse(_ bytes: [UInt8], document: String = "a spec") throws(JSONSyntaxError) -> JSONNode {
        try validateUTF8(bytes)
        var parser = JSONParser(bytes: bytes, document: document)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        guard parser.index < bytes.count else {
            throw JSONSyntaxError(
                document == "a spec"
                    ? "the file is empty; a spec is a JSON object such as {\"version\": 1, …}"
                    : "the file is empty; \(document) is a JSON object", at: .start)
        }
        let root = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw JSONSyntaxError(
                "unexpected \(parser.describeCurrent()) after the end of the JSON value; a file holds exactly one value",
                at: parser.location)
        }
        return root
    }

    // MARK: - UTF-8

    private static func validateUTF8(_ bytes: [UInt8]) throws(JSONSyntaxError) {
        var line = 1
        var column = 1
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            var minimum: UInt32 = 0
            var scalar: UInt32
            switch lead {
            case 0x00..<0x80:
                length = 1
                scalar = UInt32(lead)
            case 0xC2..<0xE0:
                length = 2
                scalar = UInt32(lead & 0x1F)
                minimum = 0x80
            case 0xE0..<0xF0:
                length = 3
                scalar = UInt32(lead & 0x0F)
                minimum = 0x800
            case 0xF0..<0xF5:
                length = 4
                scalar = UInt32(lead & 0x07)
                minimum = 0x10000
            default: throw invalidUTF8(byte: lead, offset: index, line: line, column: column)
            }
            guard index + length <= bytes.count else {
                throw invalidUTF8(byte: lead, offset: index, line: line, column: column)
            }
            for offset in 1..<max(length, 1) {
                let continuation = bytes[index + offset]
                guard continuation & 0xC0 == 0x80 else {
                    throw invalidUTF8(byte: lead, offset: index, line: line, column: column)
                }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            if scalar < minimum || (0xD800...0xDFFF).contains(scalar) || scalar > 0x10FFFF {
                throw invalidUTF8(byte: lead, offset: index, line: line, column: column)
            }
            if lead == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += length
        }
    }

    private static func invalidUTF8(byte: UInt8, offset: Int, line: Int, column: Int) -> JSONSyntaxError {
        let hex = String(byte, radix: 16, uppercase: true)
        return JSONSyntaxError(
            "invalid UTF-8 (byte 0x\(hex.count == 1 ? "0" + hex : hex) at offset \(offset)); save the spec as UTF-8 text",
            at: SourceLocation(line: line, column: column))
    }

    // MARK: - Scanning

    private var location: SourceLocation { SourceLocation(line: line, column: column) }

    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): advance()
            default: return
            }
        }
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        switch byte {
        case 0x21...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
        case UInt8(ascii: "\n"): return "line break"
        default:
            // Show the whole character when it is printable.
            var end = index + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            let text = String(decoding: bytes[index..<end], as: UTF8.self)
            if let scalar = text.unicodeScalars.first, scalar.properties.isAlphabetic || scalar.properties.isEmojiPresentation {
                return "'\(text)'"
            }
            return "character U+\(String(text.unicodeScalars.first?.value ?? UInt32(byte), radix: 16, uppercase: true))"
        }
    }

    private func unexpected(_ expectation: String) -> JSONSyntaxError {
        if index >= bytes.count {
            return JSONSyntaxError("unexpected end of file; expected \(expectation) (is the file truncated?)", at: location)
        }
        return JSONSyntaxError("unexpected \(describeCurrent()); expected \(expectation)", at: location)
    }

    // MARK: - Values

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        let start = location
        guard index < bytes.count else { throw unexpected("a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), at: start)
        case UInt8(ascii: "t"):
            try parseLiteral("true")
            return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f"):
            try parseLiteral("false")
            return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n"):
            try parseLiteral("null")
            return JSONNode(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(.number(try parseNumber()), at: start)
        case UInt8(ascii: "'"):
            throw JSONSyntaxError("strings in JSON use double quotes (\"), not single quotes", at: start)
        default:
            throw unexpected("a value (object, array, string, number, true, false or null)")
        }
    }

    private mutating func checkDepth(_ depth: Int) throws(JSONSyntaxError) {
        if depth > Self.maximumDepth {
            throw JSONSyntaxError(
                "nesting is deeper than \(Self.maximumDepth) levels, the limit for \(document); \(document) needs far fewer, so this file is probably generated wrongly",
                at: location)
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        let start = location
        try checkDepth(depth)
        advance()  // {
        var members: [JSONMember] = []
        // JSON compares member names code point by code point, not by canonical equivalence.
        var seen: Set<[Unicode.Scalar]> = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            advance()
            return JSONNode(.object(members), at: start)
        }
        while true {
            skipWhitespace()
            let keyLocation = location
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    throw JSONSyntaxError("trailing comma before '}'; remove the last ','", at: keyLocation)
                }
                throw unexpected("a member name in double quotes")
            }
            let key = try parseString()
            if !seen.insert(Array(key.unicodeScalars)).inserted {
                throw JSONSyntaxError("duplicate key \"\(key)\"; each key may appear once in an object", at: keyLocation)
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw unexpected("':' after the member name \"\(key)\"")
            }
            advance()
            skipWhitespace()
            let value = try parseValue(depth: depth)
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            guard index < bytes.count else { throw unexpected("',' or '}' to close the object opened at \(start)") }
            if bytes[index] == UInt8(ascii: ",") {
                advance()
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                advance()
                return JSONNode(.object(members), at: start)
            }
            throw unexpected("',' or '}' after the value of \"\(key)\"")
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        let start = location
        try checkDepth(depth)
        advance()  // [
        var elements: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            advance()
            return JSONNode(.array(elements), at: start)
        }
        while true {
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                throw JSONSyntaxError("trailing comma before ']'; remove the last ','", at: location)
            }
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            guard index < bytes.count else { throw unexpected("',' or ']' to close the array opened at \(start)") }
            if bytes[index] == UInt8(ascii: ",") {
                advance()
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                advance()
                return JSONNode(.array(elements), at: start)
            }
            throw unexpected("',' or ']' after an array element")
        }
    }

    private mutating func parseLiteral(_ word: StaticString) throws(JSONSyntaxError) {
        let start = location
        let expected = word.withUTF8Buffer { Array($0) }
        for byte in expected {
            guard index < bytes.count, bytes[index] == byte else {
                throw JSONSyntaxError("invalid literal; expected \(word) (JSON literals are lower case: true, false, null)", at: start)
            }
            advance()
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = location
        let first = index
        if bytes[index] == UInt8(ascii: "-") { advance() }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw JSONSyntaxError("invalid number: '-' must be followed by a digit", at: start)
        }
        if bytes[index] == UInt8(ascii: "0") {
            advance()
            if index < bytes.count, isDigit(bytes[index]) {
                throw JSONSyntaxError("invalid number: leading zeros are not allowed in JSON", at: start)
            }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { advance() }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            advance()
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw JSONSyntaxError("invalid number: a digit must follow the decimal point", at: start)
            }
            while index < bytes.count, isDigit(bytes[index]) { advance() }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            advance()
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { advance() }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw JSONSyntaxError("invalid number: the exponent needs digits", at: start)
            }
            while index < bytes.count, isDigit(bytes[index]) { advance() }
        }
        let text = String(decoding: bytes[first..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONSyntaxError("number \(text) is out of range", at: start)
        }
        return value
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = location
        advance()  // opening quote
        var runStart = index
        var text = ""
        while true {
            guard index < bytes.count else {
                throw JSONSyntaxError("unterminated string starting here; add the closing '\"'", at: start)
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                text += String(decoding: bytes[runStart..<index], as: UTF8.self)
                advance()
                return text
            case UInt8(ascii: "\\"):
                text += String(decoding: bytes[runStart..<index], as: UTF8.self)
                let escapeLocation = location
                advance()
                guard index < bytes.count else {
                    throw JSONSyntaxError("unterminated string starting here; add the closing '\"'", at: start)
                }
                let escape = bytes[index]
                advance()
                switch escape {
                case UInt8(ascii: "\""): text.append("\"")
                case UInt8(ascii: "\\"): text.append("\\")
                case UInt8(ascii: "/"): text.append("/")
                case UInt8(ascii: "b"): text.append("\u{08}")
                case UInt8(ascii: "f"): text.append("\u{0C}")
                case UInt8(ascii: "n"): text.append("\n")
                case UInt8(ascii: "r"): text.append("\r")
                case UInt8(ascii: "t"): text.append("\t")
                case UInt8(ascii: "u"):
                    let first = try parseHex4(at: escapeLocation)
                    var value = first
                    if (0xD800..<0xDC00).contains(first) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw JSONSyntaxError("unpaired UTF-16 surrogate \\u\(String(first, radix: 16)) in string", at: escapeLocation)
                        }
                        advance()
                        advance()
                        let second = try parseHex4(at: escapeLocation)
                        guard (0xDC00..<0xE000).contains(second) else {
                            throw JSONSyntaxError("unpaired UTF-16 surrogate \\u\(String(first, radix: 16)) in string", at: escapeLocation)
                        }
                        value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                    } else if (0xDC00..<0xE000).contains(first) {
                        throw JSONSyntaxError("unpaired UTF-16 surrogate \\u\(String(first, radix: 16)) in string", at: escapeLocation)
                    }
                    text.unicodeScalars.append(Unicode.Scalar(value)!)
                default:
                    // Show the whole (possibly multi-byte) character after the backslash.
                    var end = index
                    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                    let shown = String(decoding: bytes[(index - 1)..<end], as: UTF8.self)
                    throw JSONSyntaxError(
                        "invalid escape '\\\(shown)'; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
                        at: escapeLocation)
                }
                runStart = index
            case 0x00..<0x20:
                throw JSONSyntaxError(
                    byte == UInt8(ascii: "\n")
                        ? "unterminated string (a line break inside a string must be written \\n)"
                        : "control character U+\(String(byte, radix: 16, uppercase: true)) inside a string; escape it",
                    at: byte == UInt8(ascii: "\n") ? start : location)
            default:
                advance()
            }
        }
    }

    private mutating func parseHex4(at escapeLocation: SourceLocation) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                throw JSONSyntaxError("invalid \\u escape: expected four hexadecimal digits", at: escapeLocation)
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
