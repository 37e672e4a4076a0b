import Layout
import Spec
import Testing

/// Format 2's secure field and text editor, laid out with the monospace stand-in (body at Large:
/// 17 pt on a 22 pt leading, 8.5 pt a character) in a 200 pt wide viewport at @1x: the box's text
/// gets 200 − 2 × 12 = 176 pt, 20 characters a line.
@Suite struct TextEditorLayoutTests {
    @Test func aSecureFieldShowsItsValueAsDots() throws {
        let tree = try layout(screen(#"{"type": "secureField", "id": "pw", "label": "Password", "value": "hunter22"}"#))
        #expect(tree.text("pw.value")?.lines.map(\.text) == ["••••••••"])
        #expect(tree.root.node(withID: "pw")?.role == .element(.textField))
    }

    @Test func theFormatOneSecureFlagStillWorks() throws {
        let tree = try layout(screen(#"{"type": "textField", "id": "pw", "label": "PIN", "value": "1234", "secure": true}"#, version: 1))
        #expect(tree.text("pw.value")?.lines.map(\.text) == ["••••"])
    }

    @Test func aTextEditorShowsAtLeastMinLinesAndAtMostMaxLines() throws {
        let content = #"{"type": "textEditor", "id": "n", "placeholder": "Notes", "minLines": 3, "maxLines": 4, "value": "VALUE"}"#
        // Empty: three lines of 22 pt plus 11 pt above and below; the placeholder at the top.
        let empty = try layout(screen(content.replacingOccurrences(of: #", "value": "VALUE""#, with: "")))
        #expect(empty.frame("n.box") == Rect(x: 0, y: 0, width: 200, height: 88))
        #expect(empty.frame("n.placeholder") == Rect(x: 12, y: 11, width: 42.5, height: 22))
        // Five lines of text: the box grows to four and the rest is cut short.
        let long = String(repeating: "word ", count: 20)
        let full = try layout(screen(content.replacingOccurrences(of: "VALUE", with: long)))
        #expect(full.frame("n.box")?.height == 110)  // 4 × 22 + 2 × 11
        #expect(full.text("n.value")?.lines.count == 4)
        #expect(full.text("n.value")?.truncated == true)
    }
}
