import Layout
import Spec
import Testing
import Text

@Suite struct TextLayoutTests {
    @Test func wrapsAtSpacesAndPlacesBaselinesInTheLeading() throws {
        let tree = try layout(screen(#"{"type": "text", "id": "t", "text": "aaaa bbbb cccc dddd eeee ffff", "frame": {"width": 100}}"#))
        let text = try #require(tree.text("t"))
        // 100 pt holds 11 characters of 8.5 pt: two words and the space between them.
        #expect(text.lines.map(\.text) == ["aaaa bbbb", "cccc dddd", "eeee ffff"])
        #expect(text.lines.map(\.width) == [76.5, 76.5, 76.5])
        // Baseline: (22 − 17) / 2 + 13.6 within each 22 pt line.
        #expect(text.lines.map(\.baseline) == [16.1, 38.1, 60.1])
        #expect(!text.truncated && !text.clipped)
    }

    @Test func breaksAfterHyphens() throws {
        let tree = try layout(screen(#"{"type": "text", "id": "t", "text": "well-known", "frame": {"width": 60}}"#))
        #expect(tree.text("t")?.lines.map(\.text) == ["well-", "known"])
    }

    @Test func lineLimitTruncatesTheTailWithAnEllipsis() throws {
        let tree = try layout(
            screen(#"{"type": "text", "id": "t", "text": "aaaa bbbb cccc dddd", "lineLimit": 1, "frame": {"width": 100}}"#))
        let text = try #require(tree.text("t"))
        #expect(text.lines.map(\.text) == ["aaaa bbbb…"])
        #expect(text.lines[0].width == 85)
        #expect(text.truncated)
        #expect(!text.clipped)
    }

    @Test func truncationKeepsTheTextsOwnSpacesAndAddsNone() throws {
        // 120 pt holds 14 characters: "200 GB of " breaks before "storage"; the truncated line is
        // cut from the text as written, never "200 GB of  st…" with a space the text did not have.
        let tree = try layout(
            screen(#"{"type": "text", "id": "t", "text": "200 GB of storage used", "lineLimit": 1, "frame": {"width": 120}}"#))
        #expect(tree.text("t")?.lines.map(\.text) == ["200 GB of sto…"])
        let twoLines = try layout(
            screen(
                #"{"type": "text", "id": "t", "text": "You have used 200 GB of storage this month", "lineLimit": 2, "frame": {"width": 120}}"#
            ))
        #expect(twoLines.text("t")?.lines.map(\.text) == ["You have used", "200 GB of sto…"])
        // Paragraphs are joined by exactly one space.
        let paragraphs = try layout(
            screen(#"{"type": "text", "id": "t", "text": "Used\n200 GB of storage", "lineLimit": 1, "frame": {"width": 120}}"#))
        #expect(paragraphs.text("t")?.lines.map(\.text) == ["Used 200 GB o…"])
        // A space before the cut is trimmed, not doubled: "200 GB of" then the ellipsis.
        let atSpace = try layout(
            screen(#"{"type": "text", "id": "t", "text": "200 GB of storage", "lineLimit": 1, "frame": {"width": 94}}"#))
        #expect(atSpace.text("t")?.lines.map(\.text) == ["200 GB of…"])
    }

    @Test func aWordWiderThanTheLineIsBrokenByCharacterAndClipped() throws {
        let tree = try layout(screen(#"{"type": "text", "id": "t", "text": "Supercalifragilistic", "frame": {"width": 60}}"#))
        let text = try #require(tree.text("t"))
        #expect(text.lines.map(\.text) == ["Superca", "lifragi", "listic"])
        #expect(text.clipped)
    }

    @Test func explicitLineBreaksStartNewLines() throws {
        let tree = try layout(screen(#"{"type": "text", "id": "t", "text": "One\nTwo"}"#))
        #expect(tree.text("t")?.lines.map(\.text) == ["One", "Two"])
    }

    /// Issue 26 (8): iOS breaks a line at U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR (UAX #14
    /// mandatory breaks, as at "\n", "\r\n" and U+0085); drawn as a box on one line, such a text was clean.
    @Test func lineAndParagraphSeparatorsStartNewLines() throws {
        let tree = try layout(screen(#"{"type": "text", "id": "t", "text": "One\u2028Two\u2029Three"}"#))
        let text = try #require(tree.text("t"))
        #expect(text.lines.map(\.text) == ["One", "Two", "Three"])
        #expect(text.lines.map(\.width) == [25.5, 25.5, 42.5])
        #expect(text.lines.map(\.baseline) == [16.1, 38.1, 60.1])
        #expect(tree.frame("t")?.height == 66)
        let others = try layout(screen(#"{"type": "text", "id": "t", "text": "One\r\nTwo\u0085Three"}"#))
        #expect(others.text("t")?.lines.map(\.text) == ["One", "Two", "Three"])
    }

    @Test func fixedSizeTextDoesNotScale() throws {
        let spec = try screen(#"{"type": "text", "id": "t", "text": "Fixed", "size": 20}"#)
        #expect(try layout(spec, size: .xSmall).frame("t") == layout(spec, size: .AX5).frame("t"))
        // Line height from the metrics: 0.8 + 0.2 em.
        #expect(try layout(spec).frame("t")?.height == 20)
    }

    @Test func textRunningPastTheViewportIsClipped() throws {
        let tree = try layout(screen(#"{"type": "text", "id": "t", "text": "Hello", "frame": {"width": 30}}"#, width: 200))
        // The frame is narrower than the single word: broken and clipped.
        #expect(tree.text("t")?.clipped == true)
    }

    @Test(arguments: TextStyle.allCases)
    func textHeightsGrowMonotonicallyWithTheSizeCategory(style: TextStyle) throws {
        let engine = try TextEngine(fonts: .inter())
        let spec = try screen(
            "{\"type\": \"text\", \"id\": \"t\", \"text\": \"Accept the terms to continue.\", \"style\": \"\(style.rawValue)\"}", width: 393
        )
        var previous = 0.0
        for size in SizeCategory.dynamicTypeSizes {
            let height = try #require(layout(spec, size: size, measurer: engine).frame("t")?.height)
            #expect(height >= previous, "\(style) at \(size)")
            previous = height
        }
    }

    @Test func labelWidthIsTheEnginesShapedWidth() throws {
        let engine = try TextEngine(fonts: .inter())
        let tree = try layout(
            screen(
                #"{"type": "vstack", "children": [{"type": "text", "id": "t", "text": "Send Reset Link", "style": "headline"}]}"#,
                width: 393), measurer: engine)
        let expected = try engine.shape("Send Reset Link", weight: .semibold, size: 17).width
        #expect(tree.text("t")?.lines.first?.width == expected)
        #expect(tree.frame("t")?.width == expected)
    }
}

/// Browser text zoom (web specs of format 2) scales every text from its size at 100 %, fixed sizes
/// too; the reflow case lays the page out 320 CSS px wide.
@Suite struct TextZoomLayoutTests {
    static func web(_ content: String) throws -> ScreenSpec {
        let json = """
            {"version": 2, "name": "Zoom", "platform": "web", "viewport": {"width": 390, "height": 400, "scale": 1}, "content": \(content)}
            """
        return try SpecLoader.load(bytes: Array(json.utf8), file: "zoom.json", baseDirectory: "/tmp")
    }

    @Test func zoomScalesStyledAndFixedText() throws {
        let spec = try Self.web(
            """
            {"type": "vstack", "alignment": "leading", "children": [
              {"type": "text", "id": "styled", "text": "Hi", "style": "body"},
              {"type": "text", "id": "fixed", "text": "Hi", "size": 20}]}
            """)
        // body is 17 pt on a 22 pt leading at 100 %; the monospace stand-in draws 0.5 em a character.
        let at100 = try layout(spec, size: .zoom100)
        let at200 = try layout(spec, size: .zoom200)
        #expect(at100.frame("styled") == Rect(x: 0, y: 0, width: 17, height: 22))
        #expect(at200.frame("styled") == Rect(x: 0, y: 0, width: 34, height: 44))
        #expect(at100.text("fixed")?.size == 20)
        #expect(at200.text("fixed")?.size == 40)
    }

    @Test func theReflowCaseIs320Wide() throws {
        let spec = try Self.web(#"{"type": "text", "id": "t", "text": "Hi", "frame": {"maxWidth": "infinity"}}"#)
        let tree = try layout(spec, size: .reflow320)
        #expect(tree.viewport == Rect(x: 0, y: 0, width: 320, height: 400))
        #expect(tree.frame("t")?.width == 320)
        #expect(try layout(spec, size: .zoom100).viewport.width == 390)
    }
}
