import Checks
import Spec
import Testing

// RuleTest.stack pads by 16 pt, so a child starts at x = 16; a web spec of format 2 is swept at the text
// zoom steps in its own viewport and at the 320 px reflow width.
@Suite("reflow.horizontal-scroll")
struct ReflowHorizontalScrollRuleTests {
    static let plans = RuleTest.stack(
        """
        {"type": "hstack", "id": "plans", "spacing": 12, "children": [
          {"type": "button", "id": "monthly", "title": "Monthly", "frame": {"width": 160}},
          {"type": "button", "id": "yearly", "title": "Yearly", "frame": {"width": 160}}]}
        """)

    @Test("two fixed-width buttons side by side: the one past the edge is named with its row, only at the reflow width")
    func fixedWidthsSideBySide() throws {
        // Yearly spans 16 + 160 + 12 = 188 … 348: 28 px past 320. In the 390 px viewport at 100 % it fits.
        let checked = try RuleTest.check(
            ReflowHorizontalScrollRule(), Self.plans, sizes: [.zoom100, .reflow320], width: 390, platform: "web")
        #expect(
            checked.findings == [
                Finding(
                    rule: .reflowHorizontalScroll, file: RuleTest.file, location: checked.location("yearly"), element: "yearly",
                    appearance: .light, state: .idle, size: .reflow320, measured: 28, threshold: 0, unit: .cssPixel,
                    message:
                        "At the 320 px reflow width \"yearly\" (in \"plans\") reaches 28 px past the right edge of the 320 px viewport, so the page scrolls sideways.",
                    fix:
                        "Let \"plans\" fit 320 px: no fixed widths wider than the space (use maxWidth), and side-by-side items that wrap or stack."
                )
            ])
    }

    @Test("an element wider than the viewport directly in the page is named alone")
    func wideElementInThePage() throws {
        let content = RuleTest.stack(#"{"type": "button", "id": "banner", "title": "Spring sale", "frame": {"width": 400}}"#)
        let checked = try RuleTest.check(ReflowHorizontalScrollRule(), content, sizes: [.reflow320], width: 390, platform: "web")
        #expect(
            checked.messages == [
                "At the 320 px reflow width \"banner\" reaches 96 px past the right edge of the 320 px viewport, so the page scrolls sideways."
            ])
        #expect(checked.findings.map(\.measured) == [96])
    }

    @Test("content that fills the width it is offered reflows; sizes other than the reflow width are not this rule's")
    func reflowingContentPasses() throws {
        let content = RuleTest.stack(
            """
            {"type": "vstack", "id": "plans", "spacing": 12, "children": [
              {"type": "button", "id": "monthly", "title": "Monthly", "frame": {"maxWidth": "infinity"}},
              {"type": "button", "id": "yearly", "title": "Yearly", "frame": {"maxWidth": "infinity"}}]}
            """)
        #expect(
            try RuleTest.check(ReflowHorizontalScrollRule(), content, sizes: [.reflow320], width: 390, platform: "web").findings.isEmpty)
        #expect(try RuleTest.check(ReflowHorizontalScrollRule(), Self.plans, sizes: [.large], width: 300).findings.isEmpty)
    }
}
