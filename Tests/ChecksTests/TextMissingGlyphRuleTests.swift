import Foundation
import Checks
import Spec
import TestSupport
import Testing
import Text

/// A "Latin font": the monospace stand-in, with no glyph (glyph 0, .notdef) for anything from
/// U+0300 up but the ellipsis, as HarfBuzz reports for characters the font lacks.
private struct LatinOnlyMeasurer: TextMeasuring {
    let inner = MonospaceMeasurer()

    func metrics(weight: FontWeight, size: Double) throws -> FontMetrics {
        try inner.metrics(weight: weight, size: size)
    }

    func shape(_ text: String, weight: FontWeight, size: Double, direction: TextDirection?) throws -> ShapedRun {
        var run = try inner.shape(text, weight: weight, size: size, direction: direction)
        for index in run.glyphs.indices where run.glyphs[index].glyph >= 0x300 && run.glyphs[index].glyph != 0x2026 {
            run.glyphs[index].glyph = 0
        }
        return run
    }
}

// Issue 12, item 8: titles in CJK, Arabic or emoji, or with U+0000, rendered as empty boxes and
// the check said "clean".
@Suite("text.missing-glyph")
struct TextMissingGlyphRuleTests {
    private func check(_ content: String, sizes: [SizeCategory] = [.large]) throws -> Checked {
        let spec = try RuleTest.spec(content)
        let input = try RuleTest.input(spec, sizes: sizes, measurer: LatinOnlyMeasurer())
        return Checked(spec: spec, findings: TextMissingGlyphRule().check(input, thresholds: Thresholds()))
    }

    @Test("a button title in CJK and emoji: the characters the font lacks, each once, and the element")
    func cjkAndEmojiTitle() throws {
        let checked = try check(RuleTest.stack(#"{"type": "button", "id": "pay", "title": "支付 支付 😀"}"#))
        #expect(
            checked.findings == [
                Finding(
                    rule: .textMissingGlyph, file: RuleTest.file, location: checked.location("pay"), element: "pay",
                    appearance: .light, state: .idle, size: .large,
                    message:
                        "The title of \"pay\" has 3 characters the fonts cannot draw (U+652F, U+4ED8, U+1F600); they show as an empty box or nothing.",
                    fix:
                        "Use characters the spec's fonts have, or add a font that has them to \"fonts\" or \"fallbackFonts\"; remove control characters.",
                    details: ["characters": "U+652F, U+4ED8, U+1F600"])
            ])
    }

    @Test("control characters count even when a font maps them to a blank glyph")
    func controlCharacters() throws {
        let checked = try check(RuleTest.stack(#"{"type": "text", "id": "note", "text": "Tap\u0000 here\u0007"}"#))
        #expect(
            checked.messages == [
                "The text \"note\" has 2 characters the fonts cannot draw (U+0000, U+0007); they show as an empty box or nothing."
            ])
    }

    @Test("one finding per element and size, in the first state it shows; plain Latin text is clean")
    func oneFindingPerElement() throws {
        let content = RuleTest.stack(
            #"{"type": "text", "id": "reason", "text": "Accept the terms"}"#,
            #"{"type": "textField", "id": "name", "label": "Name", "placeholder": "Ünï اسم"}"#,
            #"{"type": "button", "id": "go", "title": "Go", "states": {"disabled": {"cause": "precondition", "reason": "reason"}}}"#)
        let checked = try check(content, sizes: [.large, .AX5])
        #expect(
            checked.messages == [
                "The placeholder of \"name\" has 3 characters the fonts cannot draw (U+0627, U+0633, U+0645); they show as an empty box or nothing.",
                "The placeholder of \"name\" has 3 characters the fonts cannot draw (U+0627, U+0633, U+0645); they show as an empty box or nothing.",
            ])
        #expect(checked.sizes == [.large, .AX5])
        #expect(checked.findings.map(\.state) == [.idle, .idle])
    }

    // Issue 15, item 4: with a font stack, Arabic is drawn by the fallback font and is no finding;
    // what no font of the stack has (emoji, CJK without a CJK font) still is.
    @Test("through a font stack: Arabic falls back and is clean, emoji and CJK the stack lacks are found")
    func throughAFontStack() throws {
        let arabic = "\(FontStack.notoDirectory)/NotoSansArabic-Regular.ttf"
        try #require(FileManager.default.fileExists(atPath: arabic), "needs fonts-noto-core")
        let engine = try TextEngine(stack: FontStack(primary: .inter(), fallbacks: [FontSet(files: [.regular: arabic])]))
        let spec = try RuleTest.spec(
            RuleTest.stack(
                #"{"type": "text", "id": "reason", "text": "أكمل العنوان للمتابعة"}"#,
                #"{"type": "button", "id": "pay", "title": "ادفع 😀 支付"}"#))
        let input = try RuleTest.input(spec, sizes: [.large], measurer: engine)
        let checked = Checked(spec: spec, findings: TextMissingGlyphRule().check(input, thresholds: Thresholds()))
        #expect(
            checked.messages == [
                "The title of \"pay\" has 3 characters the fonts cannot draw (U+1F600, U+652F, U+4ED8); they show as an empty box or nothing."
            ])
    }

    @Test("the rule is in the catalogue with its title, help and fix")
    func catalogue() {
        let info = RuleCatalog.info(.textMissingGlyph)
        #expect(info.title == "Characters the fonts cannot draw")
        #expect(
            info.help
                == "Use characters the spec's fonts have, or add a font that has them to \"fonts\" or \"fallbackFonts\"; remove control characters."
        )
        #expect(RuleID(rawValue: "text.missing-glyph") == .textMissingGlyph)
    }
}
