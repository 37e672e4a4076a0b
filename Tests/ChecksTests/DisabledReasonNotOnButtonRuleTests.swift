import Checks
import Spec
import Testing

@Suite("disabled.reason-not-on-button")
struct DisabledReasonNotOnButtonRuleTests {
    static func content(cause: String = "precondition", value: String? = nil, accessibility: String? = nil) -> String {
        let value = value.map { #", "accessibilityValue": "\#($0)""# } ?? ""
        let accessibility = accessibility.map { #", "accessibility": \#($0)"# } ?? ""
        return RuleTest.stack(
            #"{"type": "text", "id": "reason", "text": "Check the box first.", "style": "footnote"}"#,
            #"{"type": "button", "id": "delete", "title": "Delete", "role": "destructive"\#(accessibility), "states": {"disabled": {"cause": "\#(cause)", "reason": "reason"\#(value)}}}"#
        )
    }

    @Test("a hint alone does not put the reason on the button")
    func hintOnly() throws {
        let checked = try RuleTest.check(DisabledReasonNotOnButtonRule(), Self.content(accessibility: #"{"hint": "Check the box above."}"#))
        #expect(
            checked.findings == [
                Finding(
                    rule: .disabledReasonNotOnButton, file: RuleTest.file, location: checked.location("delete"), element: "delete",
                    state: .disabled,
                    message:
                        "\"delete\" is disabled (cause precondition) with no accessibility value, so VoiceOver says only \"dimmed\" (its hint is not enough: people turn hints off).",
                    fix: "Set the accessibility value of \"delete\" to the reason while it is disabled.")
            ])
    }

    @Test("a disabled text field or toggle needs the value too (format 2)")
    func fieldsAndToggles() throws {
        let content = RuleTest.stack(
            #"{"type": "text", "id": "reason", "text": "Managed by your organisation.", "style": "footnote"}"#,
            #"{"type": "textField", "id": "email", "label": "Email", "disabled": {"cause": "impossible", "reason": "reason"}}"#,
            #"{"type": "toggle", "id": "sync", "label": "Sync", "disabled": {"cause": "precondition", "reason": "reason", "accessibilityValue": "Needs a work account"}}"#
        )
        let checked = try RuleTest.check(DisabledReasonNotOnButtonRule(), content)
        #expect(
            checked.findings == [
                Finding(
                    rule: .disabledReasonNotOnButton, file: RuleTest.file, location: checked.location("email"), element: "email",
                    state: .disabled,
                    message: "\"email\" is disabled (cause impossible) with no accessibility value, so VoiceOver says only \"dimmed\".",
                    fix: "Set the accessibility value of \"email\" to the reason while it is disabled.")
            ])
    }

    @Test("no value at all, or a blank one")
    func noValue() throws {
        for content in [Self.content(cause: "impossible"), Self.content(cause: "impossible", value: "  ")] {
            let checked = try RuleTest.check(DisabledReasonNotOnButtonRule(), content)
            #expect(
                checked.messages == [
                    "\"delete\" is disabled (cause impossible) with no accessibility value, so VoiceOver says only \"dimmed\"."
                ])
        }
    }

    @Test("the disabled state's value or the button's own value carries the reason")
    func valueGiven() throws {
        #expect(try RuleTest.check(DisabledReasonNotOnButtonRule(), Self.content(value: "Check the box first")).findings.isEmpty)
        #expect(
            try RuleTest.check(DisabledReasonNotOnButtonRule(), Self.content(accessibility: #"{"value": "Check the box first"}"#)).findings
                .isEmpty)
    }

    @Test(
        "the mystery causes are disabled.mystery's alone, and the loading guard needs no reason",
        arguments: ["invalidForm", "incompleteInput", "inFlight"])
    func otherCauses(cause: String) throws {
        #expect(try RuleTest.check(DisabledReasonNotOnButtonRule(), Self.content(cause: cause)).findings.isEmpty)
    }
}
