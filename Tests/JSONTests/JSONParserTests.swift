import JSON
import Spec
import Testing

// The located JSON parser: every syntax error kind with its exact message and position, hostile
// input (invalid UTF-8, deep nesting), and the values and locations it returns for good input.

/// One input the parser must reject, with the exact message and where it points.
private struct SyntaxErrorCase: Sendable, CustomTestStringConvertible {
    let name: String
    let bytes: [UInt8]
    let message: String
    let line: Int
    let column: Int

    init(_ name: String, _ text: String, _ message: String, _ line: Int, _ column: Int) {
        self.init(name, bytes: Array(text.utf8), message, line, column)
    }

    init(_ name: String, bytes: [UInt8], _ message: String, _ line: Int, _ column: Int) {
        self.name = name
        self.bytes = bytes
        self.message = message
        self.line = line
        self.column = column
    }

    var testDescription: String { name }
}

/// A JSON value without locations, comparable in expectations.
private indirect enum PlainJSON: Equatable, Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([PlainJSON])
    case object([Member])

    struct Member: Equatable, Sendable {
        let key: String
        let value: PlainJSON
    }

    init(_ node: JSONNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number(let value): self = .number(value)
        case .string(let value): self = .string(value)
        case .array(let elements): self = .array(elements.map(PlainJSON.init))
        case .object(let members): self = .object(members.map { Member(key: $0.key, value: PlainJSON($0.value)) })
        }
    }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): "\(value)"
        case .string(let value): value.debugDescription
        case .array(let elements): "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .object(let members): "{" + members.map { "\($0.key.debugDescription): \($0.value)" }.joined(separator: ", ") + "}"
        }
    }
}

private let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
private let anyValue = "a value (object, array, string, number, true, false or null)"
private let truncatedHint = "(is the file truncated?)"
private let emptyFile = #"the file is empty; a spec is a JSON object such as {"version": 1, …}"#
private let unterminated = #"unterminated string starting here; add the closing '"'"#
private let depthMessage =
    "nesting is deeper than 256 levels, the limit for a spec; a spec needs far fewer, so this file is probably generated wrongly"

private func utf8Message(_ byte: String, offset: Int) -> String {
    "invalid UTF-8 (byte 0x\(byte) at offset \(offset)); save the spec as UTF-8 text"
}

