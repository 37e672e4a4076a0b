import ButtonCheck
import Spec

/// The options every rendering command shares: which sizes, states, appearances, display settings and locales, the scale
/// and the number of threads, read into `Verification.Options`.
struct SweepOptions {
    static let specs: [OptionSpec] = [
        .value(
            "size", "SIZE", "Only this Dynamic Type size (repeatable; default all 12).", repeatable: true,
            allowed: SizeCategory.allCases.map(\.rawValue)),
        .value(
            "state", "STATE",
            "Only this state, or a format 3 spec's scenario by name (repeatable; default every state or scenario the spec renders): "
                + RenderState.allCases.map(\.rawValue).joined(separator: ", ") + ", or a scenario's name.", repeatable: true),
        .value(
            "appearance", "APPEARANCE", "Only this appearance (repeatable; default the spec's).", repeatable: true,
            allowed: Appearance.allCases.map(\.rawValue)),
        .value(
            "setting", "SETTINGS",
            "Only this combination of display settings, such as boldText or boldText+increaseContrast, or none for the default (repeatable; default every combination the spec declares).",
            repeatable: true),
        .value(
            "locale", "LOCALE", "Only this locale, such as de, pt-BR or pseudo (repeatable; default every locale the spec renders).",
            repeatable: true),
        .value(
            "scale", "N",
            "Pixels per point, 1, 2 or 3, or 'device' for each spec's viewport scale (the default unless goldens were recorded at a fixed scale).",
            allowed: ["1", "2", "3", "device"]),
        .value("jobs", "N", "Threads to use (default: the number of cores)."),
    ]

    /// The sizes, states, appearances, scale and threads chosen.
    let options: Verification.Options

    init(_ arguments: ParsedArguments, command: String) throws(UsageError) {
        var options = Verification.Options()
        let sizes = arguments.values("size").compactMap(SizeCategory.init(rawValue:))
        options.sizes = sizes.isEmpty ? SizeCategory.allCases : SizeCategory.allCases.filter(sizes.contains)
        let asked = arguments.values("state")
        for name in asked where RenderState(rawValue: name) == nil && !Scenario.isWellFormed(name) {
            throw UsageError(
                "invalid value '\(name)' for '--state'; expected one of: \(RenderState.allCases.map(\.rawValue).joined(separator: ", ")), "
                    + "or a scenario's name (lowercase words joined by hyphens)", command: command)
        }
        let states = asked.compactMap(RenderState.init(rawValue:))
        let scenarios = asked.filter { RenderState(rawValue: $0) == nil }
        options.states = asked.isEmpty ? nil : Set(states)
        options.scenarios = asked.isEmpty ? nil : Set(scenarios)
        let appearances = arguments.values("appearance").compactMap(Appearance.init(rawValue:))
        options.appearances = appearances.isEmpty ? nil : Set(appearances)
        var settings: [DisplaySettings] = []
        for text in arguments.values("setting") { settings.append(try Self.settings(text, command: command)) }
        options.settings = settings.isEmpty ? nil : Set(settings)
        var locales: [RenderLocale] = []
        for text in arguments.values("locale") { locales.append(try Self.locale(text, command: command)) }
        options.locales = locales.isEmpty ? nil : Set(locales)
        options.scale = arguments.value("scale").flatMap { Int($0) }
        options.deviceScale = arguments.value("scale") == "device"
        if let text = arguments.value("jobs") {
            guard let jobs = Int(text), jobs >= 1 else {
                throw UsageError("invalid value '\(text)' for '--jobs'; expected a whole number of threads, 1 or more", command: command)
            }
            options.jobs = jobs
        }
        self.options = options
    }

    /// A `--locale` value: a language tag (`de`, `pt-BR`, `zh-Hans`) or `pseudo`.
    static func locale(_ text: String, command: String) throws(UsageError) -> RenderLocale {
        guard let locale = RenderLocale(identifier: text) else {
            throw UsageError(
                "invalid value '\(text)' for '--locale': not a locale; use a language tag such as de, pt-BR or zh-Hans, or pseudo",
                command: command)
        }
        return locale
    }

    /// A `--setting` value: `none` (the default, no setting on) or settings joined by `+` in any order.
    static func settings(_ text: String, command: String) throws(UsageError) -> DisplaySettings {
        if text == "none" { return .none }
        var settings: [DisplaySetting] = []
        for part in text.split(separator: "+", omittingEmptySubsequences: false).map(String.init) {
            guard let setting = DisplaySetting(rawValue: part) else {
                let names = DisplaySetting.allCases.map(\.rawValue)
                let suggestion = Suggestion.closest(to: part, in: names + ["none"]).map { " (did you mean '\($0)'?)" } ?? ""
                throw UsageError(
                    "invalid value '\(text)' for '--setting': '\(part)' is not a display setting\(suggestion); "
                        + "use none or settings joined by '+' from: \(names.joined(separator: ", "))", command: command)
            }
            settings.append(setting)
        }
        return DisplaySettings(settings)
    }
}
