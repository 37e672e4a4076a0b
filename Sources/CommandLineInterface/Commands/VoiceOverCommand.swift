import Accessibility
import ButtonCheck
import JSON
import Spec
import Text

/// `buttoncheck voiceover SPEC [--size S] [--state S] [--locale L] [--no-hints] [--json]`: what VoiceOver says, one swipe a line.
struct VoiceOverCommand: Command {
    let spec = CommandSpec(
        name: "voiceover",
        abstract: "Print what VoiceOver says on a spec, one swipe a line, in its navigation order.",
        positionalUsage: "SPEC", minimumPositionals: 1, maximumPositionals: 1,
        options: [
            .value(
                "size", "SIZE",
                "Dynamic Type size (or text zoom step) to print (default: every size the spec sweeps, "
                    + "neighbouring sizes that sound the same under one heading)."),
            .value("state", "STATE", "Built-in state or scenario to print (default: the spec's first: idle)."),
            .value("locale", "LOCALE", "Locale of the texts, such as de or pseudo: one the spec renders (default: its source language)."),
            .flag("no-hints", "Leave the hints out, as VoiceOver does when Speak Hints is off."),
            .flag(
                "json",
                "Print the elements as JSON: per group of sizes, each element's index, id, role, label, value, traits, hint, "
                    + "spoken text and frame."),
        ],
        discussion: """
            Each line is '<n>. <id>: <spoken>': the swipe's number from the top, the element's id (its JSONPath when it has
            none; a part adds .header, .segment[1] and so on) and what VoiceOver says, in its order (label, value, traits); the
            hint follows after ' (pause) '. Elements are visited top to bottom and, on a row, leading to trailing, by their
            frames at that size, mirrored for a right-to-left locale. On a web spec the words are a screen reader's in browse
            mode. Trait words are spoken in the locale's language for English, German, Arabic and Japanese, in English
            otherwise. See docs/voiceover.md.
            """)

    func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let screen = try SpecLoader.load(path: arguments.positionals[0])
        var sizes = screen.sizes
        if let text = arguments.value("size") {
            guard let asked = SizeCategory(rawValue: text) else {
                let names = SizeCategory.allCases.map(\.rawValue)
                let suggestion = Suggestion.closest(to: text, in: names).map { " (did you mean '\($0)'?)" } ?? ""
                throw UsageError(
                    "invalid value '\(text)' for '--size': not a size\(suggestion); "
                        + "use one of: \(names.joined(separator: ", "))", command: spec.name)
            }
            guard let size = screen.sizes(selectedBy: [asked]).first else {
                let names = screen.sizes.map(\.rawValue).joined(separator: ", ")
                throw UsageError("\(screen.file) is not swept at '\(asked.rawValue)'; its sizes are: \(names)", command: spec.name)
            }
            sizes = [size]
        }
        let situations = VoiceOverSweep.situationNames(of: screen)
        let situation = arguments.value("state") ?? situations[0]
        guard situations.contains(situation) else {
            let suggestion = Suggestion.closest(to: situation, in: situations).map { " (did you mean '\($0)'?)" } ?? ""
            throw UsageError(
                "\(screen.file) has no state or scenario '\(situation)'\(suggestion); "
                    + "it has: \(situations.joined(separator: ", "))", command: spec.name)
        }
        var locale: RenderLocale?
        if let text = arguments.value("locale") {
            let asked = try SweepOptions.locale(text, command: spec.name)
            guard screen.locales.contains(asked) else {
                let names = screen.locales.map(\.identifier)
                let suggestion = Suggestion.closest(to: text, in: names).map { " (did you mean '\($0)'?)" } ?? ""
                throw UsageError(
                    "\(screen.file) does not render the locale '\(asked.identifier)'\(suggestion); "
                        + "its locales are: \(names.joined(separator: ", "))", command: spec.name)
            }
            locale = screen.caseLocale(asked)
        }
        let engine = try TextEngines().engine(for: screen)
        let trees = try VoiceOverSweep.trees(screen, situation: situation, locale: locale, sizes: sizes, engine: engine)
        if arguments.has("json") {
            console.writeOutput(VoiceOverTranscript.json(trees, spec: screen.slug, situation: situation).document)
            return .success
        }
        let hints = !arguments.has("no-hints")
        if sizes.count == 1 {
            console.writeOutput(VoiceOverTranscript.lines(trees[0], hints: hints).map { $0 + "\n" }.joined())
        } else {
            console.writeOutput(VoiceOverTranscript.text(trees, hints: hints))
        }
        return .success
    }
}
