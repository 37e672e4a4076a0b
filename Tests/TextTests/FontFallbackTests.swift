import Foundation
import Testing
import Text

// Issue 15, item 4: a font stack, each character drawn by the first font that has it.
@Suite("Font fallback", .enabled(if: interArabicHebrew != nil, "needs fonts-noto-core"))
struct FontFallbackTests {
    @Test("Latin stays in Inter, exactly as without fallbacks")
    func latinIsInterOnly() throws {
        let engine = try #require(interArabicHebrew)
        for text in ["Continue", "Waffle fi ffl AVAV Tokyo", "Pay €25.00 — now?", ""] {
            let stacked = try engine.shape(text, weight: .semibold, size: 17)
            #expect(stacked == (try inter.shape(text, weight: .semibold, size: 17)))
            #expect(stacked.glyphs.allSatisfy { $0.font == 0 })
        }
    }

    @Test("Arabic and Hebrew letters come from their Noto fonts, spaces and digits from Inter")
    func scriptsFallBack() throws {
        let engine = try #require(interArabicHebrew)
        let arabic = try engine.shape("مرحبا بك", weight: .regular, size: 17)
        #expect(arabic.glyphs.allSatisfy { $0.glyph != 0 })
        // Visual order, right to left: "بك" (bytes 11…14), the space (10), "مرحبا" (0…9).
        #expect(Set(arabic.glyphs.filter { $0.cluster >= 11 }.map(\.font)) == [1])
        #expect(arabic.glyphs.filter { $0.cluster == 10 }.map(\.font) == [0])
        #expect(arabic.glyphs.first!.cluster >= 11 && arabic.glyphs.last!.cluster == 0)
        let hebrew = try engine.shape("שלום 42", weight: .regular, size: 17)
        #expect(hebrew.glyphs.map(\.font) == [0, 0, 0, 2, 2, 2, 2])
        #expect(hebrew.glyphs.map(\.cluster) == [9, 10, 8, 6, 4, 2, 0])
    }

    @Test("a weight a fallback family lacks takes its nearest: semibold Arabic is Noto Sans Arabic Bold")
    func fallbackWeights() throws {
        let noto = FontStack.notoDirectory
        let engine = try TextEngine(
            stack: FontStack(
                primary: .inter(),
                fallbacks: [
                    FontSet(files: [.regular: "\(noto)/NotoSansArabic-Regular.ttf", .bold: "\(noto)/NotoSansArabic-Bold.ttf"])
                ]))
        let bold = try TextEngine(fonts: FontSet(files: [.regular: "\(noto)/NotoSansArabic-Bold.ttf"]))
        let semibold = try engine.shape("مرحبا", weight: .semibold, size: 17)
        #expect(semibold.glyphs.map(\.glyph) == (try bold.shape("مرحبا", weight: .regular, size: 17)).glyphs.map(\.glyph))
        #expect(semibold.width == (try bold.shape("مرحبا", weight: .regular, size: 17)).width)
    }

    @Test("a character no font of the stack has is the primary font's glyph 0")
    func missingEverywhere() throws {
        let engine = try #require(interArabicHebrew)
        // 确 (U+786E): neither Inter nor Noto Sans Arabic or Hebrew has it.
        let run = try engine.shape("A确", weight: .regular, size: 17)
        #expect(run.glyphs.map(\.font) == [0, 0])
        #expect(run.glyphs[1].glyph == 0)
    }

    @Test("control characters and marks stay with the font before them; Noto's blank U+0000 is not used")
    func followers() throws {
        let engine = try #require(interArabicHebrew)
        // Noto Sans Arabic maps U+0000 to an empty glyph; the NUL stays in Inter, as glyph 0.
        let nul = try engine.shape("Hi\u{0}", weight: .regular, size: 17)
        #expect(nul.glyphs.map(\.font) == [0, 0, 0])
        #expect(nul.glyphs[2].glyph == 0)
        // A fatha (U+064E) after beh is drawn by the Arabic font with its base.
        let marked = try engine.shape("بَ", weight: .regular, size: 17)
        #expect(marked.glyphs.allSatisfy { $0.font == 1 && $0.glyph != 0 })
    }

    @Test("glyph bitmaps come from the glyph's own font; an index outside the stack is an error")
    func bitmapsPerFont() throws {
        let engine = try #require(interArabicHebrew)
        let glyph = try #require(try engine.shape("ب", weight: .regular, size: 17).glyphs.first)
        let bitmap = try engine.glyphBitmap(weight: .regular, font: glyph.font, glyph: glyph.glyph, pixelSize: 34, subpixelX: 0)
        #expect(bitmap.width > 0 && bitmap.coverage.contains { $0 > 0 })
        #expect(throws: TextError.invalidArgument("font must be an index into the font stack (0..<3), got 3")) {
            _ = try engine.glyphBitmap(weight: .regular, font: 3, glyph: glyph.glyph, pixelSize: 34, subpixelX: 0)
        }
    }

    @Test("the default fallbacks are the Noto families installed, in order, with the weights found")
    func defaultFallbacks() throws {
        let noto = FontStack.notoDirectory
        let fallbacks = FontStack.defaultFallbacks(notoCJKDirectory: "/nonexistent")
        #expect(
            fallbacks.first == FontSet(files: [.regular: "\(noto)/NotoSansArabic-Regular.ttf", .bold: "\(noto)/NotoSansArabic-Bold.ttf"]))
        #expect(
            fallbacks.dropFirst().first
                == FontSet(files: [.regular: "\(noto)/NotoSansHebrew-Regular.ttf", .bold: "\(noto)/NotoSansHebrew-Bold.ttf"]))
        #expect(fallbacks.last == FontSet(files: [.regular: "\(noto)/NotoSansSymbols2-Regular.ttf"]))
        #expect(FontStack.defaultFallbacks(notoDirectory: "/nonexistent", notoCJKDirectory: "/nonexistent") == [])
    }

    @Test("an empty fallback set is refused")
    func emptyFallback() {
        #expect(throws: TextError.noFonts) { _ = try TextEngine(stack: FontStack(primary: .inter(), fallbacks: [FontSet(files: [:])])) }
    }

    @Test("a fallback font's metrics are its own: Noto Sans Arabic's ascender 1374 and descender 738 per 1000")
    func fallbackMetrics() throws {
        let engine = try #require(interArabicHebrew)
        let arabic = try engine.metrics(weight: .regular, size: 17, font: 1)
        #expect(arabic.ascender == 1374.0 * 17 / 1000)
        #expect(arabic.descender == 738.0 * 17 / 1000)
        #expect(try engine.metrics(weight: .regular, size: 17, font: 0) == engine.metrics(weight: .regular, size: 17))
        #expect(throws: TextError.invalidArgument("font must be an index into the font stack (0..<3), got 3")) {
            try engine.metrics(weight: .regular, size: 17, font: 3)
        }
    }
}
