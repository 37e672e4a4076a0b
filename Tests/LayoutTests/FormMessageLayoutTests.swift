import Layout
import Spec
import Testing

/// Format 2's error summary and toast, laid out with the monospace stand-in (headline at Large:
/// 17 pt semibold on 22 pt; subheadline 15 pt on 20 pt, 7.5 pt a character) in a 200 pt wide
/// viewport at @1x.
@Suite struct FormMessageLayoutTests {
    private let form = """
        {"type": "vstack", "alignment": "leading", "spacing": 0, "children": [
          {"type": "errorSummary", "id": "s", "title": "Fix it", "errors": ["e"], "frame": {"maxWidth": "infinity"}},
          {"type": "textField", "id": "f", "placeholder": "Email"},
          {"type": "inlineError", "id": "e", "for": "f", "text": "Enter an email"},
          {"type": "toast", "id": "t", "text": "Not saved"},
          {"type": "button", "id": "go", "title": "Go", "states": {"invalidSubmit": {"errors": ["e"], "focus": "s"}}}]}
        """

    @Test func aSummaryAndAToastShowOnlyOnAnInvalidSubmit() throws {
        let spec = try screen(form)
        let idle = try layout(spec)
        #expect(idle.root.node(withID: "s") == nil && idle.root.node(withID: "t") == nil)
        let invalid = try layout(spec, state: .invalidSubmit)
        // 16 pt padding; "Fix it" (22 pt), 8 pt, the link "Enter an email" (14 × 7.5 = 105 pt, 20 pt), 16 pt.
        #expect(invalid.frame("s") == Rect(x: 0, y: 0, width: 200, height: 82))
        #expect(invalid.frame("s.title") == Rect(x: 16, y: 16, width: 51, height: 22))
        #expect(invalid.frame("s.link[0]") == Rect(x: 16, y: 46, width: 105, height: 20))
        #expect(invalid.text("s.link[0]")?.lines.map(\.text) == ["Enter an email"])
        // The link is underlined, 2 pt under its baseline, in its colour (the stock systemRed).
        let underline = try #require(invalid.root.node(withID: "s.link[0].underline"))
        #expect(underline.frame.width == 105 && underline.frame.height == 1)
        #expect(underline.surface?.fill == Color.system(.systemRed).light)
        #expect(
            invalid.root.node(withID: "s")?.surface
                == SurfacePaint(
                    fill: Color.system(.secondarySystemBackground).light, cornerRadius: 12,
                    stroke: Color.system(.systemRed).light, strokeWidth: .points(1.5)))
        // The toast hugs "Not saved" (9 × 7.5 = 67.5 pt) with 16 pt and 12 pt of padding, inverted.
        let toast = try #require(invalid.root.node(withID: "t"))
        #expect(toast.frame.size == Size(width: 99.5, height: 44))
        #expect(toast.surface == SurfacePaint(fill: Color.system(.label).light, cornerRadius: 14))
        #expect(toast.text?.color == Color.system(.systemBackground).light)
    }
}
