/// A subcommand: what it accepts and what it does.
protocol Command: Sendable {
    var spec: CommandSpec { get }
    func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode
}
