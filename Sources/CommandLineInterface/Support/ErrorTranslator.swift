import Spec

/// The one place that turns any error into what the user reads and the exit status.
enum ErrorTranslator {
    static func report(_ error: any Error, console: Console) -> ExitCode {
        switch error {
        case let error as UsageError:
            console.printError("error: \(error.message)")
            let helpCommand = error.command.isEmpty ? "buttoncheck --help" : "buttoncheck \(error.command) --help"
            console.printError("hint: see '\(helpCommand)'")
        case let error as SpecLoadError:
            for diagnostic in error.diagnostics { console.printError(diagnostic.description) }
        case let error as CustomStringConvertible:
            console.printError("error: \(error.description)")
        default:
            console.printError("error: \(error)")
        }
        return .badInput
    }
}
