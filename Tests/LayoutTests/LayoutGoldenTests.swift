import Foundation
import Layout
import Spec
import TestSupport
import Testing
import Text

/// Layout dumps of every spec in `specs/` at xSmall, Large and AX5 (a web spec of format 2: at text zoom
/// 100 % and 200 % and at the 320 px reflow width), in every state and locale, kept as text
/// goldens under Goldens/<spec>/<size>-<state>.json (Goldens/<spec>/@<locale>/… for a locale other than
/// the spec's source language). A layout change shows up as a line diff to
/// review; `BUTTONCHECK_RECORD=failed swift test --filter LayoutGoldenTests` rewrites what differs.
@Suite struct LayoutGoldenTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    static let specFiles = SpecLoader.specFiles(in: repository.appendingPathComponent("specs").path)
    static let sizes: [SizeCategory] = [.xSmall, .large, .AX5]
    static let webSizes: [SizeCategory] = [.zoom100, .zoom200, .reflow320]

    @Test(arguments: specFiles)
    func layoutMatchesItsGolden(file: String) throws {
        let spec = try SpecLoader.load(path: file)
        let engine = try TextEngine(stack: Self.stack(for: spec))
        for locale in spec.locales.map(spec.caseLocale) {
            let folder = Self.goldens.appendingPathComponent(spec.slug).appendingPathComponent(locale.map { "@\($0.identifier)" } ?? "")
            for size in spec.sizes == SizeCategory.webSizes ? Self.webSizes : Self.sizes {
                // Each built-in state, or for a spec with scenarios (format 3) each scenario (`<size>-<scenario>.json`).
                for situation in spec.situations {
                    let tree = try LayoutEngine.layout(
                        spec, size: size, state: situation.state, appearance: spec.appearances[0], locale: locale,
                        measurer: engine, backdropImage: SpecBackdrop.image(for: spec), scenario: situation.scenario)
                    let dump = LayoutDump.json(tree)
                    assertGolden(
                        dump,
                        at: folder.appendingPathComponent("\(size.rawValue)-\(situation.scenario ?? situation.state.rawValue).json").path)
                }
            }
        }
    }

    /// The spec's font stack as `buttoncheck` draws it: Inter (no spec here names fonts of its own), then
    /// its `fallbackFonts`, or the default fallbacks (the Noto fonts installed).
    static func stack(for spec: ScreenSpec) -> FontStack {
        let fallbacks = spec.fallbackFonts.map { sets in
            sets.map { files in
                FontSet(
                    files: Dictionary(
                        uniqueKeysWithValues: files.compactMap { weight, path in
                            FontWeight(rawValue: weight.rawValue).map { ($0, path) }
                        }))
            }
        }
        return FontStack(primary: .inter(), fallbacks: fallbacks ?? FontStack.defaultFallbacks())
    }

    @Test func everyGoldenBelongsToASpec() throws {
        let slugs = Set(Self.specFiles.map(SpecLoader.slug(for:)))
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.goldens.path)
        #expect(Set(folders).subtracting(slugs).isEmpty, "orphaned layout goldens: \(Set(folders).subtracting(slugs).sorted())")
    }
}
