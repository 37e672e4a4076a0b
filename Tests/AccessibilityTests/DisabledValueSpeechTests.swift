import Accessibility
import Spec
import Testing

/// A disabled control's `disabled.accessibilityValue` is what VoiceOver reads as its value, on every control that
/// takes a disabled state (as on a button): a field's text, a switch's "on"/"off", a menu's selection are replaced
/// by it; a stepper, which has no value, gains it. On the web it is spoken after "unavailable" on a switch, and a
/// web field, menu or stepper speaks it as its description, after its own value.
@Suite struct DisabledValueSpeechTests {
    static let form = """
        {"type": "vstack", "alignment": "leading", "spacing": 12, "padding": 16, "children": [
          {"type": "textField", "id": "street", "label": "Street", "value": "1 Infinite Loop",
           "disabled": {"cause": "precondition", "accessibilityValue": "Locked while the saved address is used"}},
          {"type": "toggle", "id": "gift", "label": "Gift wrap",
           "disabled": {"cause": "impossible", "accessibilityValue": "Not available for this item"}},
          {"type": "picker", "id": "seat", "label": "Seat", "style": "menu", "options": ["Aisle", "Window"],
           "disabled": {"cause": "impossible", "accessibilityValue": "Sold out"}},
          {"type": "stepper", "id": "bags", "label": "Bags",
           "disabled": {"cause": "impossible", "accessibilityValue": "One bag on this fare"}}]}
        """

    @Test func iOSSpeaksTheDisabledValueInPlaceOfTheControlsOwn() throws {
        let spec = try screen(Self.form)
        let disabled = try voiceOver(spec, state: .disabled)
        #expect(
            disabled.elements.map { $0.spoken() } == [
                "Street, Locked while the saved address is used, dimmed, text field",
                "Gift wrap, dimmed, switch button, Not available for this item",
                "Seat, Sold out, dimmed, pop up button",
                "Bags, One bag on this fare, dimmed, adjustable",
            ])
        let idle = try voiceOver(spec)
        #expect(
            idle.elements.map { $0.spoken(hints: false) } == [
                "Street, 1 Infinite Loop, text field", "Gift wrap, switch button, off", "Seat, Aisle, pop up button",
                "Bags, adjustable",
            ])
    }

    @Test func theWebSpeaksItAfterUnavailableOnASwitchAndNoTouchHint() throws {
        let spec = try screen(Self.form, platform: "web")
        let disabled = try voiceOver(spec, size: .zoom100, state: .disabled)
        #expect(
            try #require(disabled.element("gift")).spoken() == "Gift wrap, switch button, off, unavailable, Not available for this item")
        #expect(
            try #require(disabled.element("street")).spoken()
                == "Street, text field, unavailable, 1 Infinite Loop, Locked while the saved address is used")
        #expect(try #require(disabled.element("bags")).spoken() == "Bags, adjustable, unavailable, One bag on this fare")
        let idle = try voiceOver(spec, size: .zoom100)
        #expect(try #require(idle.element("street")).spoken() == "Street, text field, 1 Infinite Loop")
    }
}
