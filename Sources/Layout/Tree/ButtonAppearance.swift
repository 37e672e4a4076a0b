import Spec

/// A button in the state it shows, with its paint resolved: what the checks read (role, style,
/// state) and everything the rasterizer draws (fill, glass, corner radius). The title's colour is
/// its title node's text colour (and the spinner's), stored there once.
package struct ButtonAppearance: Sendable, Equatable {
    package let role: ButtonRole
    package let style: ButtonStyle
    package let state: RenderState
    /// The fill over the backdrop (over the blurred backdrop for glass); nil for none (plain).
    package let fill: SRGBColor?
    /// nil for the styles that do not blur what is behind them.
    package let glass: GlassPaint?
    /// In points: half the height for a capsule, the control size's radius for a rounded rectangle.
    package let cornerRadius: Double
    package let isCapsule: Bool
    package let loadingIndicator: LoadingIndicator?

    package init(
        role: ButtonRole, style: ButtonStyle, state: RenderState, fill: SRGBColor?, glass: GlassPaint?,
        cornerRadius: Double, isCapsule: Bool, loadingIndicator: LoadingIndicator?
    ) {
        self.role = role
        self.style = style
        self.state = state
        self.fill = fill
        self.glass = glass
        self.cornerRadius = cornerRadius
        self.isCapsule = isCapsule
        self.loadingIndicator = loadingIndicator
    }

    package var isDisabled: Bool { state == .disabled }
    package var isLoading: Bool { state == .loading }
}
