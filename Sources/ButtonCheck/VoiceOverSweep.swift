import Accessibility
import Layout
import Spec
import Text

/// The accessibility trees of one spec's situation at its sizes: what the `voiceover` command prints and the
/// transcript goldens hold. Laid out in the spec's first appearance with no display settings (appearances
/// change colours, not what VoiceOver visits or says).
package enum VoiceOverSweep {
    /// A situation's name: a built-in state's raw value or a scenario's name.
    package static func situationNames(of spec: ScreenSpec) -> [String] {
        spec.situations.map { $0.scenario ?? $0.state.rawValue }
    }

    /// The trees of `situation` (a name from `situationNames`) at each size, in `locale` (nil: the source language).
    package static func trees(
        _ spec: ScreenSpec, situation: String, locale: RenderLocale?, sizes: [SizeCategory],
        engine: any TextMeasuring
    ) throws -> [AccessibilityTree] {
        let state = RenderState(rawValue: situation) ?? .idle
        let scenario = RenderState(rawValue: situation) == nil ? situation : nil
        let backdrop = try RenderSweep.backdropImage(for: spec)
        return try sizes.map { size in
            let tree = try LayoutEngine.layout(
                spec, size: size, state: state, appearance: spec.appearances[0], locale: locale,
                measurer: engine, backdropImage: backdrop, scenario: scenario)
            return AccessibilityTreeBuilder.build(tree, spec: spec)
        }
    }

    /// The transcript golden of a situation in a locale, relative to a goldens folder:
    /// `<spec>/voiceover/<situation>.txt`, `<spec>/voiceover@de/<situation>.txt` for another locale.
    package static func goldenPath(spec slug: String, situation: String, locale: RenderLocale?) -> String {
        "\(slug)/voiceover\(locale.map { "@\($0.identifier)" } ?? "")/\(situation).txt"
    }

    /// Every transcript of a spec: each rendered locale (the source language first) and situation, with its
    /// golden path and text.
    package static func transcripts(_ spec: ScreenSpec, engine: any TextMeasuring) throws -> [(path: String, text: String)] {
        let locales: [RenderLocale?] = spec.locales.map { spec.caseLocale($0) }
        var result: [(path: String, text: String)] = []
        for locale in locales.isEmpty ? [nil] : locales {
            for situation in situationNames(of: spec) {
                let trees = try trees(spec, situation: situation, locale: locale, sizes: spec.sizes, engine: engine)
                result.append((goldenPath(spec: spec.slug, situation: situation, locale: locale), VoiceOverTranscript.text(trees)))
            }
        }
        return result
    }
}
