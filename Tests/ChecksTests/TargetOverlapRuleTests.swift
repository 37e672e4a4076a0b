import Checks
import Spec
import Testing

// Monospace text: a mini plain button with a caption2 title (11 pt at Large, 5.5 pt a character)
// and 8 pt side insets, at least 24 pt tall: "X" is 21.5 pt wide, "Share" 43.5 pt.
@Suite("target.overlap")
struct TargetOverlapRuleTests {
    static func row(spacing: Int, share: String = #""tapArea": {"minWidth": 44, "minHeight": 44}"#) -> String {
        RuleTest.stack(
            """
            {"type": "hstack", "spacing": \(spacing), "children": [
              {"type": "button", "id": "share", "title": "Share", "style": "plain", "controlSize": "mini", "titleStyle": "caption2", \(share)},
              {"type": "button", "id": "close", "title": "X", "style": "plain", "controlSize": "mini", "titleStyle": "caption2", "tapArea": {"minWidth": 44, "minHeight": 44}}]}
            """)
    }

    @Test("tap areas that reach into each other: the later control's is named, with the overlap")
    func overlapping() throws {
        // Share's region is 44 wide around its 43.5 pt frame (0.25 pt each side); close's frame starts 4 pt
        // after Share's and its region reaches 11.25 pt before it: 11.25 − 4 + 0.25 = 7.5 pt of overlap.
        let checked = try RuleTest.check(TargetOverlapRule(), Self.row(spacing: 4))
        #expect(
            checked.findings == [
                Finding(
                    rule: .targetOverlap, file: RuleTest.file, location: checked.location("close"), element: "close",
                    appearance: .light, state: .idle, size: .large, measured: 7.5, threshold: 0, unit: .point,
                    message:
                        "At large the tap area of \"close\" overlaps the tap area of \"share\" by 7.5 × 44 pt, so a tap there may reach either.",
                    fix:
                        "Keep the hit regions of \"close\" and \"share\" apart: move the controls apart or let the tap area grow away from the neighbour.",
                    details: ["other": "share"])
            ])
    }

    @Test("the control whose tap area reaches is named, not its neighbour without one")
    func reachingControlIsNamed() throws {
        let checked = try RuleTest.check(TargetOverlapRule(), Self.row(spacing: 4, share: #""accessibility": {"label": "Share"}"#))
        // Share's frame (43.5 × 24 pt, no tap area) ends 4 pt before close's frame, whose region reaches
        // 11.25 pt before it: 7.25 pt of overlap, over Share's whole height.
        #expect(
            checked.messages == ["At large the tap area of \"close\" overlaps \"share\" by 7.3 × 24 pt, so a tap there may reach either."])
        #expect(checked.findings.first?.measured == 7.25)
    }

    @Test("far enough apart, or frames that only touch, do not overlap")
    func apart() throws {
        #expect(try RuleTest.check(TargetOverlapRule(), Self.row(spacing: 12)).findings.isEmpty)
        let touching = RuleTest.stack(
            #"{"type": "hstack", "spacing": 0, "children": [{"type": "button", "id": "a", "title": "A"}, {"type": "button", "id": "b", "title": "B"}]}"#
        )
        #expect(try RuleTest.check(TargetOverlapRule(), touching).findings.isEmpty)
    }
}

@Suite("target.size with a tap area")
struct TargetSizeTapAreaTests {
    @Test("a small button with a 44 pt tap area passes; a tap area still under 44 pt is named as such")
    func tapArea() throws {
        let passing = RuleTest.stack(
            #"{"type": "button", "id": "x", "title": "X", "style": "plain", "controlSize": "mini", "tapArea": {"minWidth": 44, "minHeight": 44}}"#
        )
        #expect(try RuleTest.check(TargetSizeRule(), passing).findings.isEmpty)
        // 21.5 × 24 pt grown by 8 pt on every side: 37.5 × 40 pt.
        let short = RuleTest.stack(
            #"{"type": "button", "id": "x", "title": "X", "style": "plain", "controlSize": "mini", "titleStyle": "caption2", "tapArea": {"padding": 8}}"#
        )
        let checked = try RuleTest.check(TargetSizeRule(), short)
        #expect(
            checked.messages == [
                "At large the tap area of \"x\" is 37.5 × 40 pt, under 44 × 44 pt (Apple HIG; WCAG 2.5.5 Target Size (Enhanced), AAA)."
            ])
        // No minimum is written to raise: the tap area's padding grows by half of what each side lacks.
        #expect(
            checked.findings.first?.fix
                == "\"x\" needs 6.5 pt more width and 4 pt more height: padding 3.3 pt left and right and 2 pt top and bottom as its \"tapArea\" ({\"padding\": {\"horizontal\": 3.3, \"vertical\": 2}}), a minimum frame of 44 × 44 pt, or a larger control size."
        )
    }
}
