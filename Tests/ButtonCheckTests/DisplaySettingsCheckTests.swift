import ButtonCheck
import Foundation
import Spec
import Testing

/// A spec swept under display settings: the rules run on each combination's renders, and every
/// output names the combination of the renders and findings it concerns.
@Suite struct DisplaySettingsCheckTests {
    static let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("specs")

    @Test func theSweepRendersEachCombinationDefaultFirst() throws {
        let spec = try SpecLoader.load(path: Self.specs.appendingPathComponent("basket-header-bold-text.json").path)
        let cases = LayoutSweep.cases(for: spec)
        #expect(cases.count == 24)
        #expect(cases.first?.name == "light/xSmall-idle")
        #expect(cases[12].name == "light+boldText/xSmall-idle")
        #expect(cases.last?.path(spec: spec.slug) == "basket-header-bold-text/light+boldText/AX5-idle.png")
    }

    @Test func theTitleTruncatesUnderBoldTextOnlyAndEveryReportSaysSo() throws {
        let path = Self.specs.appendingPathComponent("basket-header-bold-text.json").path
        let result = try Verification.run(specs: [path])
        let findings = result.report.findings
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.rule == .labelTruncated)
        #expect(finding.element == "basket-title")
        #expect(finding.settings == DisplaySettings([.boldText]))
        #expect(finding.sizes == [.AX3, .AX4, .AX5])
        #expect(finding.worstSize == .AX5)  // the size that lacks the most width (5.6 pt)
        #expect(result.unexpectedFindings.isEmpty)

        let text = TextReport.render(result.report)
        #expect(text.contains("      element basket-title · light · boldText · idle · AX3–AX5 · worst at AX5\n"))
        let json = JSONReport.render(result.report).filter { !$0.isWhitespace }
        #expect(json.contains(#""settings":["boldText"],"severity":"error","sizes":["AX3","AX4","AX5"]"#))
        let sarif = SARIFReport.render(result.report, toolVersion: "test").filter { !$0.isWhitespace }
        #expect(sarif.contains(#""settings":["boldText"],"sizes":["AX3","AX4","AX5"]"#))
        let junit = JUnitReport.render(result.report)
        // One test case for the spec; its failure names the display setting the finding occurs with.
        #expect(junit.components(separatedBy: #"<testcase classname="basket-header-bold-text" "#).count == 2)
        #expect(junit.contains("\n      element basket-title · light · boldText · idle · AX3–AX5 · worst at AX5\n"))
    }

    @Test func reduceTransparencyWhitensTheMaterialBehindTheReasonAndIncreaseContrastSpecsStayClean() throws {
        let result = try Verification.run(specs: [
            Self.specs.appendingPathComponent("ferry-reason-reduce-transparency.json").path,
            Self.specs.appendingPathComponent("sign-in-increase-contrast.json").path,
        ])
        #expect(result.unexpectedFindings.isEmpty)
        let ferry = try #require(result.report.specs.first { $0.slug == "ferry-reason-reduce-transparency" })
        #expect(ferry.cases.count == 48)
        #expect(ferry.findings.map(\.rule) == [.contrastText, .contrastText])
        #expect(ferry.findings.map(\.element) == ["full-reason", "full-reason"])
        #expect(ferry.findings.map(\.settings) == [DisplaySettings([.reduceTransparency]), DisplaySettings([.reduceTransparency])])
        #expect(ferry.findings.map(\.state) == [.idle, .disabled])
        #expect(ferry.findings.map(\.measured) == [1, 1])
        #expect(ferry.findings.allSatisfy { $0.sizes == SizeCategory.dynamicTypeSizes })
        let signIn = try #require(result.report.specs.first { $0.slug == "sign-in-increase-contrast" })
        #expect(signIn.cases.count == 36)
        #expect(signIn.findings.isEmpty)
    }
}
