import Layout
import Spec
import Testing

/// What a failed submit draws in a field and its error, with the monospace stand-in (body at Large:
/// 17 pt on a 22 pt leading; footnote 13 pt on 18 pt) in a 200 pt wide viewport at @1x.
@Suite struct InvalidSubmitLayoutTests {
    private func form(field: String = "", error: String = "") -> String {
        """
        {"type": "vstack", "alignment": "leading", "spacing": 0, "children": [
          {"type": "textField", "id": "f", "label": "Email", "placeholder": "name@example.com", "value": "anna@"\(field)},
          {"type": "inlineError", "id": "e", "for": "f", "text": "Enter an email"\(error)},
          {"type": "button", "id": "go", "title": "Go", "states": {"invalidSubmit": {"errors": ["e"], "focus": "e"}}}]}
        """
    }

    @Test("the invalid submit draws what people entered, as idle does")
    func valuesStay() throws {
        let spec = try screen(form())
        for state in [RenderState.idle, .invalidSubmit] {
            let tree = try layout(spec, state: state)
            #expect(tree.text("f.value")?.lines.map(\.text) == ["anna@"])
            #expect(tree.root.node(withID: "f.placeholder") == nil)
        }
    }

    @Test("a field that clears on a failed submit shows its placeholder in that render only")
    func clearedField() throws {
        let spec = try screen(form(field: #", "clearsOnInvalidSubmit": true"#))
        #expect(try layout(spec).text("f.value")?.lines.map(\.text) == ["anna@"])
        let invalid = try layout(spec, state: .invalidSubmit)
        #expect(invalid.root.node(withID: "f.value") == nil)
        #expect(invalid.text("f.placeholder")?.lines.map(\.text) == ["name@example.com"])
    }

    @Test("an inline error is footnote (18 pt leading) unless its style says otherwise (body: 22 pt)")
    func errorStyle() throws {
        #expect(try layout(screen(form()), state: .invalidSubmit).frame("e")?.height == 18)
        #expect(try layout(screen(form(error: #", "style": "body""#)), state: .invalidSubmit).frame("e")?.height == 22)
    }
}
