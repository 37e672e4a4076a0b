import Spec

/// What the rasterizer needs to paint a button in the state it is in.
public struct ButtonAppearance: Sendable, Equatable {
    public let role: ButtonRole
    public let style: ButtonStyle
    public let state: RenderState
    /// Resolved for the appearance; nil means the accent colour.
    public let tint: SRGBColor?
    /// The spec's own colours for this state (nil: the style's defaults).
    public let fillOverride: SRGBColor?
    public let titleOverride: SRGBColor?
    /// Capsule (radius = height / 2) or rounded rectangle.
    public let cornerRadius: Double
    public let isCapsule: Bool
    public let loadingIndicator: LoadingIndicator?
    /// The spec's palette, for the style's neutral colours (accent, disabled fill and title).
    public let palette: Palette

    public var isDisabled: Bool { state == .disabled }
    public var isLoading: Bool { state == .loading }
}
