import Checks
import JSON
import Spec
import Testing

// Monospace text (see MonospaceMeasurer): at Large a footnote line is 18 pt, a body line 22 pt and
// a regular button 44 pt tall; the content starts at (16, 16) in a 300 pt wide screen.
@Suite("disabled.reason-not-adjacent")
struct DisabledReasonNotAdjacentRuleTests {
    static let reason = #"{"type": "text", "id": "reason", "text": "Sign in first.", "style": "footnote"}"#
    static let join =
        #"{"type": "button", "id": "join", "title": "Join", "role": "primary", "frame": {"maxWidth": "infinity"}, "states": {"disabled": {"cause": "precondition", "reason": "reason", "accessibilityValue": "Sign in first"}}}"#
    static let narrowJoin =
        #"{"type": "button", "id": "join", "title": "Join", "role": "primary", "states": {"disabled": {"cause": "precondition", "reason": "reason"}}}"#
    static let together = "keep \"reason\" and \"join\" in one stack with nothing between them, so they stay adjacent up to AX5."

    /// The finding, with its measured advice: how far to move the reason, and where.
    func finding(
        _ checked: Checked, size: SizeCategory = .large, measured: Double, threshold: Double = 16, _ message: String,
        fix: String
    ) -> Finding {
        Finding(
            rule: .disabledReasonNotAdjacent, file: RuleTest.file, location: checked.location("join"), element: "join",
            appearance: .light, state: .disabled, size: size, measured: measured, threshold: threshold, unit: .point,
            message: message, fix: fix + Self.together)
    }

    /// The finding whose gap is the spacing of the stack reason and control are neighbours in: the spacing
    /// literal (at 2:122 in `RuleTest.stack`) lowered to the largest gap allowed.
    func spacingFinding(
        _ checked: Checked, measured: Double, threshold: Double = 16, _ message: String, fix: String, spacing: String
    ) -> Finding {
        var finding = Finding(
            rule: .disabledReasonNotAdjacent, file: RuleTest.file, location: checked.location("join"), element: "join",
            appearance: .light, state: .disabled, size: .large, measured: measured, threshold: threshold, unit: .point,
            message: message, fix: fix)
        finding.edits = [
            SpecEdit(
                file: RuleTest.file, location: SourceLocation(line: 2, column: 122), path: "$.content.spacing", replacement: spacing)
        ]
        return finding
    }

    @Test("directly above or directly below, 8 pt apart, at every size")
    func adjacent() throws {
        for content in [RuleTest.stack(Self.reason, Self.join), RuleTest.stack(Self.join, Self.reason)] {
            #expect(try RuleTest.check(DisabledReasonNotAdjacentRule(), content, sizes: SizeCategory.dynamicTypeSizes).findings.isEmpty)
        }
    }

