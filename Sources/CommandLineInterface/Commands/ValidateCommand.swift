import ButtonCheck
import Spec

/// `buttoncheck validate SPEC…|DIR`: every problem in every file, one per line.
struct ValidateCommand: Command {
    let spec = CommandSpec(
        name: "validate",
        abstract: "Check spec files against the format and report every problem with its location.",
        positionalUsage: "SPEC…|DIR", minimumPositionals: 1, maximumPositionals: nil,
        options: [.flag("quiet", "Print nothing for valid files."), SpecArguments.configOption, SpecArguments.excludeOption],
        discussion: """
            Each problem is printed as `file:line:col: error: message (at $.json.path)`. The font files and the
            backdrop image a spec names are opened as render opens them.
            Exit status: 0 when every file is valid, 2 otherwise.
            """)

    func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let configuration = try CheckCommand.loadConfiguration(arguments.value("config"))
        let files = try SpecArguments.expand(
            arguments.positionals, command: spec.name,
            excluding: SpecArguments.exclusions(arguments, configuration: configuration), console: console)
        var invalid = 0
        let engines = TextEngines()
        for file in files {
            do {
                let loaded = try SpecLoader.load(path: file)
                // The files it draws with are opened as render opens them: its fonts, and its backdrop decoded.
                _ = try engines.engine(for: loaded)
                _ = try RenderSweep.backdropImage(for: loaded)
                if !arguments.has("quiet") { console.printStyled("\(file): \(console.style.pass("ok"))") }
            } catch {
                invalid += 1
                _ = ErrorTranslator.report(error, console: console)
            }
        }
        if invalid > 0 {
            console.printError("\(invalid) of \(files.count) spec\(files.count == 1 ? "" : "s") invalid")
            return .badInput
        }
        return .success
    }
}
