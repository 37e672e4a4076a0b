/// One render of a spec: appearance × display settings × locale × size × state. Every stage names a render by
/// this value (the layout tree, the sweeps, the golden store, outputs and reports); new dimensions of
/// a render (variants) are added here, and `name` and `path` follow.
public struct RenderCase: Sendable, Hashable, Comparable {
    public let appearance: Appearance
    /// The display settings on (`.none`, the default, for iOS as shipped).
    public let settings: DisplaySettings
    /// The locale its texts are drawn in; nil for the spec's source language (its texts as written,
    /// and keys in the source language's strings), so a spec without locales keeps its names.
    public let locale: RenderLocale?
    public let size: SizeCategory
    public let state: RenderState
    /// The format-3 scenario it renders (its `state` is then `idle`); nil for a built-in state.
    public let scenario: String?

    public init(
        appearance: Appearance, settings: DisplaySettings = .none, locale: RenderLocale? = nil, size: SizeCategory, state: RenderState,
        scenario: String? = nil
    ) {
        self.appearance = appearance
        self.settings = settings
        self.locale = locale
        self.size = size
        self.state = scenario == nil ? state : .idle
        self.scenario = scenario
    }

    /// What it shows: its scenario's name, else its built-in state's.
    public var situation: String { scenario ?? state.rawValue }

    /// The folder of its renders: the appearance, then `+` and the settings when any are on, then
    /// `@` and the locale when it is not the source language (`light`, `light+boldText`, `light@de`,
    /// `dark+boldText@pseudo`).
    public var variant: String {
        (settings.isDefault ? appearance.rawValue : "\(appearance.rawValue)+\(settings.name)") + (locale.map { "@\($0.identifier)" } ?? "")
    }

    /// Its name in paths, reports and test names: `light/AX5-disabled`, `dark+boldText/AX3-idle`,
    /// `light@de/AX5-disabled`.
    public var name: String { "\(variant)/\(size.rawValue)-\(situation)" }

    /// Its file for a spec: `<spec>/<variant>/<size>-<state>.<suffix>` (`suffix` "png", "diff.png", …),
    /// relative to a folder of renders, goldens or diffs.
    public func path(spec slug: String, suffix: String = "png") -> String {
        "\(slug)/\(name).\(suffix)"
    }

    /// Reads a case name such as `light/AX5-disabled`, `light+boldText/AX3-idle` or `light@de/AX5-idle`
    /// (the inverse of `name`); nil when it is not one.
    public init?(name: String) {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        var variant = parts[0]
        var locale: RenderLocale?
        if let at = variant.firstIndex(of: "@") {
            guard let named = RenderLocale(identifier: String(variant[variant.index(after: at)...])) else { return nil }
            locale = named
            variant = variant[..<at]
        }
        let appearanceEnd = variant.firstIndex(of: "+") ?? variant.endIndex
        guard let appearance = Appearance(rawValue: String(variant[..<appearanceEnd])),
            let settings = appearanceEnd == variant.endIndex
                ? DisplaySettings.none
                : DisplaySettings(name: String(variant[variant.index(after: appearanceEnd)...])),
            appearanceEnd == variant.endIndex || !settings.isDefault,
            let dash = parts[1].firstIndex(of: "-"),
            let size = SizeCategory(rawValue: String(parts[1][..<dash]))
        else { return nil }
        let situation = String(parts[1][parts[1].index(after: dash)...])
        if let state = RenderState(rawValue: situation) {
            self.init(appearance: appearance, settings: settings, locale: locale, size: size, state: state)
        } else {
            guard Scenario.isWellFormed(situation) else { return nil }
            self.init(appearance: appearance, settings: settings, locale: locale, size: size, state: .idle, scenario: situation)
        }
    }

    /// Settings first (the default before any other), then locale (the source language first), then
    /// appearance, size and state.
    public static func < (lhs: RenderCase, rhs: RenderCase) -> Bool {
        if lhs.settings != rhs.settings { return lhs.settings < rhs.settings }
        if lhs.locale != rhs.locale {
            guard let left = lhs.locale else { return true }
            guard let right = rhs.locale else { return false }
            return left < right
        }
        // A scenario comes after the built-in states, scenarios in name order.
        func order(_ item: RenderCase) -> Int {
            item.scenario == nil ? RenderState.allCases.firstIndex(of: item.state)! : RenderState.allCases.count
        }
        return (Appearance.allCases.firstIndex(of: lhs.appearance)!, lhs.size, order(lhs), lhs.scenario ?? "")
            < (Appearance.allCases.firstIndex(of: rhs.appearance)!, rhs.size, order(rhs), rhs.scenario ?? "")
    }
}
