/// One render of a spec: appearance × size × state. Every stage names a render by this value (the
/// layout tree, the sweeps, the golden store, outputs and reports); new dimensions of a render
/// (variants) are added here, and `name` and `path` follow.
public struct RenderCase: Sendable, Hashable, Comparable {
    public let appearance: Appearance
    public let size: SizeCategory
    public let state: RenderState

    public init(appearance: Appearance, size: SizeCategory, state: RenderState) {
        self.appearance = appearance
        self.size = size
        self.state = state
    }

    /// Its name in paths, reports and test names: `light/AX5-disabled`.
    public var name: String { "\(appearance.rawValue)/\(size.rawValue)-\(state.rawValue)" }

    /// Its file for a spec: `<spec>/<appearance>/<size>-<state>.<suffix>` (`suffix` "png", "diff.png", …),
    /// relative to a folder of renders, goldens or diffs.
    public func path(spec slug: String, suffix: String = "png") -> String {
        "\(slug)/\(name).\(suffix)"
    }

    /// Reads a case name such as `light/AX5-disabled` (the inverse of `name`); nil when it is not one.
    public init?(name: String) {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let appearance = Appearance(rawValue: String(parts[0])),
              let dash = parts[1].firstIndex(of: "-"),
              let size = SizeCategory(rawValue: String(parts[1][..<dash])),
              let state = RenderState(rawValue: String(parts[1][parts[1].index(after: dash)...]))
        else { return nil }
        self.init(appearance: appearance, size: size, state: state)
    }

    public static func < (lhs: RenderCase, rhs: RenderCase) -> Bool {
        (Appearance.allCases.firstIndex(of: lhs.appearance)!, lhs.size, RenderState.allCases.firstIndex(of: lhs.state)!)
            < (Appearance.allCases.firstIndex(of: rhs.appearance)!, rhs.size, RenderState.allCases.firstIndex(of: rhs.state)!)
    }
}
