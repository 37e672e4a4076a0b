import Checks
import Spec
import Testing

@Suite("error.no-suggestion")
struct ErrorNoSuggestionRuleTests {
    static func content(_ text: String) -> String {
        RuleTest.stack(
            #"{"type": "textField", "id": "email", "label": "Email"}"#,
            #"{"type": "inlineError", "id": "email-error", "for": "email", "text": "\#(text)"}"#)
    }

    @Test(
        "an error that only says something is wrong",
        arguments: ["Invalid", "Error", "Required", "This field is required.", "Invalid email"])
    func namesNoFix(text: String) throws {
        let checked = try RuleTest.check(ErrorNoSuggestionRule(), Self.content(text))
        #expect(
            checked.findings == [
                Finding(
                    rule: .errorNoSuggestion, severity: .warning, file: RuleTest.file, location: checked.location("email-error"),
                    element: "email-error",
                    message:
                        "The inline error \"email-error\" says \"\(text)\" and names no fix: people learn that something is wrong, not what to do.",
                    fix: "Say what happened and what to do, such as \"Enter an email address like name@example.com.\"",
                    details: ["language": "en"])
            ])
    }

    @Test(
        "an error that names a fix: a verb or a requirement phrase, as whole words in any case",
        arguments: [
            "Enter a valid email address.", "ENTER your email", "Password: at least 8 characters", "Use an address like name@example.com",
            "e.g. name@example.com",
        ])
    func namesAFix(text: String) throws {
        #expect(try RuleTest.check(ErrorNoSuggestionRule(), Self.content(text)).findings.isEmpty)
    }

    @Test("words match whole: \"entered\" is not \"enter\", \"settings\" is not \"set\"")
    func wholeWords() throws {
        #expect(try RuleTest.check(ErrorNoSuggestionRule(), Self.content("The value entered is invalid")).rules == [.errorNoSuggestion])
        #expect(try RuleTest.check(ErrorNoSuggestionRule(), Self.content("Settings error")).rules == [.errorNoSuggestion])
    }

    @Test("the configuration's word list for the language is the one used; a language without one is not judged")
    func configuredWords() throws {
        var thresholds = Thresholds()
        thresholds.words.languages["en"]?.fix = ["retype"]
        #expect(try RuleTest.check(ErrorNoSuggestionRule(), Self.content("Retype the address"), thresholds: thresholds).findings.isEmpty)
        #expect(
            try RuleTest.check(ErrorNoSuggestionRule(), Self.content("Enter the address"), thresholds: thresholds).rules == [
                .errorNoSuggestion
            ])
        thresholds.words.languages["en"] = nil
        #expect(try RuleTest.check(ErrorNoSuggestionRule(), Self.content("Invalid"), thresholds: thresholds).findings.isEmpty)
    }

    @Test("a long error is quoted to 40 characters")
    func excerpt() throws {
        let text = "Something about this email address is not right at all"
        let checked = try RuleTest.check(ErrorNoSuggestionRule(), Self.content(text))
        #expect(
            checked.messages == [
                "The inline error \"email-error\" says \"Something about this email address is n…\" and names no fix: people learn that something is wrong, not what to do."
            ])
    }

    @Test("each locale's errors are judged with its language's words, the pseudo-locale's not at all")
    func localeLanguage() throws {
        let content = RuleTest.stack(
            #"{"type": "textField", "id": "email", "label": "Email"}"#,
            #"{"type": "inlineError", "id": "email-error", "for": "email", "text": {"key": "email.error"}}"#)
        let json = """
            {"version": 2, "name": "Rule test", "viewport": {"width": 300, "height": 600, "scale": 1}, "content": \(content),
             "strings": {"en": {"email.error": "Enter an email address."}, "de": {"email.error": "Ungültig"}, "fr": {"email.error": "Invalide"}},
             "locales": ["en", "de", "fr", "pseudo"]}
            """
        let spec = try SpecLoader.load(bytes: Array(json.utf8), file: RuleTest.file, baseDirectory: "/tmp")
        let findings = Checker.check(try RuleTest.input(spec)).filter { $0.rule == .errorNoSuggestion }
        // English names a fix; German says only "invalid"; French has no word list; pseudo is not judged.
        #expect(findings.map(\.locale?.identifier) == ["de"])
        #expect(findings.map(\.details) == [["language": "de"]])
        #expect(
            findings.map(\.message) == [
                "The inline error \"email-error\" says \"Ungültig\" and names no fix: people learn that something is wrong, not what to do."
            ])
    }

    @Test("the checker gives it warning severity, and a suppression accepts it with its reason")
    func severityAndSuppression() throws {
        let content = Self.content("Invalid")
        let spec = try RuleTest.spec(content)
        let findings = Checker.check(try RuleTest.input(spec))
        #expect(findings.filter { $0.rule == .errorNoSuggestion }.map(\.severity) == [.warning])
        let suppressed = try RuleTest.spec(
            content, suppressions: #"[{"rule": "error.no-suggestion", "element": "email-error", "reason": "Legal wording, approved"}]"#)
        #expect(
            Checker.check(try RuleTest.input(suppressed)).filter { $0.rule == .errorNoSuggestion }.map(\.suppression) == [
                "Legal wording, approved"
            ])
    }
}
