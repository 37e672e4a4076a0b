import Checks
import Spec
import Testing

// Monospace text at Large: a labelled field is 20 (subheadline label) + 6 + 44 (box) = 70 pt tall,
// so the first field spans y 16…86; a one-line error is 18 pt.
@Suite("error.placement")
struct ErrorPlacementRuleTests {
    static let email = #"{"type": "textField", "id": "email", "label": "Email"}"#
    static let password = #"{"type": "textField", "id": "password", "label": "Password", "secure": true}"#
    static let error = #"{"type": "inlineError", "id": "email-error", "for": "email", "text": "Enter a valid email."}"#
    static let button =
        #"{"type": "button", "id": "create", "title": "Create Account", "role": "primary", "states": {"invalidSubmit": {"errors": ["email-error"], "focus": "email-error", "announcement": "Enter a valid email."}}}"#

    func finding(_ checked: Checked, measured: Double, unit: FindingUnit = .point, _ message: String) -> Finding {
        Finding(
            rule: .errorPlacement, file: RuleTest.file, location: checked.location("email-error"), element: "email-error",
            appearance: .light, state: .invalidSubmit, size: .large, measured: measured, threshold: 16, unit: unit,
            message: message, fix: "Place \"email-error\" directly under \"email\", as the field's footer, before anything else.")
    }

    @Test("directly under its field, at every size")
    func underItsField() throws {
        let content = RuleTest.stack(Self.email, Self.error, Self.password, Self.button)
        #expect(try RuleTest.check(ErrorPlacementRule(), content, sizes: SizeCategory.dynamicTypeSizes).findings.isEmpty)
    }

