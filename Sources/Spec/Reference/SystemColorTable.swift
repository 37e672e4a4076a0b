/// iOS semantic colours (sRGB, 8-bit channels and alpha), light and dark, as widely published.
/// A spec may override any of them in its "colors".
public enum SystemColorTable {
    public static func color(named name: String, appearance: Appearance) -> SRGBColor? {
        guard let value = (appearance == .light ? light : dark)[name] else { return nil }
        return SRGBColor(red8: value.0, green8: value.1, blue8: value.2, alpha: value.3)
    }

    /// Every name, sorted.
    public static var names: [String] { light.keys.sorted() }

    private static let light: [String: (UInt8, UInt8, UInt8, Double)] = [
        "label": (0, 0, 0, 1.0),
        "secondaryLabel": (60, 60, 67, 0.6),
        "tertiaryLabel": (60, 60, 67, 0.3),
        "quaternaryLabel": (60, 60, 67, 0.18),
        "placeholderText": (60, 60, 67, 0.3),
        "systemFill": (120, 120, 128, 0.2),
        "secondarySystemFill": (120, 120, 128, 0.16),
        "tertiarySystemFill": (118, 118, 128, 0.12),
        "quaternarySystemFill": (116, 116, 128, 0.08),
        "systemBackground": (255, 255, 255, 1.0),
        "secondarySystemBackground": (242, 242, 247, 1.0),
        "tertiarySystemBackground": (255, 255, 255, 1.0),
        "systemGroupedBackground": (242, 242, 247, 1.0),
        "secondarySystemGroupedBackground": (255, 255, 255, 1.0),
        "separator": (60, 60, 67, 0.29),
        "opaqueSeparator": (198, 198, 200, 1.0),
        "systemBlue": (0, 122, 255, 1.0),
        "systemRed": (255, 59, 48, 1.0),
        "systemGreen": (52, 199, 89, 1.0),
        "systemGray": (142, 142, 147, 1.0),
        "white": (255, 255, 255, 1.0),
        "black": (0, 0, 0, 1.0),
        "clear": (0, 0, 0, 0.0),
    ]
    private static let dark: [String: (UInt8, UInt8, UInt8, Double)] = [
        "label": (255, 255, 255, 1.0),
        "secondaryLabel": (235, 235, 245, 0.6),
        "tertiaryLabel": (235, 235, 245, 0.3),
        "quaternaryLabel": (235, 235, 245, 0.16),
        "placeholderText": (235, 235, 245, 0.3),
        "systemFill": (120, 120, 128, 0.36),
        "secondarySystemFill": (120, 120, 128, 0.32),
        "tertiarySystemFill": (118, 118, 128, 0.24),
        "quaternarySystemFill": (118, 118, 128, 0.18),
        "systemBackground": (0, 0, 0, 1.0),
        "secondarySystemBackground": (28, 28, 30, 1.0),
        "tertiarySystemBackground": (44, 44, 46, 1.0),
        "systemGroupedBackground": (0, 0, 0, 1.0),
        "secondarySystemGroupedBackground": (28, 28, 30, 1.0),
        "separator": (84, 84, 88, 0.6),
        "opaqueSeparator": (56, 56, 58, 1.0),
        "systemBlue": (10, 132, 255, 1.0),
        "systemRed": (255, 69, 58, 1.0),
        "systemGreen": (48, 209, 88, 1.0),
        "systemGray": (142, 142, 147, 1.0),
        "white": (255, 255, 255, 1.0),
        "black": (0, 0, 0, 1.0),
        "clear": (0, 0, 0, 0.0),
    ]
}
