import Spec
import Testing

/// Issue 26 (13): a spec's values reach terminals and report files, so a message quotes at most a
/// 40-character excerpt, escaped (the README's promise), and a spec's name and ids, printed in every
/// report, may hold no control characters (an ESC in a name recoloured or hid report lines).
@Suite struct EchoedValueTests {
    @Test func aHugeUnknownKeyIsQuotedOnceAndCut() throws {
        let key = String(repeating: "k", count: 1_000_000)
        let problems = diagnosticLines(
            #"{"\#(key)": 1, "version": 1, "name": "X", "viewport": {"device": "iPhone 16"}, "content": {"type": "spacer"}}"#)
        try #require(problems.count == 1)
        let excerpt = String(repeating: "k", count: 40) + "…"
        #expect(problems[0].hasPrefix("spec.json:1:2: error: unknown key \"\(excerpt)\" in the spec; allowed keys: "))
        #expect(problems[0].hasSuffix(" (at $['\(excerpt)'])"))
        #expect(problems[0].components(separatedBy: String(repeating: "k", count: 41)).count == 1)
        #expect(problems[0].utf8.count < 1000)
    }

    @Test func anUnknownValueAndColourAreQuotedCut() {
        let long = String(repeating: "v", count: 5000)
        let excerpt = String(repeating: "v", count: 40) + "…"
        #expect(
            diagnosticLines(
                #"{"version": 1, "name": "X", "platform": "\#(long)", "viewport": {"device": "iPhone 16"}, "content": {"type": "spacer"}}"#)
                == [
                    "spec.json:1:41: error: unknown value \"\(excerpt)\"; allowed: \"ios\", \"web\" (at $.platform)"
                ])
        #expect(
            diagnosticLines(
                #"{"version": 1, "name": "X", "viewport": {"device": "iPhone 16"}, "content": {"type": "text", "text": "a", "color": "\#(long)"}}"#
            ) == [
                "spec.json:1:116: error: unknown colour \"\(excerpt)\"; use #RRGGBB, an iOS colour name such as \"label\" or \"systemBlue\", a name from the spec's \"colors\", or a {token} (at $.content.color)"
            ])
    }

    @Test func controlCharactersInANameOrIDAreRefusedEscaped() {
        #expect(
            diagnosticLines(
                #"{"version": 1, "name": "Evil\u001b[2J\u0000", "viewport": {"device": "iPhone 16"}, "content": {"type": "spacer"}}"#) == [
                    "spec.json:1:24: error: \"name\" holds the control character U+001B; a spec's name is printed in every report and on terminals, so it may hold none: \"Evil\\u001B[2J\\u0000\" (at $.name)"
                ])
        #expect(
            diagnosticLines(
                #"{"version": 1, "name": "X", "viewport": {"device": "iPhone 16"}, "content": {"type": "spacer", "id": "a\u009bb"}}"#) == [
                    "spec.json:1:102: error: \"id\" holds the control character U+009B; an id is printed in every report and on terminals, so it may hold none: \"a\\u009Bb\" (at $.content.id)"
                ])
    }
}
