import Layout
import Spec

/// label.truncated: a text (a text, a control's title or label, an inline error, a text field's
/// placeholder) that ends in an ellipsis at some size, state or appearance. A placeholder is text like
/// any other: cut short, it no longer says what to enter. A value is not reported: a field scrolls
/// what was typed. The advice is measured: the lines the text needs at its width, and the width its last
/// line lacks; only what the text can take is offered (a segment's title never wraps, so no line limit is
/// suggested for it, and the segment is named). The finding keeps the size that lacks the most width.
package struct LabelTruncatedRule: Rule {
    package let id = RuleID.labelTruncated

    static let roles: Set<LayoutRole> = [.element(.text), .part(.title), .part(.label), .element(.inlineError), .part(.placeholder)]

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var candidates: [(key: String, finding: Finding)] = []
        // The most lines each text needs at any size: the line limit its edit raises to.
        var mostLines: [Int: Int] = [:]
        for item in input.cases {
            for layout in item.tree.root.allNodes where Self.roles.contains(layout.role) && !layout.isHidden {
                guard let text = layout.text, text.truncated, let needed = text.linesNeeded else { continue }
                mostLines[layout.owner.index] = max(mostLines[layout.owner.index] ?? 0, needed)
            }
        }
        for item in input.cases {
            let all = item.tree.root.allNodes
            for layout in all where Self.roles.contains(layout.role) && !layout.isHidden {
                guard let text = layout.text, text.truncated else { continue }
                let node = input.element(layout.owner)
                let name = CheckInput.name(node)
                var subject = LayoutLookup.describe(role: layout.role, owner: name)
                var limit: Int?
                if case .text(let element) = node.kind { limit = element.lineLimit }
                if case .button(let button) = node.kind, layout.role == .part(.title) { limit = button.lineLimit }
                let lines = text.lines.count
                if layout.role == .part(.placeholder), case .textField(let field) = node.kind {
                    let shown = text.lines.map(\.text).joined(separator: " ")
                    let whole = field.placeholder.map { " of \"\($0)\"" } ?? ""
                    let lacking = text.overflowWidth ?? 0
                    candidates.append(
                        (
                            "\(layout.owner.index)|\(layout.role.name)",
                            Finding(
                                rule: id, file: input.spec.file, location: node.location, element: name,
                                appearance: item.appearance, state: item.state, scenario: item.scenario, size: item.size,
                                measured: lacking, threshold: 0, unit: FindingUnit(input.unit),
                                message: "At \(item.size.spoken) \(subject) is cut short with an ellipsis: "
                                    + "the empty field shows \"\(shown)\"\(whole).",
                                fix: "The placeholder of \"\(name)\" needs \(NumberFormat.points(lacking)) \(input.unit) more width "
                                    + "at \(item.size.spoken): shorten it, or put what it says in the field's label or in a text under "
                                    + "the field, which wrap.",
                                details: ["widthNeeded": NumberFormat.points(lacking)])
                        ))
                    continue
                }
                let needed = text.linesNeeded ?? lines + 1
                let lacking = text.overflowWidth ?? 0
                let more = "\(NumberFormat.points(lacking)) \(input.unit)"
                let at = item.size.spoken
                let message: String
                let fix: String
                var edits: [SpecEdit] = []
                if case .picker(let picker) = node.kind, layout.role == .part(.title), picker.style != .menu {
                    // A segment's (or an inline option's) title: one line, never wrapped.
                    let titles = all.filter { $0.owner == layout.owner && $0.role == .part(.title) }
                    let index = titles.firstIndex { $0.frame == layout.frame && $0.text == layout.text } ?? 0
                    let kind = picker.style == .inline ? "option" : "segment"
                    let option = index < picker.options.count ? picker.options[index] : "\(index + 1)"
                    subject = "the \(kind) \"\(option)\" of \"\(name)\""
                    message = "At \(at) \(subject) is cut short with an ellipsis."
                    if picker.style == .segmented {
                        let count = max(1, picker.options.count)
                        let whole = "\(NumberFormat.points(lacking * Double(count))) \(input.unit)"
                        fix =
                            "Segment titles never wrap: \(subject) needs \(more) more width at \(at) (\"\(name)\" \(whole) more, "
                            + "shared by its \(count) segments); shorten its title, use fewer segments, or use a menu picker."
                    } else {
                        fix = "Give \(subject) \(more) more width at \(at), or shorten it."
                    }
                } else if let limit {
                    message = "At \(at) \(subject) needs more than its \(limit)-line limit and ends in an ellipsis."
                    fix =
                        "\(subject.prefix(1).uppercased() + subject.dropFirst()) needs \(needed) lines at \(at): "
                        + "raise the lineLimit of \"\(name)\" from \(limit) to \(needed) (or remove it), give it \(more) more width, "
                        + "or shorten it."
                    if let location = node.literals["lineLimit"], let most = mostLines[layout.owner.index], most > limit {
                        edits = [
                            SpecEdit(
                                file: input.spec.file, location: location, path: "\(node.path).lineLimit",
                                replacement: String(most))
                        ]
                    }
                } else {
                    message = "At \(at) \(subject) is cut short with an ellipsis after \(lines) line\(lines == 1 ? "" : "s")."
                    fix =
                        "\(subject.prefix(1).uppercased() + subject.dropFirst()) needs \(needed) lines at \(at): "
                        + "let it wrap onto \(needed) lines, or give it \(more) more width, or shorten it."
                }
                var finding = Finding(
                    rule: id, file: input.spec.file, location: node.location, element: name,
                    appearance: item.appearance, state: item.state, scenario: item.scenario, size: item.size,
                    measured: lacking, threshold: 0, unit: FindingUnit(input.unit),
                    message: message, fix: fix,
                    details: ["linesNeeded": String(needed), "widthNeeded": NumberFormat.points(lacking)])
                finding.edits = edits
                candidates.append(("\(layout.owner.index)|\(layout.role.name)|\(subject)", finding))
            }
        }
        return LayoutLookup.firstState(candidates)
    }
}
