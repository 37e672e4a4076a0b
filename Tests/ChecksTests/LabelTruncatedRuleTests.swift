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
        #expect(
            checked.findings.map(\.withoutEdits) == [
                Finding(
                    rule: .labelTruncated, file: RuleTest.file, location: checked.location("detail"), element: "detail",
                    appearance: .light, state: .idle, size: .large,
                    measured: 165.5, threshold: 0, unit: .point,
                    message: "At large the text \"detail\" needs more than its 1-line limit and ends in an ellipsis.",
                    fix:
                        "The text \"detail\" needs 2 lines at large: raise the lineLimit of \"detail\" from 1 to 2 (or remove it), give it 165.5 pt more width, or shorten it.",
                    details: ["linesNeeded": "2", "widthNeeded": "165.5"])
            ])
        // 51 characters are 433.5 pt on a 268 pt line: two lines. The edit raises the literal limit and clears the finding.
        let edits = try #require(checked.findings.first?.edits)
        #expect(edits.map(\.path) == ["$.content.children[0].lineLimit"])
        #expect(edits.map(\.replacement) == ["2"])
        #expect(try SpecEditCheck.recheck(LabelTruncatedRule(), content, edits: edits).isEmpty)
    }

    @Test("the edit raises a line limit to the most lines the text needs at any size it is checked at")
    func editCoversEverySize() throws {
        let content = RuleTest.stack(
            #"{"type": "text", "id": "detail", "text": "200 GB of storage and every feature for one person.", "lineLimit": 1}"#)
        let sizes: [SizeCategory] = [.large, .AX5]
        let checked = try RuleTest.check(LabelTruncatedRule(), content, sizes: sizes)
        let edits = checked.findings.flatMap(\.edits)
        #expect(Set(edits.map(\.replacement)).count == 1)
        #expect(try SpecEditCheck.recheck(LabelTruncatedRule(), content, edits: Array(edits.prefix(1)), sizes: sizes).isEmpty)
    }

    @Test("a segment's title never wraps: the segment is named, and the advice is width, never a line limit")
    func segment() throws {
        let content = RuleTest.stack(
            #"{"type": "picker", "id": "delivery", "label": "Delivery", "options": ["Pickup", "Courier to your door"]}"#)
        let checked = try RuleTest.check(LabelTruncatedRule(), content)
        #expect(checked.messages == ["At large the segment \"Courier to your door\" of \"delivery\" is cut short with an ellipsis."])
        let fix = try #require(checked.findings.first?.fix)
        #expect(!fix.contains("wrap onto") && !fix.contains("lineLimit"))
        #expect(fix.hasPrefix("Segment titles never wrap: the segment \"Courier to your door\" of \"delivery\" needs "))
        #expect(checked.findings.first?.edits == [])
    }

    @Test("a button title held to one line that does not fit even at its minimum scale (format 2)")
    func buttonTitle() throws {
        // 68 pt of title in a 100 pt button; at 0.8 a character is 6.8 pt, so "Continue Now" is cut.
        let content = RuleTest.stack(
            #"{"type": "button", "id": "go", "title": "Continue Now", "frame": {"width": 100}, "lineLimit": 1, "minimumScaleFactor": 0.8}"#)
        let checked = try RuleTest.check(LabelTruncatedRule(), content)
        #expect(
            checked.findings.map(\.withoutEdits) == [
                Finding(
                    rule: .labelTruncated, file: RuleTest.file, location: checked.location("go"), element: "go",
                    appearance: .light, state: .idle, size: .large,
                    measured: checked.findings.first?.measured, threshold: 0, unit: .point,
                    message: "At large the title of \"go\" needs more than its 1-line limit and ends in an ellipsis.",
                    fix:
                        "The title of \"go\" needs 2 lines at large: raise the lineLimit of \"go\" from 1 to 2 (or remove it), give it 13.6 pt more width, or shorten it.",
                    details: ["linesNeeded": "2", "widthNeeded": "13.6"])
            ])
        // 12 characters at 0.8 × 8.5 pt are 81.6 pt on a 68 pt line: 13.6 pt more.
        #expect(abs((checked.findings.first?.measured ?? 0) - 13.6) < 1e-9)
    }

    @Test("a text that fits at Large and not at AX5 (11 × 26.5 = 291.5 pt)")
    func onlyAtLargeSizes() throws {
        let content = RuleTest.stack(#"{"type": "text", "id": "cta", "text": "Sign in now", "lineLimit": 1}"#)
        #expect(try RuleTest.check(LabelTruncatedRule(), content, sizes: [.large, .AX5]).sizes == [.AX5])
    }

    @Test("text that wraps, a short placeholder and a long value (a field scrolls what was typed) are fine")
    func fine() throws {
        let content = RuleTest.stack(
            #"{"type": "text", "id": "detail", "text": "200 GB of storage and every feature for one person."}"#,
            #"{"type": "textField", "id": "search", "placeholder": "Search"}"#,
            #"{"type": "textField", "id": "note", "label": "Note", "value": "Search every list, note and reminder you have"}"#,
            #"{"type": "button", "id": "go", "title": "Continue to the next step of the setup"}"#)
        #expect(try RuleTest.check(LabelTruncatedRule(), content, sizes: SizeCategory.dynamicTypeSizes).findings.isEmpty)
    }

    @Test("a placeholder is text like any other: cut short at AX5, it is reported on its field with what it shows (issue 31)")
    func placeholderAtAX5() throws {
        // 244 pt of line in the field; at AX5 (53 pt) a character is 26.5 pt: 8 characters and "…".
        let content = RuleTest.stack(#"{"type": "textField", "id": "email", "label": "Email", "placeholder": "you@example.com"}"#)
        let checked = try RuleTest.check(LabelTruncatedRule(), content, sizes: [.large, .AX5])
        #expect(
            checked.findings == [
                Finding(
                    rule: .labelTruncated, file: RuleTest.file, location: checked.location("email"), element: "email",
                    appearance: .light, state: .idle, size: .AX5, measured: 153.5, threshold: 0, unit: .point,
                    message:
                        "At AX5 the placeholder of \"email\" is cut short with an ellipsis: the empty field shows \"you@exam…\" of \"you@example.com\".",
                    fix:
                        "The placeholder of \"email\" needs 153.5 pt more width at AX5: shorten it, or put what it says in the field's label "
                        + "or in a text under the field, which wrap.",
                    details: ["widthNeeded": "153.5"])
            ])
    }

    @Test("a long placeholder is cut at Large already (28 characters of 8.5 pt in 244 pt)")
    func longPlaceholder() throws {
        let content = RuleTest.stack(
            #"{"type": "textField", "id": "search", "placeholder": "Search every list, note and reminder you have"}"#)
        let checked = try RuleTest.check(LabelTruncatedRule(), content, sizes: [.large])
        #expect(
            checked.messages == [
                "At large the placeholder of \"search\" is cut short with an ellipsis: "
                    + "the empty field shows \"Search every list, note and…\" of \"Search every list, note and reminder you have\"."
            ])
    }

    @Test("each appearance is a render of its own")
    func appearances() throws {
        let content = RuleTest.stack(#"{"type": "text", "id": "cta", "text": "Sign in now", "lineLimit": 1}"#)
        let checked = try RuleTest.check(LabelTruncatedRule(), content, sizes: [.AX5], appearances: ["light", "dark"])
        #expect(checked.findings.map(\.appearance) == [.light, .dark])
    }
}
