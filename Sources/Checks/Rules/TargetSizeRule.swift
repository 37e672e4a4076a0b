import Layout
import Spec

/// target.size: a button (its frame) or toggle (its row) smaller than `targetSize` in either
/// direction, at some size of the idle render.
public struct TargetSizeRule: Rule {
    public let id = RuleID.targetSize

    public init() {}

    public func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var findings: [Finding] = []
        let controls = input.spec.content.allNodes.filter { node in
            switch node.kind {
            case .button, .toggle: true
            default: false
            }
        }
        for node in controls {
            let name = CheckInput.name(node)
            for item in input.cases(in: .idle) {
                guard let frame = LayoutLookup.node(for: node, in: item.tree)?.frame else { continue }
                let smaller = min(frame.width, frame.height)
                guard smaller < thresholds.targetSize else { continue }
                let minimum = LayoutLookup.points(thresholds.targetSize)
                findings.append(Finding(
                    rule: id, file: input.spec.file, location: node.location, element: name,
                    appearance: item.appearance, state: .idle, size: item.size,
                    measured: smaller, threshold: thresholds.targetSize, unit: "pt",
                    message: "At \(item.size.rawValue) \"\(name)\" is \(LayoutLookup.size(frame)) pt, under \(minimum) × \(minimum) pt.",
                    fix: "Make \"\(name)\" at least \(minimum) pt in both directions (a larger control size or a minimum frame)."))
            }
        }
        return findings
    }
}
