import Layout
import Spec
import Testing

/// Format 2's compact date picker, laid out with the monospace stand-in (body at Large: 17 pt on a
/// 22 pt leading, 8.5 pt a character) in a 200 pt wide viewport at @1x.
@Suite struct DatePickerLayoutTests {
    @Test func theDateSitsOnAGreyButtonAtTheTrailingEndOfA44PointRow() throws {
        let tree = try layout(screen(#"{"type": "datePicker", "id": "d", "label": "Date", "value": "1 Dec"}"#))
        // "1 Dec": 42.5 pt, plus 11 pt a side and 6 pt above and below: a 64.5 × 34 pt button.
        #expect(tree.frame("d") == Rect(x: 0, y: 0, width: 200, height: 44))
        #expect(tree.frame("d.control") == Rect(x: 135.5, y: 5, width: 64.5, height: 34))
        #expect(tree.frame("d.value") == Rect(x: 146.5, y: 11, width: 42.5, height: 22))
        #expect(
            tree.root.node(withID: "d.control")?.surface == SurfacePaint(fill: Color.system(.tertiarySystemFill).light, cornerRadius: 6))
        // At accessibility sizes the button goes under the label.
        let stacked = try layout(screen(#"{"type": "datePicker", "id": "d", "label": "Date", "value": "1 Dec"}"#), size: .AX5)
        let label = try #require(stacked.frame("d.label"))
        #expect(stacked.frame("d.control")?.x == 0 && stacked.frame("d.control")!.y >= label.maxY)
    }
}
