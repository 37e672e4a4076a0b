import Checks
import Spec
import Testing

// Issue 30: the rules that read the accessibility tree, with exact findings and swipe counts.
@Suite struct VoiceOverRuleTests {
    static let reason = #"{"type": "text", "id": "reason", "text": "Sign in first.", "style": "footnote"}"#
    static let other = #"{"type": "text", "id": "news", "text": "News"}"#
    static let more = #"{"type": "text", "id": "more", "text": "More"}"#
    static func join(value: String? = nil, hint: String? = nil) -> String {
        let value = value.map { #", "accessibilityValue": "\#($0)""# } ?? ""
        let hint = hint.map { #", "accessibility": {"hint": "\#($0)"}"# } ?? ""
        return #"{"type": "button", "id": "join", "title": "Join", "role": "primary", "frame": {"maxWidth": "infinity"}\#(hint), "#
            + #""states": {"disabled": {"cause": "precondition", "reason": "reason"\#(value)}}}"#
    }

    /// Reason, two texts, then the button: 3 swipes, and "Join, dimmed, button" carries no reason.
    @Test func aReasonThreeSwipesAwayIsUnreachable() throws {
        let content = RuleTest.stack(Self.reason, Self.other, Self.more, Self.join())
        let checked = try RuleTest.check(VoiceOverReasonUnreachableRule(), content, sizes: [.large, .AX5])
        let fix =
            "Put the reason on \"join\" (its disabled state's \"accessibilityValue\"), "
            + "and keep \"reason\" directly before it so it is one swipe away."
        #expect(
            checked.findings
                == [SizeCategory.large, .AX5].map { size in
                    Finding(
                        rule: .voiceoverReasonUnreachable, file: RuleTest.file, location: checked.location("join"), element: "join",
                        appearance: .light, state: .disabled, size: size, measured: 3, threshold: 1, unit: .swipes,
                        message:
                            "At \(size.spoken) the reason \"reason\" is 3 swipes from \"join\", and VoiceOver says only \"Join, dimmed, button\" "
                            + "there: a VoiceOver user has to search for why it is disabled.",
                        fix: fix, details: ["swipes": "3", "spoken": "Join, dimmed, button"])
                })
        #expect(checked.findings.map(\.measured) == [3, 3])
    }

    @Test func oneSwipeOrAValueIsReachable() throws {
        #expect(try RuleTest.check(VoiceOverReasonUnreachableRule(), RuleTest.stack(Self.reason, Self.join())).findings.isEmpty)
        let withValue = RuleTest.stack(Self.reason, Self.other, Self.more, Self.join(value: "Sign in first"))
        #expect(try RuleTest.check(VoiceOverReasonUnreachableRule(), withValue).findings.isEmpty)
    }

    /// A reason drawn next to the button but hidden from VoiceOver (on itself, or by a stack around it) is out of reach
    /// whatever the swipes: reported with what hides it, unless the button itself speaks the reason.
    @Test(arguments: [
        (
            RuleTest.stack(
                #"{"type": "text", "id": "reason", "text": "Sign in first.", "accessibilityHidden": true}"#, VoiceOverRuleTests.join()),
            "its \"accessibilityHidden\"", "reason"
        ),
        (
            RuleTest.stack(
                #"{"type": "hstack", "id": "note", "accessibilityHidden": true, "children": [\#(VoiceOverRuleTests.reason)]}"#,
                VoiceOverRuleTests.join()), "\"accessibilityHidden\" on \"note\"", "note"
        ),
    ])
    func aReasonHiddenFromVoiceOverIsUnreachable(content: String, cause: String, hider: String) throws {
        let checked = try RuleTest.check(VoiceOverReasonUnreachableRule(), content, sizes: [.large])
        #expect(
            checked.findings == [
                Finding(
                    rule: .voiceoverReasonUnreachable, file: RuleTest.file, location: checked.location("join"), element: "join",
                    appearance: .light, state: .disabled, size: .large,
                    message: "At large the reason \"reason\" is hidden from VoiceOver by \(cause), and VoiceOver says only "
                        + "\"Join, dimmed, button\" on \"join\": a VoiceOver user never hears why it is disabled.",
                    fix: "Remove \"accessibilityHidden\" from \"\(hider)\" so VoiceOver reads \"reason\" next to \"join\", "
                        + "or put the reason on \"join\" (its disabled state's \"accessibilityValue\").",
                    details: ["hiddenBy": hider, "spoken": "Join, dimmed, button"])
            ])
        let spoken = content.replacingOccurrences(of: VoiceOverRuleTests.join(), with: VoiceOverRuleTests.join(value: "Sign in first"))
        #expect(try RuleTest.check(VoiceOverReasonUnreachableRule(), spoken, sizes: [.large]).findings.isEmpty)
    }

    @Test func aReasonOnlyInTheHint() throws {
        let checked = try RuleTest.check(VoiceOverReasonOnlyInHintRule(), RuleTest.stack(Self.reason, Self.join(hint: "Sign in first.")))
        #expect(
            checked.findings == [
                Finding(
                    rule: .voiceoverReasonOnlyInHint, file: RuleTest.file, location: checked.location("join"), element: "join",
                    state: .disabled,
                    message:
                        "\"join\" says why it is disabled only in its hint (\"Sign in first.\"): VoiceOver says \"Join, dimmed, button\", "
                        + "and the hint only after a pause, or never when hints are off.",
                    fix: "Move the reason into the disabled state's \"accessibilityValue\" of \"join\", so it is spoken with \"dimmed\".",
                    details: ["hint": "Sign in first.", "spoken": "Join, dimmed, button"])
            ])
        let withValue = RuleTest.stack(Self.reason, Self.join(value: "Sign in first", hint: "Joins the club."))
        #expect(try RuleTest.check(VoiceOverReasonOnlyInHintRule(), withValue).findings.isEmpty)
    }

