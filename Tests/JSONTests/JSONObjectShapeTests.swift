import JSON
import Testing

// The one object-reading core: members by key, unknown keys with their closest allowed key and
// path, missing required keys in the shape's order, and nil for a node that is not an object.

private func parsed(_ text: String) throws -> JSONNode {
    try JSONParser.parse(Array(text.utf8))
}

@Test func membersAreFoundByKeyAndListedInSourceOrder() throws {
    let shape = JSONObjectShape(required: ["title"], optional: ["style", "size"])
    let node = try parsed(#"{"size": 3, "title": "Pay"}"#)
    let members = try #require(shape.read(node, at: JSONPath.root.appending("button")))
    #expect(members.list.map(\.key) == ["size", "title"])
    #expect(members["title"]?.keyLocation == SourceLocation(line: 1, column: 13))
    #expect(members["style"] == nil)
    #expect(members.unknownKeys.isEmpty)
    #expect(members.missingKeys.isEmpty)
    #expect(members.path.description == "$.button")
    #expect(members.path(of: "title").description == "$.button.title")
    #expect(members.path(of: "label.truncated").description == "$.button['label.truncated']")
    #expect(shape.allowed == ["title", "style", "size"])
}

@Test func unknownKeysComeInSourceOrderWithTheirClosestAllowedKeyAndPath() throws {
    let shape = JSONObjectShape(allowed: ["title", "style", "environments"])
    let node = try parsed("{\n  \"titl\": 1,\n  \"zzzzzz\": 2,\n  \"Style\": 3,\n  \"environment\": 4,\n  \"a b\": 5\n}")
    let members = try #require(shape.read(node))
    #expect(members.unknownKeys.map(\.member.key) == ["titl", "zzzzzz", "Style", "environment", "a b"])
    #expect(members.unknownKeys.map(\.suggestion) == ["title", nil, "style", "environments", nil])
    #expect(members.unknownKeys.map(\.path.description) == ["$.titl", "$.zzzzzz", "$.Style", "$.environment", "$['a b']"])
    #expect(members.unknownKeys.map(\.member.keyLocation) == (2...6).map { SourceLocation(line: $0, column: 3) })
}

@Test func aSuggestionIsOnlyACloseTypo() {
    let shape = JSONObjectShape(allowed: ["version", "scale", "environments", "goldens"])
    #expect(shape.suggestion(for: "verison") == "version")
    #expect(shape.suggestion(for: "scales") == "scale")
    #expect(shape.suggestion(for: "golden") == "goldens")
    #expect(shape.suggestion(for: "x") == nil)
    #expect(shape.suggestion(for: "environmentsAndMore") == nil)
    // Of two equally close keys the first allowed one is named.
    #expect(JSONObjectShape(allowed: ["ab", "ba"]).suggestion(for: "aa") == "ab")
}

@Test func missingRequiredKeysComeInTheShapesOrder() throws {
    let shape = JSONObjectShape(required: ["tool", "freetype", "harfbuzz", "fonts"])
    let members = try #require(shape.read(try parsed(#"{"harfbuzz": "8", "extra": true}"#)))
    #expect(members.missingKeys == ["tool", "freetype", "fonts"])
    #expect(members.unknownKeys.map(\.member.key) == ["extra"])
    #expect(members.unknownKeys.map(\.suggestion) == [nil])
}

@Test func aNodeThatIsNotAnObjectIsNotRead() throws {
    let shape = JSONObjectShape(allowed: ["a"])
    for text in ["[]", "null", "1", "\"a\"", "true"] {
        #expect(shape.read(try parsed(text)) == nil, "\(text)")
    }
    let empty = try #require(JSONObjectShape(required: ["a"]).read(try parsed("{}")))
    #expect(empty.list.isEmpty)
    #expect(empty.missingKeys == ["a"])
}

@Test func aKeyGivenTwiceNeverReachesAReader() {
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(#"{"a": 1, "a": 2}"#.utf8)) }
}
