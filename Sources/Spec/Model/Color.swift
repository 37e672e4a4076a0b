/// A colour as the spec wrote it, resolved for both appearances, for Increase Contrast and Reduce Transparency (tokens and
/// semantic names are looked up while the spec is read, so later stages never see an unresolved colour).
package struct Color: Sendable, Hashable, CustomStringConvertible {
    package let light: SRGBColor
    package let dark: SRGBColor
    /// With Increase Contrast on: iOS's increased-contrast variant of a semantic colour, or the spec's
    /// own (`"increaseContrast"` in an adaptive colour); else the same as `light` and `dark`.
    package let increasedContrastLight: SRGBColor
    package let increasedContrastDark: SRGBColor
    /// With Reduce Transparency on: the spec's own (`"reduceTransparency"` in an adaptive colour), drawn
    /// whether or not Increase Contrast is on too; nil (the colour as without the setting) when it wrote none.
    var reducedTransparencyLight: SRGBColor? = nil
    var reducedTransparencyDark: SRGBColor? = nil
    /// What the spec said, for messages: `tertiaryLabel`, `{color.brand.accent}`, `#0A84FF`.
    package let source: String
    /// Where the colour drawn in each appearance is written (empty for a colour the spec did not write):
    /// one origin for both when the spec wrote one string, one each for `{"light": …, "dark": …}`.
    /// Not part of the colour's identity: two colours written in different places are equal.
    package var origins: [Appearance: ColorOrigin] = [:]

    package init(
        light: SRGBColor, dark: SRGBColor, increasedContrastLight: SRGBColor? = nil, increasedContrastDark: SRGBColor? = nil,
        source: String
    ) {
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

    /// The colour drawn in `appearance` under these display-setting flags: the Reduce Transparency variant
    /// when the setting is on and the spec wrote one, else as with Increase Contrast on or off.
    package func resolved(for appearance: Appearance, increasedContrast: Bool, reducedTransparency: Bool) -> SRGBColor {
        if reducedTransparency, let variant = appearance == .light ? reducedTransparencyLight : reducedTransparencyDark {
            return variant
        }
        return resolved(for: appearance, increasedContrast: increasedContrast)
    }

    /// Whether the spec wrote a Reduce Transparency variant.
    package var hasReducedTransparencyVariant: Bool { reducedTransparencyLight != nil || reducedTransparencyDark != nil }

    /// The same colour with these Reduce Transparency variants.
    func reducingTransparency(light: SRGBColor?, dark: SRGBColor?) -> Color {
        var color = self
        color.reducedTransparencyLight = light
        color.reducedTransparencyDark = dark
        return color
    }

    package var description: String { source }

    package static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.light == rhs.light && lhs.dark == rhs.dark && lhs.increasedContrastLight == rhs.increasedContrastLight
            && lhs.increasedContrastDark == rhs.increasedContrastDark && lhs.source == rhs.source
            && lhs.reducedTransparencyLight == rhs.reducedTransparencyLight && lhs.reducedTransparencyDark == rhs.reducedTransparencyDark
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(light)
        hasher.combine(dark)
        hasher.combine(increasedContrastLight)
        hasher.combine(increasedContrastDark)
        hasher.combine(source)
        hasher.combine(reducedTransparencyLight)
        hasher.combine(reducedTransparencyDark)
    }

    /// The same colour, written at `origins`.
    package func written(at origins: [Appearance: ColorOrigin]) -> Color {
        var color = self
        color.origins = origins
        return color
    }

    /// A semantic colour from the built-in iOS table.
    package static func system(_ color: SystemColor) -> Color {
        Color(
            light: color.color(for: .light), dark: color.color(for: .dark),
            increasedContrastLight: color.increasedContrastColor(for: .light),
            increasedContrastDark: color.increasedContrastColor(for: .dark), source: color.rawValue)
    }
}
