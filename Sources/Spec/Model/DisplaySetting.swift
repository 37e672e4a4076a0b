/// An iOS accessibility display setting a spec can be rendered under, swept like sizes. Each changes
/// the render the way iOS does (see README, "Display settings"); the rules check it like any case.
public enum DisplaySetting: String, CaseIterable, Sendable, Hashable, Comparable {
    /// Settings › Accessibility › Display & Text Size › Bold Text: every text weight heavier.
    case boldText
    /// Increase Contrast: iOS's increased-contrast variant of every semantic colour, and the spec's
    /// own `"increaseContrast"` colours.
    case increaseContrast
    /// Reduce Transparency: glass and materials drawn as opaque fills, nothing behind them blurred.
    case reduceTransparency
    /// Button Shapes: plain (borderless) buttons drawn on a visible shape, not as bare tinted text.
    case buttonShapes

    public static func < (lhs: DisplaySetting, rhs: DisplaySetting) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
