import Layout
import Spec
import Testing

/// Format 2's `tapArea`: a control's hit region apart from its frame, placed with it.
@Suite struct TapAreaLayoutTests {
    @Test func theHitRegionGrowsByThePaddingThenToTheMinimumAroundItsCentre() throws {
        // "Go" in a regular button: 17 + 32 = 49 × 44 pt, at (10, 10) inside the padding.
        let tree = try layout(
            screen(
                """
                {"type": "vstack", "alignment": "leading", "padding": 10, "children": [
                  {"type": "button", "id": "go", "title": "Go", "tapArea": {"padding": {"horizontal": 4}, "minHeight": 60}},
                  {"type": "button", "id": "plain", "title": "Go"}]}
                """))
        let go = try #require(tree.root.node(withID: "go"))
        #expect(go.frame == Rect(x: 10, y: 10, width: 49, height: 44))
        #expect(go.hitRegion == Rect(x: 6, y: 2, width: 57, height: 60))
        #expect(go.hitFrame == go.hitRegion)
        let plain = try #require(tree.root.node(withID: "plain"))
        #expect(plain.hitRegion == nil && plain.hitFrame == plain.frame)
    }

    @Test func theRegionIsNeverSmallerThanTheFrame() {
        let area = TapArea(minWidth: 44, minHeight: 44)
        let frame = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(area.region(around: frame) == frame)
        #expect(TapArea(padding: EdgeInsets(all: 2), minWidth: 10).region(around: frame) == Rect(x: -2, y: -2, width: 104, height: 54))
    }
}