    @Test("after the next field, between the field block and the primary button")
    func afterTheFieldBlock() throws {
        let checked = try RuleTest.check(ErrorPlacementRule(), RuleTest.stack(Self.email, Self.password, Self.error, Self.button))
        #expect(
            checked.findings == [
                finding(
                    checked, measured: 86,
                    "At large the error \"email-error\" is 86 pt below its field \"email\", with \"password\" between them.")
            ])
    }

    @Test("under its field but too far (8 + 30 + 8 pt)")
    func tooFar() throws {
        let group =
            #"{"type": "vstack", "alignment": "leading", "children": [\#(Self.email), {"type": "spacer", "minLength": 30}, \#(Self.error)]}"#
        let checked = try RuleTest.check(ErrorPlacementRule(), RuleTest.stack(group, Self.button))
        #expect(
            checked.findings == [
                finding(checked, measured: 46, "At large the error \"email-error\" is 46 pt below its field \"email\", more than 16 pt.")
            ])
    }

    @Test("an error for a stepper or a date picker (format 2) is judged as a field's: under it, or after the next control")
    func underAStepperOrDatePicker() throws {
        let stepper = #"{"type": "stepper", "id": "guests", "label": "Guests: 9"}"#
        let day = #"{"type": "datePicker", "id": "day", "label": "Day", "value": "5 Dec"}"#
        let error = #"{"type": "inlineError", "id": "guests-error", "for": "guests", "text": "Up to 8 guests."}"#
        let button =
            #"{"type": "button", "id": "book", "title": "Book", "role": "primary", "states": {"invalidSubmit": {"errors": ["guests-error"], "focus": "guests-error"}}}"#
        #expect(try RuleTest.check(ErrorPlacementRule(), RuleTest.stack(stepper, error, day, button)).findings.isEmpty)
        let checked = try RuleTest.check(ErrorPlacementRule(), RuleTest.stack(stepper, day, error, button))
        #expect(checked.messages.count == 1)
        #expect(checked.messages.first?.hasSuffix("below its field \"guests\", with \"day\" between them.") == true)
    }

    @Test("above its field")
    func above() throws {
        let checked = try RuleTest.check(ErrorPlacementRule(), RuleTest.stack(Self.error, Self.email, Self.button))
        #expect(
            checked.findings == [finding(checked, measured: -96, "At large the error \"email-error\" is not below its field \"email\".")])
    }

    @Test("below, but off to one side")
    func offToOneSide() throws {
        let content = RuleTest.stack(
            #"{"type": "hstack", "children": [{"type": "textField", "id": "email", "label": "Email", "frame": {"width": 100}}, {"type": "spacer"}]}"#,
            #"{"type": "hstack", "children": [{"type": "spacer"}, \#(Self.error)]}"#,
            Self.button)
        let checked = try RuleTest.check(ErrorPlacementRule(), content)
        #expect(
            checked.findings == [
                finding(
                    checked, measured: 8,
                    "At large the error \"email-error\" is below its field \"email\" but not under it (no horizontal overlap).")
            ])
    }

    @Test("side-by-side fields, each with its error under it")
    func sideBySide() throws {
        let content = RuleTest.stack(
            #"{"type": "hstack", "spacing": 12, "verticalAtAccessibilitySizes": true, "children": ["#
                + #"{"type": "vstack", "alignment": "leading", "spacing": 4, "frame": {"maxWidth": "infinity"}, "children": [{"type": "textField", "id": "expiry", "label": "Expiry"}, {"type": "inlineError", "id": "expiry-error", "for": "expiry", "text": "Check the date."}]},"#
                + #"{"type": "vstack", "alignment": "leading", "spacing": 4, "frame": {"maxWidth": "infinity"}, "children": [{"type": "textField", "id": "cvc", "label": "CVC"}, {"type": "inlineError", "id": "cvc-error", "for": "cvc", "text": "3 digits."}]}]}"#,
            #"{"type": "button", "id": "pay", "title": "Pay", "states": {"invalidSubmit": {"errors": ["expiry-error", "cvc-error"], "focus": "expiry-error", "announcement": "Check the card."}}}"#
        )
        #expect(try RuleTest.check(ErrorPlacementRule(), content, sizes: [.large, .AX5]).findings.isEmpty)
    }

    static let alert = #"{"type": "inlineError", "id": "email-error", "for": "email", "text": "Enter a valid email.", "role": "alert"}"#

    @Test("web: a role=alert message directly under the submit button is adjacent to the button")
    func webAlertUnderTheButton() throws {
        let content = RuleTest.stack(Self.email, Self.password, Self.button, Self.alert)
        #expect(try RuleTest.check(ErrorPlacementRule(), content, sizes: [.large, .AX5], platform: "web").findings.isEmpty)
        // On iOS the same place is misplaced: between nothing and below the button, after "password".
        let ios = try RuleTest.check(ErrorPlacementRule(), content)
        #expect(
            ios.messages == [
                "At large the error \"email-error\" is 138 pt below its field \"email\", with \"password\", \"create\" between them."
            ])
    }

    @Test("web: a role=alert message directly above the button is adjacent to it too")
    func webAlertAboveTheButton() throws {
        let content = RuleTest.stack(Self.email, Self.password, Self.alert, Self.button)
        #expect(try RuleTest.check(ErrorPlacementRule(), content, platform: "web").findings.isEmpty)
    }

    @Test("web: without role=alert the message must be under its field")
    func webWithoutAlert() throws {
        let content = RuleTest.stack(Self.email, Self.password, Self.button, Self.error)
        #expect(try RuleTest.check(ErrorPlacementRule(), content, platform: "web").rules == [.errorPlacement])
    }

    @Test("web: a role=alert message adjacent to neither is misplaced, and the message says both")
    func webAlertAdjacentToNeither() throws {
        let note = #"{"type": "text", "id": "terms", "text": "By subscribing you accept the terms."}"#
        let checked = try RuleTest.check(
            ErrorPlacementRule(), RuleTest.stack(Self.email, Self.password, Self.button, note, Self.alert), platform: "web")
        #expect(
            checked.messages == [
                "At large the error \"email-error\" is 190 px below its field \"email\", with \"password\", \"create\", \"terms\" between them, and not adjacent to the button \"create\" either (role=\"alert\" on the web may sit by the field or the button)."
            ])
        #expect(
            checked.findings.first?.fix
                == "Place \"email-error\" directly under \"email\", or directly above or below \"create\", with nothing between them.")
    }

    // Format 2, web: the field names the error in its describedBy (aria-describedby) instead of the error naming
    // its field with "for"; the link is the same, so the rule finds the same and flags neither.
    static let describedEmail = #"{"type": "textField", "id": "email", "label": "Email", "describedBy": ["email-error"]}"#
    static let describedError = #"{"type": "inlineError", "id": "email-error", "text": "Enter a valid email."}"#

    @Test("web: an error linked by its field's describedBy is placed like one linked by for")
    func describedBy() throws {
        let under = RuleTest.stack(Self.describedEmail, Self.describedError, Self.password, Self.button)
        #expect(try RuleTest.check(ErrorPlacementRule(), under, sizes: [.zoom100, .zoom200, .reflow320], platform: "web").findings.isEmpty)
        let both = Self.describedError.replacingOccurrences(of: #""text""#, with: #""for": "email", "text""#)
        #expect(
            try RuleTest.check(ErrorPlacementRule(), RuleTest.stack(Self.describedEmail, both, Self.password, Self.button), platform: "web")
                .findings.isEmpty)
        let checked = try RuleTest.check(
            ErrorPlacementRule(), RuleTest.stack(Self.describedEmail, Self.password, Self.describedError, Self.button), platform: "web")
        #expect(
            checked.findings == [
                finding(
                    checked, measured: 86, unit: .cssPixel,
                    "At large the error \"email-error\" is 86 px below its field \"email\", with \"password\" between them.")
            ])
    }
}
