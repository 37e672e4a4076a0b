import ButtonCheck
import Foundation
import Spec

/// `buttoncheck render SPEC…|DIR --out DIR`: every render as a PNG, and a contact sheet per spec.
struct RenderCommand: Command {
    let spec = CommandSpec(
        name: "render",
        abstract: "Render specs to PNG at every size, state and appearance, with a contact sheet per spec.",
        positionalUsage: "SPEC…|DIR", minimumPositionals: 1, maximumPositionals: nil,
        options: [
            .value("out", "DIR", "Folder to write into (required).", required: true), SpecArguments.configOption,
            SpecArguments.excludeOption,
            .flag(
                "accessibility",
                "Also write each render's accessibility snapshot beside it (<size>-<state>.voiceover.png; see below)."),
        ]
            + SweepOptions.specs,
        discussion: """
            Writes DIR/<spec>/<appearance>/<size>-<state>.png (the whole content; taller content scrolls)
            and DIR/<spec>/sheet.png (sizes × states, labelled, the viewport fold dashed in blue).
            With --accessibility, also DIR/<spec>/<appearance>/<size>-<state>.voiceover.png: the render with each
            element VoiceOver visits outlined in a colour and numbered in its navigation order, and a legend right of
            it with what VoiceOver says for each number (the hint, read after a pause, marked "Hint:").
            On a terminal, standard error shows a progress bar (renders done, time elapsed and left); elsewhere a
            progress line every 5 seconds at most.
            Files are written atomically; the output is byte-identical whatever --jobs is.
            """)

    func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        guard let out = arguments.value("out"), !out.isEmpty else {
            throw UsageError("missing '--out DIR': where to write the PNGs", command: spec.name)
        }
        let options = try SweepOptions(arguments, command: spec.name).options
        try OutputFolder.validate(out)
        let configuration = try CheckCommand.loadConfiguration(arguments.value("config"))
        let files = try SpecArguments.expand(
            arguments.positionals, command: spec.name, requireExisting: true,
            excluding: SpecArguments.exclusions(arguments, configuration: configuration), console: console)
        try Verification.requireDistinctFolders(files)
        let engines = TextEngines()
        // Every spec is read once first (and let go), so the progress bar knows how many renders the run makes.
        let total = files.map { file in (try? SpecLoader.load(path: file)).map { options.plan($0).1.count } ?? 0 }.reduce(0, +)
        let status = LiveStatus(console: console, mode: LiveStatus.mode(for: console, quiet: false), total: total)
        status.start()
        // The specs' cases and sheets as one stream of work on --jobs threads; each spec's error is printed in
        // the specs' order, as soon as the specs before it are done.
        let results = RenderPipeline.render(
            count: files.count, jobs: options.jobs, to: out, accessibility: arguments.has("accessibility"),
            prepare: { index in
                let loaded = try SpecLoader.load(path: files[index])
                try CaseSelection.require(loaded, options: options)
                let (screen, cases) = options.plan(loaded)
                return (screen, cases, try engines.engine(for: screen))
            },
            rendered: status.advance,
            finished: { _, result in
                if case .failure(let error) = result { status.printing { _ = ErrorTranslator.report(error, console: console) } }
            })
        var written = 0
        var failed = 0
        for result in results {
            switch result {
            case .success(let paths): written += paths.images.count + 1 + paths.snapshots.count
            case .failure: failed += 1
            }
        }
        status.finish()
        console.printError(
            "wrote \(written) PNG\(written == 1 ? "" : "s") for \(files.count - failed) of \(files.count) spec\(files.count == 1 ? "" : "s") into \(out)"
        )
        return failed > 0 ? .badInput : .success
    }
}
