import Checks
import Spec
import Testing

@Suite("disabled.mystery")
struct DisabledMysteryRuleTests {
    static func button(role: String, cause: String) -> String {
        RuleTest.stack(
            #"{"type": "textField", "id": "email", "label": "Email"}"#,
            #"{"type": "button", "id": "continue", "title": "Continue", "role": "\#(role)", "style": "glassProminent", "states": {"disabled": {"cause": "\#(cause)"}}}"#
        )
    }

    @Test("a primary disabled while the form is invalid is one declarative finding")
    func invalidForm() throws {
        let checked = try RuleTest.check(DisabledMysteryRule(), Self.button(role: "primary", cause: "invalidForm"), sizes: [.large, .AX5])
        #expect(
            checked.findings == [
                Finding(
                    rule: .disabledMystery, file: RuleTest.file, location: checked.location("continue"), element: "continue",
                    state: .disabled,
                    message:
                        "The primary button \"continue\" is disabled while the form is invalid (cause invalidForm), so people cannot tell what is missing and cannot tap it to find out.",
                    fix: "Keep \"continue\" enabled and, on tap, validate, show each error under its field and move focus to the first one."
                )
            ])
        #expect(checked.findings[0].sizes.isEmpty)
        #expect(checked.findings[0].appearance == nil)
        #expect(checked.findings[0].measured == nil)
    }

    @Test("incomplete input is the mystery too")
    func incompleteInput() throws {
        let checked = try RuleTest.check(DisabledMysteryRule(), Self.button(role: "primary", cause: "incompleteInput"))
        #expect(
            checked.messages == [
                "The primary button \"continue\" is disabled until the input is complete (cause incompleteInput), so people cannot tell what is missing and cannot tap it to find out."
            ])
    }

    @Test(
        "legitimate causes, the loading guard and non-primary buttons are not the mystery",
        arguments: [
            ("primary", "precondition"), ("primary", "impossible"), ("primary", "inFlight"), ("secondary", "invalidForm"),
            ("cancel", "incompleteInput"),
        ])
    func notTheMystery(role: String, cause: String) throws {
        #expect(try RuleTest.check(DisabledMysteryRule(), Self.button(role: role, cause: cause)).findings.isEmpty)
    }

    @Test("an enabled primary is fine")
    func enabled() throws {
        let content = RuleTest.stack(#"{"type": "button", "id": "continue", "title": "Continue", "role": "primary"}"#)
        #expect(try RuleTest.check(DisabledMysteryRule(), content).findings.isEmpty)
    }
}
