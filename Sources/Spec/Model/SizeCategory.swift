/// The Dynamic Type content size categories, smallest to largest.
public enum SizeCategory: String, CaseIterable, Sendable, Hashable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case AX1, AX2, AX3, AX4, AX5

    /// The accessibility sizes (AX1 … AX5), where stacks may turn vertical.
    public var isAccessibilitySize: Bool { self >= .AX1 }

    var rawIndex: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (lhs: SizeCategory, rhs: SizeCategory) -> Bool { lhs.rawIndex < rhs.rawIndex }
}
