import Checks
import Layout
import Spec
import TestSupport
import Testing

@Suite("error.focus")
struct ErrorFocusRuleTests {
    static func content(errors: String = #"["name-error", "zip-error"]"#, focus: String?) -> String {
        let focus = focus.map { #", "focus": "\#($0)""# } ?? ""
        return RuleTest.stack(
            #"{"type": "textField", "id": "name", "label": "Full name"}"#,
            #"{"type": "inlineError", "id": "name-error", "for": "name", "text": "Enter a name."}"#,
            #"{"type": "textField", "id": "zip", "label": "ZIP code"}"#,
            #"{"type": "inlineError", "id": "zip-error", "for": "zip", "text": "Enter 5 digits."}"#,
            #"{"type": "button", "id": "continue", "title": "Continue", "role": "primary", "states": {"invalidSubmit": {"errors": \#(errors)\#(focus), "announcement": "2 fields need attention."}}}"#
        )
    }

    @Test("focus on the second error in reading order, at every size")
    func secondError() throws {
        let checked = try RuleTest.check(ErrorFocusRule(), Self.content(focus: "zip-error"), sizes: [.large, .AX5])
        #expect(
            checked.findings
                == [SizeCategory.large, .AX5].map { size in
                    Finding(
                        rule: .errorFocus, file: RuleTest.file, location: checked.location("continue"), element: "continue",
                        appearance: .light, state: .invalidSubmit, size: size,
                        message: "At \(size.rawValue) an invalid submit of \"continue\" moves focus to \"zip-error\" "
                            + "(VoiceOver says \"Enter 5 digits.\" there, 2 swipes after \"name-error\"), "
                            + "but the first error in reading order is \"name-error\".",
                        fix: "Move focus to \"name-error\" (or its field \"name\") when validation fails.",
                        details: ["spoken": "Enter 5 digits.", "swipes": "2"])
                })
    }

