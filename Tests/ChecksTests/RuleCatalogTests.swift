import Checks
import Foundation
import Spec
import Testing

/// The rules' metadata hangs on `RuleID`; these hold it to the ids and to the README.
@Suite struct RuleCatalogTests {
    @Test func everyRuleDescribesItselfUnderItsOwnID() {
        for id in RuleID.allCases {
            let info = id.info
            #expect(info.id == id)
            #expect(!info.title.isEmpty && !info.description.isEmpty && !info.help.isEmpty, "\(id)")
            #expect(info.help.hasSuffix(".") && info.description.hasSuffix("."), "\(id)")
            for criterion in info.criteria {
                #expect(criterion.url.hasPrefix("https://www.w3.org/WAI/WCAG22/Understanding/"), "\(id) \(criterion.number)")
            }
        }
        #expect(RuleCatalog.all.map(\.id) == RuleID.allCases)
        #expect(Set(RuleCatalog.all.map(\.title)).count == RuleID.allCases.count)
    }

    @Test func theReadmeNamesEveryRule() throws {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        let missing = RuleID.allCases.filter { !readme.contains("`\($0.rawValue)`") }
        #expect(missing == [])
    }
}

extension RuleCatalogTests {
    /// `RuleCatalog.fixable` (what `buttoncheck fix --rule` offers) is exactly the rules whose source gives a
    /// finding literal changes (`finding.edits = …`, `.withEdits(…)`): a rule that gains fixes must be listed.
    @Test func theFixableRulesAreTheRulesThatWriteEdits() throws {
        let rules = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Checks/Rules")
        var writing: [RuleID] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: rules.path) where name.hasSuffix("Rule.swift") {
            let text = try String(contentsOf: rules.appendingPathComponent(name), encoding: .utf8)
            guard let line = text.split(separator: "\n").first(where: { $0.contains("package let id = RuleID.") }),
                let raw = line.split(separator: ".").last
            else { continue }
            let id = try #require(RuleID.allCases.first { "\($0)" == raw.trimmingCharacters(in: .whitespaces) }, "\(name)")
            if text.contains(".edits = ") || text.contains(".withEdits(") { writing.append(id) }
        }
        #expect(RuleCatalog.fixable == RuleID.allCases.filter(writing.contains))
        #expect(
            RuleCatalog.fixable == [
                .disabledReasonNotAdjacent, .contrastText, .contrastDisabled, .contrastNonText, .labelTruncated, .labelClipped,
                .targetSize, .focusVisibleContrast,
            ])
    }
}
