import ButtonCheck
import Foundation
import Testing

/// The corpus is a regression suite, run once here through the public `Verification` API:
/// - every spec in specs/ produces exactly the rule ids its `expect` lists (bad specs fail for the
///   right reasons, good ones are clean) at every size, state and appearance;
/// - every render matches its committed golden in goldens/ (recorded at @1x), so any rendering
///   change shows; nothing is recorded here, and no golden is an orphan.
@Suite struct CorpusRegressionTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let files = SpecLoader.specFiles(in: repository.appendingPathComponent("specs").path)
    static let result = Result {
        try Verification.run(specs: repository.appendingPathComponent("specs").path,
                             goldens: repository.appendingPathComponent("goldens").path)
    }

    @Test(arguments: files)
    func findingsEqualTheSpecsExpectList(file: String) throws {
        let report = try #require(try Self.result.get().report.specs.first { $0.file == file })
        #expect(report.foundRules == report.expect, "\(report.slug): \(report.findings.map { "\($0.rule.rawValue) \($0.element): \($0.message)" })")
    }

    @Test(arguments: files)
    func everyRenderMatchesItsGolden(file: String) throws {
        let report = try #require(try Self.result.get().report.specs.first { $0.file == file })
        let spec = try SpecLoader.load(path: file)
        #expect(report.goldens.count == LayoutSweep.cases(for: spec).count)
        let failures = report.goldens.filter(\.failsRun)
        #expect(failures.isEmpty, "\(failures.map { "\($0.renderCase.name): \($0.message)" })")
    }

    @Test func theGoldensWereMadeHereAndNoneIsAnOrphan() throws {
        let report = try Self.result.get().report
        #expect(report.orphanGoldens.isEmpty)
        #expect(report.environmentNote == nil)
    }

    @Test func everyRuleIsTrippedBySomeSpec() throws {
        let expected = Set(try Self.files.flatMap { try SpecLoader.load(path: $0).expect })
        #expect(expected == Set(RuleID.allCases))
    }
}
