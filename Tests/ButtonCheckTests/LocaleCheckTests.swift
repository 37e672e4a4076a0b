import ButtonCheck
import Foundation
import Spec
import Testing

/// A spec swept in several locales: the rules run on each locale's renders, and every output names
/// the locale of the renders and findings it concerns, while the source language keeps its names.
@Suite struct LocaleCheckTests {
    static let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("specs")

    @Test func theSweepRendersEachLocaleSourceLanguageFirstUnderItsOwnNames() throws {
        let spec = try SpecLoader.load(path: Self.specs.appendingPathComponent("checkout-reason-pushed-away-in-german.json").path)
        let cases = LayoutSweep.cases(for: spec)
        #expect(cases.count == 48)
        #expect(cases.first?.name == "light/xSmall-idle")
        #expect(cases[23].name == "light/AX5-disabled")
        #expect(cases[24].name == "light@de/xSmall-idle")
        #expect(cases.last?.path(spec: spec.slug) == "checkout-reason-pushed-away-in-german/light@de/AX5-disabled.png")
        var options = Verification.Options()
        options.locales = [RenderLocale(identifier: "de")!]
        #expect(options.plan(spec).1.map(\.name) == Array(cases[24...].map(\.name)))
        options.locales = [RenderLocale(identifier: "en")!]
        #expect(options.plan(spec).1.map(\.name) == Array(cases[..<24].map(\.name)))
    }

    @Test func theGermanTotalPushesTheReasonAwayAndEveryReportNamesTheLocale() throws {
        let path = Self.specs.appendingPathComponent("checkout-reason-pushed-away-in-german.json").path
        let result = try Verification.run(specs: [path])
        let findings = result.report.findings
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.rule == .disabledReasonNotAdjacent)
        #expect(finding.element == "pay")
        #expect(finding.locale?.identifier == "de")
        #expect(finding.sizes == [.xLarge, .xxLarge, .xxxLarge, .AX1, .AX2, .AX3, .AX4, .AX5])
        #expect(finding.worstSize == .AX5)
        #expect(finding.measured == 112)
        #expect(result.unexpectedFindings.isEmpty)

        let text = TextReport.render(result.report)
        #expect(text.contains("      element pay · light · locale de · disabled · xLarge–AX5 · worst at AX5\n"))
        let json = JSONReport.render(result.report).filter { !$0.isWhitespace }
        #expect(json.contains(#""locale":"de","measured":112"#))
        let decoded = try JSONReport.decode(JSONReport.render(result.report), source: "report.json")
        #expect(decoded.findings.first?.locale?.identifier == "de")
        let sarif = SARIFReport.render(result.report, toolVersion: "test").filter { !$0.isWhitespace }
        #expect(sarif.contains(#""locale":"de""#))
        let junit = JUnitReport.render(result.report)
        // One test case for the spec; its failure names the locale the finding occurs in.
        #expect(junit.components(separatedBy: #"<testcase classname="checkout-reason-pushed-away-in-german" "#).count == 2)
        #expect(junit.contains("\n      element pay · light · locale de · disabled · xLarge–AX5 · worst at AX5\n"))
        let html = HTMLReport.render(result.report, baseDirectory: "/")
        #expect(html.contains("light · locale de · disabled"))
    }

    @Test func aCatalogsGermanAndThePseudoLocaleEachFindWhatTheSourceLanguageDoesNot() throws {
        let result = try Verification.run(specs: [
            Self.specs.appendingPathComponent("terms-from-a-string-catalog.json").path,
            Self.specs.appendingPathComponent("delivery-segments-cut-short-in-pseudo.json").path,
        ])
        #expect(result.unexpectedFindings.isEmpty)
        let findings = result.report.findings.map {
            "\($0.rule.rawValue) \($0.element) \($0.locale?.identifier ?? "source") \($0.sizes.map(\.rawValue).joined(separator: ","))"
        }
        #expect(findings.sorted() == ["label.clipped accept-terms de AX5", "label.truncated method pseudo AX4,AX5"])
        let terms = try #require(result.report.specs.first { $0.slug == "terms-from-a-string-catalog" })
        #expect(terms.cases.count == 48)
    }
}
