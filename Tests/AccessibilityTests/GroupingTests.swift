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

    /// A combined card holding a button keeps the button's trait, as UIKit and SwiftUI merge a combined element's
    /// children: "button", with "dimmed" before it while the button is disabled (its reason in its value kept too).
    static let product = """
        {"type": "vstack", "children": [
          {"type": "hstack", "id": "card", "spacing": 8, "accessibilityElement": "combine", "children": [
            {"type": "text", "id": "name", "text": "Oat milk"},
            {"type": "button", "id": "add", "title": "Add", "states": {"disabled": {"cause": "precondition",
              "reason": "why", "accessibilityValue": "Out of stock"}}}]},
          {"type": "text", "id": "why", "text": "Out of stock"}]}
        """

    @Test func aCombinedCardKeepsItsButtonsTrait() throws {
        let spec = try screen(Self.product)
        let idle = try #require(try voiceOver(spec).element("card"))
        #expect(idle.spoken() == "Oat milk, Add, button")
        #expect(idle.role == .button)
        #expect(idle.traits == ["button"])
        #expect(idle.isEnabled)
        let disabled = try voiceOver(spec, state: .disabled)
        let card = try #require(disabled.element("card"))
        #expect(card.spoken() == "Oat milk, Add, Out of stock, dimmed, button")
        #expect(card.value == "Out of stock")
        #expect(card.traits == ["dimmed", "button"])
        #expect(!card.isEnabled)
        #expect(disabled.order == ["card", "why"])
        #expect(
            VoiceOverTranscript.lines(disabled) == [
                "1. card: Oat milk, Add, Out of stock, dimmed, button", "2. why: Out of stock",
            ])
    }

    /// A combined row holding a switch keeps its trait and its state, spoken last as a switch speaks them, and
    /// its usage hint after the pause.
    @Test func aCombinedSwitchKeepsItsValueAndTrait() throws {
        let row = """
            {"type": "vstack", "id": "row", "accessibilityElement": "combine", "children": [
              {"type": "text", "id": "title", "text": "Save card"},
              {"type": "toggle", "id": "keep", "label": "Remember it", "isOn": false}]}
            """
        let element = try #require(try voiceOver(try screen(row)).element("row"))
        #expect(element.spoken(hints: false) == "Save card, Remember it, switch button, off")
        #expect(element.spoken() == "Save card, Remember it, switch button, off, double-tap to toggle setting")
        #expect(element.role == .toggle(isOn: false))
        #expect(element.value == "off")
        let on = try #require(
            try voiceOver(try screen(row.replacingOccurrences(of: #""isOn": false"#, with: #""isOn": true"#))).element("row"))
        #expect(on.spoken(hints: false) == "Save card, Remember it, switch button, on")
    }

    /// A combined stack whose only control says nothing a person understands ("+") is a button to VoiceOver,
    /// so voiceover.label-missing, which looks at controls, sees it (before, it was a static text).
    @Test func aCombinedIconOnlyButtonIsAControl() throws {
        let spec = try screen(
            """
            {"type": "hstack", "id": "bar", "accessibilityElement": "combine", "children": [
              {"type": "button", "id": "plus", "title": "+"}]}
            """)
        let bar = try #require(try voiceOver(spec).element("bar"))
        #expect(bar.spoken() == "+, button")
        #expect(bar.role.isControl)
        #expect(!bar.hasSpokenLabel)
    }
}
