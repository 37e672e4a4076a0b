import Accessibility
import Spec

/// voiceover.reason-unreachable: a control disabled for a legitimate cause whose reason is neither in what
/// VoiceOver says on it (its value) nor one swipe away from it, at some size: a VoiceOver user has to search
/// the screen (seed 000: "the reason is reachable from the button without searching"). Reports the swipes, or,
/// for a reason shown but hidden from VoiceOver (`accessibilityHidden` on it or a stack around it), what hides it.
package struct VoiceOverReasonUnreachableRule: Rule {
    package let id = RuleID.voiceoverReasonUnreachable

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var findings: [Finding] = []
        for (node, disabled) in input.disabledElements {
            guard LayoutLookup.isLegitimate(disabled.cause), let reason = disabled.reason, let owner = input.reference(node) else {
                continue
            }
            let name = CheckInput.name(node)
            var ownValue: String? = nil
            if case .button(let button) = node.kind { ownValue = button.accessibility.value }
            let carried = [disabled.accessibilityValue, ownValue].compactMap { $0 }.filter { !LayoutLookup.isBlank($0) }
            let disabledCases = Set(input.disabledCases(of: node).map(\.renderCase))
            // Its text as written, for a reason VoiceOver does not visit.
            var written: String?
            if case .text(let text)? = input.spec.node(withID: reason)?.kind { written = text.text }
            for item in input.screenReaderCases where disabledCases.contains(item.renderCase) {
                let tree = item.accessibility
                let own = tree.elements(of: owner)
                guard let control = own.first else { continue }
                // The reason's own element, or the combined element that speaks it.
                let heard = tree.element(reason) ?? tree.elements.first { $0.members.contains { $0.id == reason } }
                let reasonText = heard?.label ?? written
                let carries = own.contains { element in
                    carried.contains(where: element.speaksBeforeHint) || reasonText.map(element.speaksBeforeHint) == true
                }
                if carries { continue }
                let locale = item.locale.map { " (\($0.identifier))" } ?? ""
                guard let heard else {
                    // Shown, but hidden from VoiceOver: no number of swipes reaches it.
                    guard let by = LayoutLookup.voiceOverHider(ofID: reason, in: item.tree.root, input) else { continue }
                    let cause = by.id == reason ? "its \"accessibilityHidden\"" : "\"accessibilityHidden\" on \"\(CheckInput.name(by))\""
                    findings.append(
                        Finding(
                            rule: id, file: input.spec.file, location: node.location, element: name,
                            appearance: item.appearance, state: item.state, scenario: item.scenario, size: item.size,
                            message: "At \(item.size.spoken)\(locale) the reason \"\(reason)\" is hidden from VoiceOver by \(cause), "
                                + "and VoiceOver says only \"\(control.spoken(hints: false))\" on \"\(name)\": "
                                + "a VoiceOver user never hears why it is disabled.",
                            fix: "Remove \"accessibilityHidden\" from \"\(CheckInput.name(by))\" so VoiceOver reads \"\(reason)\" "
                                + "next to \"\(name)\", or put the reason on \"\(name)\" (its disabled state's \"accessibilityValue\").",
                            details: ["hiddenBy": CheckInput.name(by), "spoken": control.spoken(hints: false)]))
                    continue
                }
                guard let swipes = tree.swipes(from: heard.id, toOwner: owner), swipes > 1 else { continue }
                findings.append(
                    Finding(
                        rule: id, file: input.spec.file, location: node.location, element: name,
                        appearance: item.appearance, state: item.state, scenario: item.scenario, size: item.size,
                        measured: Double(swipes), threshold: 1, unit: .swipes,
                        message: "At \(item.size.spoken)\(locale) the reason \"\(reason)\" is \(swipes) swipes from \"\(name)\", "
                            + "and VoiceOver says only \"\(control.spoken(hints: false))\" there: "
                            + "a VoiceOver user has to search for why it is disabled.",
                        fix: "Put the reason on \"\(name)\" (its disabled state's \"accessibilityValue\"), "
                            + "and keep \"\(reason)\" directly before it so it is one swipe away.",
                        details: ["swipes": String(swipes), "spoken": control.spoken(hints: false)]))
            }
        }
        return findings
    }
}
