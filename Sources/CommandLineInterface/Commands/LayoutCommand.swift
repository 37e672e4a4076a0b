import ButtonCheck
import Layout
import Spec
import Text

/// `buttoncheck layout SPEC --size AX5 [--state S] [--appearance A] [--setting S] [--locale L] --json`: the laid-out tree.
struct LayoutCommand: Command {
    let spec = CommandSpec(
        name: "layout",
        abstract: "Lay out a spec at one size, state and appearance and print the tree.",
        positionalUsage: "SPEC", minimumPositionals: 1, maximumPositionals: 1,
        options: [
            .value(
                "size", "SIZE",
                "Dynamic Type size, or text zoom step or reflow320 (default large; of a web spec of format 2, the nearest zoom step: zoom100).",
                allowed: SizeCategory.allCases.map(\.rawValue)),
            .value("state", "STATE", "State to lay out (default idle).", allowed: RenderState.allCases.map(\.rawValue)),
            .value("appearance", "APPEARANCE", "Appearance (default: the spec's first).", allowed: Appearance.allCases.map(\.rawValue)),
            .value(
                "setting", "SETTINGS", "Display settings, such as boldText or boldText+increaseContrast (default none: iOS as shipped)."),
            .value("locale", "LOCALE", "Locale of the texts, such as de or pseudo: one the spec renders (default: its source language)."),
            .flag("json", "Print the tree as JSON (sorted keys, points rounded to 0.001)."),
        ],
        discussion: """
            Frames are in points (CSS px for a web spec) from the content's top leading corner. Text elements list their lines
            with widths, and whether they were truncated or clipped.
            """)

    func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let screen = try SpecLoader.load(path: arguments.positionals[0])
        let asked = arguments.value("size").flatMap(SizeCategory.init(rawValue:)) ?? .large
        guard let size = screen.sizes(selectedBy: [asked]).first else {
            throw UsageError(
                "\(screen.file) is not swept at '\(asked.rawValue)'; its sizes are: \(screen.sizes.map(\.rawValue).joined(separator: ", "))",
                command: spec.name)
        }
        let state = arguments.value("state").flatMap(RenderState.init(rawValue:)) ?? .idle
        if !screen.states.contains(state) {
            throw UsageError(
                "\(screen.file) declares no '\(state.rawValue)' state; it has: \(screen.states.map(\.rawValue).joined(separator: ", "))",
                command: spec.name)
        }
        let appearance = arguments.value("appearance").flatMap(Appearance.init(rawValue:)) ?? screen.appearances[0]
        let settings =
            try arguments.value("setting").map { text throws(UsageError) in try SweepOptions.settings(text, command: spec.name) } ?? .none
        var locale: RenderLocale?
        if let text = arguments.value("locale") {
            let asked = try SweepOptions.locale(text, command: spec.name)
            guard screen.locales.contains(asked) else {
                throw UsageError(
                    "\(screen.file) does not render the locale '\(asked.identifier)'; its locales are: \(screen.locales.map(\.identifier).joined(separator: ", "))",
                    command: spec.name)
            }
            locale = screen.caseLocale(asked)
        }
        // Through TextEngines, as render: a font file the spec names that cannot be opened is reported at its key.
        let engine = try TextEngines().engine(for: screen)
        let tree = try LayoutEngine.layout(
            screen, size: size, state: state, appearance: appearance, settings: settings, locale: locale, measurer: engine,
            backdropImage: RenderSweep.backdropImage(for: screen))
        if arguments.has("json") {
            console.writeOutput(LayoutDump.json(tree))
        } else {
            console.writeOutput(LayoutOutline.text(tree))
        }
        return .success
    }
}
