import Layout
import Spec

/// error.placement: in the invalid-submit render, every visible inline error must be directly
/// under its field: the first visible element below the field that overlaps it horizontally is
/// the error, at most `errorGap` below it. An error anywhere else (after other fields, between the
/// field block and the primary button) is a finding.
public struct ErrorPlacementRule: Rule {
    public let id = RuleID.errorPlacement

    public init() {}

    public func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var findings: [Finding] = []
        let nodes = LayoutLookup.nodesByPath(input.spec)
        for item in input.cases(in: .invalidSubmit) {
            let elements = LayoutLookup.visibleElements(in: item.tree)
            for error in elements where error.kind == "inlineError" {
                guard case .inlineError(let fieldID) = error.element, let node = nodes[error.sourcePath],
                      let field = LayoutLookup.node(withID: fieldID, in: input.spec, tree: item.tree) else { continue }
                let name = CheckInput.name(node)
                let gap = LayoutLookup.verticalGap(from: field.frame, to: error.frame)
                let below = elements
                    .filter { $0.sourcePath != field.sourcePath && $0.frame.minY >= field.frame.maxY - 0.5 && $0.frame.horizontalOverlap(with: field.frame) != nil }
                    .sorted { LayoutLookup.readsBefore($0.frame, $1.frame) }
                let at = "At \(item.size.rawValue) the error \"\(name)\""
                let message: String
                if gap < -0.5 {
                    message = "\(at) is not below its field \"\(fieldID)\"."
                } else if error.frame.horizontalOverlap(with: field.frame) == nil {
                    message = "\(at) is below its field \"\(fieldID)\" but not under it (no horizontal overlap)."
                } else if let first = below.first, first.sourcePath != error.sourcePath {
                    let between = below.prefix { $0.sourcePath != error.sourcePath }.map { "\"\(LayoutLookup.name($0, nodes))\"" }
                    message = "\(at) is \(LayoutLookup.points(gap)) pt below its field \"\(fieldID)\", with \(between.joined(separator: ", ")) between them."
                } else if gap > thresholds.errorGap {
                    message = "\(at) is \(LayoutLookup.points(gap)) pt below its field \"\(fieldID)\", more than \(LayoutLookup.points(thresholds.errorGap)) pt."
                } else {
                    continue
                }
                findings.append(Finding(
                    rule: id, file: input.spec.file, location: node.location, element: name,
                    appearance: item.appearance, state: .invalidSubmit, size: item.size,
                    measured: gap, threshold: thresholds.errorGap, unit: "pt",
                    message: message,
                    fix: "Place \"\(name)\" directly under \"\(fieldID)\", as the field's footer, before anything else."))
            }
        }
        return findings
    }
}
