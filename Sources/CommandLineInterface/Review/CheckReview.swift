import Foundation
import Goldens
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `check --review`: check, then review at once the pending goldens the check wrote, as
/// `cargo insta test --review` does. It needs a terminal to ask at: without one (CI, a pipe) it is refused
/// before anything is checked, naming the two steps that work there (`check`, then `review --accept` or
/// `--reject`). It writes pending goldens whatever the record mode, so it contradicts `--no-pending`, and it
/// asks on standard output, so the report there must be the text one.
enum CheckReview {
    /// Refuses `--review` where it cannot work, before the check runs.
    static func validate(_ arguments: ParsedArguments, isInteractive: Bool, command: String) throws(UsageError) {
        guard arguments.has("review") else { return }
        guard let goldens = arguments.value("goldens") else {
            throw UsageError("'--review' needs '--goldens DIR': the goldens whose changes to review", command: command)
        }
        if arguments.has("no-pending") {
            throw UsageError("'--review' reviews the pending goldens that '--no-pending' would not write; give one", command: command)
        }
        let format = ReportFormat.standardOutput(arguments)
        if format != .text {
            throw UsageError(
                "'--review' asks its questions on standard output, where '--format \(format.rawValue)' puts the report; "
                    + "write that report to a file instead (--report \(format.rawValue):PATH)", command: command)
        }
        guard isInteractive else {
            throw UsageError(
                "'--review' asks about each changed golden at a terminal, and standard input is not one; "
                    + "without a terminal, run 'buttoncheck check … --goldens \(goldens)' and then "
                    + "'buttoncheck review --goldens \(goldens) --accept' (or --reject)", command: command)
        }
    }

    /// Reviews every pending golden of `goldens` at the terminal (nothing when there is none).
    static func run(goldens: String, console: Console) throws {
        let folder = PendingGoldens(store: GoldenStore(directory: goldens))
        let pending = try folder.list()
        let transcripts = folder.transcripts()
        guard !pending.isEmpty || !transcripts.isEmpty else { return }
        console.print("")
        _ = try ReviewCommand().interact(pending, transcripts: transcripts, total: pending.count, folder: folder, console: console)
    }
}
