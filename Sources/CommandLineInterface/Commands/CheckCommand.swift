import ButtonCheck
import Checks
import Foundation
import Goldens
import PNG
import Reports
import Spec

/// `buttoncheck check SPEC…|DIR`: renders, checks, compares with goldens, reports. Exit 0 clean,
/// 1 findings at error severity or golden failures, 2 bad input. With `--expect` (regression-suite
/// mode) exit 0 exactly when every spec's findings equal its expect list and the goldens pass.
struct CheckCommand: Command {
    static let defaultConfiguration = SpecFolder.configurationName

    let spec = CommandSpec(
        name: "check",
        abstract: "Render specs at every size, state and appearance and check them; report the findings.",
        positionalUsage: "SPEC…|DIR", minimumPositionals: 1, maximumPositionals: nil,
        options: [
            .value(
                "config", "FILE",
                "Project configuration (thresholds, rule severities, rules off, files to exclude); "
                    + "default ./\(CheckCommand.defaultConfiguration) if present."),
            .value("out", "DIR", "Also write every render, a contact sheet per spec (failing elements outlined) and golden diff images."),
            .value("goldens", "DIR", "Compare every render with the goldens in DIR (<spec>/<appearance>/<size>-<state>.png)."),
            .value(
                "record", "MODE", "Write goldens: never (default when CI=true), missing (default otherwise), failed, all.",
                allowed: RecordMode.allCases.map(\.rawValue)),
            .value(
                "threshold", "T",
                "Compare goldens with pixelmatch's perceptual metric at this threshold, 0…1 (pixelmatch's default is 0.1), for goldens made elsewhere; default: exact, any changed pixel fails."
            ),
            .value("max-diff-pixels", "N", "A golden passes with up to N differing pixels (default 0)."),
            .value("max-diff-ratio", "R", "A golden passes with up to this fraction of differing pixels, 0…1."),
            .flag(
                "verify-pixels",
                "Hash every render's pixels and read every golden file, even where this build's scene cache knows them (see below)."),
            .flag(
                "pending",
                "Write a pending golden (<size>-<state>.new.png) next to each golden that fails or is missing, for 'buttoncheck review'; the default unless --record is never."
            ),
            .flag("no-pending", "Write no pending goldens."),
            .flag("review", "Then review the pending goldens at once, one key each, as 'buttoncheck review' does (needs a terminal)."),
            .flag(
                "strict-suppressions",
                "Report a suppression that matched nothing in the run as an error, not a warning (suppression.unused)."),
            .flag(
                "expect",
                "Regression-suite mode: pass when every spec's findings are exactly its \"expect\" list (exit 0), fail when any spec differs (exit 1); expected findings are not failures in any report."
            ),
            .value(
                "shard", "I/N",
                "Check only the I-th of N parts of the specs (sorted, round robin); merge the JSON reports with merge-reports."),
            .value(
                "golden-sizes", "LIST",
                "Keep goldens only for these Dynamic Type sizes, comma-separated (such as large,AX5); renders at other sizes are still checked."
            ),
            .flag(
                "prune-orphans",
                "Remove the goldens of the checked specs that no render produces any more (as --record all does), listing each."),
            .flag(
                "reencode",
                "Rewrite the goldens that pass in the smallest encoding (palette PNG or zlib level 9), where smaller; pixels stay identical."
            ),
            SpecArguments.excludeOption,
        ] + ReportFormat.options + SweepOptions.specs + Verbosity.options,
        discussion: """
            Findings are printed grouped by spec as `file:line:col: severity: [rule] message`, with where it
            happens and the fix. A spec's "suppressions" (with their reasons) turn findings into notes, still listed; a
            suppression accepts only what it pins, one past its "until" day is an error (suppression.expired), and one that
            matched nothing in a run over every render is a warning (suppression.unused; an error with --strict-suppressions).
            With --goldens, every render must equal its golden exactly (--threshold switches to pixelmatch's metric),
            and every golden file must be the one its manifest entry describes. The goldens folder must exist unless
            --record is given. Recording writes the PNGs atomically, then the manifest (under a lock, merged with
            concurrent shards), and still fails the run, so a recorded golden is always reviewed. Goldens without a
            render are listed as orphans. A golden that fails or is missing (and is not recorded) gets a pending
            golden next to it, <size>-<state>.new.png with its description .new.json, unless --record is never;
            'buttoncheck review' accepts or rejects them, or --review right after the check (on a terminal only; the exit
            status is still the check's, so check again once the changes are accepted).
            A render is compared by the hash of its pixels. Drawing is deterministic, so this build remembers that hash by
            the render's scene (its drawing calls, fonts and environment) in a cache outside the goldens folder
            ($BUTTONCHECK_CACHE_DIR, else $XDG_CACHE_HOME/buttoncheck or ~/.cache/buttoncheck; BUTTONCHECK_CACHE_DIR=off
            turns it off), with the hash of each golden file it read and that file's stamp; a later run that draws the
            same scene need not hash its pixels again, nor read a golden file whose stamp is unchanged. Another build
            starts its own cache. --verify-pixels hashes every render and reads every golden file.
            With --expect (a corpus of deliberately bad specs, each naming the rules it must trip), a spec passes
            when its findings are exactly its expect list, and the reports show expected findings as expected.
            Each spec's lines are printed as soon as it is checked, in the order given. On a terminal, standard error
            shows a progress bar (renders done, time elapsed and left); elsewhere a progress line every 5 seconds at
            most. --quiet prints only failing specs, errors and the summary; --verbose adds each spec's renders and time.
            Exit status: 0 clean (with --expect: every spec as expected), 1 findings at error severity, specs that
            differ from their expect lists (--expect) or golden failures, 2 bad input.
            """)

