import Foundation
import Goldens
import Spec
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `buttoncheck review --goldens DIR`: walks the pending goldens a check wrote (`….new.png` next to
/// a golden that failed or was missing). On a terminal it asks about each one (accept, reject, skip,
/// accept all of the spec, quit); `--accept` and `--reject` decide for every one selected by `--spec`,
/// `--appearance`, `--size` and `--state` without asking. Accepting records the golden and its manifest
/// entry; rejecting deletes the pending files. Exit 0 when reviewed, 2 for bad input or usage.
struct ReviewCommand: Command {
    let spec = CommandSpec(
        name: "review",
        abstract: "Accept or reject the pending goldens a check wrote (<size>-<state>.new.png).",
        positionalUsage: "", minimumPositionals: 0, maximumPositionals: 0,
        options: [
            OptionSpec.value("goldens", "DIR", "The goldens folder the check compared with.", required: true),
            .flag("accept", "Accept every pending golden selected, without asking: each becomes the golden, recorded in the manifest."),
            .flag("reject", "Reject every pending golden selected, without asking: its pending files are deleted."),
            .value("spec", "NAME", "Only this spec's pending goldens (its file name without .json; repeatable).", repeatable: true),
            .value("appearance", "APPEARANCE", "Only this appearance (repeatable).", repeatable: true, allowed: Appearance.allCases.map(\.rawValue)),
            .value("size", "SIZE", "Only this Dynamic Type size (repeatable).", repeatable: true, allowed: SizeCategory.allCases.map(\.rawValue)),
            .value("state", "STATE", "Only this state (repeatable).", repeatable: true, allowed: RenderState.allCases.map(\.rawValue)),
        ],
        discussion: """
            On a terminal, each pending golden is shown with its spec, case, why it is pending (the differing pixel
            count, or no golden yet), the findings in that case and the paths of the expected, diff and actual images;
            answer a (accept), r (reject), s (skip), A (accept this one and the rest of its spec) or q (quit).
            Without a terminal, pass --accept or --reject. Accepting renames the pending image over the golden and
            records it in manifest.json under the folder's lock; --accept decodes every pending image selected
            before it renames any, so one that is bad changes nothing. Rejecting deletes <size>-<state>.new.png
            and .new.json.
            Exit status: 0 reviewed, 2 bad input or usage (no pending goldens, an unknown --spec, an unreadable
            pending golden).
            """)

    /// Reads one answer (a line without its newline); nil at the end of input.
    let readAnswer: @Sendable () -> String?
    /// Whether standard input is a terminal a person answers at.
    let isInteractive: @Sendable () -> Bool

    init(readAnswer: @escaping @Sendable () -> String? = { readLine(strippingNewline: true) },
         isInteractive: @escaping @Sendable () -> Bool = { isatty(0) == 1 }) {
        self.readAnswer = readAnswer
        self.isInteractive = isInteractive
    }

    func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        guard let directory = arguments.value("goldens") else {
            throw UsageError("missing '--goldens DIR': the goldens folder whose pending goldens to review", command: spec.name)
        }
        if arguments.has("accept") && arguments.has("reject") {
            throw UsageError("'--accept' and '--reject' contradict each other; give one, or neither to be asked about each", command: spec.name)
        }
        let store = GoldenStore(directory: directory)
        try store.requireFolder()
        let folder = PendingGoldens(store: store)
        let all = try folder.list()
        guard !all.isEmpty else {
            throw UsageError("no pending goldens in '\(directory)'; 'buttoncheck check --goldens \(directory)' writes one (<size>-<state>.new.png) next to each golden that fails or is missing", command: spec.name)
        }
        let specs = arguments.values("spec").map { $0.hasSuffix(".json") ? String($0.dropLast(5)) : $0 }
        try requireKnown(specs, in: directory)
        let selected = all.filter { pending in
            (specs.isEmpty || specs.contains(pending.slug))
                && Self.matches(arguments.values("appearance"), pending.renderCase.appearance.rawValue)
                && Self.matches(arguments.values("size"), pending.renderCase.size.rawValue)
                && Self.matches(arguments.values("state"), pending.renderCase.state.rawValue)
        }
        guard !selected.isEmpty else {
            let filters = ["spec", "appearance", "size", "state"].flatMap { name in arguments.values(name).map { "--\(name) \($0)" } }
            let which = all.count == 1 ? "the one pending golden in '\(directory)' does not match" : "none of the \(all.count) pending goldens in '\(directory)' match"
            throw UsageError("\(which) \(filters.joined(separator: " ")); pending: \(all.map { String($0.golden.dropLast(4)) }.joined(separator: ", "))", command: spec.name)
        }
        if arguments.has("accept") || arguments.has("reject") {
            let accept = arguments.has("accept")
            // All or nothing: every pending golden is decoded before any becomes a golden.
            if accept { try folder.accept(selected) }
            for pending in selected {
                if !accept { try folder.reject(pending) }
                console.print("\(accept ? "accepted" : "rejected") \(folder.path(pending.golden))")
            }
            console.print(summary(accepted: accept ? selected.count : 0, rejected: accept ? 0 : selected.count, skipped: 0,
                                  left: all.count - selected.count))
            return .success
        }
        guard isInteractive() else {
            for pending in selected { console.print(folder.path(pending.imageFile)) }
            throw UsageError("standard input is not a terminal, so there is no one to ask; pass --accept or --reject (with --spec, --appearance, --size or --state to choose)", command: spec.name)
        }
        return try interact(selected, total: all.count, folder: folder, console: console)
    }

    private func interact(_ selected: [PendingGolden], total: Int, folder: PendingGoldens, console: Console) throws -> ExitCode {
        console.print("\(selected.count) pending golden\(selected.count == 1 ? "" : "s") to review in \(folder.store.directory)")
        var accepted = 0, rejected = 0, skipped = 0
        var acceptAll: Set<String> = []
        var index = 0
        loop: while index < selected.count {
            let pending = selected[index]
            console.print("")
            console.print(Self.describe(pending, number: index + 1, of: selected.count, folder: folder))
            var answer: String
            if acceptAll.contains(pending.slug) {
                answer = "a"
            } else {
                console.writeOutput("accept (a), reject (r), skip (s), accept all of \(pending.slug) (A), quit (q)? ")
                guard let line = readAnswer() else { break loop }
                answer = line.trimmingCharacters(in: .whitespaces)
            }
            switch answer {
            case "a", "accept":
                try folder.accept(pending)
                accepted += 1
                console.print("accepted \(folder.path(pending.golden))")
            case "A":
                acceptAll.insert(pending.slug)
                continue loop
            case "r", "reject":
                try folder.reject(pending)
                rejected += 1
                console.print("rejected: deleted \(folder.path(pending.imageFile))")
            case "s", "skip", "":
                skipped += 1
                console.print("skipped")
            case "q", "quit":
                break loop
            default:
                console.print("unknown answer '\(answer)'; type a, r, s, A or q")
                continue loop
            }
            index += 1
        }
        skipped += selected.count - index
        console.print("")
        console.print(summary(accepted: accepted, rejected: rejected, skipped: skipped, left: total - selected.count))
        return .success
    }

    /// What a reviewer needs to decide: the spec, the case, why it is pending, the findings there and
    /// the three images.
    static func describe(_ pending: PendingGolden, number: Int, of count: Int, folder: PendingGoldens) -> String {
        let renderCase = pending.renderCase
        let why: String
        switch pending.reason {
        case .missing:
            why = "missing: there is no golden yet"
        case .failed:
            if let mismatched = pending.mismatched, let total = pending.total {
                why = "failed: \(mismatched) of \(total) pixels differ (\(String(format: "%.2f", Double(mismatched) / Double(max(total, 1)) * 100))%)"
            } else {
                why = "failed: \(pending.message)"
            }
        }
        let rows: [(String, String)] = [
            ("case", "\(renderCase.appearance.rawValue) · \(renderCase.size.rawValue) · \(renderCase.state.rawValue)"),
            ("golden", why),
            ("findings", pending.findings.isEmpty ? "none in this case" : pending.findings.joined(separator: ", ")),
            ("expected", pending.reason == .missing ? "(none)" : folder.path(pending.golden)),
            ("diff", pending.diffImage ?? "(none; check with --out DIR writes an expected | diff | actual image)"),
            ("actual", folder.path(pending.imageFile)),
        ]
        return (["[\(number)/\(count)] \(pending.slug): \(pending.specName) (\(pending.specFile))"]
            + rows.map { "  " + $0.0.padding(toLength: 10, withPad: " ", startingAt: 0) + $0.1 }).joined(separator: "\n")
    }

    private func summary(accepted: Int, rejected: Int, skipped: Int, left: Int) -> String {
        let remaining = skipped + left
        return "accepted \(accepted), rejected \(rejected), skipped \(skipped); \(remaining) pending golden\(remaining == 1 ? "" : "s") left"
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
            throw UsageError("cannot list the goldens folder '\(directory)' to find the --spec given (\(error.localizedDescription)); check --goldens", command: spec.name)
        }
        let known = names.filter { name in
            var isDirectory: ObjCBool = false
            return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: directory + "/" + name, isDirectory: &isDirectory) && isDirectory.boolValue
        }.sorted()
        for name in specs where !known.contains(name) {
            let suggestion = Suggestion.closest(to: name, in: known).map { " (did you mean '\($0)'?)" } ?? ""
            throw UsageError("no spec '\(name)' in '\(directory)'\(suggestion); --spec takes a spec's file name without .json, one of: \(known.joined(separator: ", "))", command: spec.name)
        }
    }
}
