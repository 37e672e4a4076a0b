/// The iOS semantic colours a spec may name (sRGB, 8-bit channels and alpha), light and dark, as
/// widely published. A spec may redefine any of them in its "colors". Typed, so a built-in part's
/// colour is a case the compiler checks, never a string looked up and force-unwrapped; the values
/// are in one exhaustive switch per appearance, so a name cannot lack either.
public enum SystemColor: String, CaseIterable, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case systemBackground, secondarySystemBackground, tertiarySystemBackground, systemGroupedBackground, secondarySystemGroupedBackground
    case separator, opaqueSeparator
    case systemBlue, systemRed, systemGreen, systemGray, white, black, clear

    /// The colour a spec names, if it is an iOS semantic name.
    public init?(named name: String) {
        self.init(rawValue: name)
    }

    /// Every name, sorted.
    public static var names: [String] { allCases.map(\.rawValue).sorted() }

    public func color(for appearance: Appearance) -> SRGBColor {
        let (red, green, blue, alpha) = appearance == .light ? light : dark
        return SRGBColor(red8: red, green8: green, blue8: blue, alpha: alpha)
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
        }
    }
}