    func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        let sweep = try SweepOptions(arguments, command: spec.name)
        let configuration = try Self.loadConfiguration(arguments.value("config"))
        var files = try SpecArguments.expand(
            arguments.positionals, command: spec.name, requireExisting: true,
            excluding: SpecArguments.exclusions(arguments, configuration: configuration), console: console)
        try Verification.requireDistinctFolders(files)
        // The shard and the whole list it is part of go into the JSON report, for merge-reports to check.
        var shardIdentity: ShardIdentity?
        if let shard = try arguments.value("shard").map({ text throws(UsageError) in try Shard(text, command: spec.name) }) {
            shardIdentity = ShardIdentity(index: shard.index, count: shard.count, specs: files.sorted())
            files = shard.select(files.sorted())
        }
        _ = try ReportFormat.destinations(arguments.values("report"), command: spec.name)
        _ = try ReportFormat.styles(arguments, command: spec.name)
        let started = Date()
        let verbosity = try Verbosity(arguments, command: spec.name)
        var options = sweep.options
        options.configuration = configuration
        if arguments.has("strict-suppressions") { options.configuration.strictSuppressions = true }
        options.sceneCache = arguments.has("verify-pixels") ? nil : CacheFolder.resolve(environment: console.environment)
        options.sceneCacheKey = SceneCacheKey.defaultFile(environment: console.environment)
        options.record =
            arguments.value("record").flatMap(RecordMode.init(rawValue:))
            ?? RecordMode.default(environment: console.environment)
        options.comparison = try comparison(arguments)
        if arguments.has("record") && !arguments.has("goldens") {
            throw UsageError("'--record' needs '--goldens DIR': where the goldens are", command: spec.name)
        }
        if arguments.has("pending") && arguments.has("no-pending") {
            throw UsageError("'--pending' and '--no-pending' contradict each other; give one", command: spec.name)
        }
        options.goldenSizes = try arguments.value("golden-sizes").map { text throws(UsageError) in
            try GoldenSizes.parse(text, command: spec.name)
        }
        options.pruneOrphans = arguments.has("prune-orphans")
        options.reencode = arguments.has("reencode")
        for option in ["golden-sizes", "prune-orphans", "reencode"] where arguments.has(option) && !arguments.has("goldens") {
            throw UsageError("'--\(option)' needs '--goldens DIR': where the goldens are", command: spec.name)
        }
        if arguments.has("pending") { options.pending = true }
        if arguments.has("no-pending") { options.pending = false }
        try CheckReview.validate(arguments, isInteractive: isatty(0) == 1, command: spec.name)
        if arguments.has("review") { options.pending = true }

