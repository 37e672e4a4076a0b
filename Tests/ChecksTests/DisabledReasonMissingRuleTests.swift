import Checks
import Spec
import Testing

@Suite("disabled.reason-missing")
struct DisabledReasonMissingRuleTests {
    static func button(cause: String, reason: String? = nil) -> String {
        let reason = reason.map { #", "reason": "\#($0)""# } ?? ""
        return
            #"{"type": "button", "id": "upload", "title": "Upload", "role": "primary", "states": {"disabled": {"cause": "\#(cause)"\#(reason)}}}"#
    }

    @Test("a legitimate disable with no reason is one declarative finding", arguments: ["impossible", "precondition"])
    func noReason(cause: String) throws {
        let checked = try RuleTest.check(DisabledReasonMissingRule(), RuleTest.stack(Self.button(cause: cause)), sizes: [.large, .AX5])
        #expect(
            checked.findings == [
                Finding(
                    rule: .disabledReasonMissing, file: RuleTest.file, location: checked.location("upload"), element: "upload",
                    state: .disabled,
                    message: "\"upload\" is disabled (cause \(cause)) but no visible text says why.",
                    fix: "Show a short reason directly above or below \"upload\" and name it as the disabled state's \"reason\".")
            ])
    }

    @Test("a reason only in the tooltip does not count, and the finding says why (seed 000: \"only in color or a tooltip\")")
    func reasonOnlyInTooltip() throws {
        let button =
            #"{"type": "button", "id": "upload", "title": "Upload", "tooltip": "Connect to upload.", "states": {"disabled": {"cause": "impossible"}}}"#
        let checked = try RuleTest.check(DisabledReasonMissingRule(), RuleTest.stack(button))
        #expect(
            checked.findings == [
                Finding(
                    rule: .disabledReasonMissing, file: RuleTest.file, location: checked.location("upload"), element: "upload",
                    state: .disabled,
                    message:
                        "\"upload\" is disabled (cause impossible) and says why only in its tooltip (\"Connect to upload.\"). A tooltip does not count: "
                        + "it is not shown on touch, screen readers do not read it reliably, and it is gone when the pointer leaves.",
                    fix:
                        "Show the tooltip's reason as a short text directly above or below \"upload\" and name it as the disabled state's \"reason\".",
                    details: ["tooltip": "Connect to upload."])
            ])
        let shown = RuleTest.stack(
            #"{"type": "text", "id": "offline", "text": "Connect to upload."}"#,
            button.replacingOccurrences(of: #""impossible""#, with: #""impossible", "reason": "offline""#))
        #expect(try RuleTest.check(DisabledReasonMissingRule(), shown).findings.isEmpty)
    }

    @Test("a reason shown in the disabled render is enough")
    func visibleReason() throws {
        let content = RuleTest.stack(
            #"{"type": "text", "id": "offline", "text": "You are offline.", "style": "footnote"}"#,
            Self.button(cause: "impossible", reason: "offline"))
        #expect(try RuleTest.check(DisabledReasonMissingRule(), content, sizes: [.large, .AX5]).findings.isEmpty)
    }

    @Test("a reason that is not shown while disabled is a finding at every size, in one appearance")
    func reasonNotShown() throws {
        let content = RuleTest.stack(
            #"{"type": "toggle", "id": "terms", "label": "I agree", "style": "checkbox"}"#,
            #"{"type": "inlineError", "id": "terms-error", "for": "terms", "text": "Accept the terms.", "visibleIn": ["idle"]}"#,
            Self.button(cause: "precondition", reason: "terms-error"))
        let checked = try RuleTest.check(DisabledReasonMissingRule(), content, sizes: [.large, .AX5], appearances: ["dark", "light"])
        #expect(
            checked.findings
                == [SizeCategory.large, .AX5].map { size in
                    Finding(
                        rule: .disabledReasonMissing, file: RuleTest.file, location: checked.location("upload"), element: "upload",
                        appearance: .light, state: .disabled, size: size,
                        message: "At \(size.rawValue) the reason \"terms-error\" is not shown while \"upload\" is disabled.",
                        fix: "Show \"terms-error\" whenever \"upload\" is disabled (list the disabled state in its visibleIn).")
                })
    }

    @Test("a text reason listed for idle only is not a reason in the disabled render (format 2 visibleIn)")
    func reasonVisibleOnlyInIdle() throws {
        let content = RuleTest.stack(
            #"{"type": "text", "id": "offline", "text": "You are offline.", "style": "footnote", "visibleIn": ["idle"]}"#,
            Self.button(cause: "impossible", reason: "offline"))
        let checked = try RuleTest.check(DisabledReasonMissingRule(), content, sizes: [.large])
        #expect(
            checked.findings == [
                Finding(
                    rule: .disabledReasonMissing, file: RuleTest.file, location: checked.location("upload"), element: "upload",
                    appearance: .light, state: .disabled, size: .large,
                    message: "At large the reason \"offline\" is not shown while \"upload\" is disabled.",
                    fix: "Show \"offline\" whenever \"upload\" is disabled (list the disabled state in its visibleIn).")
            ])
    }

    @Test("a reason inside a stack hidden while disabled is not shown either; one listed for disabled is")
    func reasonInHiddenStack() throws {
        func content(_ states: String) -> String {
            RuleTest.stack(
                #"{"type": "vstack", "visibleIn": [\#(states)], "children": [{"type": "text", "id": "offline", "text": "You are offline."}]}"#,
                Self.button(cause: "impossible", reason: "offline"))
        }
        #expect(try RuleTest.check(DisabledReasonMissingRule(), content(#""idle""#)).findings.map(\.worstSize) == [.large])
        #expect(try RuleTest.check(DisabledReasonMissingRule(), content(#""disabled""#)).findings.isEmpty)
    }

    @Test("a disabled toggle without a reason, and a field whose reason shows only in idle (format 2)")
    func fieldsAndToggles() throws {
        let content = RuleTest.stack(
            #"{"type": "toggle", "id": "sync", "label": "Sync", "disabled": {"cause": "precondition"}}"#,
            #"{"type": "textField", "id": "email", "label": "Email", "disabled": {"cause": "impossible", "reason": "managed"}}"#,
            #"{"type": "text", "id": "managed", "text": "Managed by your organisation.", "visibleIn": ["idle"]}"#)
        let checked = try RuleTest.check(DisabledReasonMissingRule(), content)
        #expect(
            checked.findings == [
                Finding(
                    rule: .disabledReasonMissing, file: RuleTest.file, location: checked.location("sync"), element: "sync",
                    state: .disabled,
                    message: "\"sync\" is disabled (cause precondition) but no visible text says why.",
                    fix: "Show a short reason directly above or below \"sync\" and name it as the disabled state's \"reason\"."),
                Finding(
                    rule: .disabledReasonMissing, file: RuleTest.file, location: checked.location("email"), element: "email",
                    appearance: .light, state: .disabled, size: .large,
                    message: "At large the reason \"managed\" is not shown while \"email\" is disabled.",
                    fix: "Show \"managed\" whenever \"email\" is disabled (list the disabled state in its visibleIn)."),
            ])
    }

    @Test("the mystery causes and the loading guard are not this rule's", arguments: ["invalidForm", "incompleteInput", "inFlight"])
    func otherCauses(cause: String) throws {
        #expect(try RuleTest.check(DisabledReasonMissingRule(), RuleTest.stack(Self.button(cause: cause))).findings.isEmpty)
    }
}
