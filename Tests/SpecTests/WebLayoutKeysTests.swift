import Spec
import Testing

/// The web's layout keys (format 2): `wrap` and `"alignment": "stretch"` on an hstack, the `grid` node and
/// `breakpoints`. Each is CSS, refused on iOS with a located error saying so; bad values are located errors.
@Suite struct WebLayoutKeysTests {
    static func lines(_ children: [String], platform: String = "web", version: Int = 2) -> [String] {
        DescribedByTests.lines(DescribedByTests.json(children, platform: platform, version: version))
    }

    @Test func wrapStretchGridAndBreakpointsAreWebOnly() {
        #expect(
            Self.lines(
                [
                    #"{"type": "hstack", "wrap": true, "alignment": "stretch", "children": []}"#,
                    #"{"type": "grid", "columns": 2, "children": []}"#,
                    #"{"type": "vstack", "breakpoints": [{"maxWidth": 480, "spacing": 4}], "children": []}"#,
                ], platform: "ios") == [
                    #"d.json:2:28: error: "wrap" is CSS flex-wrap, for web specs ("platform": "web"); iOS has no wrapping stack: use "verticalAtAccessibilitySizes" (at $.content.children[0].wrap)"#,
                    #"d.json:2:47: error: "stretch" is a CSS flex row's align-items, for web specs ("platform": "web"); on iOS align a row's items "top", "center" or "bottom" (at $.content.children[0].alignment)"#,
                    #"d.json:3:1: error: a "grid" is CSS grid, for web specs ("platform": "web"); on iOS put hstacks in a vstack (at $.content.children[1].type)"#,
                    #"d.json:4:35: error: "breakpoints" are CSS media queries on the viewport's width, for web specs ("platform": "web"); an iOS screen is laid out at its one width (use "verticalAtAccessibilitySizes" for large text) (at $.content.children[2].breakpoints)"#,
                ])
    }

    @Test func theyNeedFormatVersion2() {
        #expect(
            Self.lines(
                [
                    #"{"type": "hstack", "wrap": true, "children": []}"#,
                    #"{"type": "grid", "columns": 2, "children": []}"#,
                ], version: 1) == [
                    #"d.json:2:20: error: "wrap" in a hstack needs spec format version 2; set "version": 2 at the top of the spec (at $.content.children[0].wrap)"#,
                    #"d.json:3:10: error: a "grid" node needs spec format version 2; set "version": 2 at the top of the spec (at $.content.children[1].type)"#,
                ])
    }

    @Test func aGridNeedsExactlyOneWayToCountItsColumns() {
        #expect(
            Self.lines([
                #"{"type": "grid", "children": []}"#,
                #"{"type": "grid", "columns": 2, "minColumnWidth": 200, "children": []}"#,
                #"{"type": "grid", "columns": 13, "rowSpacing": -1, "children": []}"#,
                #"{"type": "grid", "minColumnWidth": 0, "children": []}"#,
            ]) == [
                #"d.json:2:1: error: a grid needs "columns" (how many) or "minColumnWidth" (as many columns at least that wide as fit, CSS repeat(auto-fit, minmax(…, 1fr))), such as "columns": 2 (at $.content.children[0])"#,
                #"d.json:3:50: error: give either "columns" or "minColumnWidth", not both (at $.content.children[1].minColumnWidth)"#,
                #"d.json:4:29: error: 13 is out of range; expected a whole number from 1 to 12 (at $.content.children[2].columns)"#,
                #"d.json:5:36: error: 0 is out of range; expected a number from 1 to 10000 (at $.content.children[3].minColumnWidth)"#,
            ])
    }

    @Test func aSpacerCannotSitInAWrappingRow() {
        #expect(
            Self.lines([
                #"{"type": "hstack", "wrap": true, "children": [{"type": "text", "text": "A"}, {"type": "spacer"}]}"#,
                #"{"type": "hstack", "breakpoints": [{"maxWidth": 480, "wrap": true}], "children": [{"type": "spacer"}]}"#,
            ]) == [
                #"d.json:2:78: error: a spacer cannot sit in a wrapping row (CSS wraps items, and a spacer is none); remove it, or give the item that should take the room "frame": {"maxWidth": "infinity"} (at $.content.children[0].children[1])"#,
                #"d.json:3:83: error: a spacer cannot sit in a wrapping row (CSS wraps items, and a spacer is none); remove it, or give the item that should take the room "frame": {"maxWidth": "infinity"} (at $.content.children[1].children[0])"#,
            ])
    }

    @Test func breakpointsAreChecked() {
        #expect(
            Self.lines([
                #"{"type": "hstack", "breakpoints": [], "children": []}"#,
                #"{"type": "hstack", "breakpoints": [{"spacing": 4}], "children": []}"#,
                #"{"type": "hstack", "breakpoints": [{"minWidth": 600, "maxWidth": 480, "wrap": true}], "children": []}"#,
                #"{"type": "hstack", "breakpoints": [{"maxWidth": 480}], "children": []}"#,
                #"{"type": "vstack", "breakpoints": [{"maxWidth": 480, "axis": "horizontal"}], "children": []}"#,
                #"{"type": "hstack", "breakpoints": [{"maxWidth": 480, "axis": "diagonal"}], "children": []}"#,
                #"{"type": "grid", "columns": 2, "breakpoints": [{"maxWidth": 480, "columns": 1, "minColumnWidth": 100}], "children": []}"#,
            ]) == [
                #"d.json:2:35: error: "breakpoints" must list at least one breakpoint; remove it otherwise (at $.content.children[0].breakpoints)"#,
                #"d.json:3:36: error: a breakpoint needs "minWidth" or "maxWidth" (CSS px, inclusive as (min-width: …) and (max-width: …)), such as {"maxWidth": 480, "spacing": 8} (at $.content.children[1].breakpoints[0])"#,
                #"d.json:4:66: error: "maxWidth" 480 is less than "minWidth" 600, so the breakpoint never applies (at $.content.children[2].breakpoints[0].maxWidth)"#,
                #"d.json:5:36: error: a breakpoint must set at least one of "spacing", "padding", "axis", "wrap"; it changes nothing otherwise (at $.content.children[3].breakpoints[0])"#,
                #"d.json:6:54: error: unknown key "axis" in a breakpoint of a vstack; allowed keys: minWidth, maxWidth, spacing, padding (at $.content.children[4].breakpoints[0].axis)"#,
                #"d.json:7:62: error: unknown value "diagonal"; allowed: "horizontal", "vertical" (at $.content.children[5].breakpoints[0].axis)"#,
                #"d.json:8:98: error: give either "columns" or "minColumnWidth", not both (at $.content.children[6].breakpoints[0].minColumnWidth)"#,
            ])
    }

    @Test func breakpointsAreReadIntoTheNodeAndFoldedAtAViewportWidth() throws {
        let spec = try SpecLoader.load(
            bytes: Array(
                DescribedByTests.json([
                    #"{"type": "grid", "id": "g", "minColumnWidth": 200, "spacing": 12, "breakpoints": [{"maxWidth": 480, "columns": 1}, {"minWidth": 320, "maxWidth": 320, "spacing": 4}], "children": []}"#
                ]).utf8), file: "d.json", baseDirectory: "/tmp")
        let grid = try #require(spec.node(withID: "g"))
        #expect(grid.breakpoints == [Breakpoint(maxWidth: 480, columns: .count(1)), Breakpoint(minWidth: 320, maxWidth: 320, spacing: 4)])
        #expect(
            grid.atViewportWidth(481).kind
                == .grid(GridElement(columns: .minimumWidth(200), rowSpacing: 12, columnSpacing: 12, children: [])))
        #expect(grid.atViewportWidth(321).kind == .grid(GridElement(columns: .count(1), rowSpacing: 12, columnSpacing: 12, children: [])))
        #expect(grid.atViewportWidth(320).kind == .grid(GridElement(columns: .count(1), rowSpacing: 4, columnSpacing: 4, children: [])))
        #expect(grid.atViewportWidth(320).breakpoints.isEmpty)
    }
}
