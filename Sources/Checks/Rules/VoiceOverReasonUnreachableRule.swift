import Accessibility
import Spec

/// voiceover.reason-unreachable: a control disabled for a legitimate cause whose reason is neither in what
/// VoiceOver says on it (its value) nor one swipe away from it, at some size: a VoiceOver user has to search
/// the screen (seed 000: "the reason is reachable from the button without searching"). Reports the swipes.
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
            for item in input.screenReaderCases where disabledCases.contains(item.renderCase) {
                let tree = item.accessibility
                let own = tree.elements(of: owner)
                guard let control = own.first, let reasonText = tree.element(reason)?.label else { continue }
                let carries = own.contains { element in
                    carried.contains(where: element.speaksBeforeHint) || element.speaksBeforeHint(reasonText)
                }
                if carries { continue }
                guard let swipes = tree.swipes(from: reason, toOwner: owner), swipes > 1 else { continue }
                let locale = item.locale.map { " (\($0.identifier))" } ?? ""
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
