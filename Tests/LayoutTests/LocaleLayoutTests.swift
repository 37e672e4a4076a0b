import Layout
import Spec
import Testing
import TestSupport
import Text

/// A render's locale decides its texts (the spec's view tree in that locale) and, unless the caller
/// says otherwise, its layout direction: right to left for a right-to-left language.
@Suite struct LocaleLayoutTests {
    static let json = """
        {"version": 2, "name": "X", "viewport": {"width": 200, "height": 100, "scale": 1},
         "sourceLanguage": "en", "strings": {"en": {"go": "Go"}, "ar": {"go": "انطلق"}, "de": {"go": "Los"}},
         "locales": ["en", "ar", "de", "pseudo"],
         "content": {"type": "text", "id": "t", "text": {"key": "go"}}}
        """

    @Test func theLocaleGivesTheTextsAndTheDirection() throws {
        let spec = try SpecLoader.load(bytes: Array(Self.json.utf8), file: "spec.json", baseDirectory: "/tmp")
        let measurer = MonospaceMeasurer()
        func laidOut(_ identifier: String?) throws -> LayoutTree {
            try LayoutEngine.layout(
                spec, size: .large, state: .idle, appearance: .light, locale: identifier.flatMap(RenderLocale.init(identifier:)),
                measurer: measurer)
        }
        let english = try laidOut(nil)
        #expect(english.layoutDirection == .leftToRight)
        #expect(english.root.node(withID: "t")?.text?.lines.map(\.text) == ["Go"])
        #expect(english.renderCase.name == "light/large-idle")
        let arabic = try laidOut("ar")
        #expect(arabic.layoutDirection == .rightToLeft)
        #expect(arabic.renderCase.name == "light@ar/large-idle")
        #expect(arabic.root.node(withID: "t")?.text?.lines.map(\.text) == ["انطلق"])
        #expect(try laidOut("de").layoutDirection == .leftToRight)
        #expect(try laidOut("pseudo").root.node(withID: "t")?.text?.lines.map(\.text) == ["[Ĝö·]"])
        let forced = try LayoutEngine.layout(
            spec, size: .large, state: .idle, appearance: .light, locale: RenderLocale(identifier: "ar"),
            layoutDirection: .leftToRight, measurer: measurer)
        #expect(forced.layoutDirection == .leftToRight)
    }
}

/// A render's texts are shaped in its locale's language, the whole tag given to HarfBuzz: Catalan's
/// `ŀl` (Inter's `locl`) in `ca-ES`, the plain `l·l` in the source language.
@Suite struct LocaleShapingLayoutTests {
    @Test func textsAreShapedInTheLocalesLanguage() throws {
        let json = """
            {"version": 2, "name": "X", "viewport": {"width": 200, "height": 100, "scale": 1},
             "sourceLanguage": "en", "strings": {"en": {"t": "Col·legi"}, "ca-ES": {"t": "Col·legi"}},
             "locales": ["en", "ca-ES", "pseudo"],
             "content": {"type": "text", "id": "t", "text": {"key": "t"}}}
            """
        let spec = try SpecLoader.load(bytes: Array(json.utf8), file: "spec.json", baseDirectory: "/tmp")
        let engine = try TextEngine(fonts: .inter())
        func glyphs(_ identifier: String?) throws -> [UInt32]? {
            let tree = try LayoutEngine.layout(
                spec, size: .large, state: .idle, appearance: .light,
                locale: identifier.flatMap(RenderLocale.init(identifier:)), measurer: engine)
            return tree.root.node(withID: "t")?.text?.lines.first?.run.glyphs.map(\.glyph)
        }
        // hb-shape --language=en / ca on Inter Regular (see Tests/TextTests/LanguageShapingTests.swift).
        #expect(try glyphs(nil) == [73, 775, 723, 1416, 723, 612, 650, 679])
        #expect(try glyphs("ca-ES") == [73, 775, 730, 723, 612, 650, 679])
    }
}
