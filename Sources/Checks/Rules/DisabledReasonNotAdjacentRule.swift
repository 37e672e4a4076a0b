import Layout
import Spec

/// disabled.reason-not-adjacent: at every size and appearance of the disabled render, a legitimate
/// disable's reason must sit directly above or below its button (or text field or toggle): no overlap, a gap of at most
/// `reasonGap`, nothing visible between them, some horizontal overlap, and both within one screen
/// height. Reasons that are not shown are disabled.reason-missing's.
package struct DisabledReasonNotAdjacentRule: Rule {
    package let id = RuleID.disabledReasonNotAdjacent

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var findings: [Finding] = []
        for (node, disabled) in input.disabledElements {
            guard LayoutLookup.isLegitimate(disabled.cause), let reason = disabled.reason else { continue }
            let name = CheckInput.name(node)
            for item in input.disabledCases(of: node) {
                guard let buttonNode = LayoutLookup.node(for: node, in: item.tree),
                    let reasonNode = LayoutLookup.node(withID: reason, in: input.spec, tree: item.tree), !reasonNode.isHidden,
                    let problem = problem(reason: reasonNode, button: buttonNode, tree: item.tree, input: input, thresholds: thresholds)
                else { continue }
                let at = "At \(item.size.spoken) the reason \"\(reason)\""
                let message: String
                switch problem {
                case .overlapping(let gap):
                    message = "\(at) overlaps \"\(name)\" by \(NumberFormat.points(-gap)) \(input.unit)."
                case .beside:
                    message = "\(at) is beside \"\(name)\", not above or below it."
                case .between(let other, _):
                    message = "\(at) and \"\(name)\" have \"\(other)\" between them."
                case .tooFar(let gap, let above):
                    message =
                        "\(at) is \(NumberFormat.points(gap)) \(input.unit) \(above ? "above" : "below") \"\(name)\", more than \(NumberFormat.points(thresholds.reasonGap)) \(input.unit)."
                case .noHorizontalOverlap(_, let above):
                    message = "\(at) is \(above ? "above" : "below") \"\(name)\" but does not overlap it horizontally."
                case .taller(let union):
                    message =
                        "\(at) and \"\(name)\" span \(NumberFormat.points(union)) \(input.unit) together, more than the \(NumberFormat.points(item.tree.viewport.height)) \(input.unit) screen."
                }
                var fix = advice(
                    problem, reason: reason, name: name, reasonFrame: reasonNode.frame, buttonFrame: buttonNode.frame,
                    screen: item.tree.viewport.height, unit: input.unit, thresholds: thresholds)
                var edits: [SpecEdit] = []
                // A gap that is the spacing of the stack they are next to each other in: that literal, lowered.
                if case .tooFar(let gap, _) = problem,
                    let edit = spacingEdit(
                        gap: gap, reason: reasonNode.owner.index, control: buttonNode.owner.index, input: input, thresholds: thresholds)
                {
                    fix =
                        "Move \"\(reason)\" \(NumberFormat.points(gap - thresholds.reasonGap)) \(input.unit) closer to \"\(name)\": "
                        + "set \(edit.path), now \(NumberFormat.points(gap)), to \(edit.replacement), "
                        + "the gap their stack puts between them."
                    edits = [edit]
                }
                var finding = Finding(
                    rule: id, file: input.spec.file, location: node.location, element: name,
                    appearance: item.appearance, state: .disabled, scenario: item.scenario, size: item.size,
                    measured: problem.measured, threshold: problem.isHeight ? item.tree.viewport.height : thresholds.reasonGap,
                    unit: FindingUnit(input.unit),
                    message: message,
                    fix: fix)
                finding.edits = edits
                findings.append(finding)
            }
        }
        return findings
    }

    /// The stack `spacing` literal that makes the whole gap between a reason and its control, when they are
    /// next to each other in one vertical stack: lowered to the largest gap allowed.
    private func spacingEdit(gap: Double, reason: Int, control: Int, input: CheckInput, thresholds: Thresholds) -> SpecEdit? {
        let lineage = ColorSources.lineage(control, in: input.spec.content)
        guard lineage.count > 1, case .vstack(let stack) = lineage[1].kind, let location = lineage[1].literals["spacing"],
            abs(gap - stack.spacing) < 0.5
        else { return nil }
        let reasonNode = input.spec.content.allNodes[reason]
        let children = stack.children.map(\.path)
        guard let at = children.firstIndex(of: lineage[0].path), let other = children.firstIndex(of: reasonNode.path), abs(at - other) == 1
        else { return nil }
        return SpecEdit(
            file: input.spec.file, location: location, path: "\(lineage[1].path).spacing",
            replacement: NumberFormat.points(thresholds.reasonGap.rounded(.down)))
    }

    /// What to change, from the measurement: how far to move the reason and where, in the unit measured.
    private func advice(
        _ problem: Problem, reason: String, name: String, reasonFrame: Rect, buttonFrame: Rect, screen: Double,
        unit: LengthUnit, thresholds: Thresholds
    ) -> String {
        let limit = "\(NumberFormat.points(thresholds.reasonGap)) \(unit)"
        let together = "keep \"\(reason)\" and \"\(name)\" in one stack with nothing between them, so they stay adjacent up to AX5."
        switch problem {
        case .overlapping(let gap):
            return "Move \"\(reason)\" \(NumberFormat.points(-gap)) \(unit) or more away from \"\(name)\" so they no longer overlap "
                + "(a gap of 0–\(limit)): \(together)"
        case .beside:
            return "Move \"\(reason)\" directly below \"\(name)\", within \(limit) (it is beside it now, in a row): \(together)"
        case .between(let other, _):
            return "Move \"\(reason)\" directly below \"\(name)\", within \(limit), so \"\(other)\" is no longer between them: \(together)"
        case .tooFar(let gap, let above):
            let excess = gap - thresholds.reasonGap
            return "Move \"\(reason)\" \(NumberFormat.points(excess)) \(unit) closer to \"\(name)\" (from \(NumberFormat.points(gap)) "
                + "to at most \(limit) \(above ? "above" : "below") it): \(together)"
        case .noHorizontalOverlap(_, let above):
            let left = reasonFrame.maxX <= buttonFrame.minX
            let distance = left ? buttonFrame.minX - reasonFrame.maxX : reasonFrame.minX - buttonFrame.maxX
            return "Move \"\(reason)\" \(NumberFormat.points(max(distance, 0))) \(unit) or more to the \(left ? "right" : "left") so it "
                + "lines up \(above ? "above" : "below") \"\(name)\" (the same leading edge): \(together)"
        case .taller(let union):
            return "Make \"\(reason)\" and \"\(name)\" \(NumberFormat.points(union - screen)) \(unit) shorter together so both fit "
                + "the \(NumberFormat.points(screen)) \(unit) screen at once (a shorter reason, or fewer lines): \(together)"
        }
    }

    private enum Problem {
        case overlapping(gap: Double)
        case beside(gap: Double)
        case between(String, gap: Double)
        case tooFar(gap: Double, above: Bool)
        case noHorizontalOverlap(gap: Double, above: Bool)
        case taller(union: Double)

        /// Measured against the screen height rather than the gap limit.
        var isHeight: Bool {
            if case .taller = self { return true }
            return false
        }

        var measured: Double {
            switch self {
            case .overlapping(let gap), .beside(let gap), .between(_, let gap), .tooFar(let gap, _), .noHorizontalOverlap(let gap, _): gap
            case .taller(let union): union
            }
        }
    }

    /// The first condition that fails, or nil when the reason is directly above or below the button.
    private func problem(
        reason: LayoutNode, button: LayoutNode, tree: LayoutTree, input: CheckInput,
        thresholds: Thresholds
    ) -> Problem? {
        let above = reason.frame.midY <= button.frame.midY
        let (upper, lower) = above ? (reason.frame, button.frame) : (button.frame, reason.frame)
        let gap = LayoutLookup.verticalGap(from: upper, to: lower)
        let overlapsHorizontally = reason.frame.horizontalOverlap(with: button.frame) != nil
        if gap < -0.5 {
            return overlapsHorizontally ? .overlapping(gap: gap) : .beside(gap: gap)
        }
        let between = LayoutLookup.visibleElements(in: tree).first { element in
            element.owner != reason.owner && element.owner != button.owner
                && element.frame.minY >= upper.maxY - 0.5 && element.frame.maxY <= lower.minY + 0.5
                && element.frame.height > 0
                && (element.frame.horizontalOverlap(with: upper) != nil || element.frame.horizontalOverlap(with: lower) != nil)
        }
        if let between { return .between(LayoutLookup.name(between, input), gap: gap) }
        if gap > thresholds.reasonGap { return .tooFar(gap: gap, above: above) }
        if !overlapsHorizontally { return .noHorizontalOverlap(gap: gap, above: above) }
        let union = max(upper.maxY, lower.maxY) - min(upper.minY, lower.minY)
        if union > tree.viewport.height + 0.001 { return .taller(union: union) }
        return nil
    }
}
