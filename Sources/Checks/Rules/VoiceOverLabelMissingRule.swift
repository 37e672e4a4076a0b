import Accessibility
import Spec

/// voiceover.label-missing: a control VoiceOver visits with no words to speak as its label: an icon-only
/// button (a title of symbols such as "×" or "⋯") or a control with a blank label and no `accessibility.label`.
package struct VoiceOverLabelMissingRule: Rule {
    package let id = RuleID.voiceoverLabelMissing

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var findings: [Finding] = []
        var reported: Set<String> = []
        for item in input.screenReaderCases {
            for element in input.accessibility(item).elements where element.role.isControl && !element.hasSpokenLabel {
                guard reported.insert(element.id).inserted else { continue }
                let node = input.element(element.owner)
                let name = CheckInput.name(node)
                let heard = element.label.map { "only \"\($0)\"" } ?? "no label"
                findings.append(
                    Finding(
                        rule: id, file: input.spec.file, location: node.location, element: name, state: item.state, scenario: item.scenario,
                        message: "\"\(element.id)\" has \(heard) for VoiceOver to speak: it says \"\(element.spoken(hints: false))\", "
                            + "which does not tell a VoiceOver user what it does.",
                        fix: "Give \"\(name)\" an accessibility label that names its action (\"accessibility\": {\"label\": \"Close\"}).",
                        details: ["spoken": element.spoken(hints: false)]))
            }
        }
        return findings
    }
}
