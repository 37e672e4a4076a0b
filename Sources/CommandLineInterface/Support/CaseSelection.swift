import ButtonCheck
import Spec

/// `--size`, `--state`, `--appearance`, `--setting` and `--locale` must select something the spec declares: asking
/// for a state it does not have used to render nothing and exit 0 (and a web spec of format 2 sweeps text zoom
/// steps, not Dynamic Type sizes).
enum CaseSelection {
    struct NothingSelected: Error, CustomStringConvertible {
        let description: String
    }

    /// Throws when the options' states or appearances select none of the spec's.
    static func require(_ spec: ScreenSpec, options: Verification.Options) throws(NothingSelected) {
        if spec.sizes(selectedBy: options.sizes).isEmpty {
            throw nothing(spec, option: "size", asked: options.sizes.map(\.rawValue), declared: spec.sizes.map(\.rawValue), noun: "sizes")
        }
        if let states = options.states {
            let scenarios = options.scenarios ?? []
            let rendered = spec.situations
            if !rendered.contains(where: { $0.scenario.map(scenarios.contains) ?? states.contains($0.state) }) {
                throw nothing(
                    spec, option: "state", asked: RenderState.allCases.filter(states.contains).map(\.rawValue) + scenarios.sorted(),
                    declared: rendered.map { $0.scenario ?? $0.state.rawValue },
                    noun: spec.scenarios.isEmpty ? "states" : "states and scenarios")
            }
        }
        if let settings = options.settings, !spec.settings.contains(where: settings.contains) {
            throw nothing(
                spec, option: "setting", asked: settings.sorted().map(name), declared: spec.settings.map(name), noun: "setting combinations"
            )
        }
        if let locales = options.locales, !spec.locales.contains(where: locales.contains) {
            throw nothing(
                spec, option: "locale", asked: locales.sorted().map(\.identifier), declared: spec.locales.map(\.identifier), noun: "locales"
            )
        }
        if let appearances = options.appearances, !spec.appearances.contains(where: appearances.contains) {
            throw nothing(
                spec, option: "appearance", asked: Appearance.allCases.filter(appearances.contains).map(\.rawValue),
                declared: spec.appearances.map(\.rawValue), noun: "appearances")
        }
    }

    /// A combination as `--setting` takes it: `none` for the default.
    private static func name(_ settings: DisplaySettings) -> String {
        settings.isDefault ? "none" : settings.name
    }

    private static func nothing(_ spec: ScreenSpec, option: String, asked: [String], declared: [String], noun: String) -> NothingSelected {
        NothingSelected(
            description: "\(spec.file): --\(option) \(asked.joined(separator: ", ")) selects nothing: the spec's \(noun) are "
                + "\(declared.joined(separator: ", ")); choose one of them or drop --\(option)")
    }
}
