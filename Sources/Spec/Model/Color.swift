/// A colour as the spec wrote it, resolved for both appearances (tokens and semantic names are
/// looked up while the spec is read, so later stages never see an unresolved colour).
public struct Color: Sendable, Hashable, CustomStringConvertible {
    public let light: SRGBColor
    public let dark: SRGBColor
    /// What the spec said, for messages: `tertiaryLabel`, `{color.brand.accent}`, `#0A84FF`.
    public let source: String

    public init(light: SRGBColor, dark: SRGBColor, source: String) {
        self.light = light
        self.dark = dark
        self.source = source
    }

    public init(_ color: SRGBColor, source: String) {
        self.init(light: color, dark: color, source: source)
    }

    public func resolved(for appearance: Appearance) -> SRGBColor {
        appearance == .light ? light : dark
    }

    public var description: String { source }

    /// A semantic colour from the built-in iOS table.
    public static func system(_ color: SystemColor) -> Color {
        Color(light: color.color(for: .light), dark: color.color(for: .dark), source: color.rawValue)
    }
}
