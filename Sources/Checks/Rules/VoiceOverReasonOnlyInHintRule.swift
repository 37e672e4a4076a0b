import Accessibility
import Spec

/// voiceover.reason-only-in-hint: a control disabled for a legitimate cause that says why only in its hint.
/// VoiceOver speaks the hint last, after a pause, and not at all when hints are off (seed 000: "users can turn
/// hints off"), so what it says before the hint is just "dimmed".
package struct VoiceOverReasonOnlyInHintRule: Rule {
    package let id = RuleID.voiceoverReasonOnlyInHint

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var findings: [Finding] = []
        for (node, disabled) in input.disabledElements {
            guard LayoutLookup.isLegitimate(disabled.cause), let owner = input.reference(node) else { continue }
            let name = CheckInput.name(node)
            let disabledCases = Set(input.disabledCases(of: node).map(\.renderCase))
            // One finding per control: the first disabled render that shows it.
            for item in input.screenReaderCases where disabledCases.contains(item.renderCase) {
                let tree = item.accessibility
                guard let control = tree.elements(of: owner).first(where: { !$0.isEnabled }),
                    let hint = control.declaredHint, !LayoutLookup.isBlank(hint), control.value == nil
                else { continue }
                findings.append(
                    Finding(
                        rule: id, file: input.spec.file, location: node.location, element: name, state: item.state, scenario: item.scenario,
                        message: "\"\(name)\" says why it is disabled only in its hint (\"\(hint)\"): "
                            + "VoiceOver says \"\(control.spoken(hints: false))\", "
                            + "and the hint only after a pause, or never when hints are off.",
                        fix: "Move the reason into the disabled state's \"accessibilityValue\" of \"\(name)\", "
                            + "so it is spoken with \"dimmed\".",
                        details: ["hint": hint, "spoken": control.spoken(hints: false)]))
                break
            }
        }
        return findings
    }
}
