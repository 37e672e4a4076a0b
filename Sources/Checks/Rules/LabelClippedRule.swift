import Layout
import Spec

/// label.clipped: a text that does not fit: a word broken mid-word, a line past its frame or the
/// screen (the layout's `clipped`), or a control's title, label or placeholder spilling out of the
/// control's frame (a title in a fixed-height button, a placeholder in a fixed-height field), at some size.
/// A placeholder is named with its words, so the message says which text of the field is cut.
package struct LabelClippedRule: Rule {
    package let id = RuleID.labelClipped

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var candidates: [(key: String, finding: Finding)] = []
        for item in input.cases {
            let all = item.tree.root.allNodes
            for layout in all where !layout.isHidden {
                guard let text = layout.text else { continue }
                let node = input.element(layout.owner)
                let name = CheckInput.name(node)
                let subject = layout.role == .part(.placeholder)
                    ? "the placeholder \"\(text.lines.map(\.text).joined(separator: " "))\" of \"\(name)\""
                    : LayoutLookup.describe(role: layout.role, owner: name)
                let at = "At \(item.size.spoken) \(subject)"
                var measured: Double?
                let message: String
                var fix = input.spec.platform == .web
                    ? "Remove fixed sizes from the container of \(subject) so it can grow under browser text zoom and reflow at 320 px."
                    : "Remove fixed sizes from the container of \(subject) so it can grow with Dynamic Type."
                if text.clipped {
                    let pastScreen = text.lines.map { max($0.x + $0.width - item.tree.viewport.maxX, item.tree.viewport.minX - $0.x) }.max() ?? 0
                    let pastFrame = text.lines.map { max($0.x + $0.width - layout.frame.maxX, layout.frame.minX - $0.x) }.max() ?? 0
                    if pastScreen > 0.001 {
                        measured = pastScreen
                        message = "\(at) runs \(NumberFormat.points(pastScreen)) \(input.unit) past the edge of the screen."
                    } else if pastFrame > 0.001 {
                        measured = pastFrame
                        message = "\(at) runs \(NumberFormat.points(pastFrame)) \(input.unit) past its frame."
                    } else {
                        message = "\(at) breaks a word that is wider than the line."
                        fix = "Give \(subject) room for its longest word: a wider container or shorter words."
                    }
                } else if [.part(.title), .part(.label), .part(.placeholder)].contains(layout.role),
                          let control = all.first(where: { $0.owner == layout.owner && $0.role == .element(node.kind.type) }) {
                    let spill = [control.frame.minX - layout.frame.minX, layout.frame.maxX - control.frame.maxX,
                                 control.frame.minY - layout.frame.minY, layout.frame.maxY - control.frame.maxY].max()!
                    guard spill > 0.01 else { continue }
                    measured = spill
                    message = "\(at) is \(LayoutLookup.size(layout.frame)) \(input.unit) and spills \(NumberFormat.points(spill)) \(input.unit) out of its \(LayoutLookup.size(control.frame)) \(input.unit) frame."
                } else {
                    continue
                }
                candidates.append(("\(layout.owner.index)|\(layout.role.name)", Finding(
                    rule: id, file: input.spec.file, location: node.location, element: name,
                    appearance: item.appearance, state: item.state, scenario: item.scenario, size: item.size,
                    measured: measured, threshold: measured == nil ? nil : 0, unit: measured == nil ? nil : input.unit,
                    message: message,
                    fix: fix)))
            }
        }
        return LayoutLookup.firstState(candidates)
    }
}
