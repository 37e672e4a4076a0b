import Layout
import Spec
import Testing

@Suite struct ControlLayoutTests {
    private let button = """
        {"type": "vstack", "children": [{"type": "button", "id": "go", "title": "Continue", "role": "primary", "style": "borderedProminent",
          "states": {"loading": {"indicator": "INDICATOR"}}}]}
        """

    @Test func buttonIsItsTitlePlusInsetsAndAtLeast44High() throws {
        let tree = try layout(screen(button.replacingOccurrences(of: "INDICATOR", with: "overlay")))
        // "Continue": 8 × 8.5 = 68 pt, plus 16 pt each side; 22 + 2 × 11 = 44 pt high.
        #expect(tree.frame("go") == Rect(x: 50, y: 0, width: 100, height: 44))
        #expect(tree.frame("go.title") == Rect(x: 66, y: 11, width: 68, height: 22))
    }

    @Test func loadingWithOverlayKeepsTheIdleFrameAndHidesTheTitle() throws {
        let spec = try screen(button.replacingOccurrences(of: "INDICATOR", with: "overlay"))
        let idle = try layout(spec)
        let loading = try layout(spec, state: .loading)
        #expect(loading.frame("go") == idle.frame("go"))
        #expect(loading.root.node(withID: "go.title")?.isHidden == true)
        #expect(loading.frame("go.spinner") == Rect(x: 90, y: 12, width: 20, height: 20))
        // Paint resolved in layout: the spinner takes the title's colour (white on the prominent
        // accent fill), and the rounded rectangle its control size's radius.
        #expect(loading.root.node(withID: "go.spinner")?.element == .spinner(diameter: 20, color: SRGBColor(red: 1, green: 1, blue: 1)))
        guard case .button(let go) = loading.root.node(withID: "go")?.element else {
            Issue.record("not a button")
            return
        }
        #expect(go.fill == Color.system(.systemBlue).light && go.glass == nil && go.cornerRadius == 12 && !go.isCapsule)
    }

    @Test func loadingWithReplaceCollapsesToTheSpinner() throws {
        let loading = try layout(screen(button.replacingOccurrences(of: "INDICATOR", with: "replace")), state: .loading)
        #expect(loading.frame("go") == Rect(x: 74, y: 0, width: 52, height: 44))
        #expect(loading.root.node(withID: "go.title") == nil)
    }

    @Test func loadingWithReplaceKeepsAFramedButtonsWidth() throws {
        let json = button.replacingOccurrences(of: "INDICATOR", with: "replace")
            .replacingOccurrences(of: "\"role\": \"primary\",", with: "\"role\": \"primary\", \"frame\": {\"maxWidth\": \"infinity\"},")
        let spec = try screen(json)
        #expect(try layout(spec, state: .loading).frame("go") == layout(spec).frame("go"))
        #expect(try layout(spec).frame("go")?.width == 200)
    }

