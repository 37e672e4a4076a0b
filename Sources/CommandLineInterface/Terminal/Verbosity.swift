/// `--quiet` and `--verbose` (check): how much a run prints besides its failures and summary.
enum Verbosity: Sendable, Equatable {
    /// Only failing specs' lines and the summary; no progress, no notes about files written.
    case quiet
    /// Every spec's lines, the progress, notes about files written.
    case normal
    /// As normal, and each spec's render count and time under its lines.
    case verbose

    static let options: [OptionSpec] = [
        .flag("quiet", "Print only failing specs' lines, errors and the summary: no progress, no notes about files written."),
        .flag("verbose", "Also print each spec's number of renders and the time it took, under its lines."),
    ]

    init(_ arguments: ParsedArguments, command: String) throws(UsageError) {
        switch (arguments.has("quiet"), arguments.has("verbose")) {
        case (true, true): throw UsageError("'--quiet' and '--verbose' contradict each other; give one", command: command)
        case (true, false): self = .quiet
        case (false, true): self = .verbose
        case (false, false): self = .normal
        }
    }
}
