import Layout
import Spec
import Testing

/// Format 2's section and background, laid out with the monospace stand-in (a body line at Large is
/// 17 pt text on a 22 pt leading, 8.5 pt a character; footnote 13 pt on 18 pt, 6.5 pt a character)
/// in a 200 pt wide viewport at @1x, so every frame is worked out by hand.
@Suite struct SectionLayoutTests {
    private let section = """
        {"type": "section", "id": "s", "header": "Account", "footer": "Shown to you", "children": [
          {"type": "text", "id": "name", "text": "Name"},
          {"type": "toggle", "id": "push", "label": "Push"}]}
        """

    @Test func aSectionIsItsHeaderItsRowsOnAnInsetSurfaceAndItsFooter() throws {
        let tree = try layout(screen(section, version: 2))
        // "ACCOUNT" (upper-cased as a grouped form shows it): 7 × 6.5 = 45.5 pt, inset 16 pt like the rows' content.
        #expect(tree.frame("s.header") == Rect(x: 16, y: 0, width: 45.5, height: 18))
        #expect(tree.text("s.header")?.lines.map(\.text) == ["ACCOUNT"])
        // The rows' surface starts 7 pt under the header and spans the section: a 44 pt text row
        // (22 + 2 × 11) and a 44 pt toggle row (its 31 pt switch + 2 × 6.5), 88 pt in all.
        #expect(tree.frame("s.rows") == Rect(x: 0, y: 25, width: 200, height: 88))
        #expect(tree.frame("name") == Rect(x: 16, y: 36, width: 34, height: 22))
        #expect(tree.frame("push") == Rect(x: 16, y: 69, width: 168, height: 44))
        // A hairline (one pixel at @1x) at the bottom of the first row, from the content's leading edge.
        #expect(tree.frame("s.separator") == Rect(x: 16, y: 68, width: 184, height: 1))
        #expect(tree.frame("s.footer") == Rect(x: 16, y: 120, width: 78, height: 18))
        #expect(tree.frame("s") == Rect(x: 0, y: 0, width: 200, height: 138))
        // Paint resolved in layout: the grouped rows' surface, the separator's colour.
        let rows = try #require(tree.root.node(withID: "s.rows")?.surface)
        #expect(rows == SurfacePaint(fill: Color.system(.secondarySystemGroupedBackground).light, cornerRadius: 10))
        #expect(tree.root.node(withID: "s.separator")?.surface == SurfacePaint(fill: Color.system(.separator).light))
        #expect(tree.text("s.header")?.color == Color.system(.secondaryLabel).light)
    }

    @Test func aSectionsColorsRecolourItsParts() throws {
        let tree = try layout(
            screen(
                section.replacingOccurrences(
                    of: #""footer": "Shown to you","#,
                    with: ##""footer": "Shown to you", "colors": {"header": "#6C6C70", "fill": "#FAFAFA"},"##),
                version: 2))
        #expect(tree.text("s.header")?.color == SRGBColor(red8: 0x6C, green8: 0x6C, blue8: 0x70))
        #expect(tree.root.node(withID: "s.rows")?.surface?.fill == SRGBColor(red8: 0xFA, green8: 0xFA, blue8: 0xFA))
        #expect(tree.text("s.footer")?.color == Color.system(.secondaryLabel).light)
    }

    @Test func aBackgroundFillsTheFrameWithItsPadding() throws {
        let tree = try layout(
            screen(
                """
                {"type": "vstack", "alignment": "leading", "children": [
                  {"type": "text", "id": "card", "text": "Hi", "padding": 8,
                   "background": {"color": "#F2F2F7", "cornerRadius": 6, "stroke": "#C6C6C8", "strokeWidth": 1}},
                  {"type": "text", "id": "bar", "text": "Bar", "background": {"material": "thick"}}]}
                """, version: 2))
        // "Hi": 17 × 22 pt, plus 8 pt of padding all round; the surface is the node's frame.
        #expect(tree.frame("card") == Rect(x: 0, y: 0, width: 33, height: 38))
        #expect(
            tree.root.node(withID: "card")?.surface
                == SurfacePaint(
                    fill: SRGBColor(red8: 0xF2, green8: 0xF2, blue8: 0xF7), cornerRadius: 6,
                    stroke: SRGBColor(red8: 0xC6, green8: 0xC6, blue8: 0xC8), strokeWidth: .points(1)))
        // A material: the blur of what is behind it and its veil (white in light appearance).
        #expect(
            tree.root.node(withID: "bar")?.surface
                == SurfacePaint(
                    fill: SRGBColor(red: 1, green: 1, blue: 1, alpha: 0.78), material: .thick, blurSigma: 8))
    }

    @Test func aRowHiddenInTheStateLeavesNoGap() throws {
        // An inline error shown only on a failed submit is a row only then: idle has one row and no separator.
        let json = """
            {"type": "section", "id": "s", "children": [
              {"type": "textField", "id": "email", "placeholder": "Email"},
              {"type": "inlineError", "id": "e", "for": "email", "text": "Enter an email"},
              {"type": "button", "id": "go", "title": "Go", "states": {"invalidSubmit": {"errors": ["e"]}}}]}
            """
        let spec = try screen(json, version: 2)
        let idle = try layout(spec)
        let invalid = try layout(spec, state: .invalidSubmit)
        #expect(idle.root.allNodes.filter { $0.role == .part(.separator) }.count == 1)
        #expect(invalid.root.allNodes.filter { $0.role == .part(.separator) }.count == 2)
        // A field's 44 pt box and a 44 pt button each take 11 pt above and below; the error's one
        // footnote line (18 pt) is centred in a 44 pt row between them.
        #expect(idle.frame("s.rows")?.height == 132)
        #expect(invalid.frame("s.rows")?.height == 176)
        #expect(invalid.frame("e") == Rect(x: 16, y: 79, width: 91, height: 18))
        #expect(invalid.frame("go")?.y == 121)
    }
}
