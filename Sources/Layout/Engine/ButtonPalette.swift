import Spec

/// The colour model of button styles, as named parameters (after Apple's look, as far as public
/// facts allow). Prominent styles fill with the tint and use a white title; bordered styles use a
/// tinted translucent fill and a tinted title; glass lays a veil over the blurred backdrop; plain
/// has no fill. Disabled buttons take a neutral fill (tertiarySystemFill) and a tertiaryLabel title
/// — iOS's grey-on-grey — unless the spec gives its own disabled colours.
public enum ButtonPalette {
    /// Alpha of the tint over the backdrop for `bordered`.
    public static let borderedFillAlpha = 0.15
    /// The veil `glass` lays over its blurred backdrop, per appearance.
    public static func glassVeil(_ appearance: Appearance) -> SRGBColor {
        appearance == .light ? SRGBColor(red: 1, green: 1, blue: 1, alpha: 0.55) : SRGBColor(red: 0.12, green: 0.12, blue: 0.13, alpha: 0.55)
    }
    /// How much of the tint `glassProminent` lays over its blurred backdrop.
    public static let glassProminentTintAlpha = 0.92

    /// The fill: nil for none.
    public static func fill(_ button: ButtonAppearance, appearance: Appearance) -> SRGBColor? {
        if let fill = button.fillOverride { return fill }
        let tint = button.tint ?? button.palette.color(BuiltInColors.accent).resolved(for: appearance)
        if button.isDisabled && button.style != .plain {
            return button.palette.color(BuiltInColors.disabledFill).resolved(for: appearance)
        }
        switch button.style {
        case .borderedProminent: return tint
        case .glassProminent: return SRGBColor(red: tint.red, green: tint.green, blue: tint.blue, alpha: glassProminentTintAlpha)
        case .bordered: return SRGBColor(red: tint.red, green: tint.green, blue: tint.blue, alpha: borderedFillAlpha)
        case .glass: return glassVeil(appearance)
        case .plain: return nil
        }
    }

    /// The title colour.
    public static func title(_ button: ButtonAppearance, appearance: Appearance) -> SRGBColor {
        if let title = button.titleOverride { return title }
        if button.isDisabled { return button.palette.color(BuiltInColors.disabledTitle).resolved(for: appearance) }
        let tint = button.tint ?? button.palette.color(BuiltInColors.accent).resolved(for: appearance)
        switch button.style {
        case .borderedProminent, .glassProminent: return SRGBColor(red: 1, green: 1, blue: 1)
        case .glass: return button.palette.color(BuiltInColors.glassTitle).resolved(for: appearance)
        case .bordered, .plain: return tint
        }
    }

    /// Whether the style blurs the backdrop under its shape.
    public static func isGlass(_ style: ButtonStyle) -> Bool { style == .glass || style == .glassProminent }
}
