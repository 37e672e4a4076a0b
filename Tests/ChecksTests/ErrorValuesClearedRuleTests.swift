import Checks
import Spec
import Testing

@Suite("error.values-cleared")
struct ErrorValuesClearedRuleTests {
    static func content(field: String = "", states: String = #"{"invalidSubmit": {"errors": ["e"], "focus": "e"}}"#) -> String {
        RuleTest.stack(
            #"{"type": "secureField", "id": "password", "label": "Password", "value": "hunter2"\#(field)}"#,
            #"{"type": "inlineError", "id": "e", "for": "password", "text": "Use at least 8 characters."}"#,
            #"{"type": "button", "id": "go", "title": "Go", "states": \#(states)}"#)
    }

    @Test("values stay after a failed submit")
    func valuesStay() throws {
        #expect(try RuleTest.check(ErrorValuesClearedRule(), Self.content()).findings.isEmpty)
    }

    @Test("a filled field that clears on a failed submit")
    func cleared() throws {
        let checked = try RuleTest.check(
            ErrorValuesClearedRule(), Self.content(field: #", "clearsOnInvalidSubmit": true"#), sizes: [.large, .AX5])
        #expect(
            checked.findings == [
                Finding(
                    rule: .errorValuesCleared, file: RuleTest.file, location: checked.location("password"), element: "password",
                    state: .invalidSubmit,
                    message:
                        "A failed submit empties \"password\": what people entered is gone, so they must type it again and cannot see what was wrong with it.",
                    fix:
                        "Keep the entered value when validation fails (drop \"clearsOnInvalidSubmit\"); show the error under the field and move focus to it."
                )
            ])
    }

    @Test("nothing to lose: an empty field, or no invalid submit rendered")
    func nothingEntered() throws {
        let empty = Self.content(field: #", "clearsOnInvalidSubmit": true"#).replacingOccurrences(of: #", "value": "hunter2""#, with: "")
        #expect(try RuleTest.check(ErrorValuesClearedRule(), empty).findings.isEmpty)
        let noSubmit = Self.content(field: #", "clearsOnInvalidSubmit": true"#, states: #"{"loading": {"indicator": "overlay"}}"#)
            .replacingOccurrences(
                of: #"{"type": "inlineError", "id": "e", "for": "password", "text": "Use at least 8 characters."},"#, with: "")
        #expect(try RuleTest.check(ErrorValuesClearedRule(), noSubmit).findings.isEmpty)
    }
}
