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
        var pen = 0.0, units = 0
        for (glyph, advance) in zip(second.glyphs, advances) {
            #expect(abs(pen - Double(units) * 17 / 2816) < 1e-9)
            #expect(glyph.xAdvance == Double(advance) * 17 / 2816)
            pen += glyph.xAdvance
            units += advance
        }
        #expect(abs(second.width - 18504.0 * 17 / 2816) < 1e-9)
    }
}