    @Test("no focus target at all is one declarative finding")
    func noFocus() throws {
        let checked = try RuleTest.check(ErrorFocusRule(), Self.content(focus: nil), sizes: [.large, .AX5])
        #expect(
            checked.findings == [
                Finding(
                    rule: .errorFocus, file: RuleTest.file, location: checked.location("continue"), element: "continue",
                    state: .invalidSubmit,
                    message: "An invalid submit of \"continue\" shows 2 errors but moves focus nowhere.",
                    fix: "Move focus to \"name-error\" (or its field \"name\") when validation fails.")
            ])
    }

    @Test(
        "the first error, or its field, whatever order the errors are listed in",
        arguments: ["name-error", "name"])
    func firstError(focus: String) throws {
        let content = Self.content(errors: #"["zip-error", "name-error"]"#, focus: focus)
        #expect(try RuleTest.check(ErrorFocusRule(), content, sizes: [.large, .AX5]).findings.isEmpty)
    }

    @Test("web: focus on the field that names the first error in its describedBy passes, as on the field it is for")
    func describedByField() throws {
        let content = Self.content(focus: "name")
            .replacingOccurrences(of: #""label": "Full name"}"#, with: #""label": "Full name", "describedBy": ["name-error"]}"#)
            .replacingOccurrences(of: #""for": "name", "#, with: "")
        #expect(!content.contains(#""for": "name""#))
        #expect(try RuleTest.check(ErrorFocusRule(), content, sizes: [.zoom100], platform: "web").findings.isEmpty)
        let wrong = try RuleTest.check(
            ErrorFocusRule(), content.replacingOccurrences(of: #""focus": "name""#, with: #""focus": "zip""#),
            sizes: [.zoom100], platform: "web")
        #expect(
            wrong.messages == [
                "At text zoom 100 % an invalid submit of \"continue\" moves focus to \"zip\" (a screen reader says "
                    + "\"ZIP code, text field, Enter 5 digits.\" there, 1 swipe after \"name-error\"), but the first error in reading order is \"name-error\"."
            ])
    }

    @Test("focus on an error summary (format 2) that links to the first error passes; one that does not, fails")
    func summary() throws {
        func content(links: String) -> String {
            RuleTest.stack(
                #"{"type": "errorSummary", "id": "summary", "title": "Fix 2 problems", "errors": \#(links), "announced": true}"#,
                #"{"type": "textField", "id": "name", "label": "Full name"}"#,
                #"{"type": "inlineError", "id": "name-error", "for": "name", "text": "Enter a name."}"#,
                #"{"type": "textField", "id": "zip", "label": "ZIP code"}"#,
                #"{"type": "inlineError", "id": "zip-error", "for": "zip", "text": "Enter 5 digits."}"#,
                #"{"type": "button", "id": "continue", "title": "Continue", "states": {"invalidSubmit": {"errors": ["name-error", "zip-error"], "focus": "summary"}}}"#
            )
        }
        #expect(
            try RuleTest.check(ErrorFocusRule(), content(links: #"["name-error", "zip-error"]"#), sizes: [.large, .AX5]).findings.isEmpty)
        let checked = try RuleTest.check(ErrorFocusRule(), content(links: #"["zip-error"]"#))
        #expect(
            checked.messages == [
                "At large an invalid submit of \"continue\" moves focus to \"summary\" (VoiceOver says \"Fix 2 problems, heading\" there, "
                    + "3 swipes before \"name-error\"), but the first error in reading order is \"name-error\"."
            ])
    }

    @Test("side by side, reading order goes leading to trailing; stacked at AX sizes, top to bottom")
    func sideBySide() throws {
        let content = RuleTest.stack(
            #"{"type": "hstack", "spacing": 12, "verticalAtAccessibilitySizes": true, "children": ["#
                + #"{"type": "vstack", "alignment": "leading", "spacing": 4, "frame": {"maxWidth": "infinity"}, "children": [{"type": "textField", "id": "expiry", "label": "Expiry"}, {"type": "inlineError", "id": "expiry-error", "for": "expiry", "text": "Check the date."}]},"#
                + #"{"type": "vstack", "alignment": "leading", "spacing": 4, "frame": {"maxWidth": "infinity"}, "children": [{"type": "textField", "id": "cvc", "label": "CVC"}, {"type": "inlineError", "id": "cvc-error", "for": "cvc", "text": "3 digits."}]}]}"#,
            #"{"type": "button", "id": "pay", "title": "Pay", "states": {"invalidSubmit": {"errors": ["cvc-error", "expiry-error"], "focus": "cvc", "announcement": "Check the card."}}}"#
        )
        let checked = try RuleTest.check(ErrorFocusRule(), content, sizes: [.large, .AX5])
        #expect(checked.sizes == [.large, .AX5])
        #expect(
            checked.messages.first
                == "At large an invalid submit of \"pay\" moves focus to \"cvc\" (VoiceOver says \"CVC, text field\" there, "
                + "1 swipe before \"expiry-error\"), but the first error in reading order is \"expiry-error\"."
        )
    }

    /// Mirrored right to left, the leading (right) column is read first: the model's order makes "expiry-error"
    /// the first error, so focus on "cvc" (the left column's field) is reported. Frames read left to right (the
    /// rule's old approximation) took "cvc-error" for the first error and passed it.
    @Test("right to left, reading order starts at the right edge")
    func rightToLeft() throws {
        let content = RuleTest.stack(
            #"{"type": "hstack", "spacing": 12, "children": ["#
                + #"{"type": "vstack", "alignment": "leading", "spacing": 4, "frame": {"maxWidth": "infinity"}, "children": [{"type": "textField", "id": "expiry", "label": "Expiry"}, {"type": "inlineError", "id": "expiry-error", "for": "expiry", "text": "Check the date."}]},"#
                + #"{"type": "vstack", "alignment": "leading", "spacing": 4, "frame": {"maxWidth": "infinity"}, "children": [{"type": "textField", "id": "cvc", "label": "CVC"}, {"type": "inlineError", "id": "cvc-error", "for": "cvc", "text": "3 digits."}]}]}"#,
            #"{"type": "button", "id": "pay", "title": "Pay", "states": {"invalidSubmit": {"errors": ["cvc-error", "expiry-error"], "focus": "cvc", "announcement": "Check the card."}}}"#
        )
        let spec = try RuleTest.spec(content)
        let tree = try LayoutEngine.layout(
            spec, size: .large, state: .invalidSubmit, appearance: .light, layoutDirection: .rightToLeft, measurer: MonospaceMeasurer())
        let item = RenderedCase(appearance: .light, size: .large, state: .invalidSubmit, tree: tree, rendering: nil, spec: spec)
        #expect(item.accessibility.order == ["expiry", "cvc", "expiry-error", "cvc-error", "pay"])
        let findings = ErrorFocusRule().check(CheckInput(spec: spec, cases: [item]), thresholds: Thresholds())
        #expect(
            findings.map(\.message) == [
                "At large an invalid submit of \"pay\" moves focus to \"cvc\" (VoiceOver says \"CVC, text field\" there, "
                    + "1 swipe before \"expiry-error\"), but the first error in reading order is \"expiry-error\"."
            ])
    }
}
