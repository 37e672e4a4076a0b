import Layout
import Spec

/// Fills seed 000's check profiles (its "Check" section) for one spec from its renders and findings:
/// the record a team attaches to an accessibility claim. Profiles and tasks:
///
/// - VoiceOver, "press <button> with invalid input" (each button that declares an invalid submit):
///   it can be pressed, focus moves to the first error, the error is announced, entered values stay.
/// - VoiceOver, "<control> while it is disabled" (each control disabled for a precondition or because
///   the action is impossible): the reason is visible on screen, and reachable from the control.
/// - Larger Text, AX5, "the same screens": each reason stays visible and next to its control, each
///   inline error under its field, measured in the AX5 render of the first appearance (the largest size
///   the run rendered: text zoom 200 % on the web).
///
/// Results read the findings of the rules that judge each expectation (a suppressed finding reads as
/// accepted, with its reason), and measure the AX5 layout for the geometry. The VoiceOver rows of a
/// disabled control and of where focus lands after an invalid submit quote what VoiceOver says there
/// (`EvidenceRow.spoken`, from the accessibility model). Pure and deterministic.
package enum EvidenceBuilder {
    package static let voiceOver = "VoiceOver"

    /// The screen-reader profile's name: VoiceOver on iOS; on the web, whichever screen reader is used.
    static func screenReader(_ input: CheckInput) -> String {
        input.spec.platform == .web ? "Screen reader" : voiceOver
    }

    package static func rows(_ input: CheckInput, findings: [Finding], thresholds: Thresholds = Thresholds()) -> [EvidenceRow] {
        var rows: [EvidenceRow] = []
        func finding(_ rule: RuleID, _ element: String) -> Finding? {
            findings.first { $0.rule == rule && $0.element == element }
        }
        /// "no — <message>" for a finding, or "accepted — <reason>" for a suppressed one.
        func failed(_ found: Finding) -> String {
            found.suppression.map { "no; accepted in the spec: \($0)" } ?? "no: \(found.message)"
        }
        let voiceOver = screenReader(input)
        for (node, button) in input.buttons {
            let name = CheckInput.name(node)
            let task = "press \"\(button.title)\" with invalid input"
            func row(_ expected: String, _ found: Finding?, _ yes: String) {
                rows.append(
                    EvidenceRow(
                        profile: voiceOver, task: task, expected: expected,
                        result: found.map(failed) ?? yes, holds: found == nil))
            }
            let mystery = finding(.disabledMystery, name)
            guard let submit = button.invalidSubmit else {
                // A primary button disabled until the form is valid cannot be pressed to find out what is wrong.
                guard let mystery else { continue }
                row("\"\(button.title)\" can be pressed", mystery, "")
                rows[rows.count - 1].spoken = spoken(input, .disabled, node)
                rows.append(
                    EvidenceRow(
                        profile: voiceOver, task: task, expected: "focus moves to the error for the first invalid field",
                        result: "no: it cannot be pressed, so no error is shown and focus does not move", holds: false))
                continue
            }
            row("\"\(button.title)\" can be pressed", mystery, "yes, it stays enabled until it is pressed")
            let first = submit.errors.first.flatMap { input.spec.node(withID: $0) }
            var fieldName = "the first field"
            if case .inlineError(let error) = first?.kind { fieldName = "\"\(error.field)\"" }
            row(
                "focus moves to the error for \(fieldName)", finding(.errorFocus, name),
                "yes, to \"\(submit.focus ?? "")\"")
            rows[rows.count - 1].spoken = submit.focus.flatMap { input.spec.node(withID: $0) }.flatMap { spoken(input, .invalidSubmit, $0) }
            let announcement = submit.announcement ?? node.announcements.first { $0.trigger == .invalidSubmit }?.text
            row(
                "the error is announced", finding(.errorUnannounced, name),
                announcement.map { "yes: \"\($0)\"" } ?? "yes, by an announced message or role=\"alert\"")
            let cleared = findings.filter { $0.rule == .errorValuesCleared }
            let filled = input.spec.content.allNodes.filter { node in
                if case .textField(let field) = node.kind { return !(field.value ?? "").isEmpty }
                return false
            }
            rows.append(
                EvidenceRow(
                    profile: voiceOver, task: task, expected: "entered values stay",
                    result: cleared.first.map(failed)
                        ?? (filled.isEmpty
                            ? "yes (no field is filled in the spec)"
                            : "yes, \(filled.count == 1 ? "the filled field keeps its value" : "all \(filled.count) filled fields keep their values")"),
                    holds: cleared.isEmpty))
        }
        for (node, disabled) in input.disabledElements where LayoutLookup.isLegitimate(disabled.cause) {
            let name = CheckInput.name(node)
            let task = "\"\(title(of: node) ?? name)\" while it is disabled"
            let reasonText = disabled.reason.flatMap { input.spec.node(withID: $0) }.flatMap(text(of:))
            let missing = finding(.disabledReasonMissing, name)
            rows.append(
                EvidenceRow(
                    profile: voiceOver, task: task, expected: "the reason is visible on screen",
                    result: missing.map(failed) ?? "yes: \"\(reasonText ?? "")\"", holds: missing == nil))
            let notOn = finding(.disabledReasonNotOnButton, name)
            rows.append(
                EvidenceRow(
                    profile: voiceOver, task: task, expected: "the reason is reachable from the control without searching",
                    result: notOn.map(failed)
                        ?? "yes, its \(input.spec.platform.accessibleDescription) says \"\(disabled.accessibilityValue ?? "")\"",
                    holds: notOn == nil))
            rows[rows.count - 1].spoken = spoken(input, .disabled, node)
            if let size = largest(input) {
                rows.append(
                    reasonAtLargest(input, size: size, node: node, name: name, reason: disabled.reason, findings: findings, failed: failed))
            }
        }
        for node in input.spec.content.allNodes {
            guard case .inlineError(let error) = node.kind, let state = error.visibleIn.first else { continue }
            if let size = largest(input) {
                rows.append(
                    errorAtLargest(input, size: size, node: node, field: error.field, state: state, findings: findings, failed: failed))
            }
        }
        if rows.isEmpty {
            rows.append(
                EvidenceRow(
                    profile: voiceOver, task: "the screen", expected: "a failed submit or a disabled control to check",
                    result: "not applicable: the spec declares no invalid submit and no control disabled with a reason", holds: true))
        }
        return rows
    }

    /// What the screen reader says on a spec element (its first accessibility element, the hint after it) in
    /// the render of `state` its tasks are read in: at the default size (large) in the first appearance, iOS
    /// as shipped and the source language when those were rendered, else the state's first render. Nil when
    /// the state was not rendered or the element is not visited there.
    static func spoken(_ input: CheckInput, _ state: RenderState, _ node: Node) -> String? {
        let rendered = input.cases(in: state)
        let plain = rendered.filter { $0.settings == .none && $0.locale == nil }
        guard let item = plain.first(where: { $0.size == .large }) ?? plain.first ?? rendered.first,
            let reference = input.reference(node)
        else { return nil }
        return item.accessibility.elements(of: reference).first?.spoken(hints: true)
    }

    /// The largest text size rendered (AX5 in a full iOS sweep; text zoom 200 % on the web), the reflow
    /// width aside.
    static func largest(_ input: CheckInput) -> SizeCategory? {
        input.cases.map(\.size).filter { $0 != .reflow320 }.max {
            SizeCategory.allCases.firstIndex(of: $0)! < SizeCategory.allCases.firstIndex(of: $1)!
        }
    }

    /// The check profile of the largest size: "Larger Text, AX5"; on the web, where text zoom stands in
    /// for Dynamic Type, "Text zoom, 200 %".
    static func largerText(_ size: SizeCategory) -> String {
        size.textZoom.map { "Text zoom, \(Int(($0 * 100).rounded())) %" } ?? "Larger Text, \(size.rawValue)"
    }

    /// The render of a state at the largest size in the first appearance, iOS as shipped (the first one checked).
    private static func largestRender(_ input: CheckInput, _ state: RenderState) -> RenderedCase? {
        guard let size = largest(input) else { return nil }
        return input.cases.first { $0.size == size && $0.state == state && $0.settings == .none }
            ?? input.cases.first { $0.size == size && $0.state == state }
    }

    private static func reasonAtLargest(
        _ input: CheckInput, size: SizeCategory, node: Node, name: String, reason: String?, findings: [Finding],
        failed: (Finding) -> String
    ) -> EvidenceRow {
        let expected = "the reason stays visible and next to \"\(title(of: node) ?? name)\""
        if let found = findings.first(where: {
            ($0.rule == .disabledReasonNotAdjacent || $0.rule == .disabledReasonMissing) && $0.element == name && $0.sizes.contains(size)
        }) {
            return EvidenceRow(
                profile: largerText(size), task: "the same screen, disabled", expected: expected, result: failed(found), holds: false)
        }
        guard let item = largestRender(input, .disabled), let reason, let control = LayoutLookup.node(for: node, in: item.tree),
            let reasonNode = LayoutLookup.node(withID: reason, in: input.spec, tree: item.tree), !reasonNode.isHidden
        else {
            return EvidenceRow(
                profile: largerText(size), task: "the same screen, disabled", expected: expected,
                result: "not measured: the disabled state was not rendered at \(size.spoken)", holds: false)
        }
        return EvidenceRow(
            profile: largerText(size), task: "the same screen, disabled", expected: expected,
            result: "yes, \(placement(reasonNode.frame, relativeTo: control.frame, unit: input.unit)) it at \(size.spoken)", holds: true)
    }

    private static func errorAtLargest(
        _ input: CheckInput, size: SizeCategory, node: Node, field: String, state: RenderState, findings: [Finding],
        failed: (Finding) -> String
    ) -> EvidenceRow {
        let name = CheckInput.name(node)
        let expected = "the error \"\(name)\" stays directly under \"\(field)\""
        let task = "the same screen, \(state == .invalidSubmit ? "after an invalid submit" : "in the \(state.rawValue) state")"
        if let found = findings.first(where: {
            $0.rule == .errorPlacement && $0.element == name && ($0.sizes.isEmpty || $0.sizes.contains(size))
        }) {
            return EvidenceRow(profile: largerText(size), task: task, expected: expected, result: failed(found), holds: false)
        }
        guard let item = largestRender(input, state), let errorNode = LayoutLookup.node(for: node, in: item.tree), !errorNode.isHidden,
            let fieldNode = LayoutLookup.node(withID: field, in: input.spec, tree: item.tree)
        else {
            return EvidenceRow(
                profile: largerText(size), task: task, expected: expected, result: "not measured: the error is not shown at \(size.spoken)",
                holds: false)
        }
        return EvidenceRow(
            profile: largerText(size), task: task, expected: expected,
            result: "yes, \(placement(errorNode.frame, relativeTo: fieldNode.frame, unit: input.unit)) it at \(size.spoken)", holds: true)
    }

    /// "8 pt above", "12 pt below" ("8 px above" on the web).
    static func placement(_ frame: Rect, relativeTo other: Rect, unit: LengthUnit) -> String {
        let above = frame.midY <= other.midY
        let gap = above ? LayoutLookup.verticalGap(from: frame, to: other) : LayoutLookup.verticalGap(from: other, to: frame)
        return "\(NumberFormat.points(max(0, gap))) \(unit) \(above ? "above" : "below")"
    }

    /// What people see a control called: a button's title, a field's or toggle's label.
    private static func title(of node: Node) -> String? {
        switch node.kind {
        case .button(let button): button.title
        case .textField(let field): field.label ?? field.placeholder
        case .toggle(let toggle): toggle.label
        case .picker(let picker): picker.label
        case .stepper(let stepper): stepper.label
        case .datePicker(let datePicker): datePicker.label
        default: nil
        }
    }

    private static func text(of node: Node) -> String? {
        switch node.kind {
        case .text(let text): text.text
        case .inlineError(let error): error.text
        default: nil
        }
    }
}
