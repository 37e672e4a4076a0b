import Checks
import Spec
import Testing

@Suite("control.not-scaled")
struct ControlNotScaledRuleTests {
    static func checkbox(scales: Bool?) -> String {
        let key = scales.map { #", "scalesWithText": \#($0)"# } ?? ""
        return RuleTest.stack(#"{"type": "toggle", "id": "terms", "label": "I agree", "style": "checkbox"\#(key)}"#)
    }

    @Test("a checkbox held at 22 pt falls behind its label from xxxLarge (23 pt) on; AX5 is the worst, 22 beside 53")
    func heldAt22() throws {
        let checked = try RuleTest.check(ControlNotScaledRule(), Self.checkbox(scales: false), sizes: [.large, .xxxLarge, .AX1, .AX5])
        #expect(checked.sizes == [.xxxLarge, .AX1, .AX5])
        #expect(
            checked.messages.last
                == "At AX5 the checkbox of \"terms\" is 22 × 22 pt beside 53 pt label text: it does not grow with Dynamic Type.")
        #expect(checked.findings.map(\.measured) == [1, 6, 31])
        #expect(checked.findings.last?.details == ["labelSize": "53", "controlSize": "22"])
        #expect(
            checked.findings.last?.fix
                == "Scale the checkbox of \"terms\" with its label's text style (an SF Symbol in the label's font, or @ScaledMetric for its frame), so it is at least as tall as the text."
        )
        let spec = try RuleTest.spec(Self.checkbox(scales: false))
        let merged = Checker.check(try RuleTest.input(spec, sizes: [.large, .AX1, .AX5])).filter { $0.rule == .controlNotScaled }
        #expect(merged.count == 1)
        #expect(merged.first?.sizes == [.AX1, .AX5])
        #expect(merged.first?.worstSize == .AX5)
    }

    @Test("a checkbox that grows with its label (the default) is never smaller than the text")
    func scales() throws {
        #expect(
            try RuleTest.check(ControlNotScaledRule(), Self.checkbox(scales: nil), sizes: SizeCategory.dynamicTypeSizes).findings.isEmpty)
        #expect(try RuleTest.check(ControlNotScaledRule(), Self.checkbox(scales: true), sizes: [.AX5]).findings.isEmpty)
    }

    @Test("switches are UISwitch at 51×31 pt: not reported, and scalesWithText is refused on them")
    func switches() throws {
        let content = RuleTest.stack(#"{"type": "toggle", "id": "wifi", "label": "Wi-Fi"}"#)
        #expect(try RuleTest.check(ControlNotScaledRule(), content, sizes: [.AX5]).findings.isEmpty)
        #expect {
            try RuleTest.spec(RuleTest.stack(#"{"type": "toggle", "id": "wifi", "label": "Wi-Fi", "scalesWithText": false}"#))
        } throws: { error in
            "\(error)".contains("\"scalesWithText\" is for checkboxes; a switch is UISwitch, drawn at 51×31 pt at every size")
        }
        // A web spec's message names neither UISwitch nor points.
        #expect {
            try RuleTest.spec(
                RuleTest.stack(#"{"type": "toggle", "id": "wifi", "label": "Wi-Fi", "scalesWithText": false}"#), platform: "web")
        } throws: { error in
            "\(error)".contains(
                "\"scalesWithText\" is for checkboxes; a switch is drawn at a fixed 51×31 px at every text zoom (at $.content.children[0].scalesWithText)"
            )
        }
    }

    @Test("the catalogue describes it and cites Apple's Dynamic Type guidance")
    func catalogue() throws {
        let info = try #require(RuleCatalog.all.first { $0.id == .controlNotScaled })
        #expect(info.title == "Control does not grow with Dynamic Type")
        #expect(!info.lowerIsWorse)
        #expect(info.citations.map(\.url) == ["https://developer.apple.com/design/human-interface-guidelines/typography"])
    }
}
