import Layout
import Spec
import Testing

@Suite struct StackLayoutTests {
    @Test func vstackPlacesChildrenInsideItsPaddingWithSpacing() throws {
        let tree = try layout(
            screen(
                """
                {"type": "vstack", "id": "root", "spacing": 10, "padding": 20, "alignment": "leading", "children": [
                  {"type": "text", "id": "a", "text": "Hello"},
                  {"type": "text", "id": "b", "text": "Hi"}]}
                """))
        // Body at Large: 17 pt on a 22 pt leading; 8.5 pt per character.
        #expect(tree.frame("a") == Rect(x: 20, y: 20, width: 42.5, height: 22))
        #expect(tree.frame("b") == Rect(x: 20, y: 52, width: 17, height: 22))
        // The root spans the viewport's width; it is as tall as its content.
        #expect(tree.frame("root") == Rect(x: 0, y: 0, width: 200, height: 94))
        #expect(tree.contentSize == Size(width: 200, height: 400))
        #expect(tree.viewport == Rect(x: 0, y: 0, width: 200, height: 400))
    }

    @Test func centredVStackCentresNarrowerChildren() throws {
        let tree = try layout(
            screen(
                """
                {"type": "vstack", "children": [{"type": "text", "id": "a", "text": "Hello"}, {"type": "text", "id": "b", "text": "Hi"}]}
                """))
        #expect(tree.frame("a") == Rect(x: 78.75, y: 0, width: 42.5, height: 22))
        #expect(tree.frame("b") == Rect(x: 91.5, y: 30, width: 17, height: 22))
    }

    @Test func spacerPushesTheLastChildToTheBottomOfTheViewport() throws {
        let tree = try layout(
            screen(
                """
                {"type": "vstack", "spacing": 0, "children": [
                  {"type": "text", "id": "top", "text": "A"}, {"type": "spacer"}, {"type": "text", "id": "bottom", "text": "B"}]}
                """))
        #expect(tree.frame("top")?.y == 0)
        #expect(tree.frame("bottom") == Rect(x: 95.75, y: 378, width: 8.5, height: 22))
    }

    @Test func contentTallerThanTheViewportScrolls() throws {
        let children = (0..<30).map { "{\"type\": \"text\", \"id\": \"t\($0)\", \"text\": \"Row\"}" }.joined(separator: ",")
        let tree = try layout(screen("{\"type\": \"vstack\", \"spacing\": 0, \"children\": [\(children)]}"))
        #expect(tree.contentSize == Size(width: 200, height: 660))
        #expect(tree.viewport.height == 400)
        #expect(tree.frame("t29")?.maxY == 660)
    }

    @Test func hstackSharesWidthNarrowestFirst() throws {
        let tree = try layout(
            screen(
                """
                {"type": "hstack", "spacing": 10, "alignment": "top", "children": [
                  {"type": "text", "id": "short", "text": "Hi"},
                  {"type": "text", "id": "long", "text": "one two three four five"}]}
                """))
        // 200 − 10 spacing: "Hi" takes its 17 pt, the long text is offered the remaining 173 pt and
        // wraps to 153 pt; the 180 pt row is centred in the 200 pt wide root.
        #expect(tree.frame("short") == Rect(x: 10, y: 0, width: 17, height: 22))
        #expect(tree.text("long")?.lines.map(\.text) == ["one two three four", "five"])
        #expect(tree.frame("long") == Rect(x: 37, y: 0, width: 153, height: 44))
    }

    @Test func hstackTurnsVerticalAtAccessibilitySizesOnlyWhenAsked() throws {
        let json = """
            {"type": "hstack", "spacing": 10, "verticalAtAccessibilitySizes": true, "children": [
              {"type": "text", "id": "a", "text": "A"}, {"type": "text", "id": "b", "text": "B"}]}
            """
        let large = try layout(screen(json), size: .xxxLarge)
        #expect(large.frame("a")!.y == large.frame("b")!.y)
        let ax1 = try layout(screen(json), size: .AX1)
        // AX1 body: 28 pt on 34 pt leading; the 14 pt wide column is centred in the root.
        #expect(ax1.frame("a") == Rect(x: 93, y: 0, width: 14, height: 34))
        #expect(ax1.frame("b") == Rect(x: 93, y: 44, width: 14, height: 34))
    }

    @Test func zstackAlignsChildren() throws {
        let tree = try layout(
            screen(
                """
                {"type": "zstack", "alignment": "bottomTrailing", "children": [
                  {"type": "text", "id": "big", "text": "Hello"}, {"type": "text", "id": "small", "text": "x"}]}
                """))
        #expect(tree.frame("small") == Rect(x: 34, y: 0, width: 8.5, height: 22).offset(dx: tree.frame("big")!.x, dy: 0))
    }

    @Test func fixedAndInfiniteFrames() throws {
        let tree = try layout(
            screen(
                """
                {"type": "vstack", "alignment": "leading", "children": [
                  {"type": "text", "id": "fixed", "text": "Hi", "frame": {"width": 50, "height": 30, "alignment": "topLeading"}},
                  {"type": "text", "id": "wide", "text": "Hi", "frame": {"maxWidth": "infinity"}}]}
                """))
        #expect(tree.frame("fixed") == Rect(x: 0, y: 0, width: 50, height: 30))
        #expect(tree.root.node(withID: "fixed")?.text?.lines.first?.x == 0)
        #expect(tree.frame("wide") == Rect(x: 0, y: 38, width: 200, height: 22))
    }
}

extension Rect {
    func offset(dx: Double, dy: Double) -> Rect { Rect(x: x + dx, y: y + dy, width: width, height: height) }
}
