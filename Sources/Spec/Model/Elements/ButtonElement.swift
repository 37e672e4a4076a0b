/// A button and everything it declares about its states.
public struct ButtonElement: Sendable, Hashable {
    public let title: String
    public let role: ButtonRole
    public let style: ButtonStyle
    /// nil: the accent colour (systemBlue).
    public let tint: Color?
    public let controlSize: ControlSize
    public let shape: ButtonShape
    public let titleStyle: TextStyle
    /// nil: semibold for prominent styles, regular otherwise.
    public let titleWeight: Weight?
    /// Format 2, as SwiftUI's modifiers on the title: the most lines (nil: it wraps as needed), the
    /// smallest fraction of its size it may shrink to before it is truncated, and where "…" goes.
    public let lineLimit: Int?
    public let minimumScaleFactor: Double
    public let truncationMode: TruncationMode
    public let accessibility: AccessibilityInfo
    /// Idle colour overrides.
    public let colors: ColorOverrides
    public let disabled: DisabledState?
    public let loading: LoadingState?
    public let invalidSubmit: InvalidSubmitState?

    public init(title: String, role: ButtonRole = .secondary, style: ButtonStyle = .bordered, tint: Color? = nil,
                controlSize: ControlSize = .regular, shape: ButtonShape = .automatic, titleStyle: TextStyle = .body,
                titleWeight: Weight? = nil, lineLimit: Int? = nil, minimumScaleFactor: Double = 1, truncationMode: TruncationMode = .tail,
                accessibility: AccessibilityInfo = .none, colors: ColorOverrides = .none,
                disabled: DisabledState? = nil, loading: LoadingState? = nil, invalidSubmit: InvalidSubmitState? = nil) {
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
    public var declaredStates: [RenderState] {
        var states: [RenderState] = [.idle]
        if disabled != nil { states.append(.disabled) }
        if loading != nil { states.append(.loading) }
        if invalidSubmit != nil { states.append(.invalidSubmit) }
        return states
    }
}
