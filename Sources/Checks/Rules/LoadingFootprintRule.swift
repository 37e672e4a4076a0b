import Layout
import Spec

/// loading.footprint: at every size and appearance, a loading button's frame (position and size)
/// must match its idle frame within `footprintTolerance`.
package struct LoadingFootprintRule: Rule {
    package let id = RuleID.loadingFootprint

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var findings: [Finding] = []
        for (node, button) in input.buttons where button.loading != nil {
            let name = CheckInput.name(node)
            // A scenario's loading button is compared with itself in the scenario's base, where only what the
            // scenario changes differs: a button another control moves is not this one's finding.
            for (item, base) in input.loadingCases(of: node) {
                let baseCase = item.scenario == nil ? input.render(item.appearance, item.size, .idle) : input.render(base, like: item)
                guard let idleCase = baseCase,
                    let loading = LayoutLookup.node(for: node, in: item.tree)?.frame,
                    let idle = LayoutLookup.node(for: node, in: idleCase.tree)?.frame
                else { continue }
                let difference = [loading.width - idle.width, loading.height - idle.height, loading.x - idle.x, loading.y - idle.y]
                    .map(abs).max()!
                guard difference > thresholds.footprintTolerance else { continue }
                findings.append(
                    Finding(
                        rule: id, file: input.spec.file, location: node.location, element: name,
                        appearance: item.appearance, state: .loading, scenario: item.scenario, size: item.size,
                        measured: difference, threshold: thresholds.footprintTolerance, unit: FindingUnit(input.unit),
                        message:
                            "At \(item.size.spoken) \"\(name)\" is \(LayoutLookup.size(loading)) \(input.unit) at (\(NumberFormat.points(loading.x)), \(NumberFormat.points(loading.y))) while loading but \(LayoutLookup.size(idle)) \(input.unit) at (\(NumberFormat.points(idle.x)), \(NumberFormat.points(idle.y))) \(item.scenario == nil ? "idle" : "in \"\(base)\""), \(NumberFormat.points(difference)) \(input.unit) off.",
                        fix:
                            "Keep the title of \"\(name)\" laid out and hidden (opacity 0) under a centred spinner, so loading keeps the idle footprint."
                    ))
            }
        }
        return findings
    }
}
