import Layout
import Spec
import Testing
import TestSupport

/// Every built-in part takes its colour from the semantic name it uses (so a spec's `colors` can
/// redefine it) or from the element's own `colors`.
@Suite struct BuiltInColorTests {
    private func spec(colors: String, content: String) throws -> ScreenSpec {
        let json = """
            {"version": 1, "name": "Test", "viewport": {"width": 300, "height": 400, "scale": 1}, "colors": \(colors), "content": \(content)}
            """
        return try SpecLoader.load(bytes: Array(json.utf8), file: "test.json", baseDirectory: "/tmp")
    }

    private let form = """
        {"type": "vstack", "children": [
          {"type": "text", "id": "heading", "text": "Sign in"},
          {"type": "textField", "id": "email", "label": "Email", "placeholder": "name@example.com"},
          {"type": "inlineError", "id": "email-error", "for": "email", "text": "Enter a valid email address.", "visibleIn": ["idle"]},
          {"type": "toggle", "id": "remember", "label": "Remember me", "style": "checkbox"},
          {"type": "toggle", "id": "updates", "label": "Updates", "isOn": true},
          {"type": "button", "id": "go", "title": "Go", "style": "borderedProminent",
           "states": {"disabled": {"cause": "impossible"}}}]}
        """

    private func hex(_ text: String) -> SRGBColor { try! ColorParsing.parse(text, appearance: .light) }

