import Layout
import Spec

/// label.truncated: a text (a text, a control's title or label, an inline error) that ends in an
/// ellipsis at some size, state or appearance. Placeholders and values are one line by nature.
package struct LabelTruncatedRule: Rule {
    package let id = RuleID.labelTruncated

    static let roles: Set<LayoutRole> = [.element(.text), .part(.title), .part(.label), .element(.inlineError)]

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var candidates: [(key: String, finding: Finding)] = []
        for item in input.cases {
            for layout in item.tree.root.allNodes where Self.roles.contains(layout.role) && !layout.isHidden {
                guard let text = layout.text, text.truncated else { continue }
                let node = input.element(layout.owner)
                let name = CheckInput.name(node)
                let subject = LayoutLookup.describe(role: layout.role, owner: name)
                var limit: Int?
                if case .text(let element) = node.kind { limit = element.lineLimit }
                if case .button(let button) = node.kind, layout.role == .part(.title) { limit = button.lineLimit }
                let lines = text.lines.count
                let message = limit.map {
                    "At \(item.size.spoken) \(subject) needs more than its \($0)-line limit and ends in an ellipsis."
                } ?? "At \(item.size.spoken) \(subject) is cut short with an ellipsis after \(lines) line\(lines == 1 ? "" : "s")."
                candidates.append(("\(layout.owner.index)|\(layout.role.name)", Finding(
                    rule: id, file: input.spec.file, location: node.location, element: name,
                    appearance: item.appearance, state: item.state, scenario: item.scenario, size: item.size,
                    message: message,
                    fix: limit == nil ? "Let \(subject) wrap, or shorten it." : "Remove the line limit of \"\(name)\" so it wraps, or shorten it.")))
            }
        }
        return LayoutLookup.firstState(candidates)
    }
}