    @Test func smallControlsMayBeUnder44Points() throws {
        let tree = try layout(screen(#"{"type": "button", "id": "b", "title": "Edit", "controlSize": "mini", "style": "plain"}"#))
        #expect(tree.frame("b")?.height == 28)
    }

    @Test func buttonStateFollowsTheScreenState() throws {
        let spec = try screen(
            """
            {"type": "vstack", "children": [
              {"type": "text", "id": "why", "text": "Accept the terms."},
              {"type": "button", "id": "go", "title": "Go", "style": "glassProminent",
               "states": {"disabled": {"cause": "precondition", "reason": "why"}}}]}
            """)
        guard case .button(let idle) = try layout(spec).root.node(withID: "go")?.element,
            case .button(let disabled) = try layout(spec, state: .disabled).root.node(withID: "go")?.element
        else {
            Issue.record("not a button")
            return
        }
        #expect(idle.state == .idle && disabled.state == .disabled)
        #expect(disabled.isCapsule && disabled.cornerRadius == 22)
        // iOS's disabled look: tertiaryLabel on tertiarySystemFill.
        #expect(try layout(spec, state: .disabled).root.node(withID: "go.title")?.text?.color == Color.system(.tertiaryLabel).light)
        #expect(disabled.fill == Color.system(.tertiarySystemFill).light)
        // Glass blurs what is behind it in both states; only the enabled button has the highlight.
        #expect(idle.glass == GlassPaint(blurSigma: 6, highlight: SRGBColor(red: 1, green: 1, blue: 1, alpha: 0.45)))
        #expect(disabled.glass == GlassPaint(blurSigma: 6, highlight: nil))
    }

    @Test func textFieldStacksLabelAboveItsBox() throws {
        let tree = try layout(
            screen(
                """
                {"type": "vstack", "alignment": "leading", "children": [
                  {"type": "textField", "id": "email", "label": "Email", "required": true, "requiredIndicator": "*", "placeholder": "you@example.com"}]}
                """))
        // Label: subheadline 15 pt on 20 pt; 6 pt gap; box 44 pt, full width.
        #expect(tree.frame("email") == Rect(x: 0, y: 0, width: 200, height: 70))
        #expect(tree.text("email.label")?.lines.map(\.text) == ["Email *"])
        #expect(tree.frame("email.box") == Rect(x: 0, y: 26, width: 200, height: 44))
        #expect(tree.frame("email.placeholder") == Rect(x: 12, y: 37, width: 127.5, height: 22))
    }

    @Test func inlineErrorsAppearOnlyInTheirStates() throws {
        let spec = try screen(
            """
            {"type": "vstack", "children": [
              {"type": "textField", "id": "email", "placeholder": "Email"},
              {"type": "inlineError", "id": "err", "for": "email", "text": "Enter a valid email."},
              {"type": "button", "id": "go", "title": "Go", "states": {"invalidSubmit": {"errors": ["err"], "focus": "err"}}}]}
            """)
        #expect(try layout(spec).root.node(withID: "err") == nil)
        let invalid = try layout(spec, state: .invalidSubmit)
        // Footnote at Large: 13 pt on 18 pt (6.5 pt per character), under the 44 pt field after 8 pt spacing.
        #expect(invalid.frame("err") == Rect(x: 35, y: 52, width: 130, height: 18))
    }

    @Test func switchSitsTrailingAndCheckboxLeading() throws {
        let tree = try layout(
            screen(
                """
                {"type": "vstack", "children": [
                  {"type": "toggle", "id": "s", "label": "Wi-Fi"}, {"type": "toggle", "id": "c", "label": "Agree", "style": "checkbox"}]}
                """))
        #expect(tree.frame("s") == Rect(x: 0, y: 0, width: 200, height: 44))
        #expect(tree.frame("s.control") == Rect(x: 149, y: 6.5, width: 51, height: 31))
        #expect(tree.frame("c.control") == Rect(x: 0, y: 63, width: 22, height: 22))
        #expect(tree.frame("c.label")?.x == 34)
    }

    @Test func aCheckboxGrowsWithItsLabelUnlessHeldAtItsSize() throws {
        let scaling = try screen(
            #"{"type": "vstack", "children": [{"type": "toggle", "id": "t", "label": "I agree", "style": "checkbox"}]}"#)
        #expect(try layout(scaling).frame("t.control")?.width == 22)
        #expect(try layout(scaling, size: .xSmall).frame("t.control")?.width == 22)
        #expect(try layout(scaling, size: .AX1).frame("t.control")?.width == 28)
        #expect(try layout(scaling, size: .AX5).frame("t.control")?.width == 53)
        let held = try screen(
            #"{"type": "vstack", "children": [{"type": "toggle", "id": "t", "label": "I agree", "style": "checkbox", "scalesWithText": false}]}"#
        )
        #expect(try layout(held, size: .AX5).frame("t.control")?.width == 22)
        let toggleSwitch = try screen(#"{"type": "vstack", "children": [{"type": "toggle", "id": "t", "label": "Wi-Fi"}]}"#)
        #expect(try layout(toggleSwitch, size: .AX5).frame("t.control").map { ($0.width, $0.height) } ?? (0, 0) == (51, 31))
    }
}
