import Foundation
import Testing

/// `--locale` keeps one locale of a spec (repeatable; the source language by its own name), a value that
/// is not a locale or that no spec renders is bad input, and `layout` lays out one locale and names it.
@Suite struct LocaleOptionTests {
    static let spec = """
        {"version": 2, "name": "Tiny", "viewport": {"width": 160, "height": 100, "scale": 1},
         "strings": {"en": {"hello": "Hello"}, "de": {"hello": "Hallo"}}, "locales": ["en", "de", "pseudo"],
         "content": {"type": "vstack", "children": [{"type": "text", "id": "t", "text": {"key": "hello"}, "lineLimit": 1}]}}
        """

    @available(macOS 15, *)
    @Test func renderWritesTheLocalesChosenUnderTheirVariantFolders() throws {
        try withSpecDirectory(["tiny.json": Self.spec]) { directory in
            let german = runTool(["render", directory + "/tiny.json", "--out", directory + "/de", "--size", "large", "--locale", "de"])
            #expect(german.status == 0)
            #expect(german.error == "wrote 2 PNGs for 1 of 1 spec into \(directory)/de\n")
            #expect(FileManager.default.fileExists(atPath: "\(directory)/de/tiny/light@de/large-idle.png"))
            #expect(!FileManager.default.fileExists(atPath: "\(directory)/de/tiny/light"))
            let source = runTool([
                "render", directory + "/tiny.json", "--out", directory + "/en", "--size", "large", "--locale", "en", "--locale", "pseudo",
            ])
            #expect(source.error == "wrote 3 PNGs for 1 of 1 spec into \(directory)/en\n")
            #expect(FileManager.default.fileExists(atPath: "\(directory)/en/tiny/light/large-idle.png"))
            #expect(FileManager.default.fileExists(atPath: "\(directory)/en/tiny/light@pseudo/large-idle.png"))
        }
    }

    @available(macOS 15, *)
    @Test func aValueThatIsNotALocaleOrOneTheSpecDoesNotRenderIsBadInput() throws {
        try withSpecDirectory(["tiny.json": Self.spec]) { directory in
            let typo = runTool(["check", directory + "/tiny.json", "--locale", "de_DE"])
            #expect(
                typo
                    == ToolRun(
                        status: 2, output: "",
                        error: """
                            error: invalid value 'de_DE' for '--locale': not a locale; use a language tag such as de, pt-BR or zh-Hans, or pseudo
                            hint: see 'buttoncheck check --help'

                            """))
            let file = directory + "/tiny.json"
            let nothing = runTool(["render", file, "--out", directory + "/out", "--locale", "fr", "--size", "large"])
            #expect(nothing.status == 2)
            #expect(
                nothing.error.hasPrefix(
                    "error: \(file): --locale fr selects nothing: the spec's locales are en, de, pseudo; choose one of them or drop --locale\n"
                ))
            let layout = runTool(["layout", file, "--locale", "fr"])
            #expect(layout.status == 2)
            #expect(layout.error.hasPrefix("error: \(file) does not render the locale 'fr'; its locales are: en, de, pseudo\n"))
        }
    }

    @available(macOS 15, *)
    @Test func layoutTakesALocaleAndNamesIt() throws {
        try withSpecDirectory(["tiny.json": Self.spec]) { directory in
            let run = runTool(["layout", directory + "/tiny.json", "--locale", "de", "--json"])
            #expect(run.status == 0)
            let json = run.output.filter { !$0.isWhitespace }
            #expect(json.contains(#""locale":"de""#))
            #expect(json.contains(#""text":"Hallo""#))
            let source = runTool(["layout", directory + "/tiny.json", "--locale", "en", "--json"])
            #expect(!source.output.contains("locale"))
            let pseudo = runTool(["layout", directory + "/tiny.json", "--locale", "pseudo"])
            #expect(pseudo.output.contains(#""[Ĥéļļö··]""#))
        }
    }
}
