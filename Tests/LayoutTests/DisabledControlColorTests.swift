import Layout
import Spec
import Testing
import TestSupport

/// Format 2's `disabled` on text fields and toggles: in the disabled render their label and value take
/// the disabled colour (the state's `colors`, else tertiaryLabel from the spec's palette); idle keeps
/// their own colours, and the field's placeholder, box and the toggle's control are unchanged.
@Suite struct DisabledControlColorTests {
    private func spec(colors: String = "{}", _ content: String) throws -> ScreenSpec {
        let json = """
            {"version": 2, "name": "Test", "viewport": {"width": 300, "height": 400, "scale": 1}, "colors": \(colors), "content": \(content)}
            """
        return try SpecLoader.load(bytes: Array(json.utf8), file: "test.json", baseDirectory: "/tmp")
    }

    private let form = """
        {"type": "vstack", "children": [
          {"type": "textField", "id": "street", "label": "Street", "value": "1 Main St", "disabled": {"cause": "precondition"}},
          {"type": "textField", "id": "zip", "label": "ZIP", "placeholder": "12345", "disabled": {"cause": "impossible", "colors": {"label": "#3C3C43"}}},
          {"type": "toggle", "id": "gift", "label": "Gift wrap", "disabled": {"cause": "impossible", "colors": {"label": "#48484A"}}},
          {"type": "toggle", "id": "news", "label": "News"}]}
        """

    private func hex(_ text: String) -> SRGBColor { try! ColorParsing.parse(text, appearance: .light) }
    /// tertiaryLabel (and placeholderText): (60, 60, 67) at 30 %.
    private let tertiaryLabel = Color.system(.tertiaryLabel).resolved(for: .light)

    private func layout(_ spec: ScreenSpec, _ state: RenderState) throws -> LayoutTree {
        try LayoutEngine.layout(spec, size: .large, state: state, appearance: .light, measurer: MonospaceMeasurer())
    }

    @Test func aDisabledFieldOrToggleAddsTheDisabledStateAndGreysItsText() throws {
        let spec = try spec(form)
        #expect(spec.states == [.idle, .disabled])
        let idle = try layout(spec, .idle)
        #expect(idle.text("street.label")?.color == hex("#000000"))
        #expect(idle.text("street.value")?.color == hex("#000000"))
        #expect(idle.text("gift.label")?.color == hex("#000000"))

        let disabled = try layout(spec, .disabled)
        #expect(disabled.text("street.label")?.color == tertiaryLabel)
        #expect(disabled.text("street.value")?.color == tertiaryLabel)
        #expect(disabled.text("zip.label")?.color == hex("#3C3C43"))
        #expect(disabled.text("zip.placeholder")?.color == tertiaryLabel)
        #expect(disabled.text("gift.label")?.color == hex("#48484A"))
        // A toggle that declares no disabled state stays enabled in the disabled render.
        #expect(disabled.text("news.label")?.color == hex("#000000"))
        #expect(disabled.root.node(withID: "street.box")?.element == idle.root.node(withID: "street.box")?.element)
    }

    @Test func theDisabledGreyIsTheSpecsTertiaryLabel() throws {
        let disabled = try layout(spec(colors: ##"{"tertiaryLabel": "#6C6C70"}"##, form), .disabled)
        #expect(disabled.text("street.label")?.color == hex("#6C6C70"))
        #expect(disabled.text("street.value")?.color == hex("#6C6C70"))
    }
}

/// Format 2's `colors.spinner` in a loading state: the spinner's own colour, through the spec's colour
/// names; without it, the title's colour.
@Suite struct SpinnerColorTests {
    private func spinnerColor(_ loadingColors: String) throws -> SRGBColor? {
        let json = """
            {"version": 2, "name": "Test", "viewport": {"width": 300, "height": 400, "scale": 1}, "colors": {"brandYellow": "#FFD60A"},
             "content": {"type": "button", "id": "go", "title": "Go", "style": "borderedProminent", "tint": "#0050B3",
                         "states": {"loading": {"indicator": "overlay"\(loadingColors)}}}}
            """
        let spec = try SpecLoader.load(bytes: Array(json.utf8), file: "test.json", baseDirectory: "/tmp")
        let tree = try LayoutEngine.layout(spec, size: .large, state: .loading, appearance: .light, measurer: MonospaceMeasurer())
        guard case .spinner(_, let color) = tree.root.node(withID: "go.spinner")?.element else { return nil }
        return color
    }

    private func hex(_ text: String) -> SRGBColor { try! ColorParsing.parse(text, appearance: .light) }

    @Test func theSpinnerTakesItsOwnColourElseTheTitles() throws {
        #expect(try spinnerColor("") == hex("#FFFFFF"))
        #expect(try spinnerColor(##", "colors": {"title": "#E5E5EA"}"##) == hex("#E5E5EA"))
        #expect(try spinnerColor(##", "colors": {"title": "#E5E5EA", "spinner": "brandYellow"}"##) == hex("#FFD60A"))
    }
}

/// Format 2's `disabled` on pickers and steppers: their segment titles, label and − / + take the
/// disabled colour in the disabled render.
@Suite struct DisabledPickerStepperColorTests {
    @Test func segmentTitlesLabelAndSymbolsGreyWhileDisabled() throws {
        let json = """
            {"version": 2, "name": "Test", "viewport": {"width": 300, "height": 400, "scale": 1}, "content": {"type": "vstack", "children": [
              {"type": "picker", "id": "room", "label": "Room", "options": ["Single", "Double"], "disabled": {"cause": "impossible"}},
              {"type": "stepper", "id": "guests", "label": "Guests: 2", "disabled": {"cause": "precondition", "colors": {"symbol": "#48484A"}}}]}}
            """
        let spec = try SpecLoader.load(bytes: Array(json.utf8), file: "test.json", baseDirectory: "/tmp")
        #expect(spec.states == [.idle, .disabled])
        let grey = Color.system(.tertiaryLabel).resolved(for: .light)
        let black = try ColorParsing.parse("#000000", appearance: .light)
        let idle = try LayoutEngine.layout(spec, size: .large, state: .idle, appearance: .light, measurer: MonospaceMeasurer())
        let disabled = try LayoutEngine.layout(spec, size: .large, state: .disabled, appearance: .light, measurer: MonospaceMeasurer())
        #expect(idle.text("room.segment[0].title")?.color == black)
        #expect(disabled.text("room.segment[0].title")?.color == grey)
        #expect(disabled.text("room.segment[1].title")?.color == grey)
        #expect(idle.text("guests.label")?.color == black)
        #expect(disabled.text("guests.label")?.color == grey)
        // Layout decides, with the colour, that these texts are a disabled control's (contrast.disabled reads it).
        #expect(
            ["room.segment[0].title", "room.segment[1].title", "guests.label"].map { disabled.text($0)?.isDisabled } == [true, true, true])
        #expect(["room.segment[0].title", "guests.label"].map { idle.text($0)?.isDisabled } == [false, false])
        #expect(disabled.text("guests.increment.symbol")?.color == (try ColorParsing.parse("#48484A", appearance: .light)))
    }
}
