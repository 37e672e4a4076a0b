import Checks
import Spec
import Testing

// The evidence record's rows for one screen checked as iOS and as a web spec: the web's profiles are a
// screen reader and text zoom, and its measurements are CSS px. Monospace text (see MonospaceMeasurer);
// the reason is a footnote line right above the button, 8 apart.
@Suite("evidence record")
struct EvidenceBuilderTests {
    static let content = RuleTest.stack(
        #"{"type": "text", "id": "reason", "text": "Sign in first.", "style": "footnote"}"#,
        #"{"type": "button", "id": "join", "title": "Join", "role": "primary", "frame": {"maxWidth": "infinity"}, "states": {"disabled": {"cause": "precondition", "reason": "reason", "accessibilityValue": "Sign in first"}}}"#
    )

    func rows(platform: String, sizes: [SizeCategory]) throws -> [EvidenceRow] {
        let input = try RuleTest.input(try RuleTest.spec(Self.content, platform: platform), sizes: sizes)
        return EvidenceBuilder.rows(input, findings: Checker.check(input))
    }

    @Test("iOS: VoiceOver and Larger Text at AX5, in points")
    func ios() throws {
        var spokenRow = EvidenceRow(
            profile: "VoiceOver", task: "\"Join\" while it is disabled",
            expected: "the reason is reachable from the control without searching",
            result: "yes, its accessibility value says \"Sign in first\"", holds: true)
        // What VoiceOver says on the button: the reason with "dimmed", without a swipe.
        spokenRow.spoken = "Join, Sign in first, dimmed, button"
        #expect(
            try rows(platform: "ios", sizes: [.large, .AX5]) == [
                EvidenceRow(
                    profile: "VoiceOver", task: "\"Join\" while it is disabled", expected: "the reason is visible on screen",
                    result: "yes: \"Sign in first.\"", holds: true),
                spokenRow,
                EvidenceRow(
                    profile: "Larger Text, AX5", task: "the same screen, disabled",
                    expected: "the reason stays visible and next to \"Join\"",
                    result: "yes, 8 pt above it at AX5", holds: true),
            ])
    }

    @Test("web: a screen reader and text zoom 200 %, in CSS px")
    func web() throws {
        var spokenRow = EvidenceRow(
            profile: "Screen reader", task: "\"Join\" while it is disabled",
            expected: "the reason is reachable from the control without searching",
            result: "yes, its accessible description says \"Sign in first\"", holds: true)
        // A screen reader in browse mode: name, role, state, then the description.
        spokenRow.spoken = "Join, button, unavailable, Sign in first"
        #expect(
            try rows(platform: "web", sizes: [.zoom100, .zoom200, .reflow320]) == [
                EvidenceRow(
                    profile: "Screen reader", task: "\"Join\" while it is disabled", expected: "the reason is visible on screen",
                    result: "yes: \"Sign in first.\"", holds: true),
                spokenRow,
                EvidenceRow(
                    profile: "Text zoom, 200 %", task: "the same screen, disabled",
                    expected: "the reason stays visible and next to \"Join\"",
                    result: "yes, 8 px above it at text zoom 200 %", holds: true),
            ])
    }
}
