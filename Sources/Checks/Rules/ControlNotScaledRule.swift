import Layout
import Spec

/// control.not-scaled: a checkbox smaller than the text of its own label at some size of the idle
/// render. A checkbox that grows with Dynamic Type is 22 pt beside 17 pt text and about 68 pt
/// beside AX5's 53 pt; one held at 22 pt falls behind its label from AX1 (28 pt) on. Switches are
/// UISwitch, which iOS draws at 51×31 pt at every size; they are not the team's to scale.
package struct ControlNotScaledRule: Rule {
    package let id = RuleID.controlNotScaled

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var findings: [Finding] = []
        for node in input.spec.content.allNodes {
            guard case .toggle(let toggle) = node.kind, toggle.style == .checkbox else { continue }
            let name = CheckInput.name(node)
            for item in input.cases(in: .idle) {
                guard let row = LayoutLookup.node(for: node, in: item.tree),
                    let control = row.children.first(where: { $0.role == .part(.control) }),
                    let textSize = row.children.first(where: { $0.role == .part(.label) })?.text?.size
                else { continue }
                let side = min(control.frame.width, control.frame.height)
                guard side < textSize else { continue }
                findings.append(
                    Finding(
                        rule: id, file: input.spec.file, location: node.location, element: name,
                        appearance: item.appearance, state: .idle, size: item.size,
                        // How far the box falls short of the text: the worst size is the one furthest behind.
                        measured: textSize - side, threshold: 0, unit: FindingUnit(input.unit),
                        message:
                            "At \(item.size.spoken) the checkbox of \"\(name)\" is \(LayoutLookup.size(control.frame)) \(input.unit) beside \(NumberFormat.points(textSize)) \(input.unit) label text: it does not grow with \(input.spec.platform.textScaling).",
                        fix: input.spec.platform == .web
                            ? "Size the checkbox of \"\(name)\" in em (or rem) so it grows with its label's text under browser text zoom and stays at least as tall as the text."
                            : "Scale the checkbox of \"\(name)\" with its label's text style (an SF Symbol in the label's font, or @ScaledMetric for its frame), so it is at least as tall as the text.",
                        details: ["labelSize": NumberFormat.points(textSize), "controlSize": NumberFormat.points(side)]))
            }
        }
        return findings
    }
}
