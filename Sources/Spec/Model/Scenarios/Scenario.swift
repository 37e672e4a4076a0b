import JSON

/// A named situation of the whole screen (format 3's `scenarios`): derived from a built-in state or an
/// earlier scenario, it says which controls are disabled, loading, focused or show their error, each
/// control's value, and which state-dependent texts show. Resolved when read: `controls`, `shown` and
/// `hidden` hold what its whole chain of bases sets, its own settings winning.
package struct Scenario: Sendable, Hashable {
    /// Lowercase words joined by hyphens; names its renders (`light/AX5-terms-unchecked`).
    package let name: String
    /// The built-in state or scenario it is derived from, as written (`"idle"` by default).
    package let base: String
    /// The built-in state at the root of its chain of bases: what every control it sets nothing on shows.
    package let state: RenderState
    /// What it sets, by control id.
    package let controls: [String: ScenarioControl]
    /// Ids of nodes shown (`visible`) or hidden (`hidden`) whatever their `visibleIn`.
    package let shown: Set<String>
    package let hidden: Set<String>
    package let location: SourceLocation
    package let path: String

    package init(
        name: String, base: String = RenderState.idle.rawValue, state: RenderState = .idle,
        controls: [String: ScenarioControl] = [:], shown: Set<String> = [], hidden: Set<String> = [],
        location: SourceLocation = .start, path: String = "$"
    ) {
        self.name = name
        self.base = base
        self.state = state
        self.controls = controls
        self.shown = shown
        self.hidden = hidden
        self.location = location
        self.path = path
    }

    /// What it sets on a node (nothing for a node without an id).
    package func control(_ node: Node) -> ScenarioControl {
        node.id.flatMap { controls[$0] } ?? ScenarioControl()
    }

    /// Whether a control that declares a disabled state is disabled here.
    package func isDisabled(_ node: Node) -> Bool {
        node.disabledState != nil && (control(node).disabled ?? (state == .disabled))
    }

    /// Whether a button that declares a loading state is loading here.
    package func isLoading(_ node: Node) -> Bool {
        guard case .button(let button) = node.kind, button.loading != nil else { return false }
        return control(node).loading ?? (state == .loading)
    }

    /// Whether a control is drawn focused here.
    package func isFocused(_ node: Node) -> Bool {
        control(node).focused ?? false
    }

    /// The built-in state a control is drawn in here: loading, disabled, the root state's
    /// `invalidSubmit` (a field that clears on a failed submit is cleared), else idle.
    package func drawnState(of node: Node) -> RenderState {
        if isLoading(node) { return .loading }
        if isDisabled(node) { return .disabled }
        return state == .invalidSubmit ? .invalidSubmit : .idle
    }

    /// Whether the node itself is shown here: `visible`/`hidden` first, then an inline error follows its
    /// field's `error`, then the node's own `visibleIn` in the root state.
    package func shows(_ node: Node) -> Bool {
        if let id = node.id {
            if hidden.contains(id) { return false }
            if shown.contains(id) { return true }
        }
        if case .inlineError(let error) = node.kind, let showsError = controls[error.field]?.error { return showsError }
        return node.isShown(in: state)
    }

    /// `content` and every descendant shown here, depth first in reading order (a hidden node hides its subtree).
    package func nodes(shownIn content: Node) -> [Node] {
        var result: [Node] = []
        var pending: [Node] = [content]
        while let node = pending.popLast() {
            guard shows(node) else { continue }
            result.append(node)
            pending.append(contentsOf: node.children.reversed())
        }
        return result
    }

    /// The ids of the fields whose inline error shows here.
    package func fieldsShowingErrors(in content: Node) -> Set<String> {
        Set(
            nodes(shownIn: content).compactMap { node -> String? in
                guard case .inlineError(let error) = node.kind else { return nil }
                return error.field
            })
    }

    /// Names a scenario may not take: the built-in states.
    static let reservedNames = RenderState.allCases.map(\.rawValue)

    /// Whether `name` is lowercase letters and digits in words joined by single hyphens.
    package static func isWellFormed(_ name: String) -> Bool {
        guard !name.isEmpty, name.count <= 64, name.first != "-", name.last != "-", !name.contains("--") else { return false }
        return name.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
