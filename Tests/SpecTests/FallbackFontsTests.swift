import Foundation
import Spec
import Testing

// Issue 15, item 4: a spec's font stack after "fonts" (format 2's "fallbackFonts").

private func diagnostics(_ json: String, in directory: String) -> [String] {
    do {
        _ = try SpecLoader.load(bytes: Array(json.utf8), file: "spec.json", baseDirectory: directory)
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}

private func spec(version: Int = 2, _ fallbacks: String) -> String {
    #"{"version": \#(version), "name": "X", "viewport": {"device": "iPhone 16"}, "fallbackFonts": \#(fallbacks), "content": {"type": "spacer"}}"#
}

@Suite("fallbackFonts")
struct FallbackFontsTests {
    let directory: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("FallbackFontsTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory + "/fonts", withIntermediateDirectories: true)
        for name in ["Arabic-Regular.ttf", "Arabic-Bold.ttf", "Hebrew-Regular.ttf"] {
            try Data("not checked here".utf8).write(to: URL(fileURLWithPath: directory + "/fonts/" + name))
        }
    }

    @Test("entries are weights objects resolved against the spec's folder, in order; absent is nil, [] none")
    func reads() throws {
        let loaded = try SpecLoader.load(
            bytes: Array(
                spec(
                    #"[{"regular": "fonts/Arabic-Regular.ttf", "bold": "fonts/Arabic-Bold.ttf"}, {"regular": "fonts/Hebrew-Regular.ttf"}]"#
                ).utf8),
            file: "spec.json", baseDirectory: directory)
        #expect(
            loaded.fallbackFonts == [
                [.regular: directory + "/fonts/Arabic-Regular.ttf", .bold: directory + "/fonts/Arabic-Bold.ttf"],
                [.regular: directory + "/fonts/Hebrew-Regular.ttf"],
            ])
        let none = try SpecLoader.load(bytes: Array(spec("[]").utf8), file: "spec.json", baseDirectory: directory)
        #expect(none.fallbackFonts == [])
        let absent = try SpecLoader.load(
            bytes: Array(#"{"version": 2, "name": "X", "viewport": {"device": "iPhone 16"}, "content": {"type": "spacer"}}"#.utf8),
            file: "spec.json", baseDirectory: directory)
        #expect(absent.fallbackFonts == nil)
    }

    @Test("a version 1 spec is asked for version 2")
    func needsVersion2() {
        #expect(
            diagnostics(spec(version: 1, "[]"), in: directory) == [
                #"spec.json:1:66: error: "fallbackFonts" in the spec needs spec format version 2; set "version": 2 at the top of the spec (at $.fallbackFonts)"#
            ])
    }

    @Test("a missing file, a FIFO, a folder, an empty entry, an unknown weight and a string are located errors")
    func problems() {
        #expect(
            diagnostics(spec(#"[{"regular": "fonts/Thai-Regular.ttf"}]"#), in: directory) == [
                #"spec.json:1:96: error: font file fonts/Thai-Regular.ttf does not exist; fix the path (relative to the spec) or remove it from "fallbackFonts" (at $.fallbackFonts[0].regular)"#
            ])
        #expect(mkfifo(directory + "/fonts/Pipe-Regular.ttf", 0o600) == 0)
        #expect(
            diagnostics(spec(#"[{"regular": "fonts/Pipe-Regular.ttf"}]"#), in: directory) == [
                #"spec.json:1:96: error: font file fonts/Pipe-Regular.ttf is a FIFO (named pipe), not a regular file; name a font file (.ttf, .otf or .ttc) (at $.fallbackFonts[0].regular)"#
            ])
        #expect(
            diagnostics(spec(#"[{"regular": "fonts"}]"#), in: directory) == [
                #"spec.json:1:96: error: font file fonts is a folder, not a file; name the font file in it (at $.fallbackFonts[0].regular)"#
            ])
        #expect(
            diagnostics(spec("[{}]"), in: directory) == [
                #"spec.json:1:84: error: a fallback font names at least one font file, such as {"regular": "NotoSansArabic-Regular.ttf"} (at $.fallbackFonts[0])"#
            ])
        #expect(
            diagnostics(spec(#"[{"reguler": "fonts/Arabic-Regular.ttf"}]"#), in: directory).first?.hasPrefix(
                #"spec.json:1:85: error: unknown key "reguler" in fonts (did you mean "regular"?)"#) == true)
        #expect(diagnostics(spec(#"["fonts/Arabic-Regular.ttf"]"#), in: directory).count == 1)
        #expect(
            diagnostics(spec(#"{"regular": "fonts/Arabic-Regular.ttf"}"#), in: directory) == [
                "spec.json:1:83: error: expected an array, found an object (at $.fallbackFonts)"
            ])
    }
}
