/// The iOS semantic colours a spec may name (sRGB, 8-bit channels and alpha): UIKit's documented set
/// (the system colours, grays 2–6, the label, fill and background families, grouped backgrounds,
/// separators, link, placeholder), light and dark, and their Increase Contrast variants. A spec may
/// redefine any of them in its "colors". Typed, so a built-in part's colour is a case the compiler
/// checks, never a string looked up and force-unwrapped; the values are in one exhaustive switch per
/// appearance and contrast, so a name cannot lack any.
///
/// The values, with their sources, are also in `system-colors.json` (default) and
/// `system-colors-increased-contrast.json` beside this file; tests hold the three equal.
package enum SystemColor: String, CaseIterable, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case systemBackground, secondarySystemBackground, tertiarySystemBackground, systemGroupedBackground, secondarySystemGroupedBackground
    case separator, opaqueSeparator
    case systemBlue, systemRed, systemGreen, systemGray, white, black, clear
    case systemOrange, systemYellow, systemMint, systemTeal, systemCyan, systemIndigo, systemPurple, systemPink, systemBrown
    case systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    case link, tertiarySystemGroupedBackground

    /// The colour a spec names, if it is an iOS semantic name.
    package init?(named name: String) {
        self.init(rawValue: name)
    }

    /// Every name, sorted.
    package static var names: [String] { allCases.map(\.rawValue).sorted() }

    package func color(for appearance: Appearance) -> SRGBColor {
        let (red, green, blue, alpha) = appearance == .light ? light : dark
        return SRGBColor(red8: red, green8: green, blue8: blue, alpha: alpha)
    }

    /// The colour iOS draws with Increase Contrast on (Settings › Accessibility › Display & Text Size).
    package func increasedContrastColor(for appearance: Appearance) -> SRGBColor {
        let (red, green, blue, alpha) = appearance == .light ? increasedLight : increasedDark
        return SRGBColor(red8: red, green8: green, blue8: blue, alpha: Double(alpha) / 255)
    }

    /// Increased contrast, light: 8-bit channels and 8-bit alpha, as UIKit resolves them.
    private var increasedLight: (UInt8, UInt8, UInt8, UInt8) {
        switch self {
        case .label: (0, 0, 0, 255)
        case .secondaryLabel: (60, 60, 67, 173)
        case .tertiaryLabel: (60, 60, 67, 96)
        case .quaternaryLabel: (60, 60, 67, 66)
        case .placeholderText: (60, 60, 67, 96)
        case .systemFill: (120, 120, 128, 71)
        case .secondarySystemFill: (120, 120, 128, 61)
        case .tertiarySystemFill: (118, 118, 128, 51)
        case .quaternarySystemFill: (116, 116, 128, 40)
        case .systemBackground: (255, 255, 255, 255)
        case .secondarySystemBackground: (235, 235, 240, 255)
        case .tertiarySystemBackground: (255, 255, 255, 255)
        case .systemGroupedBackground: (235, 235, 240, 255)
        case .secondarySystemGroupedBackground: (255, 255, 255, 255)
        case .separator: (60, 60, 67, 94)
        case .opaqueSeparator: (198, 198, 200, 255)
        case .systemBlue: (0, 64, 221, 255)
        case .systemRed: (215, 0, 21, 255)
        case .systemGreen: (36, 138, 61, 255)
        case .systemGray: (108, 108, 112, 255)
        case .white: (255, 255, 255, 255)
        case .black: (0, 0, 0, 255)
        case .clear: (0, 0, 0, 0)
        case .systemOrange: (201, 52, 0, 255)
        case .systemYellow: (178, 80, 0, 255)
        case .systemMint: (12, 129, 123, 255)
        case .systemTeal: (0, 130, 153, 255)
        case .systemCyan: (0, 113, 164, 255)
        case .systemIndigo: (54, 52, 163, 255)
        case .systemPurple: (137, 68, 171, 255)
        case .systemPink: (211, 15, 69, 255)
        case .systemBrown: (127, 101, 69, 255)
        case .systemGray2: (142, 142, 147, 255)
        case .systemGray3: (174, 174, 178, 255)
        case .systemGray4: (188, 188, 192, 255)
        case .systemGray5: (216, 216, 220, 255)
        case .systemGray6: (235, 235, 240, 255)
        case .link: (0, 122, 255, 255)
        case .tertiarySystemGroupedBackground: (235, 235, 240, 255)
        }
    }

    /// Increased contrast, dark.
    private var increasedDark: (UInt8, UInt8, UInt8, UInt8) {
        switch self {
        case .label: (255, 255, 255, 255)
        case .secondaryLabel: (235, 235, 245, 173)
        case .tertiaryLabel: (235, 235, 245, 96)
        case .quaternaryLabel: (235, 235, 245, 61)
        case .placeholderText: (235, 235, 245, 96)
        case .systemFill: (120, 120, 128, 112)
        case .secondarySystemFill: (120, 120, 128, 102)
        case .tertiarySystemFill: (118, 118, 128, 81)
        case .quaternarySystemFill: (118, 118, 128, 66)
        case .systemBackground: (0, 0, 0, 255)
        case .secondarySystemBackground: (36, 36, 38, 255)
        case .tertiarySystemBackground: (54, 54, 56, 255)
        case .systemGroupedBackground: (0, 0, 0, 255)
        case .secondarySystemGroupedBackground: (36, 36, 38, 255)
        case .separator: (84, 84, 88, 173)
        case .opaqueSeparator: (56, 56, 58, 255)
        case .systemBlue: (64, 156, 255, 255)
        case .systemRed: (255, 105, 97, 255)
        case .systemGreen: (48, 219, 91, 255)
        case .systemGray: (174, 174, 178, 255)
        case .white: (255, 255, 255, 255)
        case .black: (0, 0, 0, 255)
        case .clear: (0, 0, 0, 0)
        case .systemOrange: (255, 179, 64, 255)
        case .systemYellow: (255, 212, 38, 255)
        case .systemMint: (102, 212, 207, 255)
        case .systemTeal: (93, 230, 255, 255)
        case .systemCyan: (112, 215, 255, 255)
        case .systemIndigo: (125, 122, 255, 255)
        case .systemPurple: (218, 143, 255, 255)
        case .systemPink: (255, 100, 130, 255)
        case .systemBrown: (181, 148, 105, 255)
        case .systemGray2: (124, 124, 128, 255)
        case .systemGray3: (84, 84, 86, 255)
        case .systemGray4: (68, 68, 70, 255)
        case .systemGray5: (54, 54, 56, 255)
        case .systemGray6: (36, 36, 38, 255)
        case .link: (9, 132, 255, 255)
        case .tertiarySystemGroupedBackground: (54, 54, 56, 255)
        }
    }

    private var light: (UInt8, UInt8, UInt8, Double) {
        switch self {
        case .label: (0, 0, 0, 1.0)
        case .secondaryLabel: (60, 60, 67, 0.6)
        case .tertiaryLabel: (60, 60, 67, 0.3)
        case .quaternaryLabel: (60, 60, 67, 0.18)
        case .placeholderText: (60, 60, 67, 0.3)
        case .systemFill: (120, 120, 128, 0.2)
        case .secondarySystemFill: (120, 120, 128, 0.16)
        case .tertiarySystemFill: (118, 118, 128, 0.12)
        case .quaternarySystemFill: (116, 116, 128, 0.08)
        case .systemBackground: (255, 255, 255, 1.0)
        case .secondarySystemBackground: (242, 242, 247, 1.0)
        case .tertiarySystemBackground: (255, 255, 255, 1.0)
        case .systemGroupedBackground: (242, 242, 247, 1.0)
        case .secondarySystemGroupedBackground: (255, 255, 255, 1.0)
        case .separator: (60, 60, 67, 0.29)
        case .opaqueSeparator: (198, 198, 200, 1.0)
        case .systemBlue: (0, 122, 255, 1.0)
        case .systemRed: (255, 59, 48, 1.0)
        case .systemGreen: (52, 199, 89, 1.0)
        case .systemGray: (142, 142, 147, 1.0)
        case .white: (255, 255, 255, 1.0)
        case .black: (0, 0, 0, 1.0)
        case .clear: (0, 0, 0, 0.0)
        case .systemOrange: (255, 149, 0, 1.0)
        case .systemYellow: (255, 204, 0, 1.0)
        case .systemMint: (0, 199, 190, 1.0)
        case .systemTeal: (48, 176, 199, 1.0)
        case .systemCyan: (50, 173, 230, 1.0)
        case .systemIndigo: (88, 86, 214, 1.0)
        case .systemPurple: (175, 82, 222, 1.0)
        case .systemPink: (255, 45, 85, 1.0)
        case .systemBrown: (162, 132, 94, 1.0)
        case .systemGray2: (174, 174, 178, 1.0)
        case .systemGray3: (199, 199, 204, 1.0)
        case .systemGray4: (209, 209, 214, 1.0)
        case .systemGray5: (229, 229, 234, 1.0)
        case .systemGray6: (242, 242, 247, 1.0)
        case .link: (0, 122, 255, 1.0)
        case .tertiarySystemGroupedBackground: (242, 242, 247, 1.0)
        }
    }

    private var dark: (UInt8, UInt8, UInt8, Double) {
        switch self {
        case .label: (255, 255, 255, 1.0)
        case .secondaryLabel: (235, 235, 245, 0.6)
        case .tertiaryLabel: (235, 235, 245, 0.3)
        case .quaternaryLabel: (235, 235, 245, 0.16)
        case .placeholderText: (235, 235, 245, 0.3)
        case .systemFill: (120, 120, 128, 0.36)
        case .secondarySystemFill: (120, 120, 128, 0.32)
        case .tertiarySystemFill: (118, 118, 128, 0.24)
        case .quaternarySystemFill: (118, 118, 128, 0.18)
        case .systemBackground: (0, 0, 0, 1.0)
        case .secondarySystemBackground: (28, 28, 30, 1.0)
        case .tertiarySystemBackground: (44, 44, 46, 1.0)
        case .systemGroupedBackground: (0, 0, 0, 1.0)
        case .secondarySystemGroupedBackground: (28, 28, 30, 1.0)
        case .separator: (84, 84, 88, 0.6)
        case .opaqueSeparator: (56, 56, 58, 1.0)
        case .systemBlue: (10, 132, 255, 1.0)
        case .systemRed: (255, 69, 58, 1.0)
        case .systemGreen: (48, 209, 88, 1.0)
        case .systemGray: (142, 142, 147, 1.0)
        case .white: (255, 255, 255, 1.0)
        case .black: (0, 0, 0, 1.0)
        case .clear: (0, 0, 0, 0.0)
        case .systemOrange: (255, 159, 10, 1.0)
        case .systemYellow: (255, 214, 10, 1.0)
        case .systemMint: (99, 230, 226, 1.0)
        case .systemTeal: (64, 200, 224, 1.0)
        case .systemCyan: (100, 210, 255, 1.0)
        case .systemIndigo: (94, 92, 230, 1.0)
        case .systemPurple: (191, 90, 242, 1.0)
        case .systemPink: (255, 55, 95, 1.0)
        case .systemBrown: (172, 142, 104, 1.0)
        case .systemGray2: (99, 99, 102, 1.0)
        case .systemGray3: (72, 72, 74, 1.0)
        case .systemGray4: (58, 58, 60, 1.0)
        case .systemGray5: (44, 44, 46, 1.0)
        case .systemGray6: (28, 28, 30, 1.0)
        case .link: (9, 132, 255, 1.0)
        case .tertiarySystemGroupedBackground: (44, 44, 46, 1.0)
        }
    }
}
