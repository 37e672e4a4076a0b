import Accessibility
import Spec
import Testing

// Issue 30: what VoiceOver (and a screen reader in browse mode) says for each role, word for word.
@Suite struct SpokenTextTests {
    @Test func aDisabledButtonSaysItsValueThenDimmed() throws {
        let tree = try voiceOver(try screen(NavigationOrderTests.terms), state: .disabled)
        let button = try #require(tree.element("continue"))
        #expect(button.spoken() == "Continue, Accept the terms first, dimmed, button")
        #expect(button.label == "Continue")
        #expect(button.value == "Accept the terms first")
        #expect(button.traits == ["dimmed", "button"])
        #expect(!button.isEnabled)
        #expect(button.speaksBeforeHint("Accept the terms first."))
        #expect(try #require(tree.element("title")).spoken() == "Before You Start")
        #expect(try #require(tree.element("accept-terms")).spoken() == "I agree, switch button, off, double-tap to toggle setting")
        // Enabled, the value is gone and so is "dimmed".
        let idle = try voiceOver(try screen(NavigationOrderTests.terms))
        #expect(try #require(idle.element("continue")).spoken() == "Continue, button")
    }

    @Test func aSwitchSaysSwitchButtonThenItsState() throws {
        let tree = try voiceOver(
            try screen(
                """
                {"type": "vstack", "children": [{"type": "toggle", "id": "save", "label": "Save card", "isOn": true}]}
                """))
        let toggle = try #require(tree.element("save"))
        #expect(toggle.spoken() == "Save card, switch button, on, double-tap to toggle setting")
        #expect(toggle.spoken(hints: false) == "Save card, switch button, on")
        #expect(toggle.role == .toggle(isOn: true))
        #expect(toggle.declaredHint == nil)
    }

    @Test func aTextFieldSaysItsLabelValueAndHowToEdit() throws {
        let tree = try voiceOver(
            try screen(
                """
                {"type": "vstack", "children": [
                  {"type": "textField", "id": "email", "label": "Email"},
                  {"type": "textField", "id": "name", "label": "Name", "placeholder": "Jane Appleseed"},
                  {"type": "textField", "id": "city", "label": "City", "value": "Lyon"},
                  {"type": "secureField", "id": "password", "label": "Password", "value": "secret"}]}
                """))
        #expect(
            tree.elements.map { $0.spoken() } == [
                "Email, text field, double-tap to edit",
                "Name, Jane Appleseed, text field, double-tap to edit",
                "City, Lyon, text field, double-tap to edit",
                "Password, secure text field, double-tap to edit",
            ])
    }

    @Test func aButtonsOwnLabelValueAndHint() throws {
        let tree = try voiceOver(
            try screen(
                """
                {"type": "vstack", "children": [
                  {"type": "button", "id": "close", "title": "X", "accessibility": {"label": "Close", "hint": "Closes the photo"}}]}
                """))
        let button = try #require(tree.element("close"))
        #expect(button.spoken() == "Close, button, Closes the photo")
        #expect(button.spoken(hints: false) == "Close, button")
        #expect(button.declaredHint == "Closes the photo")
        #expect(button.speaksOnlyInHint("closes the photo"))
        #expect(button.hasSpokenLabel)
    }

    @Test func aSectionHeaderIsAHeading() throws {
        let tree = try voiceOver(
            try screen(
                """
                {"type": "section", "id": "pay", "header": "Payment", "footer": "Charged today.", "children": [
                  {"type": "toggle", "id": "save", "label": "Save card"}]}
                """))
        #expect(tree.order == ["pay.header", "save", "pay.footer"])
        #expect(tree.elements.map { $0.spoken(hints: false) } == ["Payment, heading", "Save card, switch button, off", "Charged today."])
    }

    @Test func aSegmentedPickerIsOneButtonPerSegment() throws {
        let tree = try voiceOver(
            try screen(
                """
                {"type": "picker", "id": "size", "label": "Size", "options": ["S", "M", "L"], "selection": 1}
                """))
        #expect(tree.elements.map { $0.spoken() } == ["S, button", "M, selected, button", "L, button"])
        #expect(tree.order == ["size.segment[0]", "size.segment[1]", "size.segment[2]"])
    }

    /// A screen reader in browse mode: name, role, "unavailable", then the description.
    @Test func theWebSaysUnavailableAndTheDescription() throws {
        let tree = try voiceOver(
            try screen(
                """
                {"type": "vstack", "children": [
                  {"type": "button", "id": "continue", "title": "Continue", "states": {"disabled": {
                    "cause": "precondition", "accessibilityValue": "Accept the terms first"}}}]}
                """, platform: "web"), state: .disabled)
        #expect(try #require(tree.element("continue")).spoken() == "Continue, button, unavailable, Accept the terms first")
    }

    @Test func traitWordsFollowTheLanguage() throws {
        #expect(SpokenWords.words(for: try #require(RenderLocale(identifier: "de"))) == .german)
        #expect(SpokenWords.words(for: try #require(RenderLocale(identifier: "ar"))).button == "زر")
        #expect(SpokenWords.words(for: try #require(RenderLocale(identifier: "ja"))).dimmed == "淡色表示")
        #expect(SpokenWords.words(for: .pseudo) == .english)
        let french = SpokenWords.words(for: try #require(RenderLocale(identifier: "fr")))
        #expect(french.isFallback && french.button == "button")
    }
}

// Issue 30: where focus lands after an invalid submit, and whether a hint is needed.
@Suite struct NavigationFactTests {
    @Test func focusLandsOnTheErrorAndSaysIt() throws {
        let spec = try screen(
            """
            {"type": "vstack", "children": [
              {"type": "textField", "id": "email", "label": "Email"},
              {"type": "inlineError", "id": "email-error", "for": "email", "text": "Enter your email."},
              {"type": "button", "id": "continue", "title": "Continue",
               "states": {"invalidSubmit": {"errors": ["email-error"], "focus": "email-error"}}}]}
            """)
        let tree = try voiceOver(spec, state: .invalidSubmit)
        #expect(tree.order == ["email", "email-error", "continue"])
        let focus = try #require(tree.focusAfterInvalidSubmit(spec))
        #expect(focus.id == "email-error")
        #expect(focus.spoken() == "Enter your email.")
        #expect(tree.swipes(from: "email-error", to: "email") == 1)
        #expect(try voiceOver(spec).order == ["email", "continue"])
    }

    @Test func aDeclaredHintIsNeededUnlessItIsSpokenBefore() throws {
        let tree = try voiceOver(
            try screen(
                """
                {"type": "vstack", "children": [
                  {"type": "button", "id": "a", "title": "Delete", "accessibility": {"hint": "Deletes the draft."}},
                  {"type": "button", "id": "b", "title": "Delete",
                   "accessibility": {"value": "Deletes the draft", "hint": "Deletes the draft."}},
                  {"type": "textField", "id": "c", "label": "Name"}]}
                """))
        #expect(tree.elements.map(\.needsHint) == [true, false, false])
    }
}

// A field's text is spoken whole, even where its box cuts it short with "…".
@Suite struct FieldValueTests {
    @Test func aCutShortValueIsSpokenWhole() throws {
        let spec = try screen(
            """
            {"type": "vstack", "children": [
              {"type": "textField", "id": "email", "label": "Work email", "value": "sam.appleseed@example.com", "frame": {"width": 80}}]}
            """)
        let tree = try voiceOver(spec, size: .AX5)
        #expect(try #require(tree.element("email")).spoken(hints: false) == "Work email, sam.appleseed@example.com, text field")
    }
}