    @Test func aSymbolTitleIsNoLabel() throws {
        let plus = #"{"type": "button", "id": "add", "title": "+"}"#
        let checked = try RuleTest.check(VoiceOverLabelMissingRule(), RuleTest.stack(plus), sizes: [.large, .AX5])
        #expect(
            checked.findings == [
                Finding(
                    rule: .voiceoverLabelMissing, file: RuleTest.file, location: checked.location("add"), element: "add", state: .idle,
                    message: "\"add\" has only \"+\" for VoiceOver to speak: it says \"+, button\", "
                        + "which does not tell a VoiceOver user what it does.",
                    fix: "Give \"add\" an accessibility label that names its action (\"accessibility\": {\"label\": \"Close\"}).",
                    details: ["spoken": "+, button"])
            ])
        let labelled = #"{"type": "button", "id": "add", "title": "+", "accessibility": {"label": "Add"}}"#
        #expect(try RuleTest.check(VoiceOverLabelMissingRule(), RuleTest.stack(labelled)).findings.isEmpty)
    }

    /// A control hidden from VoiceOver, by its own "accessibilityHidden" or a stack's around it, is never silent:
    /// one finding per control, naming what hides it; a hidden text is not a control and is not reported.
    @Test func aHiddenControlIsReported() throws {
        let content = RuleTest.stack(
            #"{"type": "text", "id": "deco", "text": "*", "accessibilityHidden": true}"#,
            #"{"type": "button", "id": "share", "title": "Share", "accessibilityHidden": true}"#,
            #"{"type": "hstack", "id": "bar", "accessibilityHidden": true, "children": [{"type": "toggle", "id": "keep", "label": "Keep"}]}"#
        )
        let checked = try RuleTest.check(VoiceOverLabelMissingRule(), content, sizes: [.large, .AX5])
        #expect(
            checked.findings == [
                Finding(
                    rule: .voiceoverLabelMissing, file: RuleTest.file, location: checked.location("share"), element: "share", state: .idle,
                    message:
                        "\"share\" is a control hidden from VoiceOver by its \"accessibilityHidden\": it is drawn, but VoiceOver never "
                        + "visits or speaks it, so a VoiceOver user cannot use it.",
                    fix:
                        "Remove \"accessibilityHidden\" from \"share\" so VoiceOver reads \"share\", or remove the control if it is not meant to be used.",
                    details: ["hiddenBy": "share"]),
                Finding(
                    rule: .voiceoverLabelMissing, file: RuleTest.file, location: checked.location("keep"), element: "keep", state: .idle,
                    message:
                        "\"keep\" is a control hidden from VoiceOver by \"accessibilityHidden\" on \"bar\": it is drawn, but VoiceOver "
                        + "never visits or speaks it, so a VoiceOver user cannot use it.",
                    fix:
                        "Remove \"accessibilityHidden\" from \"bar\" so VoiceOver reads \"keep\", or remove the control if it is not meant to be used.",
                    details: ["hiddenBy": "bar"]),
            ])
    }
}
