import Checks
import Spec
import Testing

@Suite("error.unannounced")
struct ErrorUnannouncedRuleTests {
    static func content(announcement: String? = nil, alert: Bool = false) -> String {
        let announcement = announcement.map { #", "announcement": "\#($0)""# } ?? ""
        let role = alert ? #", "role": "alert""# : ""
        return RuleTest.stack(
            #"{"type": "textField", "id": "email", "label": "Email"}"#,
            #"{"type": "inlineError", "id": "email-error", "for": "email", "text": "Enter an email address."\#(role)}"#,
            #"{"type": "button", "id": "submit", "title": "Submit", "role": "primary", "states": {"invalidSubmit": {"errors": ["email-error"], "focus": "email-error"\#(announcement)}}}"#
        )
    }

    @Test("iOS: errors shown with no announcement")
    func unannounced() throws {
        let checked = try RuleTest.check(ErrorUnannouncedRule(), Self.content(), sizes: [.large, .AX5])
        #expect(
            checked.findings == [
                Finding(
                    rule: .errorUnannounced, file: RuleTest.file, location: checked.location("submit"), element: "submit",
                    state: .invalidSubmit,
                    message:
                        "An invalid submit of \"submit\" shows an error but declares no announcement, so VoiceOver users are not told.",
                    fix: "Post an announcement that names the error (UIAccessibility.post(.announcement)) when validation fails.")
            ])
    }

    @Test("iOS: role alert is the web's; VoiceOver still needs an announcement")
    func alertOnIOS() throws {
        #expect(try RuleTest.check(ErrorUnannouncedRule(), Self.content(alert: true)).rules == [.errorUnannounced])
    }

    @Test("an announcement, or on the web an error with role alert")
    func announced() throws {
        #expect(try RuleTest.check(ErrorUnannouncedRule(), Self.content(announcement: "Enter an email address.")).findings.isEmpty)
        #expect(try RuleTest.check(ErrorUnannouncedRule(), Self.content(alert: true), platform: "web").findings.isEmpty)
    }

    @Test(
        "an error summary or a toast (format 2) announced on the invalid submit counts; one that is not, or not shown then, does not",
        arguments: [
            (#"{"type": "errorSummary", "id": "s", "title": "Fix 1 problem", "errors": ["email-error"], "announced": true}"#, true),
            (#"{"type": "toast", "id": "t", "text": "Couldn't sign up. Check the form.", "announced": true}"#, true),
            (#"{"type": "errorSummary", "id": "s", "title": "Fix 1 problem", "errors": ["email-error"]}"#, false),
            (#"{"type": "toast", "id": "t", "text": "Saved.", "announced": true, "visibleIn": ["idle"]}"#, false),
        ])
    func summary(message: String, counts: Bool) throws {
        let content = Self.content().replacingOccurrences(of: #""children": ["#, with: #""children": ["# + message + ",")
        let checked = try RuleTest.check(ErrorUnannouncedRule(), content, platform: "web")
        #expect(checked.findings.isEmpty == counts)
        #expect(try RuleTest.check(ErrorUnannouncedRule(), content).findings.isEmpty == counts)
    }

    @Test("the web without role alert")
    func webWithoutAlert() throws {
        let checked = try RuleTest.check(ErrorUnannouncedRule(), Self.content(), platform: "web")
        #expect(
            checked.messages == [
                "An invalid submit of \"submit\" shows an error but declares no announcement and no error has role=\"alert\", so screen reader users are not told."
            ])
        #expect(checked.findings.map(\.fix) == ["Render the error with role=\"alert\" (or announce it) when validation fails."])
    }
}
