import Layout
import Spec

/// requirement.color-only: a requirement list whose met and unmet rows are told apart by colour alone —
/// in a render, its indicators are drawn in two or more colours but all with the same symbol (WCAG 1.4.1
/// Use of Color). People who do not see the colours (colour blindness, a grey-scale display, bright
/// sunlight) cannot tell which requirements are met. A check mark for met and an x mark for unmet passes.
package struct RequirementColorOnlyRule: Rule {
    package let id = RuleID.requirementColorOnly

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var findings: [Finding] = []
        for node in input.spec.content.allNodes {
            guard case .requirementList = node.kind else { continue }
            let name = CheckInput.name(node)
            for item in input.cases {
                guard let layout = LayoutLookup.node(for: node, in: item.tree), !layout.isHidden else { continue }
                var glyphs: [SymbolGlyph] = []
                var colors: [SRGBColor] = []
                for part in layout.allNodes where part.role == .part(.indicator) {
                    guard case .symbol(let glyph, let color, _) = part.element else { continue }
                    if !glyphs.contains(glyph) { glyphs.append(glyph) }
                    if !colors.contains(color) { colors.append(color) }
                }
                guard glyphs.count == 1, colors.count >= 2 else { continue }
                findings.append(
                    Finding(
                        rule: id, file: input.spec.file, location: node.location, element: name,
                        appearance: item.appearance, state: item.state, scenario: item.scenario, size: item.size,
                        message:
                            "\"\(name)\" tells met from unmet requirements by colour alone: the same \(glyphs[0] == .checkmark ? "check mark" : "symbol") in \(colors[0]) and \(colors[1]), so people who cannot tell the colours apart cannot tell which are met.",
                        fix:
                            "Draw unmet requirements with another symbol (\"indicator\": \"symbols\": an x mark), or say met or not met in the text.",
                        details: ["colors": colors.map(\.description).joined(separator: ", ")]))
            }
        }
        return findings
    }
}
