import JSON
import Spec
import Testing

/// The one JSON writer and string escaper (reports, dumps, the manifest, `--json` outputs and the
/// excerpts quoted in messages), and the one JSONPath builder.
@Suite struct JSONOutputTests {
    static let sample = JSONOutput.object(["b": .array([.bool(true), .null]), "a": .number(1), "é": .string("x\"y"), "c": .object([:])])

    @Test func documentsAndLinesSortKeysTheSameWay() {
        #expect(Self.sample.document == "{\n  \"a\": 1,\n  \"b\": [\n    true,\n    null\n  ],\n  \"c\": {},\n  \"é\": \"x\\\"y\"\n}\n")
        #expect(Self.sample.line == "{\"a\": 1, \"b\": [true, null], \"c\": {}, \"é\": \"x\\\"y\"}\n")
    }

    @Test func numbersReadAsWritten() {
        #expect(JSONOutput.number(1) == .int(1))
        #expect(JSONOutput.number(0.05) == .double(0.05))
        #expect(JSONOutput.array([.number(0.1), .number(-3), .number(.infinity)]).line == "[0.1, -3, null]\n")
    }

    /// Messages quote values with the same escapes as JSON, plus invisible characters shown as \u.
    @Test func excerptsAndDocumentsEscapeAlike() {
        var text = ""
        JSONOutput.writeString("a\u{8}\u{C}\u{1B}\u{2028}\u{200B}", to: &text)
        #expect(text == #""a\b\f\u001B\u2028​""#)
        #expect(Excerpt.clipped("a\u{8}\u{C}\u{1B}\u{2028}\u{200B}") == #"a\b\f\u001B\u2028\u200B"#)
        #expect(Excerpt.quoted(String(repeating: "x", count: 41)) == "\"" + String(repeating: "x", count: 40) + "…\"")
    }

    @Test func pathsQuoteKeysThatAreNotPlainNames() {
        #expect(JSONPath.root.appending("content").appending(2).appending("title").description == "$.content[2].title")
        #expect(JSONPath.member("$.rules", "label.truncated") == "$.rules['label.truncated']")
        #expect(JSONPath.member("$", "it's \\ odd") == #"$['it\'s \\ odd']"#)
        #expect(JSONPath.member("$", "") == "$['']")
        // Plain names decided byte by byte for ASCII: the neighbours of the letters and digits
        // ("@", "[", "`", "{", "/", ":") are not part of a name; letters beyond ASCII are.
        #expect(JSONPath.member("$", "_Z9z") == "$._Z9z")
        #expect(JSONPath.member("$", "9a") == "$['9a']")
        for key in ["a@", "a[", "a`", "a{", "a/", "a:", "a-b", "a b"] { #expect(JSONPath.member("$", key) == "$['\(key)']") }
        #expect(JSONPath.member("$", "peer-form/light/AX5-idle.png") == "$['peer-form/light/AX5-idle.png']")
        #expect(JSONPath.member("$", "título") == "$.título")
        #expect(JSONPath.member("$", "名前2") == "$.名前2")
    }
}
