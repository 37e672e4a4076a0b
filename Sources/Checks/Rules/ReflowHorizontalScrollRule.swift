import Layout
import Spec

/// reflow.horizontal-scroll: at the reflow width (a web spec of format 2 laid out 320 CSS px wide,
/// WCAG 1.4.10), an element reaches past the viewport's leading or trailing edge, so the page scrolls
/// sideways. Each element that overflows is reported unless one of its own descendants does too (the
/// innermost overflowing elements are what needs to change; their containers overflow because of
/// them), with how far it reaches past the edge. Text that runs off the screen is `label.clipped`'s.
package struct ReflowHorizontalScrollRule: Rule {
    package let id = RuleID.reflowHorizontalScroll

    /// Overflows up to this (rounding of frames) are not overflows.
    static let tolerance = 0.5

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var candidates: [(key: String, finding: Finding)] = []
        for item in input.cases where item.size.viewportWidth != nil {
            let viewport = item.tree.viewport
            func overflow(_ node: LayoutNode) -> Double {
                max(node.frame.maxX - viewport.maxX, viewport.minX - node.frame.minX)
            }
            // The innermost overflowing elements, each with the element it sits in (when that is not the root).
            var innermost: [(node: LayoutNode, container: LayoutNode?)] = []
            func visit(_ node: LayoutNode, container: LayoutNode?, isRoot: Bool = false) -> Bool {
                guard !node.isHidden else { return false }
                let isElement = if case .element = node.role { true } else { false }
                var below = false
                for child in node.children where visit(child, container: isElement && !isRoot ? node : container) { below = true }
                guard isElement, overflow(node) > Self.tolerance else { return below }
                if !below { innermost.append((node, container)) }
                return true
            }
            _ = visit(item.tree.root, container: nil, isRoot: true)
            for (layout, container) in innermost {
                let node = input.element(layout.owner)
                let name = CheckInput.name(node)
                let within = container.map { LayoutLookup.name($0, input) }
                let past = overflow(layout)
                let edge = layout.frame.maxX - viewport.maxX >= viewport.minX - layout.frame.minX ? "right" : "left"
                candidates.append(
                    (
                        "\(layout.owner.index)",
                        Finding(
                            rule: id, file: input.spec.file, location: node.location, element: name,
                            appearance: item.appearance, state: item.state, scenario: item.scenario, size: item.size,
                            measured: past, threshold: 0, unit: FindingUnit(input.unit),
                            message: "At \(item.size.spoken) \"\(name)\"\(within.map { " (in \"\($0)\")" } ?? "") reaches "
                                + "\(NumberFormat.points(past)) px past the \(edge) edge of the \(NumberFormat.points(viewport.width)) px viewport, so the page scrolls sideways.",
                            fix:
                                "Let \"\(within ?? name)\" fit 320 px: no fixed widths wider than the space (use maxWidth), and side-by-side items that wrap or stack."
                        )
                    ))
            }
        }
        return LayoutLookup.firstState(candidates)
    }
}
