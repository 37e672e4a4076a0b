import Checks
import Spec
import Testing

@Suite("announcement.noise")
struct AnnouncementNoiseRuleTests {
    static func content(on trigger: String, _ text: String) -> String {
        RuleTest.stack(
            #"{"type": "textField", "id": "email", "label": "Email", "announcements": [{"on": "\#(trigger)", "text": "\#(text)"}]}"#,
            #"{"type": "button", "id": "continue", "title": "Continue", "role": "primary"}"#)
    }

    @Test("availability announced on every keystroke")
    func keystroke() throws {
        let checked = try RuleTest.check(AnnouncementNoiseRule(), Self.content(on: "keystroke", "Continue is now available"))
        let location = try #require(checked.spec.node(withID: "email")?.announcements.first?.location)
        #expect(
            checked.findings == [
                Finding(
                    rule: .announcementNoise, file: RuleTest.file, location: location, element: "email",
                    message:
                        "\"email\" announces \"Continue is now available\" on every keystroke: VoiceOver talks over people typing to say what they will find when they get there.",
                    fix:
                        "Announce nothing while people type; keep the button enabled and, when it is pressed with invalid input, announce what is wrong.",
                    details: ["trigger": "keystroke", "word": "available", "language": "en"])
            ])
    }

    @Test("each locale's announcements are read in its language, the pseudo-locale's not at all")
    func localeLanguage() throws {
        let content = RuleTest.stack(
            #"{"type": "textField", "id": "email", "label": "Email", "announcements": [{"on": "keystroke", "text": {"key": "ready"}}]}"#,
            #"{"type": "button", "id": "continue", "title": "Continue", "role": "primary"}"#)
        let json = """
            {"version": 2, "name": "Rule test", "viewport": {"width": 300, "height": 600, "scale": 1}, "content": \(content),
             "strings": {"en": {"ready": "Email checked"}, "de": {"ready": "Weiter ist jetzt verfügbar"}}, "locales": ["en", "de", "pseudo"]}
            """
        let spec = try SpecLoader.load(bytes: Array(json.utf8), file: RuleTest.file, baseDirectory: "/tmp")
        let findings = Checker.check(try RuleTest.input(spec)).filter { $0.rule == .announcementNoise }
        #expect(findings.map(\.locale?.identifier) == ["de"])
        #expect(findings.map { $0.details["word"] } == ["verfügbar"])
    }

    @Test("on an input change too, in any case, as whole words")
    func input() throws {
        let checked = try RuleTest.check(AnnouncementNoiseRule(), Self.content(on: "input", "Sign In ENABLED"))
        #expect(
            checked.messages == [
                "\"email\" announces \"Sign In ENABLED\" on every change of its input: VoiceOver talks over people typing to say what they will find when they get there."
            ])
        #expect(try RuleTest.check(AnnouncementNoiseRule(), Self.content(on: "input", "Unavailable offline")).findings.isEmpty)
    }

    @Test("after typing stops is not noise; an assertive announcement while typing says it interrupts")
    func afterTypingStopsAndPoliteness() throws {
        #expect(try RuleTest.check(AnnouncementNoiseRule(), Self.content(on: "afterTypingStops", "Username available")).findings.isEmpty)
        let content = RuleTest.stack(
            #"{"type": "textField", "id": "email", "label": "Email", "announcements": [{"on": "keystroke", "text": "Continue available", "politeness": "assertive"}]}"#
        )
        let checked = try RuleTest.check(AnnouncementNoiseRule(), content)
        #expect(
            checked.messages == [
                "\"email\" announces \"Continue available\" on every keystroke: VoiceOver interrupts itself (assertive) and talks over "
                    + "people typing to say what they will find when they get there."
            ])
        #expect(checked.findings.first?.details["politeness"] == "assertive")
    }

    /// A picker's, stepper's, date picker's or toggle's input is a value people set, not text they type.
    @Test(
        "on a change of a value set with a control",
        arguments: [
            (#"{"type": "stepper", "id": "guests", "label": "Guests: 2""#, "guests"),
            (#"{"type": "picker", "id": "sitting", "label": "Sitting", "options": ["Lunch", "Dinner"], "selection": 0"#, "sitting"),
            (#"{"type": "datePicker", "id": "date", "label": "Date", "value": "2026-12-24""#, "date"),
            (#"{"type": "toggle", "id": "terms", "label": "I accept the terms", "isOn": true"#, "terms"),
        ])
    func valueControls(node: String, id: String) throws {
        let content = RuleTest.stack(
            node + #", "announcements": [{"on": "input", "text": "Book is now available"}]}"#,
            #"{"type": "button", "id": "book", "title": "Book", "role": "primary"}"#)
        let checked = try RuleTest.check(AnnouncementNoiseRule(), content)
        #expect(
            checked.messages == [
                "\"\(id)\" announces \"Book is now available\" on every change of its value: VoiceOver talks over people setting it to say what they will find when they get there."
            ])
        #expect(
            checked.findings.map(\.fix) == [
                "Announce nothing while people change a value; keep the button enabled and, when it is pressed with invalid input, announce what is wrong."
            ])
    }

    @Test(
        "availability announced on a submit, or other words while typing, are not noise",
        arguments: [
            ("invalidSubmit", "Continue is now available"), ("loadingFinished", "Download available"), ("keystroke", "3 characters left"),
        ])
    func notNoise(trigger: String, text: String) throws {
        #expect(try RuleTest.check(AnnouncementNoiseRule(), Self.content(on: trigger, text)).findings.isEmpty)
    }

    @Test("the configured availability words of the language are the ones used")
    func configured() throws {
        var thresholds = Thresholds()
        thresholds.words.languages["en"]?.availability = ["ready"]
        #expect(
            try RuleTest.check(AnnouncementNoiseRule(), Self.content(on: "keystroke", "Continue is ready"), thresholds: thresholds).rules
                == [.announcementNoise])
        #expect(
            try RuleTest.check(AnnouncementNoiseRule(), Self.content(on: "keystroke", "Continue is now available"), thresholds: thresholds)
                .findings.isEmpty)
    }

    @Test("error.unannounced accepts the button's invalidSubmit announcement")
    func announcesTheError() throws {
        let content = RuleTest.stack(
            #"{"type": "textField", "id": "email", "label": "Email"}"#,
            #"{"type": "inlineError", "id": "email-error", "for": "email", "text": "Enter an email address."}"#,
            #"{"type": "button", "id": "submit", "title": "Submit", "announcements": [{"on": "invalidSubmit", "text": "Enter an email address."}], "states": {"invalidSubmit": {"errors": ["email-error"], "focus": "email-error"}}}"#
        )
        #expect(try RuleTest.check(ErrorUnannouncedRule(), content).findings.isEmpty)
        let onSubmit = content.replacingOccurrences(of: #""on": "invalidSubmit""#, with: #""on": "submit""#)
        #expect(try RuleTest.check(ErrorUnannouncedRule(), onSubmit).rules == [.errorUnannounced])
    }
}
