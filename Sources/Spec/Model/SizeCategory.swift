/// The sizes a spec is swept at, smallest to largest: the Dynamic Type content size categories
/// (iOS, and web specs of format 1), then the web's own sizes (web specs of format 2): browser text
/// zoom at 100 %, 125 %, 150 %, 175 % and 200 % (WCAG 1.4.4 Resize Text) and the reflow width of
/// 320 CSS px at 100 % (WCAG 1.4.10 Reflow).
public enum SizeCategory: String, CaseIterable, Sendable, Hashable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case AX1, AX2, AX3, AX4, AX5
    case zoom100, zoom125, zoom150, zoom175, zoom200
    case reflow320

    /// The twelve Dynamic Type sizes, xSmall … AX5: the sweep of iOS specs.
    public static let dynamicTypeSizes: [SizeCategory] = [
        .xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge,
        .AX1, .AX2, .AX3, .AX4, .AX5,
    ]
    /// The web's sweep (format 2): the text zoom steps, then the reflow width.
    public static let webSizes: [SizeCategory] = [.zoom100, .zoom125, .zoom150, .zoom175, .zoom200, .reflow320]

    /// The accessibility sizes (AX1 … AX5), where stacks may turn vertical. Text zoom never is one:
    /// a browser changes no layout when text grows.
    public var isAccessibilitySize: Bool { self >= .AX1 && self <= .AX5 }

    /// The browser's text zoom as a factor (1.5 at 150 %; 1 at the reflow width); nil for a Dynamic
    /// Type size. Text zoom scales every text, fixed sizes included, from its size at 100 %
    /// (a Dynamic Type style's size at `large`, its default).
    package var textZoom: Double? {
        switch self {
        case .zoom100, .reflow320: 1
        case .zoom125: 1.25
        case .zoom150: 1.5
        case .zoom175: 1.75
        case .zoom200: 2
        default: nil
        }
    }

    /// The viewport width this size lays out at in place of the spec's (CSS px), when it sets one:
    /// 320 for the reflow case, the width WCAG 1.4.10 names (1280 CSS px at 400 % zoom).
    package var viewportWidth: Double? { self == .reflow320 ? 320 : nil }

    /// How the size reads in messages: "AX5", "text zoom 150 %", "the 320 px reflow width".
    package var spoken: String {
        switch self {
        case .reflow320: "the 320 px reflow width"
        default: textZoom.map { "text zoom \(Int(($0 * 100).rounded())) %" } ?? rawValue
        }
    }

    var rawIndex: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: SizeCategory, rhs: SizeCategory) -> Bool { lhs.rawIndex < rhs.rawIndex }
}