        if let goldens = arguments.value("goldens"), !arguments.has("record") {
            // Only recording asked for on the command line may create a goldens folder: a typo in
            // --goldens must not record everything into a new folder.
            try GoldenStore(directory: goldens).requireFolder()
        }
        var session = try Verification.Session(goldens: arguments.value("goldens"), out: arguments.value("out"), options: options)
        // Checked (nothing is created yet) so that a bad --out is one clear error before any rendering.
        if let out = arguments.value("out") { try OutputFolder.validate(out) }
        if let scale = session.goldenScale, verbosity != .quiet {
            console.printError("rendering at @\(scale)x, the scale the goldens were recorded at")
        }
        var badInput = false
        // Every spec is read once first (and let go, so only one is held at a time), so the progress bar
        // knows how many renders the run makes; one that does not load counts none, and says why in its turn.
        let renders = files.map { file in (try? SpecLoader.load(path: file)).map { session.plan($0).1.count } ?? 0 }
        let live = LiveReport(
            console: console, verbosity: verbosity, expectMode: arguments.has("expect"),
            printsText: ReportFormat.standardOutput(arguments) == .text)
        let status = LiveStatus(
            console: console, mode: LiveStatus.mode(for: console, quiet: verbosity == .quiet),
            total: renders.reduce(0, +))
        status.start()
        for (index, file) in files.enumerated() {
            let specStarted = Date()
            do {
                let loaded = try SpecLoader.load(path: file)
                try CaseSelection.require(loaded, options: options)
                try session.check(loaded, rendered: status.advance)
            } catch {
                badInput = true
                // Printed here, once: the text report on standard output then names the spec as not
                // checked without repeating its problems (report files keep them).
                status.printing { _ = ErrorTranslator.report(error, console: console) }
                session.fail(file: file, errors: ErrorTranslator.lines(error))
            }
            let checked = session.reports[session.reports.count - 1]
            let seconds = Date().timeIntervalSince(specStarted)
            status.printing { live.spec(checked, renders: renders[index], seconds: seconds) }
        }
        status.finish()
        var report = try session.finish()
        report.expectMode = arguments.has("expect")
        report.shard = shardIdentity
        live.finish(report)
        try ReportFormat.emit(
            report, arguments: arguments, command: spec.name, console: console, printsInputErrors: true,
            standardOutputPrinted: live.printsText, announces: verbosity != .quiet)
        if verbosity != .quiet, let out = arguments.value("out"), report.specs.contains(where: { $0.sheet != nil }) {
            let diffs = report.goldens.filter { $0.diffImage != nil }.count
            console.printError(
                "wrote renders, contact sheets\(diffs > 0 ? " and \(diffs) golden diff image\(diffs == 1 ? "" : "s")" : "") to \(out)/")
        }
        let pendingLine = arguments.value("goldens").flatMap { Self.pendingLine(report, goldens: $0) }
        if let pendingLine { console.printError(pendingLine) }
        for removed in session.prunedGoldens { console.printError("removed orphan golden \(removed)") }
        if arguments.has("reencode") {
            let done = session.reencoded
            console.printError(
                "re-encoded \(done.rewritten) golden\(done.rewritten == 1 ? "" : "s") (\(done.kept) already as small): "
                    + "\(done.before) bytes before, \(done.after) after")
        }
        if let warning = session.pendingFailures.warning { console.printError(warning) }
        if arguments.has("review"), pendingLine != nil, let goldens = arguments.value("goldens") {
            try CheckReview.run(goldens: goldens, console: console)
        }
        // The text report on standard output ends with the summary already; other formats get it on
        // standard error, with the time taken, so a person watching still sees the outcome.
        if ReportFormat.standardOutput(arguments) != .text {
            console.printError(
                TextReport.summary(
                    RunReport(
                        specs: report.specs, orphanGoldens: report.orphanGoldens,
                        environmentNote: report.environmentNote,
                        elapsed: Date().timeIntervalSince(started), expectMode: report.expectMode)))
        }
        if badInput { return .badInput }
        return report.hasFailures ? .findings : .success
    }

    private func comparison(_ arguments: ParsedArguments) throws(UsageError) -> GoldenComparison {
        func number(_ name: String, in range: ClosedRange<Double>) throws(UsageError) -> Double? {
            guard let text = arguments.value(name) else { return nil }
            guard let value = Double(text), range.contains(value) else {
                throw UsageError(
                    "invalid value '\(text)' for '--\(name)'; expected a number from \(range.lowerBound) to \(range.upperBound)",
                    command: spec.name)
            }
            return value
        }
        let pixelOptions = try number("threshold", in: 0...1).map { PixelMatchOptions(threshold: $0) }
        let maxPixels = try number("max-diff-pixels", in: 0...1e12).map { Int($0) }
        let maxRatio = try number("max-diff-ratio", in: 0...1)
        return GoldenComparison(options: pixelOptions, tolerance: Tolerance(maxPixels: maxPixels, maxRatio: maxRatio))
    }

    static func loadConfiguration(_ path: String?) throws -> CheckConfiguration {
        if let path { return try ConfigurationLoader.load(path: path) }
        if FileManager.default.fileExists(atPath: Self.defaultConfiguration) {
            return try ConfigurationLoader.load(path: Self.defaultConfiguration)
        }
        return .default
    }
}
