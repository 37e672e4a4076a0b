import Foundation
import JSON
import Layout
import Spec

/// What the declarative and geometry rules share: finding a spec element in a laid-out tree, the
/// elements that count as "something between", and how numbers and sizes read in messages.
enum LayoutLookup {
    /// Types of elements a person sees and reads past: text, fields, toggles, buttons, errors, pickers,
    /// steppers, form-level messages and requirement lists.
    static let visibleTypes: Set<NodeType> = [
        .text, .inlineError, .button, .textField, .toggle, .picker, .stepper, .errorSummary, .toast, .datePicker, .requirementList,
    ]

    /// The laid-out node of a spec element (the element itself, not one of its parts).
    static func node(for node: Node, in tree: LayoutTree) -> LayoutNode? {
        let role = LayoutRole.element(node.kind.type)
        return tree.root.allNodes.first { $0.role == role && $0.sourcePath == node.path }
    }

    /// The laid-out node of the spec element with this id.
    static func node(withID id: String, in spec: ScreenSpec, tree: LayoutTree) -> LayoutNode? {
        spec.node(withID: id).flatMap { node(for: $0, in: tree) }
    }

    /// The visible elements of a tree (not containers, spacers or parts), in reading order.
    static func visibleElements(in tree: LayoutTree) -> [LayoutNode] {
        tree.root.allNodes.filter { node in
            guard case .element(let type) = node.role else { return false }
            return visibleTypes.contains(type) && !node.isHidden
        }
    }

    /// The controls whose hit region is their frame or their `tapArea`: buttons and toggles. (A picker's, stepper's
    /// or date picker's targets are its parts; its `tapArea` grows each of them.)
    static func tapTargets(in spec: ScreenSpec) -> [Node] {
        spec.content.allNodes.filter { node in
            switch node.kind {
            case .button, .toggle: true
            default: false
            }
        }
    }

    /// A tap target in messages: "\"go\"", or "the tap area of \"go\"" when it declares one.
    static func tapTarget(_ node: Node) -> String {
        node.tapArea == nil ? "\"\(CheckInput.name(node))\"" : "the tap area of \"\(CheckInput.name(node))\""
    }

    /// A laid-out element's name in messages: its spec node's id, or its JSONPath.
    static func name(_ layout: LayoutNode, _ input: CheckInput) -> String {
        CheckInput.name(input.element(layout.owner))
    }

    /// "the title of \"continue\"", "the text \"summary\"", "the error \"email-error\"".
    static func describe(role: LayoutRole, owner: String) -> String {
        switch role {
        case .part(let part) where part.isText: "the \(part.rawValue) of \"\(owner)\""
        case .element(.inlineError): "the error \"\(owner)\""
        default: "the text \"\(owner)\""
        }
    }

    /// Calls `visit` with every shown element under `layout` that VoiceOver cannot reach because of
    /// `accessibilityHidden`, and the node that hides it (itself, or the nearest hidden stack around it); `visit`
    /// returns whether to look inside the element too.
    static func hiddenFromVoiceOver(
        _ layout: LayoutNode, _ input: CheckInput, hiddenBy: Node? = nil, visit: (_ node: Node, _ hiddenBy: Node) -> Bool
    ) {
        guard !layout.isHidden else { return }
        var hiddenBy = hiddenBy
        if case .element = layout.role {
            let node = input.element(layout.owner)
            if hiddenBy == nil, node.isAccessibilityHidden { hiddenBy = node }
            if let by = hiddenBy, !visit(node, by) { return }
        }
        for child in layout.children { hiddenFromVoiceOver(child, input, hiddenBy: hiddenBy, visit: visit) }
    }

    /// The node whose `accessibilityHidden` keeps the shown element `id` from VoiceOver: itself, or the nearest
    /// stack around it that is hidden. Nil when the element is not shown, or VoiceOver can reach it.
    static func voiceOverHider(ofID id: String, in layout: LayoutNode, _ input: CheckInput) -> Node? {
        var hider: Node?
        hiddenFromVoiceOver(layout, input) { node, by in
            if node.id == id { hider = by }
            return hider == nil
        }
        return hider
    }

    /// The causes that may legitimately disable a button, when a visible reason says why.
    static func isLegitimate(_ cause: DisabledCause) -> Bool {
        cause == .precondition || cause == .impossible
    }

    /// True for nil, empty and blank strings.
    static func isBlank(_ text: String?) -> Bool {
        (text ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    /// "361 × 52"
    static func size(_ rect: Rect) -> String {
        "\(NumberFormat.points(rect.width)) × \(NumberFormat.points(rect.height))"
    }

    /// The gap from the bottom of `upper` to the top of `lower` (negative when they overlap vertically).
    static func verticalGap(from upper: Rect, to lower: Rect) -> Double {
        lower.minY - upper.maxY
    }

    /// Reading order: top to bottom, then leading to trailing for frames on the same line (±0.5 pt).
    static func readsBefore(_ a: Rect, _ b: Rect) -> Bool {
        if abs(a.minY - b.minY) > 0.5 { return a.minY < b.minY }
        return a.minX < b.minX
    }

    /// One finding per key and render (appearance and size): a text cut short in idle is cut short
    /// in every state, so only the first state it shows in (in RenderState order) is reported.
    static func firstState(_ candidates: [(key: String, finding: Finding)]) -> [Finding] {
        func stateIndex(_ finding: Finding) -> Int {
            finding.state.flatMap { RenderState.allCases.firstIndex(of: $0) } ?? 0
        }
        var order: [String] = []
        var kept: [String: Finding] = [:]
        for (key, finding) in candidates {
            let fullKey = "\(key)|\(finding.appearance?.rawValue ?? "")|\(finding.worstSize?.rawValue ?? "")"
            if let existing = kept[fullKey] {
                if stateIndex(finding) < stateIndex(existing) { kept[fullKey] = finding }
            } else {
                order.append(fullKey)
                kept[fullKey] = finding
            }
        }
        return order.map { kept[$0]! }
    }
}
