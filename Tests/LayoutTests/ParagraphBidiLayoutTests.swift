import Foundation
import Layout
import Spec
import Testing
import Text

/// Inter, then Noto Sans Arabic (Debian's fonts-inter and fonts-noto-core).
private let interArabic: TextEngine? = {
    let arabic = "\(FontStack.notoDirectory)/NotoSansArabic-Regular.ttf"
    guard FileManager.default.fileExists(atPath: arabic) else { return nil }
    return try? TextEngine(stack: FontStack(primary: .inter(), fallbacks: [FontSet(files: [.regular: arabic])]))
}()

// Issue 15: a wrapped text's lines are ordered as UAX #9 orders them: the paragraph's levels resolved
// first, then the paragraph broken into lines, then each line reordered.
@Suite("Bidi levels resolved on the paragraph, then lines", .enabled(if: interArabic != nil, "needs fonts-noto-core"))
struct ParagraphBidiLayoutTests {
    @Test("the digits wrapped after an Arabic word stay right to left: line 2 is drawn 4567 123 050")
    func wrappedDigitsKeepTheirArabicContext() throws {
        let engine = try #require(interArabic)
        let spec = try screen(#"{"type": "text", "id": "t", "text": "Send to أحمد 050 123 4567", "frame": {"width": 120}}"#)
        let text = try #require(layout(spec, measurer: engine).text("t"))
        #expect(text.lines.map(\.text) == ["Send to أحمد", "050 123 4567"])
        // Line 1: "Send to " left to right, then the Arabic name (glyphs of Noto Sans Arabic, font 1) right to left.
        #expect(text.lines[0].run.glyphs.map(\.cluster) == [0, 1, 2, 3, 4, 5, 6, 7, 14, 12, 10, 8])
        #expect(text.lines[0].run.glyphs.map(\.font) == [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1])
        // Line 2: Arabic numbers (W2) separated by right-to-left spaces (N1), read right to left.
        let second = text.lines[1].run
        #expect(second.glyphs.map(\.cluster) == [8, 9, 10, 11, 7, 4, 5, 6, 3, 0, 1, 2])
        #expect(second.direction == .leftToRight)
        // Glyphs and pen positions from the line's left edge: hb-shape's Inter Regular glyphs and advances
        // (design units, 2816 per em) for "4567 123 050", the order the line is drawn in.
        #expect(second.glyphs.map(\.glyph) == [1300, 1301, 1303, 1304, 1682, 1296, 1297, 1299, 1682, 1295, 1301, 1295])
        let advances = [1808, 1712, 1756, 1608, 792, 1308, 1704, 1792, 792, 1760, 1712, 1760]
        var pen = 0.0
        var units = 0
        for (glyph, advance) in zip(second.glyphs, advances) {
            #expect(abs(pen - Double(units) * 17 / 2816) < 1e-9)
            #expect(glyph.xAdvance == Double(advance) * 17 / 2816)
            pen += glyph.xAdvance
            units += advance
        }
        #expect(abs(second.width - 18504.0 * 17 / 2816) < 1e-9)
    }
}

/// The last line of a truncated text keeps its paragraph's context too: cut with "…", the digits after the
/// Arabic name on the line before still read right to left.
@Suite("A truncated line ordered in its paragraph", .enabled(if: interArabic != nil, "needs fonts-noto-core"))
struct TruncatedLineBidiTests {
    @Test("a line limit of 2: the cut second line is drawn 456 123 050 then the ellipsis")
    func cutLineKeepsItsContext() throws {
        let engine = try #require(interArabic)
        let spec = try screen(
            #"{"type": "text", "id": "t", "text": "Send to أحمد 050 123 4567 now", "lineLimit": 2, "frame": {"width": 120}}"#)
        let text = try #require(layout(spec, measurer: engine).text("t"))
        #expect(text.truncated)
        #expect(text.lines.map(\.text) == ["Send to أحمد", "050 123 456…"])
        // "050 123 456…": Arabic numbers separated by right-to-left spaces, reversed as a whole; the ellipsis
        // (a neutral between a number and the end of a left-to-right line) stays at the paragraph's level, last.
        #expect(text.lines[1].run.glyphs.map(\.cluster) == [8, 9, 10, 7, 4, 5, 6, 3, 0, 1, 2, 11])
    }
}

// Issue 15: a line drawn partly in a fallback font is as tall as the fonts it uses need (as CoreText sizes
// a line), while lines of Inter alone keep the style's leading exactly.
@Suite("Line heights of the fonts a line uses", .enabled(if: interArabic != nil, "needs fonts-noto-core"))
struct FallbackLineHeightTests {
    // Body at Large: 17 pt on 22 pt. Inter (2816 units per em) has ascender 2728 and descender 680, so its
    // baseline sits 17.181818… pt down a 22 pt line and 4.818181… pt above its bottom. Noto Sans Arabic (1000
    // per em) has ascender 1374 and descender 738: 23.358 pt above the baseline and 12.546 below, so an
    // Arabic line grows by 6.176181… above and 7.727818… below: 35.904 pt.
    @Test("an Arabic line between two Latin ones grows to Noto Sans Arabic's ascender and descender")
    func arabicLineGrows() throws {
        let engine = try #require(interArabic)
        let tree = try layout(screen(#"{"type": "text", "id": "t", "text": "Pay now\nادفع الآن\nThanks"}"#), measurer: engine)
        let text = try #require(tree.text("t"))
        #expect(text.lines.map(\.text) == ["Pay now", "ادفع الآن", "Thanks"])
        #expect(text.lines[1].run.glyphs.contains { $0.font == 1 })
        let frame = try #require(tree.frame("t"))
        #expect(abs(frame.height - 79.904) < 1e-9)
        let top = frame.y
        let baselines = text.lines.map { $0.baseline - top }
        #expect(abs(baselines[0] - 17.181818181818180) < 1e-9)
        #expect(abs(baselines[1] - 45.358) < 1e-9)  // 22 + 17.1818… + 6.1761…: 23.358 below the line's top
        #expect(abs(baselines[2] - 75.085818181818180) < 1e-9)  // 44 + 13.904 + 17.1818…
    }

    @Test("a text in Inter alone keeps the leading: lines 22 pt apart, 66 pt for three")
    func interOnlyKeepsTheLeading() throws {
        let engine = try #require(interArabic)
        let tree = try layout(screen(#"{"type": "text", "id": "t", "text": "Pay now\nor later\nThanks"}"#), measurer: engine)
        let text = try #require(tree.text("t"))
        let frame = try #require(tree.frame("t"))
        #expect(frame.height == 66)
        let inter = try engine.metrics(weight: .regular, size: 17)
        let offset = (22 - (inter.ascender + inter.descender)) / 2 + inter.ascender
        #expect(text.lines.map { $0.baseline - frame.y } == [offset, 22 + offset, 44 + offset])
    }
}
