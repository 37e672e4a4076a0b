import Layout
import Spec

/// error.placement: in the invalid-submit render, every visible inline error must be directly
/// under its field: the first visible element below the field that overlaps it horizontally is
/// the error, at most `errorGap` below it. An error anywhere else (after other fields, between the
/// field block and the primary button) is a finding.
///
/// On the web (seed 002: "role=\"alert\" message adjacent to the field or button"), an error with
/// `role: "alert"` may instead be adjacent to the button it concerns (the button whose invalid
/// submit shows it, else the primary buttons): directly above or below it, overlapping it
/// horizontally, at most `errorGap` away, with nothing between them. Only a message adjacent to
/// neither is misplaced.
package struct ErrorPlacementRule: Rule {
    package let id = RuleID.errorPlacement

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var findings: [Finding] = []
        // The built-in invalid submit, and every scenario's render (each shows the errors it shows).
        for item in input.cases where item.scenario != nil || item.state == .invalidSubmit {
            let elements = LayoutLookup.visibleElements(in: item.tree)
            for error in elements where error.role == .element(.inlineError) {
                guard case .inlineError(let fieldID) = error.element,
                    let field = LayoutLookup.node(withID: fieldID, in: input.spec, tree: item.tree)
                else { continue }
                let node = input.element(error.owner)
                let name = CheckInput.name(node)
                let gap = LayoutLookup.verticalGap(from: field.frame, to: error.frame)
                let below =
                    elements
                    .filter {
                        $0.owner != field.owner && $0.frame.minY >= field.frame.maxY - 0.5
                            && $0.frame.horizontalOverlap(with: field.frame) != nil
                    }
                    .sorted { LayoutLookup.readsBefore($0.frame, $1.frame) }
                let at = "At \(item.size.spoken) the error \"\(name)\""
                var message: String
                if gap < -0.5 {
                    message = "\(at) is not below its field \"\(fieldID)\"."
                } else if error.frame.horizontalOverlap(with: field.frame) == nil {
                    message = "\(at) is below its field \"\(fieldID)\" but not under it (no horizontal overlap)."
                } else if let first = below.first, first.owner != error.owner {
                    let between = below.prefix { $0.owner != error.owner }.map { "\"\(LayoutLookup.name($0, input))\"" }
                    message =
                        "\(at) is \(NumberFormat.points(gap)) \(input.unit) below its field \"\(fieldID)\", with \(between.joined(separator: ", ")) between them."
                } else if gap > thresholds.errorGap {
                    message =
                        "\(at) is \(NumberFormat.points(gap)) \(input.unit) below its field \"\(fieldID)\", more than \(NumberFormat.points(thresholds.errorGap)) \(input.unit)."
                } else {
                    continue
                }
                var fix = "Place \"\(name)\" directly under \"\(fieldID)\", as the field's footer, before anything else."
                if input.spec.platform == .web, case .inlineError(let inline) = node.kind, inline.alertRole {
                    let buttons = Self.buttons(concerning: node.id, in: input.spec)
                    if buttons.contains(where: { button in
                        LayoutLookup.node(for: button, in: item.tree).map {
                            Self.isAdjacent(error, to: $0, among: elements, limit: thresholds.errorGap)
                        } ?? false
                    }) {
                        continue
                    }
                    let names = buttons.map { "\"\(CheckInput.name($0))\"" }
                    if !names.isEmpty {
                        message.removeLast()
                        message +=
                            ", and not adjacent to the button \(names.joined(separator: " or ")) either (role=\"alert\" on the web may sit by the field or the button)."
                        fix =
                            "Place \"\(name)\" directly under \"\(fieldID)\", or directly above or below \(names.joined(separator: " or ")), with nothing between them."
                    }
                }
                findings.append(
                    Finding(
                        rule: id, file: input.spec.file, location: node.location, element: name,
                        appearance: item.appearance, state: .invalidSubmit, scenario: item.scenario, size: item.size,
                        measured: gap, threshold: thresholds.errorGap, unit: FindingUnit(input.unit),
                        message: message,
                        fix: fix))
            }
        }
        return findings
    }

    /// The buttons an error concerns: those whose invalid submit shows it, else every primary button.
    static func buttons(concerning errorID: String?, in spec: ScreenSpec) -> [Node] {
        let buttons = spec.content.allNodes.filter { if case .button = $0.kind { true } else { false } }
        let showing = buttons.filter { node in
            guard case .button(let button) = node.kind, let errorID else { return false }
            return button.invalidSubmit?.errors.contains(errorID) ?? false
        }
        if !showing.isEmpty { return showing }
        return buttons.filter { node in
            guard case .button(let button) = node.kind else { return false }
            return button.role == .primary
        }
    }

    /// Directly above or below `button`: overlapping it horizontally, at most `limit` away, and no
    /// other visible element overlapping it horizontally in between.
    static func isAdjacent(_ error: LayoutNode, to button: LayoutNode, among elements: [LayoutNode], limit: Double) -> Bool {
        guard error.frame.horizontalOverlap(with: button.frame) != nil else { return false }
        let (upper, lower) = error.frame.minY >= button.frame.maxY - 0.5 ? (button.frame, error.frame) : (error.frame, button.frame)
        let gap = LayoutLookup.verticalGap(from: upper, to: lower)
        guard gap >= -0.5, gap <= limit else { return false }
        return !elements.contains { other in
            other.owner != error.owner && other.owner != button.owner
                && other.frame.minY >= upper.maxY - 0.5 && other.frame.maxY <= lower.minY + 0.5
                && other.frame.horizontalOverlap(with: button.frame) != nil
        }
    }
}
