import Accessibility
import Spec

/// voiceover.order-contradicts-visual: at some size VoiceOver reads elements in an order other than the visual
/// one (top to bottom, leading to trailing, as it orders separate elements). The model orders separate elements
/// by their frames, so the order can contradict the screen only where a stack is read as one element
/// (`"accessibilityElement": "combine"`): all its texts are heard together, before an element outside it that
/// sits between them on screen. One finding per render, naming the first element heard out of place.
package struct VoiceOverOrderContradictsVisualRule: Rule {
    package let id = RuleID.voiceoverOrderContradictsVisual

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var findings: [Finding] = []
        for item in input.screenReaderCases {
            let tree = item.accessibility
            let combined = tree.elements.filter { !$0.members.isEmpty }
            guard !combined.isEmpty else { continue }
            // What is heard, in order (a combined stack's members where it is), against the order the same
            // elements would be visited in if each were its own element.
            let heard = tree.elements.flatMap { $0.members.isEmpty ? [$0] : $0.members }
            let visual = NavigationOrder.sorted(heard, direction: tree.layoutDirection)
            guard let index = heard.indices.first(where: { heard[$0].id != visual[$0].id }) else { continue }
            let early = heard[index]
            let skipped = visual[index]
            guard
                let group = combined.first(where: { $0.members.contains { $0.id == early.id } })
                    ?? combined.first(where: { $0.members.contains { $0.id == skipped.id } })
            else { continue }
            let node = input.element(group.owner)
            let name = CheckInput.name(node)
            let locale = item.locale.map { " (\($0.identifier))" } ?? ""
            let heardOrder = heard.map { "\"\($0.id)\"" }.joined(separator: ", ")
            findings.append(
                Finding(
                    rule: id, file: input.spec.file, location: node.location, element: name,
                    appearance: item.appearance, state: item.state, scenario: item.scenario, size: item.size,
                    message: "At \(item.size.spoken)\(locale) VoiceOver reads \"\(early.id)\" before \"\(skipped.id)\", "
                        + "though \"\(skipped.id)\" comes first on screen (top to bottom, leading to trailing): \"\(name)\" is read as one "
                        + "element, so \"\(skipped.id)\" is heard only after all of it. Heard: \(heardOrder).",
                    fix: "Combine only elements that sit together on screen: move \"\(skipped.id)\" out from between \"\(name)\"'s "
                        + "elements, or remove \"accessibilityElement\": \"combine\" from \"\(name)\".",
                    details: ["heard": heardOrder, "readEarly": early.id, "readLate": skipped.id]))
        }
        return findings
    }
}
