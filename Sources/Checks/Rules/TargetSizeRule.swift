import Layout
import Spec

/// target.size: a button (its frame) or toggle (its row) smaller than `targetSize` in either
/// direction, at some size of the idle render; for a picker, a stepper or a date picker, its narrowest
/// segment, option, − / + button or date button (each a column of the control's row). A `tapArea` (format 2) on a button
/// or toggle makes its hit region count instead of its frame; on a picker, stepper or date picker it grows each of
/// those targets (SwiftUI's `contentShape` on a padded or minimum frame around each). The default 44 pt is Apple's HIG minimum and WCAG
/// 2.5.5 Target Size (Enhanced, AAA); WCAG 2.5.8 (AA) is cited only when a target is under its 24×24.
package struct TargetSizeRule: Rule {
    package let id = RuleID.targetSize

    /// WCAG 2.5.8 Target Size (Minimum), AA: 24×24 CSS px.
    static let wcagMinimum = 24.0

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var findings: [Finding] = []
        for node in LayoutLookup.tapTargets(in: input.spec) {
            let name = CheckInput.name(node)
            for item in input.cases(in: .idle) {
                guard let frame = LayoutLookup.node(for: node, in: item.tree)?.hitFrame else { continue }
                let subject = LayoutLookup.tapTarget(node)
                let smaller = min(frame.width, frame.height)
                guard smaller < thresholds.targetSize else { continue }
                let minimum = NumberFormat.points(thresholds.targetSize)
                // The web has no HIG: there 44 px is WCAG's alone.
                let source = input.spec.platform == .web ? "" : "Apple HIG; "
                var cited = thresholds.targetSize == 44 ? " (\(source)WCAG 2.5.5 Target Size (Enhanced), AAA)" : ""
                if smaller < Self.wcagMinimum {
                    cited += ", and under 24 × 24, the AA minimum of WCAG 2.5.8 Target Size (Minimum)"
                }
                let advice = TargetSizeAdvice(
                    node: node, frame: frame, target: thresholds.targetSize, unit: input.unit,
                    file: input.spec.file)
                var finding = Finding(
                    rule: id, file: input.spec.file, location: node.location, element: name,
                    appearance: item.appearance, state: .idle, size: item.size,
                    measured: smaller, threshold: thresholds.targetSize, unit: FindingUnit(input.unit),
                    message:
                        "At \(item.size.spoken) \(subject) is \(LayoutLookup.size(frame)) \(input.unit), under \(minimum) × \(minimum) \(input.unit)\(cited).",
                    fix: advice.fix,
                    details: advice.details)
                finding.edits = advice.edits
                findings.append(finding)
            }
        }
        findings += partFindings(input, thresholds: thresholds)
        return findings
    }

    /// The parts that are targets of their own: a picker's segments, a stepper's buttons.
    static let targetParts: Set<LayoutRole> = [.part(.segment), .part(.option), .part(.decrement), .part(.increment)]

    private func partFindings(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var findings: [Finding] = []
        let controls = input.spec.content.allNodes.filter { node in
            switch node.kind {
            case .picker, .stepper, .datePicker: true
            default: false
            }
        }
        for node in controls {
            let name = CheckInput.name(node)
            for item in input.cases(in: .idle) {
                guard let element = LayoutLookup.node(for: node, in: item.tree) else { continue }
                var parts = element.allNodes.filter { Self.targetParts.contains($0.role) && $0.owner == element.owner }
                    .map { (role: $0.role, frame: $0.frame) }
                // A date picker's button: its column of the row.
                if case .datePicker = node.kind, let button = element.part(.control) {
                    parts = [
                        (button.role, Rect(x: button.frame.x, y: element.frame.y, width: button.frame.width, height: element.frame.height))
                    ]
                }
                guard let narrowest = parts.min(by: { min($0.frame.width, $0.frame.height) < min($1.frame.width, $1.frame.height) }) else {
                    continue
                }
                let frame = node.tapArea?.region(around: narrowest.frame) ?? narrowest.frame
                let smaller = min(frame.width, frame.height)
                guard smaller < thresholds.targetSize else { continue }
                let minimum = NumberFormat.points(thresholds.targetSize)
                var what: String
                var fix: String
                let needs = TargetSizeAdvice.needs(
                    width: thresholds.targetSize - frame.width, height: thresholds.targetSize - frame.height,
                    unit: input.unit)
                switch node.kind {
                case .picker(let picker):
                    let index = parts.firstIndex { $0.frame == narrowest.frame } ?? 0
                    let kind = picker.style == .inline ? "option" : "segment"
                    what = "the \(kind) \"\(picker.options[index])\" of \"\(name)\""
                    if frame.width < thresholds.targetSize {
                        // The segments share the control's width: all of them need the room.
                        let total = parts.reduce(0) { $0 + $1.frame.width }
                        let lacking = thresholds.targetSize * Double(parts.count) - total
                        let fit = Int((total / thresholds.targetSize).rounded(.down))
                        fix =
                            "Give \"\(name)\" \(NumberFormat.points(lacking)) \(input.unit) more width, so each of its \(parts.count) "
                            + "\(kind)s is \(minimum) \(input.unit) wide; or at most \(fit) \(kind)s in its "
                            + "\(NumberFormat.points(total)) \(input.unit); or use a menu."
                    } else {
                        fix = "The \(kind)s of \"\(name)\" need \(needs): a taller row."
                    }
                case .datePicker:
                    what = "the date button of \"\(name)\""
                    fix = "The date button of \"\(name)\" needs \(needs): a longer date, or a minimum frame."
                default:
                    what = "the \(narrowest.role == .part(.decrement) ? "−" : "+") button of \"\(name)\""
                    fix =
                        "The buttons of \"\(name)\" need \(needs) each: a row at least \(minimum) \(input.unit) tall, "
                        + "each button \(minimum) \(input.unit) wide."
                }
                if node.tapArea != nil { what = "the tap area of " + what }
                let under24 = smaller < Self.wcagMinimum ? ", and under 24 × 24, the AA minimum of WCAG 2.5.8 Target Size (Minimum)" : ""
                findings.append(
                    Finding(
                        rule: id, file: input.spec.file, location: node.location, element: name,
                        appearance: item.appearance, state: .idle, size: item.size,
                        measured: smaller, threshold: thresholds.targetSize, unit: FindingUnit(input.unit),
                        message:
                            "At \(item.size.spoken) \(what) is \(LayoutLookup.size(frame)) \(input.unit), under \(minimum) × \(minimum) \(input.unit)\(under24).",
                        fix: fix))
            }
        }
        return findings
    }
}
