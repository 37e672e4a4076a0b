import Accessibility
import Spec
import Testing

// Issue 30: a stack read as one element ("accessibilityElement": "combine") and decorative texts skipped
// ("accessibilityHidden": true), with exact orders and spoken strings.
@Suite struct GroupingTests {
    static let card = """
        {"type": "hstack", "id": "row", "alignment": "top", "spacing": 10, "verticalAtAccessibilitySizes": true, "children": [
          {"type": "vstack", "id": "card", "alignment": "leading", "spacing": 8, "accessibilityElement": "combine", "children": [
            {"type": "text", "id": "a1", "text": "One"},
            {"type": "text", "id": "star", "text": "*", "accessibilityHidden": true},
            {"type": "text", "id": "a2", "text": "Two"}]},
          {"type": "button", "id": "b", "title": "Buy"}]}
        """

    /// The combined stack is one element: its label is its texts' labels joined by ", ", in their own order;
    /// the hidden star is neither its own element nor part of the label.
    @Test func aCombinedStackIsOneElement() throws {
        let spec = try screen(Self.card)
        for size in [SizeCategory.large, .AX5] {
            let tree = try voiceOver(spec, size: size)
            #expect(tree.order == ["card", "b"])
            let card = try #require(tree.element("card"))
            #expect(card.spoken() == "One, Two")
            #expect(card.role == .staticText)
            #expect(card.members.map(\.id) == ["a1", "a2"])
            #expect(try #require(tree.element("b")).spoken() == "Buy, button")
            #expect(tree.swipes(from: "card", to: "b") == 1)
        }
    }

    /// Without "combine", the same row is read by frames: One and Buy share the first row, Two is below.
    @Test func withoutCombineEachTextIsVisited() throws {
        let spec = try screen(Self.card.replacingOccurrences(of: #", "accessibilityElement": "combine""#, with: ""))
        #expect(try voiceOver(spec).order == ["a1", "b", "a2"])
        #expect(try voiceOver(spec, size: .AX5).order == ["a1", "a2", "b"])
    }

    /// A hidden text is skipped; a combined stack of only hidden texts is not visited at all.
    @Test func hiddenTextsAreSkipped() throws {
        let spec = try screen(
            """
            {"type": "vstack", "children": [
              {"type": "text", "id": "deco", "text": "*", "accessibilityHidden": true},
              {"type": "hstack", "id": "empty", "accessibilityElement": "combine", "children": [
                {"type": "text", "id": "deco2", "text": "*", "accessibilityHidden": true}]},
              {"type": "text", "id": "title", "text": "Title"}]}
            """)
        let tree = try voiceOver(spec)
        #expect(tree.order == ["title"])
        #expect(tree.elements.map { $0.spoken() } == ["Title"])
    }

    /// The transcript: one swipe for the combined card at every size, its texts joined in their order.
    @Test func theTranscriptOfACombinedCard() throws {
        let spec = try screen(Self.card)
        let trees = try [SizeCategory.large, .AX5].map { try voiceOver(spec, size: $0) }
        #expect(
            VoiceOverTranscript.text(trees) == """
                ## large–AX5
                1. card: One, Two
                2. b: Buy, button

                """)
    }
}
