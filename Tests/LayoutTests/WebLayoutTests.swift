import Layout
import Spec
import Testing
import TestSupport
import Text

/// The web's layouts (format 2): a row that wraps (CSS `flex-wrap: wrap`), items stretched to the row's height
/// (`align-items: stretch`), a grid (`display: grid`) of a column count or a minimum column width, and
/// breakpoints (media queries on the viewport's width). The measurer sets body text 8.5 px a character on a
/// 22 px line at text zoom 100 %.
@Suite struct WebLayoutTests {
    static func web(_ content: String, width: Int = 200) throws -> ScreenSpec {
        let json = """
            {"version": 2, "name": "Web", "platform": "web", "viewport": {"width": \(width), "height": 400, "scale": 1},
             "content": \(content)}
            """
        return try SpecLoader.load(bytes: Array(json.utf8), file: "web.json", baseDirectory: "/tmp")
    }

    static func layout(_ spec: ScreenSpec, size: SizeCategory = .zoom100, direction: TextDirection? = nil) throws -> LayoutTree {
        try LayoutEngine.layout(
            spec, size: size, state: .idle, appearance: .light, layoutDirection: direction,
            measurer: MonospaceMeasurer())
    }

    static let wrappingRow = """
        {"type": "hstack", "id": "row", "wrap": true, "spacing": 10, "children": [
          {"type": "text", "id": "a", "text": "A", "frame": {"width": 80}},
          {"type": "text", "id": "b", "text": "B", "frame": {"width": 80}},
          {"type": "text", "id": "c", "text": "C", "frame": {"width": 80}},
          {"type": "text", "id": "long", "text": "one two three four five six"}]}
        """

    @Test func aWrappingRowMovesWhatDoesNotFitToTheNextLineWithItsSpacingBetweenLines() throws {
        let tree = try Self.layout(Self.web(Self.wrappingRow))
        #expect(tree.frame("a") == Rect(x: 0, y: 0, width: 80, height: 22))
        #expect(tree.frame("b") == Rect(x: 90, y: 0, width: 80, height: 22))
        // 80 + 10 + 80 + 10 + 80 = 260 > 200: C starts the second line, 22 + 10 down.
        #expect(tree.frame("c") == Rect(x: 0, y: 32, width: 80, height: 22))
        // 229.5 px of text is wider than the row: a line of its own, where it wraps at the row's 200 px.
        #expect(tree.text("long")?.lines.map(\.text) == ["one two three four five", "six"])
        #expect(tree.frame("long") == Rect(x: 0, y: 64, width: 195.5, height: 44))
        #expect(tree.frame("row") == Rect(x: 0, y: 0, width: 200, height: 108))
    }

    @Test func aWrappingRowIsMirroredRightToLeft() throws {
        let tree = try Self.layout(Self.web(Self.wrappingRow), direction: .rightToLeft)
        #expect(tree.frame("a") == Rect(x: 120, y: 0, width: 80, height: 22))
        #expect(tree.frame("b") == Rect(x: 30, y: 0, width: 80, height: 22))
        #expect(tree.frame("c") == Rect(x: 120, y: 32, width: 80, height: 22))
        #expect(tree.frame("long") == Rect(x: 4.5, y: 64, width: 195.5, height: 44))
    }

    @Test func anItemOfInfiniteMaxWidthGrowsIntoWhatIsLeftOfItsLine() throws {
        let tree = try Self.layout(
            Self.web(
                """
                {"type": "hstack", "wrap": true, "spacing": 10, "children": [
                  {"type": "text", "id": "label", "text": "Code"},
                  {"type": "text", "id": "field", "text": "X", "frame": {"maxWidth": "infinity"}}]}
                """))
        // Bases 34 and 8.5 (its text, not its growth): both fit; X takes the 147.5 px left besides its own.
        #expect(tree.frame("label") == Rect(x: 0, y: 0, width: 34, height: 22))
        #expect(tree.frame("field") == Rect(x: 44, y: 0, width: 156, height: 22))
    }

    static func stretchRow(_ alignment: String) -> String {
        """
        {"type": "hstack", "alignment": "\(alignment)", "spacing": 10, "children": [
          {"type": "text", "id": "tall", "text": "one two three four five six seven", "frame": {"width": 100}},
          {"type": "text", "id": "short", "text": "Hi"},
          {"type": "button", "id": "go", "title": "Go"}]}
        """
    }

