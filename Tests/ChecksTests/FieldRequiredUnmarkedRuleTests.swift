import Checks
import JSON
import Spec
import Testing

@Suite("field.required-unmarked")
struct FieldRequiredUnmarkedRuleTests {
    @Test("a required field with no marker and no requirement text")
    func unmarked() throws {
        let content = RuleTest.stack(#"{"type": "textField", "id": "order", "label": "Order number", "required": true}"#)
        let checked = try RuleTest.check(FieldRequiredUnmarkedRule(), content, sizes: [.large, .AX5])
        #expect(
            checked.findings == [
                Finding(
                    rule: .fieldRequiredUnmarked, file: RuleTest.file, location: checked.location("order"), element: "order",
                    message: "The required field \"order\" has no visible required marker and no requirement text.",
                    fix: "Mark \"order\" as required in its label (for example \"*\" explained once) or name a visible requirement text.")
            ])
        #expect(checked.findings[0].state == nil)
    }

    @Test("a field without an id is named by its JSONPath")
    func unnamed() throws {
        let content = RuleTest.stack(
            #"{"type": "text", "text": "Details"}"#, #"{"type": "textField", "label": "Order number", "required": true}"#)
        #expect(try RuleTest.check(FieldRequiredUnmarkedRule(), content).elements == ["$.content.children[1]"])
    }

    @Test("an indicator with no label to draw it in does not mark the field")
    func indicatorWithoutLabel() throws {
        let content = RuleTest.stack(
            #"{"type": "textField", "id": "order", "placeholder": "Order number", "required": true, "requiredIndicator": "*"}"#)
        #expect(
            try RuleTest.check(FieldRequiredUnmarkedRule(), content).messages == [
                "The required field \"order\" has a required indicator but no label to draw it in, and no requirement text."
            ])
    }

    @Test("a visible indicator, a requirement text, or an optional field")
    func marked() throws {
        let content = RuleTest.stack(
            #"{"type": "text", "id": "all-required", "text": "All fields are required.", "style": "footnote"}"#,
            #"{"type": "textField", "id": "a", "label": "Name", "required": true, "requiredIndicator": "*"}"#,
            #"{"type": "textField", "id": "b", "label": "Street", "required": true, "requirementText": "all-required"}"#,
            #"{"type": "textField", "id": "c", "label": "Company"}"#)
        #expect(try RuleTest.check(FieldRequiredUnmarkedRule(), content).findings.isEmpty)
    }

    @Test("aria-required is the spoken half only: a web field marked only by it is reported for its visible half")
    func ariaRequiredOnly() throws {
        let content = RuleTest.stack(
            #"{"type": "textField", "id": "phone", "label": "Phone", "ariaRequired": true}"#,
            #"{"type": "textField", "id": "email", "label": "Email", "ariaRequired": true, "requiredIndicator": "*"}"#,
            #"{"type": "textField", "id": "notes", "label": "Notes", "ariaRequired": false}"#)
        #expect(
            try RuleTest.check(FieldRequiredUnmarkedRule(), content, platform: "web").messages == [
                "The required field \"phone\" has no visible required marker and no requirement text. Its aria-required=\"true\" tells screen reader users, "
                    + "but draws nothing, so sighted people are not told."
            ])
    }
}