/// The error the parser throws for `bytes`, or nil (recorded as an issue) when it accepts them.
private func parseFailure(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> JSONSyntaxError? {
    do {
        let node = try JSONParser.parse(bytes)
        Issue.record("expected a syntax error, but the input parsed as \(PlainJSON(node))", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

private func location(_ line: Int, _ column: Int) -> JSON.SourceLocation {
    JSON.SourceLocation(line: line, column: column)
}

@Suite("JSON parser")
struct JSONParserTests {
    fileprivate static let syntaxErrors: [SyntaxErrorCase] = [
        // Empty input.
        .init("empty file", "", emptyFile, 1, 1),
        .init("whitespace only", " \n\t\r\n  ", emptyFile, 1, 1),
        .init("byte order mark only", bytes: bom + Array(" \n".utf8), emptyFile, 1, 1),

        // Strings.
        .init("unterminated string", #"{"a": "abc"#, unterminated, 1, 7),
        .init("unterminated string ending in a backslash", #"["\"#, unterminated, 1, 2),
        .init("unterminated key", "{\n  \"name", unterminated, 2, 3),
        .init(
            "line break in string", "{\"a\": \"ab\ncd\"}",
            #"unterminated string (a line break inside a string must be written \n)"#, 1, 7),
        .init("tab in string", "{\"a\": \"a\tb\"}", "control character U+9 inside a string; escape it", 1, 9),
        .init("U+0001 in string", "[\"x\u{01}\"]", "control character U+1 inside a string; escape it", 1, 4),
        .init("U+001F in string", "[\"\u{1F}\"]", "control character U+1F inside a string; escape it", 1, 3),
        .init("bad escape", #"{"a": "a\qb"}"#, #"invalid escape '\q'; JSON allows \" \\ \/ \b \f \n \r \t \uXXXX"#, 1, 9),
        .init("upper-case \\U escape", #"["\U0041"]"#, #"invalid escape '\U'; JSON allows \" \\ \/ \b \f \n \r \t \uXXXX"#, 1, 3),
        .init("\\u with a non-hex digit", #"["\u12G4"]"#, #"invalid \u escape: expected four hexadecimal digits"#, 1, 3),
        .init("\\u with three digits", #"["\u123"]"#, #"invalid \u escape: expected four hexadecimal digits"#, 1, 3),
        .init("\\u cut off by end of file", #"["ab\u00"#, #"invalid \u escape: expected four hexadecimal digits"#, 1, 5),
        .init("lone high surrogate", #"["\ud800"]"#, #"unpaired UTF-16 surrogate \ud800 in string"#, 1, 3),
        .init("high surrogate then a non-surrogate", #"["\uD83D\u0041"]"#, #"unpaired UTF-16 surrogate \ud83d in string"#, 1, 3),
        .init("high surrogate then a high surrogate", #"["\ud800\ud800"]"#, #"unpaired UTF-16 surrogate \ud800 in string"#, 1, 3),
        .init("lone low surrogate", #"["x\uDC00"]"#, #"unpaired UTF-16 surrogate \udc00 in string"#, 1, 4),

        // Punctuation.
        .init("trailing comma in object", #"{"a": 1,}"#, "trailing comma before '}'; remove the last ','", 1, 9),
        .init("trailing comma in object across lines", "{\n  \"a\": 1,\n}", "trailing comma before '}'; remove the last ','", 3, 1),
        .init("trailing comma in array", "[1, 2,]", "trailing comma before ']'; remove the last ','", 1, 7),
        .init("trailing comma in nested array", "{\"a\": [1,\n  ]}", "trailing comma before ']'; remove the last ','", 2, 3),
        .init("missing colon", #"{"a" 1}"#, #"unexpected '1'; expected ':' after the member name "a""#, 1, 6),
        .init(
            "missing colon at end of file", #"{"a""#,
            #"unexpected end of file; expected ':' after the member name "a" (is the file truncated?)"#, 1, 5),
        .init("missing comma in object", #"{"a": 1 "b": 2}"#, #"unexpected '"'; expected ',' or '}' after the value of "a""#, 1, 9),
        .init("missing comma in array", "[1 2]", "unexpected '2'; expected ',' or ']' after an array element", 1, 4),
        .init("missing comma across lines", "[\n  1\n  2\n]", "unexpected '2'; expected ',' or ']' after an array element", 3, 3),
        .init("single-quoted value", "['a']", #"strings in JSON use double quotes ("), not single quotes"#, 1, 2),
        .init("single-quoted member value", "{\"a\": 'b'}", #"strings in JSON use double quotes ("), not single quotes"#, 1, 7),
        // The single-quote hint is only given for values; a single-quoted key gets the generic message.
        .init("single-quoted key", "{'a': 1}", "unexpected '''; expected a member name in double quotes", 1, 2),
        .init("unquoted key", "{a: 1}", "unexpected 'a'; expected a member name in double quotes", 1, 2),
        .init("comment", "{/* c */}", "unexpected '/'; expected a member name in double quotes", 1, 2),

        // Numbers.
        .init("leading zero", "[01]", "invalid number: leading zeros are not allowed in JSON", 1, 2),
        .init("negative leading zeros", "[-007]", "invalid number: leading zeros are not allowed in JSON", 1, 2),
        .init("bare minus", "[-]", "invalid number: '-' must be followed by a digit", 1, 2),
        .init("minus at end of file", "-", "invalid number: '-' must be followed by a digit", 1, 1),
        .init("minus before a letter", "[-a]", "invalid number: '-' must be followed by a digit", 1, 2),
        .init("decimal point without digits", "[1.]", "invalid number: a digit must follow the decimal point", 1, 2),
        .init("decimal point then exponent", "[1.e5]", "invalid number: a digit must follow the decimal point", 1, 2),
        .init("exponent without digits", "[1e]", "invalid number: the exponent needs digits", 1, 2),
        .init("signed exponent without digits", "[2E+]", "invalid number: the exponent needs digits", 1, 2),
        .init("number out of range", "[1e999]", "number 1e999 is out of range", 1, 2),
        .init("negative number out of range", "{\"w\":\n  -2.5E400}", "number -2.5E400 is out of range", 2, 3),
        .init("leading plus", "[+1]", "unexpected '+'; expected \(anyValue)", 1, 2),
        .init("leading decimal point", "[.5]", "unexpected '.'; expected \(anyValue)", 1, 2),
        .init("hexadecimal number", "[0x10]", "unexpected 'x'; expected ',' or ']' after an array element", 1, 3),
        .init("NaN", "[NaN]", "unexpected 'N'; expected \(anyValue)", 1, 2),
        .init("Infinity", "[Infinity]", "unexpected 'I'; expected \(anyValue)", 1, 2),

        // Literals.
        .init("True", "[True]", "unexpected 'T'; expected \(anyValue)", 1, 2),
        .init("NULL", "{\"a\": NULL}", "unexpected 'N'; expected \(anyValue)", 1, 7),
        .init("False", "[False]", "unexpected 'F'; expected \(anyValue)", 1, 2),
        .init("tru", "[tru]", "invalid literal; expected true (JSON literals are lower case: true, false, null)", 1, 2),
        .init("nul at end of file", "[nul", "invalid literal; expected null (JSON literals are lower case: true, false, null)", 1, 2),
        .init("fAlse", "[fAlse]", "invalid literal; expected false (JSON literals are lower case: true, false, null)", 1, 2),
        .init("literal with extra letters", "[falsey]", "unexpected 'y'; expected ',' or ']' after an array element", 1, 7),

        // Structure.
        .init("extra data after the value", "{} x", "unexpected 'x' after the end of the JSON value; a file holds exactly one value", 1, 4),
        .init("two objects", "{}\n{}", "unexpected '{' after the end of the JSON value; a file holds exactly one value", 2, 1),
        .init("closing bracket too many", "[1]]", "unexpected ']' after the end of the JSON value; a file holds exactly one value", 1, 4),
        .init("unexpected non-ASCII letter", "[é]", "unexpected 'é'; expected \(anyValue)", 1, 2),
        .init("unexpected emoji", "[\"😀\", 😀]", "unexpected '😀'; expected \(anyValue)", 1, 7),
        .init("no-break space", "[\u{A0}1]", "unexpected character U+A0; expected \(anyValue)", 1, 2),
        .init("control character outside a string", "[\u{01}]", "unexpected character U+1; expected \(anyValue)", 1, 2),
        .init("a second byte order mark", bytes: bom + bom + Array("{}".utf8), "unexpected character U+FEFF; expected \(anyValue)", 1, 1),
        .init("value where a member name belongs", "{1: 2}", "unexpected '1'; expected a member name in double quotes", 1, 2),
        .init("array closed by a brace", "[1}", "unexpected '}'; expected ',' or ']' after an array element", 1, 3),

        // Truncated input.
        .init("truncated after '{'", "{", "unexpected end of file; expected a member name in double quotes \(truncatedHint)", 1, 2),
        .init("truncated after '['", "[\n", "unexpected end of file; expected a value \(truncatedHint)", 2, 1),
        .init("truncated after ':'", #"{"a": "#, "unexpected end of file; expected a value \(truncatedHint)", 1, 7),
        .init("truncated after ','", "[1,", "unexpected end of file; expected a value \(truncatedHint)", 1, 4),
        .init(
            "truncated object", #"{"a": 1"#,
            "unexpected end of file; expected ',' or '}' to close the object opened at 1:1 \(truncatedHint)", 1, 8),
        .init(
            "truncated array", #"{"a": [1, 2"#,
            "unexpected end of file; expected ',' or ']' to close the array opened at 1:7 \(truncatedHint)", 1, 12),
        .init(
            "truncated nested object", "{\n  \"a\": {\n    \"b\": true\n",
            "unexpected end of file; expected ',' or '}' to close the object opened at 2:8 \(truncatedHint)", 4, 1),

        // Duplicate keys.
        .init("duplicate key", #"{"a": 1, "a": 2}"#, #"duplicate key "a"; each key may appear once in an object"#, 1, 10),
        .init(
            "duplicate key written with an escape", #"{"a": 1, "\u0061": 2}"#, #"duplicate key "a"; each key may appear once in an object"#,
            1, 10),
        .init(
            "duplicate key in a nested object", "{\"a\": {\n  \"id\": 1,\n  \"id\": 2}}",
            #"duplicate key "id"; each key may appear once in an object"#, 3, 3),

        // Invalid UTF-8: reported at the first bad sequence, as line:column and byte offset.
        .init("byte 0xFF", bytes: Array(#"{"a": ""#.utf8) + [0xFF] + Array(#""}"#.utf8), utf8Message("FF", offset: 7), 1, 8),
        .init(
            "overlong NUL (C0 80)", bytes: Array(#"{"a": ""#.utf8) + [0xC0, 0x80] + Array(#""}"#.utf8), utf8Message("C0", offset: 7), 1, 8),
        .init(
            "overlong three-byte slash (E0 80 AF)", bytes: Array(#"[""#.utf8) + [0xE0, 0x80, 0xAF] + Array(#""]"#.utf8),
            utf8Message("E0", offset: 2), 1, 3),
        .init(
            "truncated multi-byte sequence at end of file", bytes: Array(#"["é"]"#.utf8) + [0xE2, 0x82], utf8Message("E2", offset: 6), 1, 6),
        .init(
            "truncated four-byte sequence", bytes: Array(#"[""#.utf8) + [0xF0, 0x9F, 0x98] + Array(#""]"#.utf8),
            utf8Message("F0", offset: 2), 1, 3),
        .init(
            "UTF-16 surrogate encoded in UTF-8 (ED A0 80)", bytes: Array(#"[""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""]"#.utf8),
            utf8Message("ED", offset: 2), 1, 3),
        .init("lone continuation byte", bytes: Array(#"[""#.utf8) + [0x80] + Array(#""]"#.utf8), utf8Message("80", offset: 2), 1, 3),
        .init(
            "code point above U+10FFFF", bytes: Array(#"[""#.utf8) + [0xF4, 0x90, 0x80, 0x80] + Array(#""]"#.utf8),
            utf8Message("F4", offset: 2), 1, 3),
        .init(
            "invalid UTF-8 on a later line after non-ASCII", bytes: Array("{\n  \"é\": \"".utf8) + [0xFF] + Array("\"}".utf8),
            utf8Message("FF", offset: 11), 2, 9),
        // Checked before parsing: a bad byte is reported even after an earlier syntax error.
        .init("invalid UTF-8 wins over a syntax error", bytes: Array("{,".utf8) + [0xFF], utf8Message("FF", offset: 2), 1, 3),
    ]

    @Test("rejects malformed JSON with an exact message and location", arguments: syntaxErrors)
    fileprivate func syntaxError(_ testCase: SyntaxErrorCase) {
        guard let error = parseFailure(testCase.bytes) else { return }
        #expect(error.message == testCase.message)
        #expect(error.location == location(testCase.line, testCase.column))
    }

    // MARK: - Nesting

    enum Nesting: String, CaseIterable, Sendable {
        case arrays, objects

        func open(_ depth: Int) -> String {
            self == .arrays ? String(repeating: "[", count: depth) : String(repeating: #"{"a":"#, count: depth)
        }

        /// `depth` levels, all closed.
        func document(depth: Int) -> String {
            switch self {
            case .arrays: String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            case .objects: String(repeating: #"{"a":"#, count: depth - 1) + "{}" + String(repeating: "}", count: depth - 1)
            }
        }

        /// The column of the opening bracket of level 257, the first one rejected.
        var rejectedColumn: Int { self == .arrays ? 257 : 256 * 5 + 1 }
    }

    @Test("100,000 levels of nesting give a clear error, not a crash", arguments: Nesting.allCases)
    func hostileNesting(_ nesting: Nesting) {
        guard let error = parseFailure(Array(nesting.open(100_000).utf8)) else { return }
        #expect(error.message == depthMessage)
        #expect(error.location == location(1, nesting.rejectedColumn))
    }

    @Test("257 closed levels are rejected at the 257th", arguments: Nesting.allCases)
    func oneLevelTooDeep(_ nesting: Nesting) {
        guard let error = parseFailure(Array(nesting.document(depth: 257).utf8)) else { return }
        #expect(error.message == depthMessage)
        #expect(error.location == location(1, nesting.rejectedColumn))
    }

    @Test("256 levels of nesting are accepted", arguments: Nesting.allCases)
    func maximumNesting(_ nesting: Nesting) throws {
        #expect(JSONParser.maximumDepth == 256)
        var node = try JSONParser.parse(Array(nesting.document(depth: 256).utf8))
        var depth = 1
        while true {
            switch node.value {
            case .array(let elements) where elements.count == 1: node = elements[0]
            case .object(let members) where members.count == 1: node = members[0].value
            default:
                #expect(depth == 256)
                #expect(node.location == location(1, nesting.rejectedColumn - (nesting == .arrays ? 1 : 5)))
                return
            }
            depth += 1
        }
    }

    // MARK: - Values and locations

    @Test("values and the locations of keys and values")
    func valuesAndLocations() throws {
        let text = """
            {
              "name": "Sign in",
              "count": -12.5e1,
              "ok": true,
              "none": null,
              "list": [1, false, {}, []],
              "off": false
            }
            """
        let root = try JSONParser.parse(Array(text.utf8))
        #expect(root.location == location(1, 1))
        #expect(
            PlainJSON(root)
                == .object([
                    .init(key: "name", value: .string("Sign in")),
                    .init(key: "count", value: .number(-125)),
                    .init(key: "ok", value: .bool(true)),
                    .init(key: "none", value: .null),
                    .init(key: "list", value: .array([.number(1), .bool(false), .object([]), .array([])])),
                    .init(key: "off", value: .bool(false)),
                ]))
        guard case .object(let members) = root.value else {
            Issue.record("root is not an object")
            return
        }
        #expect(
            members.map(\.keyLocation) == [location(2, 3), location(3, 3), location(4, 3), location(5, 3), location(6, 3), location(7, 3)])
        #expect(
            members.map(\.value.location) == [
                location(2, 11), location(3, 12), location(4, 9), location(5, 11), location(6, 11), location(7, 10),
            ])
        guard case .array(let list) = members[4].value.value else {
            Issue.record("list is not an array")
            return
        }
        #expect(list.map(\.location) == [location(6, 12), location(6, 15), location(6, 22), location(6, 26)])
    }

    @Test(
        "columns count characters, not bytes",
        arguments: [
            // (input, expected location of the key "k", expected location of its value)
            (#"{"é": "ü", "k": 1}"#, location(1, 12), location(1, 17)),
            (#"{"😀": "日本語", "k": 1}"#, location(1, 14), location(1, 19)),
            ("{\"ä\":\n\"ö\", \"k\": 1}", location(2, 6), location(2, 11)),
            // Escapes are counted as written, not as decoded.
            (#"{"\u00e9\n": 0, "k": 1}"#, location(1, 17), location(1, 22)),
            // CR LF line endings: the line starts after the LF.
            ("{\r\n\"é\": 0,\r\n\"k\": 1}", location(3, 1), location(3, 6)),
        ])
    func unicodeColumns(text: String, keyLocation: JSON.SourceLocation, valueLocation: JSON.SourceLocation) throws {
        let root = try JSONParser.parse(Array(text.utf8))
        guard case .object(let members) = root.value, let member = members.first(where: { $0.key == "k" }) else {
            Issue.record("no member \"k\" in \(text)")
            return
        }
        #expect(member.keyLocation == keyLocation)
        #expect(member.value.location == valueLocation)
    }

    @Test("escapes are decoded")
    func escapes() throws {
        let text = #"["\"\\\/\b\f\n\r\t", "\u00e9\u00E9", "\ud83d\ude00", "\u0000", "é😀 raw", "a\u0301"]"#
        let root = try JSONParser.parse(Array(text.utf8))
        #expect(
            PlainJSON(root)
                == .array([
                    .string("\"\\/\u{08}\u{0C}\n\r\t"),
                    .string("éé"),
                    .string("😀"),
                    .string("\u{0}"),
                    .string("é😀 raw"),
                    .string("a\u{301}"),
                ]))
        guard case .array(let strings) = root.value, case .string(let emoji) = strings[2].value else { return }
        #expect(emoji.unicodeScalars.map(\.value) == [0x1F600])
    }

    @Test(
        "numbers",
        arguments: [
            ("0", 0.0), ("-0", -0.0), ("7", 7), ("1.5", 1.5), ("1e2", 100), ("1E-2", 0.01), ("-12.75e+1", -127.5),
            ("123456789012", 123_456_789_012), ("0.1", 0.1), ("1e-400", 0), ("1.7976931348623157e308", Double.greatestFiniteMagnitude),
        ])
    func numbers(text: String, value: Double) throws {
        let root = try JSONParser.parse(Array(text.utf8))
        guard case .number(let parsed) = root.value else {
            Issue.record("\(text) did not parse as a number")
            return
        }
        #expect(parsed == value)
        #expect(parsed.sign == value.sign)
    }

    @Test(
        "any value may be the whole document, surrounded by whitespace",
        arguments: [
            (" 42 ", PlainJSON.number(42), location(1, 2)),
            ("\"s\"", .string("s"), location(1, 1)),
            ("\n\t null\r\n", .null, location(2, 3)),
            ("\n [ ]\n", .array([]), location(2, 2)),
        ])
    fileprivate func scalarDocuments(text: String, value: PlainJSON, at expected: JSON.SourceLocation) throws {
        let root = try JSONParser.parse(Array(text.utf8))
        #expect(PlainJSON(root) == value)
        #expect(root.location == expected)
    }

    @Test("a UTF-8 byte order mark is accepted and takes no column")
    func byteOrderMark() throws {
        let root = try JSONParser.parse(bom + Array(#"{"a": [1, "é"]}"#.utf8))
        #expect(root.location == location(1, 1))
        #expect(PlainJSON(root) == .object([.init(key: "a", value: .array([.number(1), .string("é")]))]))
        guard case .object(let members) = root.value else { return }
        #expect(members[0].keyLocation == location(1, 2))
        #expect(members[0].value.location == location(1, 7))
    }

    @Test("a syntax error after a byte order mark is located without counting it")
    func syntaxErrorAfterByteOrderMark() {
        guard let error = parseFailure(bom + Array(#"["a" x]"#.utf8)) else { return }
        #expect(error == JSONSyntaxError("unexpected 'x'; expected ',' or ']' after an array element", at: location(1, 6)))
    }

    // MARK: - Fixed bugs (regression tests)

    @Test("invalid UTF-8 after a byte order mark is located without counting it")
    func invalidUTF8AfterByteOrderMark() {
        guard let error = parseFailure(bom + Array(#"[""#.utf8) + [0xFF] + Array(#""]"#.utf8)) else { return }
        #expect(error.message == utf8Message("FF", offset: 5))
        #expect(error.location == location(1, 3))
    }

    @Test("keys that differ only in Unicode normalization are different keys")
    func canonicallyEquivalentKeys() throws {
        // "é" precomposed (U+00E9) and decomposed (U+0065 U+0301) are distinct JSON keys (RFC 8259
        // compares code points), but Swift's String equality treats them as equal.
        let text = #"{"\u00e9": 1, "e\u0301": 2}"#
        let root = try JSONParser.parse(Array(text.utf8))
        guard case .object(let members) = root.value else {
            Issue.record("not an object")
            return
        }
        #expect(members.count == 2)
    }

    @Test("an invalid escape of a non-ASCII character quotes the character")
    func invalidNonASCIIEscape() {
        guard let error = parseFailure(Array(#"["\é"]"#.utf8)) else { return }
        #expect(error.location == location(1, 3))
        #expect(error.message == #"invalid escape '\é'; JSON allows \" \\ \/ \b \f \n \r \t \uXXXX"#)
    }
}
