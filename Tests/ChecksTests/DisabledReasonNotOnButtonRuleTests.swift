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
                        "\"delete\" is disabled (cause precondition) with no accessibility value, so VoiceOver says only \"Delete, dimmed, button\" (its hint is not enough: people turn hints off).",
                    fix: "Set the accessibility value of \"delete\" to the reason while it is disabled.",
                    details: ["spoken": "Delete, dimmed, button"])
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
                    message:
                        "\"email\" is disabled (cause impossible) with no accessibility value, so VoiceOver says only \"Email, dimmed, text field\".",
                    fix: "Set the accessibility value of \"email\" to the reason while it is disabled.",
                    details: ["spoken": "Email, dimmed, text field"])
            ])
    }

    @Test("no value at all, or a blank one")
    func noValue() throws {
        for content in [Self.content(cause: "impossible"), Self.content(cause: "impossible", value: "  ")] {
            let checked = try RuleTest.check(DisabledReasonNotOnButtonRule(), content)
            #expect(
                checked.messages == [
                    "\"delete\" is disabled (cause impossible) with no accessibility value, so VoiceOver says only \"Delete, dimmed, button\"."
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

    /// The model's spoken text decides: a label that says why ("Delete, check the box first, dimmed, button")
    /// puts the reason on the button without a value; a label that says something else does not.
    @Test("a label VoiceOver speaks with the reason's text puts it on the button")
    func reasonInTheSpokenLabel() throws {
        let label = #"{"label": "Delete, check the box first"}"#
        #expect(try RuleTest.check(DisabledReasonNotOnButtonRule(), Self.content(accessibility: label)).findings.isEmpty)
        let other = try RuleTest.check(DisabledReasonNotOnButtonRule(), Self.content(accessibility: #"{"label": "Delete account"}"#))
        #expect(
            other.messages == [
                "\"delete\" is disabled (cause precondition) with no accessibility value, so VoiceOver says only \"Delete account, dimmed, button\"."
            ])
    }

    @Test(
        "the mystery causes are disabled.mystery's alone, and the loading guard needs no reason",
        arguments: ["invalidForm", "incompleteInput", "inFlight"])
    func otherCauses(cause: String) throws {
        #expect(try RuleTest.check(DisabledReasonNotOnButtonRule(), Self.content(cause: cause)).findings.isEmpty)
    }
}
