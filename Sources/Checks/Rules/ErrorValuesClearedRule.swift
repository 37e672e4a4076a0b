import Layout
import Spec

/// error.values-cleared: a failed submit empties a field people had filled in (seed 000's check:
/// "entered values stay"): the field's value is drawn in the idle render and not in the invalidSubmit
/// render, as a field that declares `clearsOnInvalidSubmit` is drawn. People then type everything again,
/// and a VoiceOver user cannot tell what was wrong with what they entered.
package struct ErrorValuesClearedRule: Rule {
    package let id = RuleID.errorValuesCleared

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        let failed = input.cases(in: .invalidSubmit)
        let idle = input.cases(in: .idle)
        guard !failed.isEmpty, !idle.isEmpty else { return [] }
        return input.spec.content.allNodes.compactMap { node in
            guard case .textField = node.kind else { return nil }
            func showsValue(_ item: RenderedCase) -> Bool {
                guard let layout = LayoutLookup.node(for: node, in: item.tree), !layout.isHidden else { return false }
                return layout.allNodes.contains { $0.role == .part(.value) }
            }
            guard idle.contains(where: showsValue),
                failed.contains(where: { !showsValue($0) && LayoutLookup.node(for: node, in: $0.tree)?.isHidden == false })
            else { return nil }
            let name = CheckInput.name(node)
            return Finding(
                rule: id, file: input.spec.file, location: node.location, element: name, state: .invalidSubmit,
                message:
                    "A failed submit empties \"\(name)\": what people entered is gone, so they must type it again and cannot see what was wrong with it.",
                fix:
                    "Keep the entered value when validation fails (drop \"clearsOnInvalidSubmit\"); show the error under the field and move focus to it."
            )
        }
    }
}
