import Spec

/// A button in the state it shows, with its paint resolved: what the checks read (role, style,
/// state) and everything the rasterizer draws (fill, title colour, glass, corner radius).
public struct ButtonAppearance: Sendable, Equatable {
    public let role: ButtonRole
    public let style: ButtonStyle
    public let state: RenderState
    /// The fill over the backdrop (over the blurred backdrop for glass); nil for none (plain).
    public let fill: SRGBColor?
    /// The title's colour, which a loading button's spinner takes too.
    public let title: SRGBColor
    /// nil for the styles that do not blur what is behind them.
    public let glass: GlassPaint?
    /// In points: half the height for a capsule, the control size's radius for a rounded rectangle.
    public let cornerRadius: Double
    public let isCapsule: Bool
    public let loadingIndicator: LoadingIndicator?

    public init(role: ButtonRole, style: ButtonStyle, state: RenderState, fill: SRGBColor?, title: SRGBColor, glass: GlassPaint?,
                cornerRadius: Double, isCapsule: Bool, loadingIndicator: LoadingIndicator?) {
        self.role = role
        self.style = style
        self.state = state
        self.fill = fill
        self.title = title
        self.glass = glass
        self.cornerRadius = cornerRadius
        self.isCapsule = isCapsule
        self.loadingIndicator = loadingIndicator
    }

    public var isDisabled: Bool { state == .disabled }
    public var isLoading: Bool { state == .loading }
}
