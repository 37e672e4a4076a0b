import ButtonCheck
import Foundation
import PNG

/// `buttoncheck render SPEC…|DIR --out DIR`: every render as a PNG, and a contact sheet per spec.
struct RenderCommand: Command {
    let spec = CommandSpec(
        name: "render",
        abstract: "Render specs to PNG at every size, state and appearance, with a contact sheet per spec.",
        positionalUsage: "SPEC…|DIR", minimumPositionals: 1, maximumPositionals: nil,
        options: [.value("out", "DIR", "Folder to write into (required).")] + SweepOptions.specs,
        discussion: """
            Writes DIR/<spec>/<appearance>/<size>-<state>.png (the whole content; taller content scrolls)
            and DIR/<spec>/sheet.png (sizes × states, labelled, the viewport fold dashed in red).
            Files are written atomically; the output is byte-identical whatever --jobs is.
            """)

    func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        guard let out = arguments.value("out"), !out.isEmpty else {
            throw UsageError("missing '--out DIR': where to write the PNGs", command: spec.name)
        }
        let options = try SweepOptions(arguments, command: spec.name)
        let files = try SpecArguments.expand(arguments.positionals, command: spec.name)
        let engines = TextEngines()
        var written = 0
        var failed = 0
        for file in files {
            do {
                let (screen, cases) = options.apply(to: try SpecLoader.load(path: file))
                guard !cases.isEmpty else { continue }
                let engine = try engines.engine(for: screen)
                let outputs = try RenderSweep(engine: engine).render(screen, cases: cases, jobs: options.jobs)
                for output in outputs {
                    let path = OutputPaths.render(out, spec: screen.slug, output.item)
                    try OutputPaths.prepare(path)
                    try PNG.write(output.rendering.image, to: path)
                    written += 1
                }
                let cells = outputs.map {
                    ContactSheet.Cell(appearance: $0.item.appearance, size: $0.item.size, state: $0.item.state,
                                      image: $0.rendering.image, scale: $0.tree.scale, viewportHeight: $0.tree.viewport.height)
                }
                let sheet = ContactSheet(engine: engine).compose(title: "\(screen.name) — \(screen.slug)", cells: cells)
                try PNG.write(sheet, to: OutputPaths.sheet(out, spec: screen.slug))
                written += 1
            } catch {
                failed += 1
                _ = ErrorTranslator.report(error, console: console)
            }
        }
        console.printError("wrote \(written) PNG\(written == 1 ? "" : "s") for \(files.count - failed) of \(files.count) spec\(files.count == 1 ? "" : "s") into \(out)")
        return failed > 0 ? .badInput : .success
    }
}
