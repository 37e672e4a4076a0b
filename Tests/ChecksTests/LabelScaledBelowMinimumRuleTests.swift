import Checks
import Spec
import Testing

// Monospace text (see MonospaceMeasurer): a character is half the font size. A regular button 100 pt
// wide leaves its title 68 pt.
@Suite("label.scaled-below-minimum")
struct LabelScaledBelowMinimumRuleTests {
    static func button(_ title: String, scale: Double) -> String {
        RuleTest.stack(
            #"{"type": "button", "id": "save", "title": "\#(title)", "frame": {"width": 100}, "lineLimit": 1, "minimumScaleFactor": \#(scale)}"#
        )
    }

    @Test("a title shrunk below 11 pt is a finding with its size, from its natural size")
    func belowTheFloor() throws {
        // 16 characters in 68 pt: 68 / 136 = 0.5 of 17 pt, so 8.5 pt.
        let checked = try RuleTest.check(LabelScaledBelowMinimumRule(), Self.button("Save and Publish", scale: 0.3))
        #expect(
            checked.findings == [
                Finding(
                    rule: .labelScaledBelowMinimum, file: RuleTest.file, location: checked.location("save"), element: "save",
                    appearance: .light, state: .idle, size: .large, measured: 8.5, threshold: 11, unit: .point,
                    message:
                        "At large the title of \"save\" is shrunk from 17 pt to 8.5 pt to fit its line limit, below the 11 pt legibility floor.",
                    fix:
                        "The title of \"save\" stays at 11 pt with a minimumScaleFactor of at least 0.65 (11 of 17 pt): raise it from 0.3 to 0.65, let the title wrap onto more lines (raise its lineLimit from 1), or shorten it.",
                    details: ["naturalSize": "17", "scaledSize": "8.5"])
            ])
    }

    @Test("shrunk but still at least the floor, or not shrunk at all, is fine")
    func aboveTheFloor() throws {
        // 10 characters: 68 / 85 = 0.8, so 13.6 pt.
        #expect(try RuleTest.check(LabelScaledBelowMinimumRule(), Self.button("Save Draft", scale: 0.3)).findings.isEmpty)
        #expect(try RuleTest.check(LabelScaledBelowMinimumRule(), Self.button("Save", scale: 0.3)).findings.isEmpty)
    }

    @Test("the floor comes from the configuration")
    func configuredFloor() throws {
        var thresholds = Thresholds()
        thresholds.legibilityFloor = 14
        let checked = try RuleTest.check(LabelScaledBelowMinimumRule(), Self.button("Save Draft", scale: 0.3), thresholds: thresholds)
        #expect(checked.findings.count == 1)
        #expect(abs((checked.findings.first?.measured ?? 0) - 13.6) < 1e-9)
        #expect(
            checked.messages == [
                "At large the title of \"save\" is shrunk from 17 pt to 13.6 pt to fit its line limit, below the 14 pt legibility floor."
            ])
    }
}
