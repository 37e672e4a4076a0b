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
