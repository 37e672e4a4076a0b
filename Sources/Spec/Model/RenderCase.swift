/// One render of a spec: appearance × display settings × size × state. Every stage names a render by
/// this value (the layout tree, the sweeps, the golden store, outputs and reports); new dimensions of
/// a render (variants) are added here, and `name` and `path` follow.
public struct RenderCase: Sendable, Hashable, Comparable {
    public let appearance: Appearance
    /// The display settings on (`.none`, the default, for iOS as shipped).
    public let settings: DisplaySettings
    public let size: SizeCategory
    public let state: RenderState

    public init(appearance: Appearance, settings: DisplaySettings = .none, size: SizeCategory, state: RenderState) {
        self.appearance = appearance
        self.settings = settings
        self.size = size
        self.state = state
    }

    /// The folder of its renders: the appearance, then `+` and the settings when any are on
    /// (`light`, `light+boldText`).
    public var variant: String {
        settings.isDefault ? appearance.rawValue : "\(appearance.rawValue)+\(settings.name)"
    }

    /// Its name in paths, reports and test names: `light/AX5-disabled`, `dark+boldText/AX3-idle`.
    public var name: String { "\(variant)/\(size.rawValue)-\(state.rawValue)" }

    /// Its file for a spec: `<spec>/<variant>/<size>-<state>.<suffix>` (`suffix` "png", "diff.png", …),
    /// relative to a folder of renders, goldens or diffs.
    public func path(spec slug: String, suffix: String = "png") -> String {
        "\(slug)/\(name).\(suffix)"
    }

    /// Reads a case name such as `light/AX5-disabled` or `light+boldText/AX3-idle` (the inverse of
    /// `name`); nil when it is not one.
    public init?(name: String) {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let variant = parts[0]
        let appearanceEnd = variant.firstIndex(of: "+") ?? variant.endIndex
        guard let appearance = Appearance(rawValue: String(variant[..<appearanceEnd])),
              let settings = appearanceEnd == variant.endIndex ? DisplaySettings.none
                : DisplaySettings(name: String(variant[variant.index(after: appearanceEnd)...])),
              appearanceEnd == variant.endIndex || !settings.isDefault,
              let dash = parts[1].firstIndex(of: "-"),
              let size = SizeCategory(rawValue: String(parts[1][..<dash])),
              let state = RenderState(rawValue: String(parts[1][parts[1].index(after: dash)...]))
        else { return nil }
        self.init(appearance: appearance, settings: settings, size: size, state: state)
    }

    /// Settings first (the default before any other), then appearance, size and state.
    public static func < (lhs: RenderCase, rhs: RenderCase) -> Bool {
        if lhs.settings != rhs.settings { return lhs.settings < rhs.settings }
        return (Appearance.allCases.firstIndex(of: lhs.appearance)!, lhs.size, RenderState.allCases.firstIndex(of: lhs.state)!)
            < (Appearance.allCases.firstIndex(of: rhs.appearance)!, rhs.size, RenderState.allCases.firstIndex(of: rhs.state)!)
    }
}
