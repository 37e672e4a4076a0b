import Layout
import Spec

/// label.scaled-below-minimum: a button title shrunk to fit its `lineLimit` (its
/// `minimumScaleFactor` lets it) to a point size below the legibility floor (default 11 pt) at some
/// size, state or appearance. The worst size is the smallest text.
package struct LabelScaledBelowMinimumRule: Rule {
    package let id = RuleID.labelScaledBelowMinimum

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var candidates: [(key: String, finding: Finding)] = []
        for item in input.cases {
            for layout in item.tree.root.allNodes where layout.role == .part(.title) && !layout.isHidden {
                guard let text = layout.text, let natural = text.scaledFrom, text.size < thresholds.legibilityFloor else { continue }
                let node = input.element(layout.owner)
                let name = CheckInput.name(node)
                let floor = NumberFormat.points(thresholds.legibilityFloor)
                candidates.append(
                    (
                        "\(layout.owner.index)",
                        Finding(
                            rule: id, file: input.spec.file, location: node.location, element: name,
                            appearance: item.appearance, state: item.state, scenario: item.scenario, size: item.size,
                            measured: text.size, threshold: thresholds.legibilityFloor, unit: FindingUnit(input.unit),
                            message:
                                "At \(item.size.spoken) the title of \"\(name)\" is shrunk from \(NumberFormat.points(natural)) \(input.unit) to \(NumberFormat.points(text.size)) \(input.unit) to fit its line limit, below the \(floor) \(input.unit) legibility floor.",
                            fix: Self.fix(node, name: name, natural: natural, floor: thresholds.legibilityFloor, unit: input.unit),
                            details: ["naturalSize": NumberFormat.points(natural), "scaledSize": NumberFormat.points(text.size)])
                    ))
            }
        }
        return LayoutLookup.firstState(candidates)
    }

    /// Measured: the smallest scale factor that keeps the title at the floor, from the title's own size.
    static func fix(_ node: Node, name: String, natural: Double, floor: Double, unit: LengthUnit) -> String {
        let factor = (floor / natural * 100).rounded(.up) / 100
        var current = ""
        var limit = ""
        if case .button(let button) = node.kind {
            current = " from \(NumberFormat.compact(button.minimumScaleFactor, truncating: false))"
            if let lineLimit = button.lineLimit { limit = " (raise its lineLimit from \(lineLimit))" }
        }
        let least = NumberFormat.compact(factor, truncating: false)
        return "The title of \"\(name)\" stays at \(NumberFormat.points(floor)) \(unit) with a minimumScaleFactor of at least \(least) "
            + "(\(NumberFormat.points(floor)) of \(NumberFormat.points(natural)) \(unit)): raise it\(current) to \(least), "
            + "let the title wrap onto more lines\(limit), or shorten it."
    }
}
