import ButtonCheck
import Foundation
import PNG

/// `buttoncheck check SPEC…|DIR`: renders, checks, reports. Exit 0 clean, 1 findings at error
/// severity, 2 bad input.
struct CheckCommand: Command {
    static let defaultConfiguration = "buttoncheck.config.json"

    let spec = CommandSpec(
        name: "check",
        abstract: "Render specs at every size, state and appearance and check them; report the findings.",
        positionalUsage: "SPEC…|DIR", minimumPositionals: 1, maximumPositionals: nil,
        options: [
            .value("config", "FILE", "Project configuration (thresholds, rule severities, rules off); default ./\(CheckCommand.defaultConfiguration) if present."),
            .value("out", "DIR", "Also write every render and a contact sheet per spec, failing elements outlined."),
        ] + SweepOptions.specs,
        discussion: """
            Findings are printed grouped by spec as `file:line:col: severity: [rule] message`, with where it
            happens and the fix. A spec's "suppressions" (with their reasons) turn findings into notes, still listed.
            Exit status: 0 clean, 1 when there are findings at error severity, 2 for bad input.
            """)

    func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let options = try SweepOptions(arguments, command: spec.name)
        let files = try SpecArguments.expand(arguments.positionals, command: spec.name)
        let configuration = try loadConfiguration(arguments.value("config"))
        let checker = SpecChecker(configuration: configuration, jobs: options.jobs)
        let out = arguments.value("out")
        var reports: [SpecReport] = []
        var badInput = false
        for file in files {
            do {
                let (screen, cases) = options.apply(to: try SpecLoader.load(path: file))
                let result = try checker.check(screen, cases: cases)
                reports.append(result.report)
                if let out { try write(result, to: out) }
            } catch {
                badInput = true
                _ = ErrorTranslator.report(error, console: console)
            }
        }
        let report = RunReport(specs: reports)
        console.writeOutput(TextReport.render(report))
        if badInput { return .badInput }
        return report.hasFailures ? .findings : .success
    }

    private func loadConfiguration(_ path: String?) throws -> CheckConfiguration {
        if let path { return try ConfigurationLoader.load(path: path) }
        if FileManager.default.fileExists(atPath: Self.defaultConfiguration) {
            return try ConfigurationLoader.load(path: Self.defaultConfiguration)
        }
        return .default
    }

    private func write(_ result: SpecCheck, to out: String) throws {
        for output in result.renders {
            let path = OutputPaths.render(out, spec: result.spec.slug, output.item)
            try OutputPaths.prepare(path)
            try PNG.write(output.rendering.image, to: path)
        }
        guard let engine = try? TextEngines().engine(for: result.spec) else { return }
        let cells = result.renders.map {
            ContactSheet.Cell(appearance: $0.item.appearance, size: $0.item.size, state: $0.item.state, image: $0.rendering.image,
                              scale: $0.tree.scale, viewportHeight: $0.tree.viewport.height, outlines: result.outlines(for: $0))
        }
        let sheet = ContactSheet(engine: engine).compose(title: "\(result.spec.name) — \(result.spec.slug)", cells: cells)
        let path = OutputPaths.sheet(out, spec: result.spec.slug)
        try OutputPaths.prepare(path)
        try PNG.write(sheet, to: path)
    }
}