    @Test func overridingSemanticNamesReachesEveryBuiltInPart() throws {
        let spec = try spec(
            colors: """
                {"systemRed": "#C4001A", "label": "#1C1C1E", "placeholderText": "#6C6C70", "separator": "#8E8E93",
                 "secondarySystemBackground": "#FAFAFA", "tertiaryLabel": "#767680", "systemGreen": "#1F7A35", "systemBlue": "#0050B3",
                 "tertiarySystemFill": "#E5E5EA"}
                """, content: form)
        let tree = try LayoutEngine.layout(spec, size: .large, state: .idle, appearance: .light, measurer: MonospaceMeasurer())
        #expect(tree.text("email-error")?.color == hex("#C4001A"))
        #expect(tree.text("heading")?.color == hex("#1C1C1E"))
        #expect(tree.text("email.label")?.color == hex("#1C1C1E"))
        #expect(tree.text("email.placeholder")?.color == hex("#6C6C70"))
        #expect(tree.text("remember.label")?.color == hex("#1C1C1E"))
        // The error shows in idle here, so the box takes the error border (systemRed), 4/3 pt wide.
        #expect(
            tree.root.node(withID: "email.box")?.element
                == .fieldBox(fill: hex("#FAFAFA"), border: hex("#C4001A"), borderWidth: .points(2 / 1.5), cornerRadius: 10))
        let withoutError = try LayoutEngine.layout(spec, size: .large, state: .disabled, appearance: .light, measurer: MonospaceMeasurer())
        #expect(
            withoutError.root.node(withID: "email.box")?.element
                == .fieldBox(fill: hex("#FAFAFA"), border: hex("#8E8E93"), borderWidth: .hairline, cornerRadius: 10))
        #expect(
            tree.root.node(withID: "remember.control")?.element
                == .toggleControl(
                    isOn: false, style: .checkbox, body: hex("#767680"), mark: hex("#FFFFFF"), cornerRadius: 5, knobOnRight: false))
        #expect(
            tree.root.node(withID: "updates.control")?.element
                == .toggleControl(
                    isOn: true, style: .switch, body: hex("#1F7A35"), mark: hex("#FFFFFF"), cornerRadius: 15.5, knobOnRight: true))
        guard case .button(let button) = tree.root.node(withID: "go")?.element else {
            Issue.record("no button")
            return
        }
        #expect(button.fill == hex("#0050B3"))
        let disabled = try LayoutEngine.layout(spec, size: .large, state: .disabled, appearance: .light, measurer: MonospaceMeasurer())
        guard case .button(let off) = disabled.root.node(withID: "go")?.element else {
            Issue.record("no button")
            return
        }
        #expect(off.fill == hex("#E5E5EA"))
        #expect(disabled.text("go.title")?.color == hex("#767680"))
    }

    @Test func withoutOverridesPartsKeepIOSColours() throws {
        let tree = try LayoutEngine.layout(
            spec(colors: "{}", content: form), size: .large, state: .idle, appearance: .light,
            measurer: MonospaceMeasurer())
        #expect(tree.text("email-error")?.color == SRGBColor(red: 1, green: 59 / 255, blue: 48 / 255))
        #expect(
            tree.root.node(withID: "remember.control")?.element
                == .toggleControl(
                    isOn: false, style: .checkbox, body: Color.system(.tertiaryLabel).light, mark: hex("#FFFFFF"), cornerRadius: 5,
                    knobOnRight: false))
    }

    @Test func anElementsOwnColoursWinOverThePalette() throws {
        let content = """
            {"type": "vstack", "children": [
              {"type": "textField", "id": "card", "placeholder": "Card number",
               "colors": {"placeholder": "#595959", "fill": "#FFFFFF", "border": "#6E6E73", "errorBorder": "#B00020", "label": "#000000", "value": "#111111"}},
              {"type": "inlineError", "id": "card-error", "for": "card", "text": "Check the card number.", "color": "#B00020", "visibleIn": ["idle"]},
              {"type": "toggle", "id": "save", "label": "Save card", "style": "checkbox", "colors": {"off": "#6E6E73", "label": "#222222"}},
              {"type": "toggle", "id": "wifi", "label": "Wi-Fi", "colors": {"off": "#8A8A8E", "knob": "#F2F2F2"}}]}
            """
        let tree = try LayoutEngine.layout(
            spec(colors: ##"{"systemRed": "#FF0000"}"##, content: content), size: .large, state: .idle,
            appearance: .light, measurer: MonospaceMeasurer())
        #expect(tree.text("card.placeholder")?.color == hex("#595959"))
        #expect(tree.text("card-error")?.color == hex("#B00020"))
        #expect(
            tree.root.node(withID: "card.box")?.element
                == .fieldBox(fill: hex("#FFFFFF"), border: hex("#B00020"), borderWidth: .points(2 / 1.5), cornerRadius: 10))
        #expect(
            tree.root.node(withID: "save.control")?.element
                == .toggleControl(
                    isOn: false, style: .checkbox, body: hex("#6E6E73"), mark: hex("#FFFFFF"), cornerRadius: 5, knobOnRight: false))
        #expect(tree.text("save.label")?.color == hex("#222222"))
        #expect(
            tree.root.node(withID: "wifi.control")?.element
                == .toggleControl(
                    isOn: false, style: .switch, body: hex("#8A8A8E"), mark: hex("#F2F2F2"), cornerRadius: 15.5, knobOnRight: false))
    }

    @Test func unknownPartColourKeysAreReported() throws {
        let content = ##"{"type": "toggle", "id": "t", "label": "T", "colors": {"stroke": "#000000"}}"##
        #expect {
            try spec(colors: "{}", content: content)
        } throws: { error in
            "\(error)".contains("unknown key \"stroke\" in toggleColors; allowed keys: label, on, off, knob, checkmark")
        }
    }

    /// Each part's semantic colour is a case in a switch (no string key looked up and unwrapped),
    /// as the README's table says.
    @Test func partsAndTheirSemanticColours() {
        #expect(BuiltInColors.FieldPart.allCases.map(\.rawValue) == ["label", "value", "placeholder", "fill", "border", "errorBorder"])
        #expect(
            BuiltInColors.FieldPart.allCases.map(\.systemColor)
                == [.label, .label, .placeholderText, .secondarySystemBackground, .separator, .systemRed])
        #expect(
            BuiltInColors.TogglePart.allCases.map { $0.systemColor(.checkbox) } == [.label, .systemBlue, .tertiaryLabel, .white, .white])
        #expect(BuiltInColors.TogglePart.allCases.map { $0.systemColor(.switch) } == [.label, .systemGreen, .systemFill, .white, .white])
    }
}
