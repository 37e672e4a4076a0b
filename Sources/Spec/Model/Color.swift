/// A colour as the spec wrote it, resolved for both appearances and for Increase Contrast (tokens and
/// semantic names are looked up while the spec is read, so later stages never see an unresolved colour).
package struct Color: Sendable, Hashable, CustomStringConvertible {
    package let light: SRGBColor
    package let dark: SRGBColor
    /// With Increase Contrast on: iOS's increased-contrast variant of a semantic colour, or the spec's
    /// own (`"increaseContrast"` in an adaptive colour); else the same as `light` and `dark`.
    package let increasedContrastLight: SRGBColor
    package let increasedContrastDark: SRGBColor
    /// What the spec said, for messages: `tertiaryLabel`, `{color.brand.accent}`, `#0A84FF`.
    package let source: String

    package init(light: SRGBColor, dark: SRGBColor, increasedContrastLight: SRGBColor? = nil, increasedContrastDark: SRGBColor? = nil,
                source: String) {
        self.light = light
        self.dark = dark
        self.increasedContrastLight = increasedContrastLight ?? light
        self.increasedContrastDark = increasedContrastDark ?? dark
        self.source = source
    }

    package init(_ color: SRGBColor, source: String) {
        self.init(light: color, dark: color, source: source)
    }

    /// The colour drawn in `appearance` with the default contrast.
    package func resolved(for appearance: Appearance) -> SRGBColor {
        appearance == .light ? light : dark
    }

    /// The colour drawn in `appearance`, with Increase Contrast on or off.
    package func resolved(for appearance: Appearance, increasedContrast: Bool) -> SRGBColor {
        guard increasedContrast else { return resolved(for: appearance) }
        return appearance == .light ? increasedContrastLight : increasedContrastDark
    }

    package var description: String { source }

    /// A semantic colour from the built-in iOS table.
    package static func system(_ color: SystemColor) -> Color {
        Color(light: color.color(for: .light), dark: color.color(for: .dark), increasedContrastLight: color.increasedContrastColor(for: .light),
              increasedContrastDark: color.increasedContrastColor(for: .dark), source: color.rawValue)
    }
}
