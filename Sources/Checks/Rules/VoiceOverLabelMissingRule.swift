import Accessibility
import Layout
import Spec

/// voiceover.label-missing: a control VoiceOver visits with no words to speak as its label: an icon-only
/// button (a title of symbols such as "×" or "⋯") or a control with a blank label and no `accessibility.label`.
/// A shown control hidden from VoiceOver (`"accessibilityHidden": true` on it or on a stack around it) is reported
/// too: VoiceOver says nothing for it at all, so a VoiceOver user cannot use it (iOS allows the key on a control;
/// ButtonCheck accepts it and reports it, once per control).
package struct VoiceOverLabelMissingRule: Rule {
    package let id = RuleID.voiceoverLabelMissing

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var findings: [Finding] = []
        var reported: Set<String> = []
        for item in input.screenReaderCases {
            for element in item.accessibility.elements where element.role.isControl && !element.hasSpokenLabel {
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
        var hidden: Set<String> = []
        for item in input.screenReaderCases {
            // Every shown control hidden (its children are the control's own parts).
            LayoutLookup.hiddenFromVoiceOver(item.tree.root, input) { node, by in
                guard Node.focusableTypes.contains(node.kind.type) else { return true }
                let name = CheckInput.name(node)
                guard hidden.insert(node.path).inserted else { return false }
                let cause = by.path == node.path ? "its \"accessibilityHidden\"" : "\"accessibilityHidden\" on \"\(CheckInput.name(by))\""
                findings.append(
                    Finding(
                        rule: id, file: input.spec.file, location: node.location, element: name, state: item.state, scenario: item.scenario,
                        message: "\"\(name)\" is a control hidden from VoiceOver by \(cause): it is drawn, but VoiceOver never visits "
                            + "or speaks it, so a VoiceOver user cannot use it.",
                        fix: "Remove \"accessibilityHidden\" from \"\(CheckInput.name(by))\" so VoiceOver reads \"\(name)\", "
                            + "or remove the control if it is not meant to be used.",
                        details: ["hiddenBy": CheckInput.name(by)]))
                return false
            }
        }
        return findings
    }
}
