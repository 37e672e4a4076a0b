import Foundation
import Goldens
import Spec
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `buttoncheck review --goldens DIR`: walks the pending goldens a check wrote (`….new.png` next to
/// a golden that failed or was missing), the way `cargo insta review` does. On a terminal each one is shown
/// and answered by one key (`ReviewSession`); `--accept` and `--reject` decide for every one selected by
/// `--spec`, `--appearance`, `--size` and `--state` without asking, and `--accept-case` / `--reject-case`
/// for the cases their patterns match. Accepting records the golden and its manifest entry; rejecting
/// deletes the pending files. Exit 0 when reviewed or nothing is pending, 2 for bad input or usage.
struct ReviewCommand: Command {
    let spec = CommandSpec(
        name: "review",
        abstract: "Accept or reject the pending goldens a check wrote (<size>-<state>.new.png).",
        positionalUsage: "", minimumPositionals: 0, maximumPositionals: 0,
        options: [
            OptionSpec.value("goldens", "DIR", "The goldens folder the check compared with.", required: true),
            .flag("accept", "Accept every pending golden selected, without asking: each becomes the golden, recorded in the manifest."),
            .flag("reject", "Reject every pending golden selected, without asking: its pending files are deleted."),
            .value(
                "accept-case", "PATTERN",
                "Accept, without asking, the pending goldens whose case, <spec>/<appearance>/<size>-<state>, matches this glob "
                    + "(repeatable); a pending VoiceOver transcript's case is <spec>/voiceover[@<locale>]/<situation>.",
                repeatable: true),
            .value(
                "reject-case", "PATTERN", "Reject, without asking, the pending goldens whose case matches this glob (repeatable).",
                repeatable: true),
            .value("spec", "NAME", "Only this spec's pending goldens (its file name without .json; repeatable).", repeatable: true),
            .value(
                "appearance", "APPEARANCE", "Only this appearance (repeatable).", repeatable: true,
                allowed: Appearance.allCases.map(\.rawValue)),
            .value(
                "size", "SIZE", "Only this Dynamic Type size (repeatable).", repeatable: true,
                allowed: SizeCategory.allCases.map(\.rawValue)),
            .value("state", "STATE", "Only this state (repeatable).", repeatable: true, allowed: RenderState.allCases.map(\.rawValue)),
        ],
        discussion: """
            On a terminal, each pending golden is shown with its spec, case, why it is pending (the differing pixel
            count, or no golden yet), the findings in that case and the paths of the expected, diff and actual images,
            with the expected | diff | actual image itself where the terminal shows images (kitty's graphics protocol:
            TERM=xterm-kitty or KITTY_WINDOW_ID; iTerm2's inline images: TERM_PROGRAM=iTerm.app or WezTerm), else a
            command that opens them. Answer with one key, no Enter: a (accept), r (reject), s (skip), A (accept this
            one and the rest of its spec), q (quit: what was decided stays done) or ? (help).
            Without a terminal, pass --accept or --reject, or --accept-case and --reject-case with patterns
            (* ? [...]) matched against <spec>/<appearance>/<size>-<state> (and <spec>/voiceover[@<locale>]/<situation>
            for a pending transcript); the HTML report builds such a command line. Accepting renames the
            pending image over the golden and records it in manifest.json under the folder's lock; every pending image
            to accept is decoded before any is renamed, so one that is bad changes nothing. Rejecting deletes
            <size>-<state>.new.png and .new.json.
            A changed VoiceOver transcript (voiceover/<situation>.new.txt) is shown as a unified diff of the golden's
            lines and the new ones: beside the first pending image of the same spec, situation and locale, and decided
            with it, or on its own. Accepting renames it over the transcript golden; --accept and --reject decide it
            too (--spec and --state select it; --appearance and --size select images only), and so do --accept-case
            and --reject-case by its case (a pattern like <spec>/* matches the spec's images and transcripts).
            Exit status: 0 reviewed, or nothing pending; 2 bad input or usage (an unknown --spec, a pattern or
            filter that matches nothing, an unreadable pending golden).
            """)

    /// Whether standard input is a terminal a person answers at.
    let isInteractive: @Sendable () -> Bool

    init(isInteractive: @escaping @Sendable () -> Bool = { isatty(0) == 1 }) {
        self.isInteractive = isInteractive
    }

    func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        guard let directory = arguments.value("goldens") else {
            throw UsageError("missing '--goldens DIR': the goldens folder whose pending goldens to review", command: spec.name)
        }
        let decisions = ["accept", "reject"].filter(arguments.has) + ["accept-case", "reject-case"].filter(arguments.has)
        if arguments.has("accept") && arguments.has("reject") {
            throw UsageError(
                "'--accept' and '--reject' contradict each other; give one, or neither to be asked about each", command: spec.name)
        }
        if decisions.count > 1 && (arguments.has("accept") || arguments.has("reject")) {
            throw UsageError(
                "'--\(decisions[0])' decides for every pending golden selected, "
                    + "so '--\(decisions[1])' has nothing left to decide; give one", command: spec.name)
        }
        let store = GoldenStore(directory: directory)
        try store.requireFolder()
        let folder = PendingGoldens(store: store)
        let all = try folder.list()
        let transcripts = folder.transcripts()
        guard !all.isEmpty || !transcripts.isEmpty else {
            console.print(
                "nothing to review in \(directory): no pending goldens "
                    + "(a check writes <size>-<state>.new.png next to each golden that fails or is missing)")
            return .success
        }
        let (selected, chosenTranscripts) = try select(all, transcripts, arguments, directory: directory)
        if arguments.has("accept") || arguments.has("reject") {
            let accept = arguments.has("accept")
            // All or nothing: every pending golden is decoded before any becomes a golden.
            if accept { try folder.accept(selected) }
            for pending in selected {
                if !accept { try folder.reject(pending) }
                console.print("\(accept ? "accepted" : "rejected") \(folder.path(pending.golden))")
            }
            for transcript in chosenTranscripts {
                if accept { try folder.accept(transcript) } else { try folder.reject(transcript) }
                console.print("\(accept ? "accepted" : "rejected") \(folder.path(transcript.golden))")
            }
            let decided = selected.count + chosenTranscripts.count
            console.print(
                ReviewSession.summary(
                    accepted: accept ? decided : 0, rejected: accept ? 0 : decided, skipped: 0,
                    left: all.count + transcripts.count - decided))
            return .success
        }
        if arguments.has("accept-case") || arguments.has("reject-case") {
            let decisions = CaseDecisions(
                accept: arguments.values("accept-case"), reject: arguments.values("reject-case"),
                command: spec.name)
            let chosen = try decisions.choose(in: selected, transcripts: chosenTranscripts)
            // All or nothing: the images to accept are decoded before any is renamed or anything is deleted.
            try folder.accept(chosen.accepted)
            for pending in chosen.accepted { console.print("accepted \(folder.path(pending.golden))") }
            // A transcript is accepted and rejected as interactive review does: renamed over its golden, or deleted.
            for transcript in chosen.acceptedTranscripts {
                try folder.accept(transcript)
                console.print("accepted \(folder.path(transcript.golden))")
            }
            for pending in chosen.rejected {
                try folder.reject(pending)
                console.print("rejected \(folder.path(pending.golden))")
            }
            for transcript in chosen.rejectedTranscripts {
                try folder.reject(transcript)
                console.print("rejected \(folder.path(transcript.golden))")
            }
            let accepted = chosen.accepted.count + chosen.acceptedTranscripts.count
            console.print(
                ReviewSession.summary(
                    accepted: accepted, rejected: chosen.count - accepted, skipped: 0,
                    left: all.count + transcripts.count - chosen.count))
            return .success
        }
        guard isInteractive() else {
            for pending in selected { console.print(folder.path(pending.imageFile)) }
            for transcript in chosenTranscripts { console.print(folder.path(transcript.newFile)) }
            throw UsageError(
                "standard input is not a terminal, so there is no one to ask; pass --accept or --reject "
                    + "(with --spec, --appearance, --size or --state to choose), or --accept-case / --reject-case PATTERN",
                command: spec.name)
        }
        return try interact(selected, transcripts: chosenTranscripts, total: all.count, folder: folder, console: console)
    }

    /// Asks about `selected` at the terminal, one key per answer (a line per answer should the terminal's
    /// settings not change).
    func interact(
        _ selected: [PendingGolden], transcripts: [PendingTranscript] = [], total: Int, folder: PendingGoldens, console: Console
    ) throws -> ExitCode {
        // Images only to a terminal: redirected to a file, the escape sequences would be noise.
        let images = isatty(1) == 1 ? InlineImageProtocol.detect(console.environment) : nil
        let session = ReviewSession(folder: folder, console: console, images: images, columns: ReviewSession.terminalColumns())
        return try RawTerminal.withKeys { keys in
            if let keys {
                return try session.run(selected, transcripts: transcripts, total: total, singleKey: true) { keys.next().map(String.init) }
            }
            return try session.run(selected, transcripts: transcripts, total: total, singleKey: false) { readLine(strippingNewline: true) }
        }
    }

    /// The pending goldens that `--spec`, `--appearance`, `--size` and `--state` select (all without them), and the
    /// pending transcripts: of the specs given, their situation one of the `--state`s; none with `--appearance` or
    /// `--size` (a transcript holds every size, of the first appearance).
    private func select(
        _ all: [PendingGolden], _ transcripts: [PendingTranscript], _ arguments: ParsedArguments, directory: String
    ) throws -> ([PendingGolden], [PendingTranscript]) {
        let specs = arguments.values("spec").map { $0.hasSuffix(".json") ? String($0.dropLast(5)) : $0 }
        try requireKnown(specs, in: directory)
        let selected = all.filter { pending in
            (specs.isEmpty || specs.contains(pending.slug))
                && Self.matches(arguments.values("appearance"), pending.renderCase.appearance.rawValue)
                && Self.matches(arguments.values("size"), pending.renderCase.size.rawValue)
                && Self.matches(arguments.values("state"), pending.renderCase.state.rawValue)
        }
        let byCase = arguments.has("appearance") || arguments.has("size")
        let chosen = transcripts.filter { transcript in
            !byCase && (specs.isEmpty || specs.contains(transcript.slug))
                && Self.matches(arguments.values("state"), String(transcript.name.split(separator: "/").last ?? ""))
        }
        guard selected.isEmpty && chosen.isEmpty else { return (selected, chosen) }
        let filters = ["spec", "appearance", "size", "state"].flatMap { name in arguments.values(name).map { "--\(name) \($0)" } }
        let count = all.count + transcripts.count
        let which =
            count == 1
            ? "the one pending golden in '\(directory)' does not match"
            : "none of the \(count) pending goldens in '\(directory)' match"
        let names = all.map { String($0.golden.dropLast(4)) } + transcripts.map(\.name)
        throw UsageError("\(which) \(filters.joined(separator: " ")); pending: \(names.joined(separator: ", "))", command: spec.name)
    }

    private static func matches(_ wanted: [String], _ value: String) -> Bool {
        wanted.isEmpty || wanted.contains(value)
    }

    /// Every `--spec` must name a spec folder of the goldens.
    private func requireKnown(_ specs: [String], in directory: String) throws(UsageError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw UsageError(
                "cannot list the goldens folder '\(directory)' to find the --spec given (\(error.localizedDescription)); check --goldens",
                command: spec.name)
        }
        let known = names.filter { name in
            var isDirectory: ObjCBool = false
            return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: directory + "/" + name, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }.sorted()
        for name in specs where !known.contains(name) {
            let suggestion = Suggestion.closest(to: name, in: known).map { " (did you mean '\($0)'?)" } ?? ""
            throw UsageError(
                "no spec '\(name)' in '\(directory)'\(suggestion); --spec takes a spec's file name without .json, one of: \(known.joined(separator: ", "))",
                command: spec.name)
        }
    }
}
