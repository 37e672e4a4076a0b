import Layout
import Spec
import Testing

/// A requirement list with the monospace stand-in (footnote at Large: 13 pt on an 18 pt leading,
/// 6.5 pt a character) in a 200 pt wide viewport at @1x.
@Suite struct RequirementListLayoutTests {
    private let list = """
        {"type": "vstack", "alignment": "leading", "spacing": 0, "children": [
          {"type": "secureField", "id": "p", "label": "Password", "value": "abc"},
          {"type": "requirementList", "id": "r", "for": "p", "items": [{"text": "8 characters", "met": ["invalidSubmit"]}, {"text": "A number", "met": true}]},
          {"type": "button", "id": "go", "title": "Go", "states": {"invalidSubmit": {"errors": []}}}]}
        """

    @Test("rows of a 13 pt indicator and footnote text, 6 pt apart, 4 pt between rows; met per state")
    func rows() throws {
        let spec = try screen(list)
        let idle = try layout(spec)
        let top = try #require(idle.frame("r")).y
        #expect(idle.frame("r")?.height == 40)
        #expect(idle.frame("r.item[0].indicator") == Rect(x: 0, y: top + 2.5, width: 13, height: 13))
        #expect(idle.frame("r.item[0].text") == Rect(x: 19, y: top, width: 78, height: 18))
        #expect(idle.frame("r.item[1].indicator")?.y == top + 24.5)
        guard case .symbol(let unmet, _, _) = idle.root.node(withID: "r.item[0].indicator")?.element,
            case .symbol(let met, _, _) = idle.root.node(withID: "r.item[1].indicator")?.element
        else {
            Issue.record("no symbols")
            return
        }
        #expect(unmet == .xmark && met == .checkmark)
        guard
            case .symbol(let later, let color, _) = try layout(spec, state: .invalidSubmit).root.node(withID: "r.item[0].indicator")?
                .element
        else {
            Issue.record("no symbol")
            return
        }
        #expect(later == .checkmark)
        #expect(color == Color.system(.systemGreen).light)
    }
}