    @Test("too far above")
    func tooFar() throws {
        let checked = try RuleTest.check(DisabledReasonNotAdjacentRule(), RuleTest.stack(Self.reason, Self.join, spacing: 40))
        #expect(
            checked.findings == [
                spacingFinding(
                    checked, measured: 40, "At large the reason \"reason\" is 40 pt above \"join\", more than 16 pt.",
                    fix:
                        "Move \"reason\" 24 pt closer to \"join\": set $.content.spacing, now 40, to 16, the gap their stack puts between them.",
                    spacing: "16")
            ])
    }

    @Test("too far below, against a configured gap")
    func tooFarBelow() throws {
        var thresholds = Thresholds()
        thresholds.reasonGap = 4
        let checked = try RuleTest.check(DisabledReasonNotAdjacentRule(), RuleTest.stack(Self.join, Self.reason), thresholds: thresholds)
        #expect(
            checked.findings == [
                spacingFinding(
                    checked, measured: 8, threshold: 4, "At large the reason \"reason\" is 8 pt below \"join\", more than 4 pt.",
                    fix:
                        "Move \"reason\" 4 pt closer to \"join\": set $.content.spacing, now 8, to 4, the gap their stack puts between them.",
                    spacing: "4")
            ])
    }

    @Test("another element between them (22 pt of text and two 8 pt gaps)")
    func between() throws {
        let other = #"{"type": "text", "id": "other", "text": "Photos sync later."}"#
        let checked = try RuleTest.check(DisabledReasonNotAdjacentRule(), RuleTest.stack(Self.reason, other, Self.join))
        #expect(
            checked.findings == [
                finding(
                    checked, measured: 38, "At large the reason \"reason\" and \"join\" have \"other\" between them.",
                    fix: "Move \"reason\" directly below \"join\", within 16 pt, so \"other\" is no longer between them: ")
            ])
    }

    @Test("from AX1 a row turned vertical puts Not Now between the reason and Join (8 + 56 + 12 pt)")
    func pushedAwayAtAccessibilitySizes() throws {
        let content = RuleTest.stack(
            #"{"type": "text", "id": "reason", "text": "Sign in first.", "style": "footnote", "frame": {"maxWidth": "infinity"}}"#,
            #"{"type": "hstack", "spacing": 12, "verticalAtAccessibilitySizes": true, "children": [{"type": "button", "id": "not-now", "title": "Not Now", "style": "plain"}, \#(Self.narrowJoin)]}"#
        )
        let checked = try RuleTest.check(DisabledReasonNotAdjacentRule(), content, sizes: [.xxxLarge, .AX1])
        #expect(
            checked.findings == [
                finding(
                    checked, size: .AX1, measured: 76, "At AX1 the reason \"reason\" and \"join\" have \"not-now\" between them.",
                    fix: "Move \"reason\" directly below \"join\", within 16 pt, so \"not-now\" is no longer between them: ")
            ])
    }

    @Test("above, but off to one side")
    func noHorizontalOverlap() throws {
        let content = RuleTest.stack(Self.reason, #"{"type": "hstack", "children": [{"type": "spacer"}, \#(Self.narrowJoin)]}"#)
        let checked = try RuleTest.check(DisabledReasonNotAdjacentRule(), content)
        #expect(
            checked.findings == [
                finding(
                    checked, measured: 8, "At large the reason \"reason\" is above \"join\" but does not overlap it horizontally.",
                    fix: "Move \"reason\" 111 pt or more to the right so it lines up above \"join\" (the same leading edge): ")
            ])
    }

    @Test("beside the button in a row (the 18 pt reason centred on the 44 pt button)")
    func beside() throws {
        let content = RuleTest.stack(#"{"type": "hstack", "children": [\#(Self.reason), \#(Self.narrowJoin)]}"#)
        let checked = try RuleTest.check(DisabledReasonNotAdjacentRule(), content)
        #expect(
            checked.findings == [
                finding(
                    checked, measured: -31, "At large the reason \"reason\" is beside \"join\", not above or below it.",
                    fix: "Move \"reason\" directly below \"join\", within 16 pt (it is beside it now, in a row): ")
            ])
    }

    @Test("drawn over the button")
    func overlapping() throws {
        let content = RuleTest.stack(#"{"type": "zstack", "children": [\#(Self.narrowJoin), \#(Self.reason)]}"#)
        let checked = try RuleTest.check(DisabledReasonNotAdjacentRule(), content)
        #expect(
            checked.findings == [
                finding(
                    checked, measured: -31, "At large the reason \"reason\" overlaps \"join\" by 31 pt.",
                    fix: "Move \"reason\" 31 pt or more away from \"join\" so they no longer overlap (a gap of 0–16 pt): ")
            ])
    }

    @Test("together taller than the screen (18 + 8 + 44 pt on a 60 pt screen)")
    func tallerThanTheScreen() throws {
        let checked = try RuleTest.check(DisabledReasonNotAdjacentRule(), RuleTest.stack(Self.reason, Self.join), height: 60)
        #expect(
            checked.findings == [
                finding(
                    checked, measured: 70, threshold: 60,
                    "At large the reason \"reason\" and \"join\" span 70 pt together, more than the 60 pt screen.",
                    fix:
                        "Make \"reason\" and \"join\" 10 pt shorter together so both fit the 60 pt screen at once (a shorter reason, or fewer lines): "
                )
            ])
    }

    @Test("what is between them only in idle is not between them while disabled (format 2 visibleIn)")
    func betweenOnlyInIdle() throws {
        func note(_ states: String) -> String {
            #"{"type": "text", "id": "note", "text": "Members save 10%.", "style": "footnote", "visibleIn": [\#(states)]}"#
        }
        #expect(
            try RuleTest.check(DisabledReasonNotAdjacentRule(), RuleTest.stack(Self.reason, note(#""idle""#), Self.join)).findings.isEmpty)
        let checked = try RuleTest.check(
            DisabledReasonNotAdjacentRule(), RuleTest.stack(Self.reason, note(#""idle", "disabled""#), Self.join))
        #expect(
            checked.findings == [
                finding(
                    checked, measured: 34, "At large the reason \"reason\" and \"join\" have \"note\" between them.",
                    fix: "Move \"reason\" directly below \"join\", within 16 pt, so \"note\" is no longer between them: ")
            ])
    }

    @Test("a disabled text field's reason must sit next to it too (format 2)")
    func fieldReason() throws {
        let field =
            #"{"type": "textField", "id": "email", "label": "Email", "frame": {"maxWidth": "infinity"}, "disabled": {"cause": "impossible", "reason": "reason", "accessibilityValue": "Managed"}}"#
        #expect(try RuleTest.check(DisabledReasonNotAdjacentRule(), RuleTest.stack(field, Self.reason)).findings.isEmpty)
        let checked = try RuleTest.check(DisabledReasonNotAdjacentRule(), RuleTest.stack(Self.reason, field, spacing: 40))
        #expect(checked.findings.map(\.element) == ["email"])
        #expect(checked.messages == ["At large the reason \"reason\" is 40 pt above \"email\", more than 16 pt."])
    }

    @Test("each appearance is checked")
    func appearances() throws {
        let checked = try RuleTest.check(
            DisabledReasonNotAdjacentRule(), RuleTest.stack(Self.reason, Self.join, spacing: 40), appearances: ["light", "dark"])
        #expect(checked.findings.map(\.appearance) == [.light, .dark])
    }

    @Test("a missing reason, a hidden one, or a mystery cause is another rule's")
    func notThisRule() throws {
        let noReason = #"{"type": "button", "id": "join", "title": "Join", "states": {"disabled": {"cause": "impossible"}}}"#
        let mystery =
            #"{"type": "button", "id": "join", "title": "Join", "states": {"disabled": {"cause": "invalidForm", "reason": "reason"}}}"#
        let notShown = #"{"type": "inlineError", "id": "reason", "for": "terms", "text": "Accept the terms.", "visibleIn": ["idle"]}"#
        let toggle = #"{"type": "toggle", "id": "terms", "label": "I agree"}"#
        for content in [
            RuleTest.stack(noReason), RuleTest.stack(Self.reason, mystery, spacing: 40),
            RuleTest.stack(toggle, notShown, Self.join, spacing: 40),
        ] {
            #expect(try RuleTest.check(DisabledReasonNotAdjacentRule(), content).findings.isEmpty)
        }
    }
}
