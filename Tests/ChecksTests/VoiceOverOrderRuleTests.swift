import Checks
import Spec
import Testing

// Issue 30: voiceover.order-contradicts-visual, with the exact sizes and elements heard out of place.
@Suite struct VoiceOverOrderRuleTests {
    static let card = """
        {"type": "hstack", "id": "row", "alignment": "top", "spacing": 10, "verticalAtAccessibilitySizes": true, "children": [
          {"type": "vstack", "id": "card", "alignment": "leading", "spacing": 8, "accessibilityElement": "combine", "children": [
            {"type": "text", "id": "a1", "text": "One"},
            {"type": "text", "id": "a2", "text": "Two"}]},
          {"type": "button", "id": "b", "title": "Buy"}]}
        """

    /// At Large "Buy" sits beside "One", above "Two", but the combined card is heard whole first: a finding
    /// at Large only; at AX5 the row is a column (One, Two, then Buy), so the orders agree.
    @Test func aCombinedStackSplitByAButtonIsReadOutOfOrderAtLarge() throws {
        let checked = try RuleTest.check(VoiceOverOrderContradictsVisualRule(), RuleTest.stack(Self.card), sizes: [.large, .AX5])
        #expect(
            checked.findings == [
                Finding(
                    rule: .voiceoverOrderContradictsVisual, file: RuleTest.file, location: checked.location("card"), element: "card",
                    appearance: .light, state: .idle, size: .large,
                    message: "At \(SizeCategory.large.spoken) VoiceOver reads \"a2\" before \"b\", though \"b\" comes first on screen "
                        + "(top to bottom, leading to trailing): \"card\" is read as one element, so \"b\" is heard only after all of it. "
                        + "Heard: \"a1\", \"a2\", \"b\".",
                    fix: "Combine only elements that sit together on screen: move \"b\" out from between \"card\"'s elements, "
                        + "or remove \"accessibilityElement\": \"combine\" from \"card\".",
                    details: ["heard": "\"a1\", \"a2\", \"b\"", "readEarly": "a2", "readLate": "b"])
            ])
    }

    /// A combined stack nothing sits inside of, and the same screen without "combine", are clean.
    @Test func combinedTextsTogetherOrNoCombineAreClean() throws {
        let noCombine = Self.card.replacingOccurrences(of: #", "accessibilityElement": "combine""#, with: "")
        #expect(
            try RuleTest.check(VoiceOverOrderContradictsVisualRule(), RuleTest.stack(noCombine), sizes: [.large, .AX5]).findings.isEmpty)
        let stacked =
            #"{"type": "vstack", "id": "card", "accessibilityElement": "combine", "children": [{"type": "text", "id": "a1", "text": "One"}, "#
            + #"{"type": "text", "id": "a2", "text": "Two"}]}"#
        let below = #"{"type": "button", "id": "b", "title": "Buy"}"#
        #expect(try RuleTest.check(VoiceOverOrderContradictsVisualRule(), RuleTest.stack(stacked, below)).findings.isEmpty)
    }
}
