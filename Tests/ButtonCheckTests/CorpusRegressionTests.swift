import ButtonCheck
import Foundation
import Testing

/// The corpus is a regression suite: every spec in specs/ must produce exactly the rule ids its
/// `expect` lists — the bad specs fail for the right reasons, the good ones are clean — at every
/// size, state and appearance. Rendered at @1x to keep the suite fast; `check` renders at the
/// viewport's scale, and the contrast rules measure the same colours at either.
@Suite struct CorpusRegressionTests {
    static let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("specs")
    static let files = SpecLoader.specFiles(in: specs.path)
    static let checker = SpecChecker()

    @Test(arguments: files)
    func findingsEqualTheSpecsExpectList(file: String) throws {
        let spec = try SpecLoader.load(path: file).withScale(1)
        let result = try Self.checker.check(spec)
        #expect(result.foundRules == spec.expect, "\(spec.slug): \(result.findings.map { "\($0.rule.rawValue) \($0.element): \($0.message)" })")
        #expect(result.renders.count == LayoutSweep.cases(for: spec).count)
    }

    @Test func everyRuleIsTrippedBySomeSpec() throws {
        let expected = Set(try Self.files.flatMap { try SpecLoader.load(path: $0).expect })
        #expect(expected == Set(RuleID.allCases))
    }
}
