import ButtonCheck
import Foundation
import Goldens
import PNG
import Pixels
import Spec
import Testing

/// The corpus is a regression suite, run once here through the public `Verification` API:
/// - every spec in specs/ produces exactly the rule ids its `expect` lists (bad specs fail for the
///   right reasons, good ones are clean) at every size, state and appearance;
/// - every render matches its committed golden in goldens/ (recorded at device scale), so any rendering
///   change shows; nothing is recorded here, and no golden is an orphan.
@Suite struct CorpusRegressionTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let files = SpecLoader.specFiles(in: repository.appendingPathComponent("specs").path)
    static let result = Result {
        try Verification.run(
            specs: repository.appendingPathComponent("specs").path,
            goldens: repository.appendingPathComponent("goldens").path)
    }

    @Test(arguments: files)
    func findingsEqualTheSpecsExpectList(file: String) throws {
        let report = try #require(try Self.result.get().report.specs.first { $0.file == file })
        #expect(
            report.foundRules == report.expect,
            "\(report.slug): \(report.findings.map { "\($0.rule.rawValue) \($0.element): \($0.message)" })")
    }

    @Test(arguments: files)
    func everyRenderMatchesItsGolden(file: String) throws {
        let report = try #require(try Self.result.get().report.specs.first { $0.file == file })
        let spec = try SpecLoader.load(path: file)
        #expect(report.goldens.count == LayoutSweep.cases(for: spec).count)
        // And what VoiceOver says in each locale and situation has its transcript golden (a changed one is a failure).
        for locale in spec.locales.map({ spec.caseLocale($0) }) {
            for situation in VoiceOverSweep.situationNames(of: spec) {
                let path = VoiceOverSweep.goldenPath(spec: spec.slug, situation: situation, locale: locale)
                #expect(FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent("goldens/" + path).path), "\(path)")
            }
        }
        let failures = report.goldens.filter(\.failsRun)
        #expect(failures.isEmpty, "\(failures.map { "\($0.renderCase.name): \($0.message)" })")
    }

    @Test func theGoldensWereMadeHereAndNoneIsAnOrphan() throws {
        let report = try Self.result.get().report
        #expect(report.orphanGoldens.isEmpty)
        #expect(report.environmentNote == nil)
    }

    /// Renders are hashed with their plain rows (rows the canvas knows drawing never reached) taken
    /// from their colour, not read. Each golden's recorded hash equals the hash of its decoded file
    /// read row by row, so no render of the corpus named a row plain that was not.
    @Test func everyRecordedPixelHashIsThatOfTheDecodedGolden() throws {
        let store = GoldenStore(directory: Self.repository.appendingPathComponent("goldens").path)
        let manifest = try store.loadManifest()
        #expect(manifest.goldens.count > 500)
        for (relative, entry) in manifest.goldens.sorted(by: { $0.key < $1.key }) {
            let image = try PNG.read(contentsOf: store.path(relative))
            #expect(entry.hash == .xxh3_128_rows)
            #expect(entry.hash.digest(of: image) == entry.pixels, "\(relative)")
        }
    }

    @Test func everyRuleIsTrippedBySomeSpec() throws {
        let expected = Set(try Self.files.flatMap { try SpecLoader.load(path: $0).expect })
        #expect(expected == Set(RuleID.allCases))
    }
}
