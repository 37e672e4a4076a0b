/// A button and everything it declares about its states.
package struct ButtonElement: Sendable, Hashable {
    package let title: String
    package let role: ButtonRole
    package let style: ButtonStyle
    /// nil: the accent colour (systemBlue).
    package let tint: Color?
    package let controlSize: ControlSize
    package let shape: ButtonShape
    package let titleStyle: TextStyle
    /// nil: semibold for prominent styles, regular otherwise.
    package let titleWeight: Weight?
    /// Format 2, as SwiftUI's modifiers on the title: the most lines (nil: it wraps as needed), the
    /// smallest fraction of its size it may shrink to before it is truncated, and where "…" goes.
    package let lineLimit: Int?
    package let minimumScaleFactor: Double
    package let truncationMode: TruncationMode
    package let accessibility: AccessibilityInfo
    /// Idle colour overrides.
    package let colors: ColorOverrides
    package let disabled: DisabledState?
    package let loading: LoadingState?
    package let invalidSubmit: InvalidSubmitState?

    package init(
        title: String, role: ButtonRole = .secondary, style: ButtonStyle = .bordered, tint: Color? = nil,
        controlSize: ControlSize = .regular, shape: ButtonShape = .automatic, titleStyle: TextStyle = .body,
        titleWeight: Weight? = nil, lineLimit: Int? = nil, minimumScaleFactor: Double = 1, truncationMode: TruncationMode = .tail,
        accessibility: AccessibilityInfo = .none, colors: ColorOverrides = .none,
        disabled: DisabledState? = nil, loading: LoadingState? = nil, invalidSubmit: InvalidSubmitState? = nil
    ) {
        self.title = title
        self.role = role
        self.style = style
        self.tint = tint
        self.controlSize = controlSize
        self.shape = shape
        self.titleStyle = titleStyle
        self.titleWeight = titleWeight
        self.lineLimit = lineLimit
        self.minimumScaleFactor = minimumScaleFactor
        self.truncationMode = truncationMode
        self.accessibility = accessibility
        self.colors = colors
        self.disabled = disabled
        self.loading = loading
        self.invalidSubmit = invalidSubmit
    }

    /// The states this button declares, idle first.
    var declaredStates: [RenderState] {
        var states: [RenderState] = [.idle]
        if disabled != nil { states.append(.disabled) }
        if loading != nil { states.append(.loading) }
        if invalidSubmit != nil { states.append(.invalidSubmit) }
        return states
    }
}
