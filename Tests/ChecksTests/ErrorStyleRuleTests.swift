import Checks
import Spec
import Testing

@Suite("error.style")
struct ErrorStyleRuleTests {
    static func content(_ extra: String = "") -> String {
        RuleTest.stack(
            #"{"type": "textField", "id": "email", "label": "Email"}"#,
            #"{"type": "inlineError", "id": "email-error", "for": "email", "text": "Enter an email address."\#(extra)}"#,
            #"{"type": "button", "id": "go", "title": "Go", "states": {"invalidSubmit": {"errors": ["email-error"]}}}"#)
    }

    @Test(
        "footnote in systemRed, its increased-contrast red and brand reds pass",
        arguments: ["", ##", "color": "#D70015""##, ##", "color": "#B00020""##, #", "style": "footnote", "color": "systemRed""#])
    func errorLook(extra: String) throws {
        #expect(try RuleTest.check(ErrorStyleRule(), Self.content(extra), appearances: ["light", "dark"]).findings.isEmpty)
    }

    @Test("a style other than footnote, once for the declaration")
    func style() throws {
        let checked = try RuleTest.check(ErrorStyleRule(), Self.content(#", "style": "body""#), sizes: [.large, .AX5])
        #expect(
            checked.findings == [
                Finding(
                    rule: .errorStyle, file: RuleTest.file, location: checked.location("email-error"), element: "email-error",
                    message:
                        "The inline error \"email-error\" is set in body, not footnote: seed 002 sets inline errors in footnote, so they read as a field's message rather than as content.",
                    fix: "Set the error in footnote (\"style\": \"footnote\"; SwiftUI .font(.footnote)).",
                    details: ["style": "body"])
            ])
    }

    @Test("an orange is 35° from red; a grey is no colour at all; each appearance is judged on its own")
    func colours() throws {
        let orange = try RuleTest.check(ErrorStyleRule(), Self.content(##", "color": "#FF9500""##))
        let finding = try #require(orange.findings.first)
        #expect(orange.findings.count == 1)
        #expect(finding.appearance == .light && finding.state == .invalidSubmit && finding.element == "email-error")
        // #FF9500: hue 60° × 149/255 = 35.06°.
        #expect(abs((finding.measured ?? 0) - 35.0588) < 0.001 && finding.threshold == 20 && finding.unit == .degrees)
        #expect(finding.details == ["color": "#FF9500", "hue": "35°", "saturation": "100%"])
        #expect(
            finding.fix
                == "Draw inline errors in systemRed (or the design system's error red, redefined in \"colors\" to stay legible) rather than a colour of their own."
        )
        #expect(
            orange.messages == [
                "The inline error \"email-error\" is not in the error colour: #FF9500 is 35° of hue from red, so it does not read as an error at a glance."
            ])
        let grey = try RuleTest.check(
            ErrorStyleRule(), Self.content(##", "color": {"light": "#6E6E73", "dark": "#FF453A"}"##), appearances: ["light", "dark"])
        #expect(grey.findings.map(\.appearance) == [.light])
        #expect(
            grey.messages == [
                "The inline error \"email-error\" is not in the error colour: #6E6E73 is a grey (saturation 4%), so it does not read as an error at a glance."
            ])
        #expect(grey.findings.map(\.measured) == [nil])
    }
}

extension ErrorStyleRuleTests {
    /// Issue 27: the colour judged is the one Layout drew the error in (its text's colour in the layout tree),
    /// in the first render of each look that shows it, not one the rule resolves again from the spec; a run
    /// none of whose renders shows the error judges no colour.
    @Test("the colour judged is the one Layout drew")
    func theColourIsTheOneLayoutDrew() throws {
        let spec = try RuleTest.spec(Self.content(##", "color": "#FF9500""##), appearances: ["light", "dark"])
        let input = try RuleTest.input(spec)
        let findings = ErrorStyleRule().check(input, thresholds: Thresholds())
        let drawn = input.cases.filter { $0.state == .invalidSubmit }.compactMap { $0.tree.root.node(withID: "email-error")?.text?.color }
        #expect(drawn.count == 2)
        #expect(findings.map(\.appearance) == [.light, .dark])
        #expect(findings.map { $0.details["color"] } == drawn.map(\.description))
        let idleOnly = CheckInput(spec: spec, cases: input.cases.filter { $0.state == .idle })
        #expect(ErrorStyleRule().check(idleOnly, thresholds: Thresholds()) == [])
    }
}
