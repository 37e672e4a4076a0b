import Spec

/// The colour model of button styles, as named parameters (after Apple's look, as far as public
/// facts allow). Prominent styles fill with the tint and use a white title; bordered styles use a
/// tinted translucent fill and a tinted title; glass lays a veil over the blurred backdrop; plain
/// has no fill. Disabled buttons take a neutral fill (tertiarySystemFill) and a tertiaryLabel title
/// — iOS's grey-on-grey — unless the spec gives its own disabled colours. Layout resolves a
/// button's paint with it once; the rasterizer draws what it resolved.
enum ButtonPalette {
    /// What a button's colours depend on, for one state and appearance.
    package struct Inputs: Sendable {
        package let style: ButtonStyle
        package let isDisabled: Bool
        /// Resolved for the appearance; nil means the accent colour.
        package let tint: SRGBColor?
        /// The spec's own colours for this state (nil: the style's defaults).
        package let fillOverride: SRGBColor?
        package let titleOverride: SRGBColor?
        /// The spec's palette, for the style's neutral colours (accent, disabled fill and title).
        package let palette: Palette
        package let appearance: Appearance
        /// Increase Contrast: the palette's colours in their increased-contrast variants.
        package let increasedContrast: Bool
        /// Reduce Transparency: glass is drawn as its opaque fallback, nothing behind it blurred.
        package let reducedTransparency: Bool
        /// Button Shapes: a plain button is drawn on a shape (tertiarySystemFill) instead of none.
        package let showsButtonShapes: Bool

        package init(
            style: ButtonStyle, isDisabled: Bool, tint: SRGBColor?, fillOverride: SRGBColor?, titleOverride: SRGBColor?,
            palette: Palette, appearance: Appearance, increasedContrast: Bool = false, reducedTransparency: Bool = false,
            showsButtonShapes: Bool = false
        ) {
            self.style = style
            self.isDisabled = isDisabled
            self.tint = tint
            self.fillOverride = fillOverride
            self.titleOverride = titleOverride
            self.palette = palette
            self.appearance = appearance
            self.increasedContrast = increasedContrast
            self.reducedTransparency = reducedTransparency
            self.showsButtonShapes = showsButtonShapes
        }

        /// A palette colour as this button draws it.
        func color(_ name: SystemColor) -> SRGBColor {
            palette.color(name).resolved(for: appearance, increasedContrast: increasedContrast, reducedTransparency: reducedTransparency)
        }
    }

    /// The shape a plain button is drawn on with Button Shapes on (iOS's grey shape behind borderless buttons).
    package static let buttonShape = SystemColor.tertiarySystemFill
    /// Alpha of the tint over the backdrop for `bordered`.
    static let borderedFillAlpha = 0.15
    /// The veil `glass` lays over its blurred backdrop, per appearance.
    static func glassVeil(_ appearance: Appearance) -> SRGBColor {
        appearance == .light
            ? SRGBColor(red: 1, green: 1, blue: 1, alpha: 0.55) : SRGBColor(red: 0.12, green: 0.12, blue: 0.13, alpha: 0.55)
    }
    /// How much of the tint `glassProminent` lays over its blurred backdrop.
    static let glassProminentTintAlpha = 0.92
    /// Glass: the Gaussian blur of the backdrop under the shape (standard deviation, points).
    static let glassBlurSigma = 6.0
    /// Glass: the soft highlight, a hairline just inside the shape's outline (enabled buttons only).
    static let glassHighlight = SRGBColor(red: 1, green: 1, blue: 1, alpha: 0.45)

    /// The fill: nil for none. With Reduce Transparency a glass style's fill is opaque: laid over the
    /// appearance's systemBackground instead of over the blurred backdrop.
    package static func fill(_ button: Inputs) -> SRGBColor? {
        guard let fill = translucentFill(button) else { return nil }
        guard button.reducedTransparency && isGlass(button.style) else { return fill }
        return ReduceTransparency.opaque(fill, over: button.color(.systemBackground))
    }

    private static func translucentFill(_ button: Inputs) -> SRGBColor? {
        if let fill = button.fillOverride { return fill }
        let tint = button.tint ?? button.color(BuiltInColors.accent)
        if button.isDisabled && button.style != .plain {
            return button.color(BuiltInColors.disabledFill)
        }
        switch button.style {
        case .borderedProminent: return tint
        case .glassProminent: return SRGBColor(red: tint.red, green: tint.green, blue: tint.blue, alpha: glassProminentTintAlpha)
        case .bordered: return SRGBColor(red: tint.red, green: tint.green, blue: tint.blue, alpha: borderedFillAlpha)
        case .glass: return glassVeil(button.appearance)
        case .plain: return button.showsButtonShapes ? button.color(buttonShape) : nil
        }
    }

    /// The title colour.
    package static func title(_ button: Inputs) -> SRGBColor {
        if let title = button.titleOverride { return title }
        if button.isDisabled { return button.color(BuiltInColors.disabledTitle) }
        let tint = button.tint ?? button.color(BuiltInColors.accent)
        switch button.style {
        case .borderedProminent, .glassProminent: return SRGBColor(red: 1, green: 1, blue: 1)
        case .glass: return button.color(BuiltInColors.glassTitle)
        case .bordered, .plain: return tint
        }
    }

    /// The glass treatment of glass styles (nil for the others, and for every style with Reduce
    /// Transparency on): the blur, and the highlight while enabled.
    package static func glass(_ button: Inputs) -> GlassPaint? {
        guard isGlass(button.style), !button.reducedTransparency else { return nil }
        return GlassPaint(blurSigma: glassBlurSigma, highlight: button.isDisabled ? nil : glassHighlight)
    }

    /// Whether the style blurs the backdrop under its shape.
    static func isGlass(_ style: ButtonStyle) -> Bool { style == .glass || style == .glassProminent }
}
