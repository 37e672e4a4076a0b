import Checks
import Spec
import Testing

// Monospace text: a body line is 40 pt of text on a 48 pt line at AX3 (20 pt a character).
@Suite("label.clipped")
struct LabelClippedRuleTests {
    @Test("a title taller than its fixed-height button spills out of it from AX3")
    func fixedHeightButton() throws {
        let content = RuleTest.stack(
            #"{"type": "button", "id": "not-now", "title": "Not Now", "style": "plain", "frame": {"maxWidth": "infinity", "height": 44}}"#)
        let checked = try RuleTest.check(LabelClippedRule(), content, sizes: [.large, .AX3])
        var expected = Finding(
            rule: .labelClipped, file: RuleTest.file, location: checked.location("not-now"), element: "not-now",
            appearance: .light, state: .idle, size: .AX3, measured: 2, threshold: 0, unit: .point,
            message: "At AX3 the title of \"not-now\" is 140 × 48 pt and spills 2 pt out of its 268 × 44 pt frame.",
            fix: "\"not-now\" needs 4 pt more height at AX3 to hold the title of \"not-now\": raise its frame.height from 44 to 48 "
                + "or drop its fixed height.",
            details: ["heightNeeded": "4"])
        // The measured height, written where the spec holds it: the 44 of "height" becomes 48 (the title's height).
        let edit = try #require(checked.findings.first?.edits.first)
        #expect(edit.path == "$.content.children[0].frame.height" && edit.replacement == "48" && edit.member == nil)
        expected.edits = [edit]
        #expect(checked.findings == [expected])
    }

    @Test("a field's label in a field squeezed to 30 pt (label 20 + 6 + box 44, centred)")
    func fieldLabel() throws {
        let content = RuleTest.stack(#"{"type": "textField", "id": "email", "label": "Email", "frame": {"height": 30}}"#)
        let checked = try RuleTest.check(LabelClippedRule(), content)
        #expect(checked.messages == ["At large the label of \"email\" is 37.5 × 20 pt and spills 20 pt out of its 268 × 30 pt frame."])
    }

    @Test("a placeholder in a field squeezed to 30 pt spills out of it at AX3, not at Large, named with its words (issue 31)")
    func fieldPlaceholder() throws {
        let content = RuleTest.stack(#"{"type": "textField", "id": "code", "placeholder": "Code", "frame": {"height": 30}}"#)
        let checked = try RuleTest.check(LabelClippedRule(), content, sizes: [.large, .AX3])
        #expect(
            checked.messages == ["At AX3 the placeholder \"Code\" of \"code\" is 80 × 48 pt and spills 9 pt out of its 268 × 30 pt frame."])
        #expect(
            checked.findings.map(\.fix) == [
                "\"code\" needs 18 pt more height at AX3 to hold the placeholder \"Code\" of \"code\": "
                    + "raise its frame.height from 30 to 48 or drop its fixed height."
            ])
        #expect(checked.findings.flatMap(\.edits).map(\.replacement) == ["48"])
    }

    @Test("a word wider than the line is broken (34 × 8.5 = 289 pt in 268)")
    func brokenWord() throws {
        let content = RuleTest.stack(#"{"type": "text", "id": "word", "text": "Supercalifragilisticexpialidocious"}"#)
        let checked = try RuleTest.check(LabelClippedRule(), content)
        #expect(checked.messages == ["At large the text \"word\" breaks a word that is wider than the line."])
        // No fixed width holds it: the screen's does, so there is advice and no edit.
        #expect(
            checked.findings.map(\.fix) == [
                "The text \"word\" needs 21 pt more width at large, but its width comes from the 300 pt screen, not a fixed frame: "
                    + "shorten its longest word, or reduce the padding and margins around it."
            ])
        #expect(checked.findings.first?.measured == nil)
        #expect(checked.findings.flatMap(\.edits) == [])
    }

    @Test("a word broken in a container of a fixed 120 pt: its frame.width is raised by what the word lacks (170 pt in 100)")
    func brokenWordInAFixedWidth() throws {
        let content = RuleTest.stack(
            #"{"type": "vstack", "id": "box", "padding": 10, "frame": {"width": 120, "alignment": "leading"}, "children": ["#
                + #"{"type": "text", "id": "word", "text": "A supercalifragilistic word"}]}"#)
        let checked = try RuleTest.check(LabelClippedRule(), content)
        #expect(checked.messages == ["At large the text \"word\" breaks a word that is wider than the line."])
        #expect(
            checked.findings.map(\.fix) == [
                "Its container \"box\" needs a width of 190 pt to hold the text \"word\" at large: raise its frame.width from 120 "
                    + "to 190 (or drop the fixed width), or shorten the text."
            ])
        let edits = checked.findings.flatMap(\.edits)
        #expect(edits.map(\.path) == ["$.content.children[0].frame.width"])
        #expect(edits.map(\.replacement) == ["190"])
    }

    @Test("a maximum width less than the stack offers is raised; one the screen already narrows gets advice")
    func brokenWordUnderAMaximumWidth() throws {
        let narrow = RuleTest.stack(
            #"{"type": "text", "id": "word", "text": "A supercalifragilistic word", "frame": {"maxWidth": 120}}"#)
        let raised = try RuleTest.check(LabelClippedRule(), narrow)
        #expect(raised.findings.flatMap(\.edits).map { "\($0.path) \($0.replacement)" } == ["$.content.children[0].frame.maxWidth 170"])
        #expect(
            raised.findings.map(\.fix) == [
                "\"word\" needs a width of 170 pt to hold the text \"word\" at large: raise its frame.maxWidth from 120 to 170 "
                    + "(or drop the fixed width), or shorten the text."
            ])
        let wide = RuleTest.stack(
            #"{"type": "text", "id": "word", "text": "A supercalifragilisticexpialidocious", "frame": {"maxWidth": 400}}"#)
        #expect(try RuleTest.check(LabelClippedRule(), wide).findings.flatMap(\.edits) == [])
    }

    @Test("a line past the screen's edge (16 + 43 × 8.5 = 381.5 pt on a 300 pt screen)")
    func pastTheScreen() throws {
        let content = RuleTest.stack(
            #"{"type": "text", "id": "wide", "text": "Wide text that runs on and on past the edge", "frame": {"width": 400, "alignment": "leading"}}"#
        )
        let checked = try RuleTest.check(LabelClippedRule(), content)
        #expect(checked.messages == ["At large the text \"wide\" runs 81.5 pt past the edge of the screen."])
        #expect(checked.findings.first?.measured == 81.5)
    }

    @Test("buttons and fields that grow, and wrapping text, are fine at every size")
    func fine() throws {
        let content = RuleTest.stack(
            #"{"type": "text", "text": "Get a note when a friend shares a list with you."}"#,
            #"{"type": "textField", "id": "email", "label": "Email address", "value": "someone@example.com"}"#,
            #"{"type": "toggle", "id": "notify", "label": "Notify me about price drops"}"#,
            #"{"type": "button", "id": "go", "title": "Get Started", "frame": {"maxWidth": "infinity", "minHeight": 44}}"#)
        #expect(try RuleTest.check(LabelClippedRule(), content, sizes: SizeCategory.dynamicTypeSizes).findings.isEmpty)
    }
}
