import Checks
import Foundation
import Layout
import Spec
import Testing
import Text

// Every spec in specs/ at all its sizes (12, or a web spec's 6) × its states × its appearances: the declarative and
// geometry rules must find exactly the ids the spec expects (restricted to those rules).

private enum RuleCorpus {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("specs").path
    static let files = SpecLoader.specFiles(in: directory)
    static let engine: TextEngine? = try? TextEngine(fonts: .inter())

    /// The spec's font stack as `buttoncheck` draws it: Inter (no spec here names fonts of its own), then
    /// its `fallbackFonts`, or the default fallbacks (the Noto fonts installed), so Arabic is measured in
    /// Noto Sans Arabic rather than as missing glyphs.
    static func engine(for spec: ScreenSpec) throws -> TextEngine {
        let fallbacks = spec.fallbackFonts.map { sets in
            sets.map { files in
                FontSet(
                    files: Dictionary(
                        uniqueKeysWithValues: files.compactMap { weight, path in
                            FontWeight(rawValue: weight.rawValue).map { ($0, path) }
                        }))
            }
        }
        return try TextEngine(stack: FontStack(primary: .inter(), fallbacks: fallbacks ?? FontStack.defaultFallbacks()))
    }
}

@Suite("Declarative and geometry rules over the spec corpus")
struct DeclarativeRulesCorpusTests {
    @Test("the corpus is there")
    func corpusExists() {
        #expect(RuleCorpus.files.count >= 13)
    }

    @Test("each spec's expected ids, restricted to these rules, are exactly what they find", arguments: RuleCorpus.files)
    func agreesWithExpect(_ file: String) throws {
        _ = try #require(RuleCorpus.engine, "Inter is not installed at \(FontSet.interDirectory)")
        let spec = try SpecLoader.load(path: file)
        let engine = try RuleCorpus.engine(for: spec)
        // The rules see one combination of display settings and one locale at a time, with the spec's
        // texts in that locale, as the checker runs them.
        var findings: [Finding] = []
        for settings in spec.settings {
            let all = try RuleTest.input(spec, sizes: spec.sizes, measurer: engine, settings: settings)
            for locale in spec.locales.map(spec.caseLocale) {
                let input = CheckInput(spec: spec.localized(locale), cases: all.cases.filter { $0.locale == locale }, locale: locale)
                findings += DeclarativeRules.all.flatMap { $0.check(input, thresholds: Thresholds()) }
            }
        }
        let found = Set(findings.map(\.rule))
        let expected = Set(spec.expect).intersection(DeclarativeRules.ids)
        #expect(
            found == expected,
            "\((file as NSString).lastPathComponent):\n\(findings.map { "  \($0.rule.rawValue) \($0.element) \($0.worstSize?.rawValue ?? "-"): \($0.message)" }.joined(separator: "\n"))"
        )
    }
}
