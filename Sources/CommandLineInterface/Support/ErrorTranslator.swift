import Goldens
import Raster
import Reports
import Spec

/// The one place that turns any error into what the user reads and the exit status.
enum ErrorTranslator {
    /// The lines `report` prints for an error.
    static func lines(_ error: any Error) -> [String] {
        switch error {
        case let error as UsageError: ["error: \(error.message)"]
        case let error as SpecLoadError: error.diagnostics.map(\.description)
        case let error as GoldenError: error.lines
        case let error as PendingError: error.lines
        // Already in the `file:line:col: error:` form.
        case let error as ReportError: [error.description]
        case let error as RenderError: [error.description]
        case let error as CustomStringConvertible: ["error: \(error.description)"]
        default: ["error: \(error)"]
        }
    }

    static func report(_ error: any Error, console: Console) -> ExitCode {
        for line in lines(error) { console.printErrorStyled(ReportColoring.diagnostic(line, style: console.errorStyle)) }
        if let error = error as? UsageError {
            let helpCommand = error.command.isEmpty ? "buttoncheck --help" : "buttoncheck \(error.command) --help"
            console.printErrorStyled(ReportColoring.diagnostic("hint: see '\(helpCommand)'", style: console.errorStyle))
        }
        return .badInput
    }
}
