import Foundation
import Testing
import Text

// Issue 15: text is shaped in the render's language, so a font's forms for that language (OpenType
// `locl`) are drawn. Reference glyphs: HarfBuzz 6.0.0's `hb-shape --font-funcs=ot --no-glyph-names
// --language=L` (Debian's libharfbuzz-bin) on Inter 3.19 Regular and Noto Sans Arabic Regular:
//   Inter "Col·legi"   en: [73|775|723|1416|723|612|650|679]   ca: [73|775|730|723|612|650|679]
//   Inter "Înşiră"     en: [204|759|872|679|837|506]           ro: [204|759|874|679|837|506]
//   Noto  "۴۶۷" (ltr)  ar: [355|1216|1152] (+492 +425 +578)     ur: [356|1215|1153] (+510 +504 +459)
//   Noto Sans CJK (face 0) "直骨"  ja: [27873|45132]  zh-Hans: [27874|45133]  zh-Hant: [27874|45134]
@Suite("Shaping in a language")
struct LanguageShapingTests {
    @Test("Catalan joins l·l into ŀl and Romanian draws ş with a comma below, in Inter")
    func interLanguageForms() throws {
        func glyphs(_ text: String, _ language: String?) throws -> [UInt32] {
            try inter.shape(text, weight: .regular, size: 17, direction: nil, language: language).glyphs.map(\.glyph)
        }
        #expect(try glyphs("Col·legi", "en") == [73, 775, 723, 1416, 723, 612, 650, 679])
        #expect(try glyphs("Col·legi", "ca") == [73, 775, 730, 723, 612, 650, 679])
        // The whole tag is given to HarfBuzz, which reads its language: `ca-ES` is Catalan too.
        #expect(try glyphs("Col·legi", "ca-ES") == [73, 775, 730, 723, 612, 650, 679])
        #expect(try glyphs("Înşiră", "en") == [204, 759, 872, 679, 837, 506])
        #expect(try glyphs("Înşiră", "ro") == [204, 759, 874, 679, 837, 506])
        // Without a language the text is shaped as English; Catalan's ligature spans "l·" (bytes 2…4).
        #expect(try glyphs("Col·legi", nil) == [73, 775, 723, 1416, 723, 612, 650, 679])
        let catalan = try inter.shape("Col·legi", weight: .regular, size: 17, direction: nil, language: "ca")
        #expect(catalan.glyphs.map(\.cluster) == [0, 1, 2, 5, 6, 7, 8])
        #expect(catalan.width == Double(2048 + 1680 + 888 + 668 + 1640 + 1716 + 668) * 17 / interUnitsPerEm)
    }

    @Test("a fallback font's run is shaped in the language too: Urdu digits in Noto Sans Arabic")
    func fallbackLanguageForms() throws {
        let engine = try #require(interArabicHebrew)
        let arabic = try engine.shape("۴۶۷", weight: .regular, size: 17, direction: nil, language: "ar")
        #expect(arabic.glyphs.map(\.glyph) == [355, 1216, 1152])
        #expect(arabic.glyphs.map(\.font) == [1, 1, 1])
        #expect(arabic.width == Double(492 + 425 + 578) * 17 / 1000)
        let urdu = try engine.shape("۴۶۷", weight: .regular, size: 17, direction: nil, language: "ur")
        #expect(urdu.glyphs.map(\.glyph) == [356, 1215, 1153])
        #expect(urdu.width == Double(510 + 504 + 459) * 17 / 1000)
        // Shapes are cached per language: asking again in Arabic still gives Arabic's digits.
        #expect(try engine.shape("۴۶۷", weight: .regular, size: 17, direction: nil, language: "ar") == arabic)
    }

    @Test(
        "Noto Sans CJK draws the Japanese, Simplified or Traditional Chinese form of an ideograph by language",
        .enabled(
            if: FileManager.default.fileExists(atPath: "\(FontStack.notoCJKDirectory)/NotoSansCJK-Regular.ttc"), "needs fonts-noto-cjk"))
    func cjkLanguageForms() throws {
        let engine = try TextEngine(
            stack: FontStack(
                primary: .inter(),
                fallbacks: [
                    FontSet(files: [.regular: "\(FontStack.notoCJKDirectory)/NotoSansCJK-Regular.ttc"])
                ]))
        func glyphs(_ language: String) throws -> [UInt32] {
            try engine.shape("直骨", weight: .regular, size: 17, direction: nil, language: language).glyphs.map(\.glyph)
        }
        #expect(try glyphs("ja") == [27873, 45132])
        #expect(try glyphs("zh-Hans") == [27874, 45133])
        #expect(try glyphs("zh-Hant") == [27874, 45134])
        #expect(try engine.shape("直骨", weight: .regular, size: 17).glyphs.map(\.font) == [1, 1])
    }
}