    @Test func stretchGivesEveryItemTheRowsHeightAndKeepsAButtonsTitleCentred() throws {
        let tree = try Self.layout(Self.web(Self.stretchRow("stretch")))
        // Four lines of at most 100 px: 88 px, the row's height.
        #expect(tree.text("tall")?.lines.map(\.text) == ["one two", "three four", "five six", "seven"])
        #expect(tree.frame("tall")?.height == 88)
        #expect(tree.frame("short")?.height == 88)
        #expect(tree.frame("short")?.y == 0)
        // The stretched text's line stays at the top of its taller box, where a top-aligned row puts it.
        let top = try Self.layout(Self.web(Self.stretchRow("top")))
        #expect(top.frame("short")?.height == 22)
        #expect(try #require(tree.text("short")?.lines.first?.baseline) == top.text("short")?.lines.first?.baseline)
        let button = try #require(tree.root.node(withID: "go"))
        #expect(button.frame.y == 0)
        #expect(button.frame.height == 88)
        let title = try #require(button.children.first { $0.role == .part(.title) })
        #expect(title.frame.midY == 44)
    }

    @Test func aStretchedWrappingRowStretchesEachItemToItsLinesHeight() throws {
        let tree = try Self.layout(
            Self.web(
                """
                {"type": "hstack", "wrap": true, "alignment": "stretch", "spacing": 10, "children": [
                  {"type": "text", "id": "a", "text": "one two three", "frame": {"width": 60}},
                  {"type": "text", "id": "b", "text": "B", "frame": {"width": 60}},
                  {"type": "text", "id": "c", "text": "C", "frame": {"width": 150}}]}
                """))
        #expect(tree.frame("a") == Rect(x: 0, y: 0, width: 60, height: 44))
        #expect(tree.frame("b") == Rect(x: 70, y: 0, width: 60, height: 44))
        #expect(tree.frame("c") == Rect(x: 0, y: 54, width: 150, height: 22))
    }

    static let countGrid = """
        {"type": "grid", "id": "g", "columns": 2, "spacing": 10, "children": [
          {"type": "text", "id": "a", "text": "A"},
          {"type": "text", "id": "b", "text": "one two three four"},
          {"type": "text", "id": "c", "text": "C"}]}
        """

    @Test func aGridOfTwoColumnsSharesTheWidthAndEachRowIsAsTallAsItsTallestItem() throws {
        let tree = try Self.layout(Self.web(Self.countGrid))
        // (200 − 10) / 2 = 95 px columns; "one two three four" wraps in 95 px to two lines, so the first row is 44 px tall.
        #expect(tree.frame("a") == Rect(x: 0, y: 0, width: 95, height: 44))
        #expect(tree.frame("b") == Rect(x: 105, y: 0, width: 95, height: 44))
        #expect(tree.frame("c") == Rect(x: 0, y: 54, width: 95, height: 22))
        #expect(tree.frame("g") == Rect(x: 0, y: 0, width: 200, height: 76))
    }

    @Test func aGridIsMirroredRightToLeft() throws {
        let tree = try Self.layout(Self.web(Self.countGrid), direction: .rightToLeft)
        #expect(tree.frame("a") == Rect(x: 105, y: 0, width: 95, height: 44))
        #expect(tree.frame("b") == Rect(x: 0, y: 0, width: 95, height: 44))
        #expect(tree.frame("c") == Rect(x: 105, y: 54, width: 95, height: 22))
    }

