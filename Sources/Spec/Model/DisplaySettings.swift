/// One combination of display settings a spec is rendered under: none (the default, iOS as shipped)
/// or several at once. Its `name` joins the settings with "+" in their fixed order (`boldText`),
/// and is empty for the default, so the default keeps the names and paths it always had.
public struct DisplaySettings: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The settings on, in `DisplaySetting.allCases` order, each once.
    public let settings: [DisplaySetting]

    public init(_ settings: some Sequence<DisplaySetting>) {
        let on = Set(settings)
        self.settings = DisplaySetting.allCases.filter(on.contains)
    }

    /// iOS as shipped: no display setting on.
    public static let none = DisplaySettings([])

    public var isDefault: Bool { settings.isEmpty }

    public func contains(_ setting: DisplaySetting) -> Bool { settings.contains(setting) }

    /// `boldText`, `boldText+increaseContrast`; "" for the default.
    public var name: String { settings.map(\.rawValue).joined(separator: "+") }

    /// For messages: the name, or "default settings".
    public var description: String { isDefault ? "default settings" : name }

    /// Reads a name written by `name` ("" is the default); nil when a part is not a setting or the
    /// parts are not in their fixed order or repeat.
    public init?(name: String) {
        if name.isEmpty {
            self = .none
            return
        }
        var settings: [DisplaySetting] = []
        for part in name.split(separator: "+", omittingEmptySubsequences: false) {
            guard let setting = DisplaySetting(rawValue: String(part)) else { return nil }
            settings.append(setting)
        }
        let combination = DisplaySettings(settings)
        guard combination.settings == settings else { return nil }
        self = combination
    }

    /// Fewer settings first, then by the settings' fixed order.
    public static func < (lhs: DisplaySettings, rhs: DisplaySettings) -> Bool {
        if lhs.settings.count != rhs.settings.count { return lhs.settings.count < rhs.settings.count }
        return lhs.settings.lexicographicallyPrecedes(rhs.settings)
    }
}
