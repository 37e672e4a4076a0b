import Layout
import Spec

/// target.overlap: two controls (buttons and toggles) whose hit regions — their frames, or their
/// `tapArea`s (format 2) — overlap at some size of the idle render, so a tap may reach either. The
/// finding names the control whose tap area reaches into the other (the later one in reading order
/// when both or neither have one) and measures how deep the overlap is (its smaller side).
package struct TargetOverlapRule: Rule {
    package let id = RuleID.targetOverlap

    /// Overlaps thinner than this (rounding of adjacent frames) are not overlaps.
    static let tolerance = 0.001

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var findings: [Finding] = []
        let controls = LayoutLookup.tapTargets(in: input.spec)
        for item in input.cases(in: .idle) {
            let placed = controls.compactMap { node in
                LayoutLookup.node(for: node, in: item.tree).flatMap { $0.isHidden ? nil : (node: node, region: $0.hitFrame) }
            }
            for (index, first) in placed.enumerated() {
                for second in placed[(index + 1)...] {
                    let width = min(first.region.maxX, second.region.maxX) - max(first.region.minX, second.region.minX)
                    let height = min(first.region.maxY, second.region.maxY) - max(first.region.minY, second.region.minY)
                    guard width > Self.tolerance, height > Self.tolerance else { continue }
                    let (reaching, other) = first.node.tapArea != nil && second.node.tapArea == nil ? (first, second) : (second, first)
                    let name = CheckInput.name(reaching.node)
                    let otherName = CheckInput.name(other.node)
                    let what = LayoutLookup.tapTarget(reaching.node)
                    let into = LayoutLookup.tapTarget(other.node)
                    let overlap = Rect(x: 0, y: 0, width: width, height: height)
                    findings.append(
                        Finding(
                            rule: id, file: input.spec.file, location: reaching.node.location, element: name,
                            appearance: item.appearance, state: .idle, size: item.size,
                            measured: min(width, height), threshold: 0, unit: FindingUnit(input.unit),
                            message:
                                "At \(item.size.spoken) \(what) overlaps \(into) by \(LayoutLookup.size(overlap)) \(input.unit), so a tap there may reach either.",
                            fix:
                                "Keep the hit regions of \"\(name)\" and \"\(otherName)\" apart: move the controls apart or let the tap area grow away from the neighbour.",
                            details: ["other": otherName]))
                }
            }
        }
        return findings
    }
}
