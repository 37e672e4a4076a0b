import JSON
/// One node of a spec's view tree, with the modifiers every node may carry and where it was written.
package struct Node: Sendable, Hashable {
    package let id: String?
    package let kind: NodeKind
    package let padding: EdgeInsets
    package let frame: Frame?
    /// The states the node is shown in (format 2); nil: every state. An inline error's own
    /// `visibleIn` applies as well (see `isShown(in:)`).
    package let visibleIn: [RenderState]?
    /// The surface behind the node (format 2's `background`); nil for none.
    package let background: NodeBackground?
    /// A control's hit region apart from its frame (format 2's `tapArea`: buttons, toggles, and the segments,
    /// options, − / + buttons and date button of pickers, steppers and date pickers); nil: its frame.
    package let tapArea: TapArea?
    /// What VoiceOver announces on the control's state changes (format 2's `announcements` on buttons,
    /// fields and toggles), in the order written.
    package let announcements: [Announcement]
    /// HTML's tabindex on a focusable web control (format 2): nil or 0 in document order, a positive
    /// number before every other control (lower first), -1 out of the Tab sequence.
    package let tabIndex: Int?
    /// A focusable web control's `:focus-visible` ring (format 2's `focusRing`), drawn in the `focused` state.
    package let focusRing: FocusRing?
    /// A control's tooltip (format 2's `tooltip`: SwiftUI's `.help`, HTML's `title`): shown only while a pointer
    /// hovers, never drawn, and never a reason the disabled-reason rules accept.
    package let tooltip: String?
    /// The node's properties at some viewport widths (web stacks and grids, format 2), in the order written.
    package let breakpoints: [Breakpoint]
    /// Where the node's object starts in the spec file.
    package let location: SourceLocation
    /// Its JSONPath, such as `$.content.children[1]`.
    package let path: String
    /// Where the number literals a size fix may change are written (`lineLimit`, `frame.width`, `frame.maxWidth`,
    /// `frame.height`, `tapArea.minWidth`, `tapArea.minHeight`, `focusRing.offset`, a stack's `spacing`), by their path below the node,
    /// for `Finding.edits`.
    package var literals: [String: SourceLocation] = [:]
    /// A stack VoiceOver reads as one element, its children's labels joined by ", " (`"accessibilityElement": "combine"`).
    package var combinesAccessibilityChildren = false
    /// Hidden from VoiceOver (`"accessibilityHidden": true`): a decorative text, a stack with all it holds, or a
    /// control (reported by voiceover.label-missing). Drawn, never visited or spoken.
    package var isAccessibilityHidden = false

    package init(
        id: String?, kind: NodeKind, padding: EdgeInsets = .zero, frame: Frame? = nil, visibleIn: [RenderState]? = nil,
        background: NodeBackground? = nil, tapArea: TapArea? = nil, announcements: [Announcement] = [], tabIndex: Int? = nil,
        focusRing: FocusRing? = nil,
        tooltip: String? = nil, breakpoints: [Breakpoint] = [], location: SourceLocation = .start, path: String = "$"
    ) {
        self.id = id
        self.kind = kind
        self.padding = padding
        self.frame = frame
        self.visibleIn = visibleIn
        self.background = background
        self.tapArea = tapArea
        self.announcements = announcements
        self.tabIndex = tabIndex
        self.focusRing = focusRing
        self.tooltip = tooltip
        self.breakpoints = breakpoints
        self.location = location
        self.path = path
    }

    /// The node's children (stacks' and sections').
    package var children: [Node] {
        switch kind {
        case .vstack(let stack): stack.children
        case .hstack(let stack): stack.children
        case .zstack(let stack): stack.children
        case .grid(let grid): grid.children
        case .section(let section): section.children
        default: []
        }
    }

    /// This node and every descendant, depth first in reading order.
    package var allNodes: [Node] {
        DepthFirst.nodes(from: self, children: \.children)
    }

    /// The disabled state a button, text field or toggle declares.
    package var disabledState: DisabledState? {
        switch kind {
        case .button(let button): button.disabled
        case .textField(let field): field.disabled
        case .toggle(let toggle): toggle.disabled
        case .picker(let picker): picker.disabled
        case .stepper(let stepper): stepper.disabled
        default: nil
        }
    }

    /// The controls a keyboard focuses on the web (and that may carry `tabIndex`).
    package static let focusableTypes: Set<NodeType> = [.button, .textField, .toggle, .picker, .stepper, .datePicker]

    /// The form-level messages, shown only on an invalid submit by default.
    static let formMessageTypes: Set<NodeType> = [.errorSummary, .toast]

    /// Whether the node itself is shown in `state` (its ancestors may still hide it; see `allNodes(shownIn:)`).
    package func isShown(in state: RenderState) -> Bool {
        if let visibleIn, !visibleIn.contains(state) { return false }
        if case .inlineError(let error) = kind, !error.visibleIn.contains(state) { return false }
        // Form-level messages show on a failed submit unless their `visibleIn` says otherwise.
        if visibleIn == nil, Self.formMessageTypes.contains(kind.type), state != .invalidSubmit { return false }
        return true
    }

    /// This node and every descendant shown in `state`, depth first in reading order: a node hidden
    /// in that state hides its whole subtree.
    package func allNodes(shownIn state: RenderState) -> [Node] {
        DepthFirst.nodes(from: self, children: \.children) { $0.isShown(in: state) }
    }
}
