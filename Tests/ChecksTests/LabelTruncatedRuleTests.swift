import Checks
import Spec
import Testing

// Monospace body text at Large: 8.5 pt a character, 268 pt of line in a 300 pt screen (31 characters).
@Suite("label.truncated")
struct LabelTruncatedRuleTests {
    static let disabledButton = #"{"type": "button", "id": "go", "title": "Go", "states": {"disabled": {"cause": "impossible"}}}"#

    @Test("a one-line text that needs two lines, reported once although the screen renders two states")
    func lineLimit() throws {
        let content = RuleTest.stack(
            #"{"type": "text", "id": "detail", "text": "200 GB of storage and every feature for one person.", "lineLimit": 1}"#,
            Self.disabledButton)
        let checked = try RuleTest.check(LabelTruncatedRule(), content)
        #expect(checked.findings == [Finding(
            rule: .labelTruncated, file: RuleTest.file, location: checked.location("detail"), element: "detail",
            appearance: .light, state: .idle, size: .large,
            message: "At large the text \"detail\" needs more than its 1-line limit and ends in an ellipsis.",
            fix: "Remove the line limit of \"detail\" so it wraps, or shorten it.")])
    }

    @Test("a button title held to one line that does not fit even at its minimum scale (format 2)")
    func buttonTitle() throws {
        // 68 pt of title in a 100 pt button; at 0.8 a character is 6.8 pt, so "Continue Now" is cut.
        let content = RuleTest.stack(#"{"type": "button", "id": "go", "title": "Continue Now", "frame": {"width": 100}, "lineLimit": 1, "minimumScaleFactor": 0.8}"#)
        let checked = try RuleTest.check(LabelTruncatedRule(), content)
        #expect(checked.findings == [Finding(
            rule: .labelTruncated, file: RuleTest.file, location: checked.location("go"), element: "go",
            appearance: .light, state: .idle, size: .large,
            message: "At large the title of \"go\" needs more than its 1-line limit and ends in an ellipsis.",
            fix: "Remove the line limit of \"go\" so it wraps, or shorten it.")])
    }

    @Test("a text that fits at Large and not at AX5 (11 × 26.5 = 291.5 pt)")
    func onlyAtLargeSizes() throws {
        let content = RuleTest.stack(#"{"type": "text", "id": "cta", "text": "Sign in now", "lineLimit": 1}"#)
        #expect(try RuleTest.check(LabelTruncatedRule(), content, sizes: [.large, .AX5]).sizes == [.AX5])
    }

    @Test("text that wraps, and a field's placeholder (one line by nature), are fine")
    func fine() throws {
        let content = RuleTest.stack(
            #"{"type": "text", "id": "detail", "text": "200 GB of storage and every feature for one person."}"#,
            #"{"type": "textField", "id": "search", "placeholder": "Search every list, note and reminder you have"}"#,
            #"{"type": "button", "id": "go", "title": "Continue to the next step of the setup"}"#)
        #expect(try RuleTest.check(LabelTruncatedRule(), content, sizes: SizeCategory.dynamicTypeSizes).findings.isEmpty)
    }

    @Test("each appearance is a render of its own")
    func appearances() throws {
        let content = RuleTest.stack(#"{"type": "text", "id": "cta", "text": "Sign in now", "lineLimit": 1}"#)
        let checked = try RuleTest.check(LabelTruncatedRule(), content, sizes: [.AX5], appearances: ["light", "dark"])
        #expect(checked.findings.map(\.appearance) == [.light, .dark])
    }
}