    static func minimumWidthGrid(_ minimum: Int, items: Int) -> String {
        let children = (0..<items).map { #"{"type": "text", "id": "i\#($0)", "text": "X"}"# }.joined(separator: ", ")
        return #"{"type": "grid", "id": "g", "minColumnWidth": \#(minimum), "spacing": 10, "children": [\#(children)]}"#
    }

    @Test func aMinimumColumnWidthFitsAsManyColumnsAsItCanSharingTheWidth() throws {
        // (200 + 10) / (60 + 10) = 3 columns of (200 − 20) / 3 = 60 px; the fourth item starts a row.
        let four = try Self.layout(Self.web(Self.minimumWidthGrid(60, items: 4)))
        #expect(four.frame("i0") == Rect(x: 0, y: 0, width: 60, height: 22))
        #expect(four.frame("i2") == Rect(x: 140, y: 0, width: 60, height: 22))
        #expect(four.frame("i3") == Rect(x: 0, y: 32, width: 60, height: 22))
        // 70 px columns: (210 / 80) = 2 columns of 95 px.
        let wider = try Self.layout(Self.web(Self.minimumWidthGrid(70, items: 3)))
        #expect(wider.frame("i1") == Rect(x: 105, y: 0, width: 95, height: 22))
        // auto-fit: two items in room for three share the width, as the empty tracks collapse.
        let two = try Self.layout(Self.web(Self.minimumWidthGrid(60, items: 2)))
        #expect(two.frame("i1") == Rect(x: 105, y: 0, width: 95, height: 22))
        // A minimum wider than the grid is still the column's width (CSS minmax): the items overflow the 200 px grid.
        let overflow = try Self.layout(Self.web(Self.minimumWidthGrid(250, items: 2)))
        #expect(overflow.frame("i0") == Rect(x: 0, y: 0, width: 250, height: 22))
        #expect(overflow.frame("i1") == Rect(x: 0, y: 32, width: 250, height: 22))
        #expect(overflow.frame("g") == Rect(x: 0, y: 0, width: 200, height: 54))
    }

    static let responsive = """
        {"type": "vstack", "spacing": 10, "alignment": "leading", "children": [
          {"type": "hstack", "id": "row", "spacing": 10, "breakpoints": [{"maxWidth": 320, "axis": "vertical"}], "children": [
            {"type": "text", "id": "a", "text": "A", "frame": {"width": 150}},
            {"type": "text", "id": "b", "text": "B", "frame": {"width": 150}}]},
          {"type": "grid", "id": "g", "columns": 1, "spacing": 10, "breakpoints": [{"minWidth": 321, "columns": 2}], "children": [
            {"type": "text", "id": "c", "text": "C"},
            {"type": "text", "id": "d", "text": "D"}]}]}
        """

    @Test(arguments: [319, 320, 321])
    func breakpointsApplyInclusivelyAtTheirWidth(width: Int) throws {
        let tree = try Self.layout(Self.web(Self.responsive, width: width))
        let narrow = width <= 320
        // maxWidth 320: a column at 319 and 320 px, a row at 321.
        #expect(tree.frame("b") == (narrow ? Rect(x: 0, y: 32, width: 150, height: 22) : Rect(x: 160, y: 0, width: 150, height: 22)))
        // minWidth 321: two columns from 321 px on, one below.
        let gridTop = narrow ? 64.0 : 32.0
        #expect(tree.frame("c") == Rect(x: 0, y: gridTop, width: narrow ? Double(width) : 155.5, height: 22))
        #expect(
            tree.frame("d")
                == (narrow
                    ? Rect(x: 0, y: gridTop + 32, width: Double(width), height: 22)
                    : Rect(x: 165.5, y: gridTop, width: 155.5, height: 22)))
    }

    @Test func theReflowWidthMeetsTheBreakpointsTextZoomDoesNot() throws {
        let spec = try Self.web(Self.responsive, width: 1280)
        #expect(try Self.layout(spec, size: .zoom200).frame("b")?.y == 0)
        #expect(try Self.layout(spec, size: .reflow320).frame("b") == Rect(x: 0, y: 32, width: 150, height: 22))
    }

    @Test func ofSeveralBreakpointsThatApplyTheLaterWins() throws {
        let spec = """
            {"type": "vstack", "spacing": 8, "breakpoints": [{"maxWidth": 600, "spacing": 20}, {"maxWidth": 400, "spacing": 4}],
             "children": [
              {"type": "text", "id": "a", "text": "A"}, {"type": "text", "id": "b", "text": "B"}]}
            """
        #expect(try Self.layout(Self.web(spec, width: 300)).frame("b")?.y == 26)
        #expect(try Self.layout(Self.web(spec, width: 500)).frame("b")?.y == 42)
        #expect(try Self.layout(Self.web(spec, width: 700)).frame("b")?.y == 30)
    }
}
