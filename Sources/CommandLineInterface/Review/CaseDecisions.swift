import Foundation
import Goldens
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `review --accept-case PATTERN` and `--reject-case PATTERN`: shell globs (`*`, `?`, `[...]`, `\` to quote)
/// matched against a pending golden's case, `<spec>/<appearance>/<size>-<state>` (its golden's path without
/// `.png`), and against a pending VoiceOver transcript's, `<spec>/voiceover[@<locale>]/<situation>` (its golden's
/// path without `.txt`). Every pattern must match a pending golden or transcript, and none may be matched by both kinds.
struct CaseDecisions {
    let accept: [String]
    let reject: [String]
    let command: String

    init(accept: [String], reject: [String], command: String) {
        self.accept = accept
        self.reject = reject
        self.command = command
    }

    /// What was chosen: the pending images and transcripts to accept and to reject, each in the order given.
    struct Choice: Equatable {
        var accepted: [PendingGolden] = []
        var rejected: [PendingGolden] = []
        var acceptedTranscripts: [PendingTranscript] = []
        var rejectedTranscripts: [PendingTranscript] = []

        /// How many pending goldens (images and transcripts) were decided.
        var count: Int { accepted.count + rejected.count + acceptedTranscripts.count + rejectedTranscripts.count }
    }

    /// The case `pattern`s are matched against.
    static func name(_ pending: PendingGolden) -> String { String(pending.golden.dropLast(".png".count)) }

    /// The pending images and transcripts to accept and to reject, in the order given; the rest stay pending.
    func choose(in pendings: [PendingGolden], transcripts: [PendingTranscript]) throws(UsageError) -> Choice {
        let names = pendings.map(Self.name) + transcripts.map(\.name)
        for (option, patterns) in [("accept-case", accept), ("reject-case", reject)] {
            for pattern in patterns where !names.contains(where: { Self.matches(pattern, $0) }) {
                // Ten are enough to show the form; a corpus's change can leave thousands pending.
                let cases = names.prefix(10).joined(separator: ", ") + (names.count > 10 ? ", … (\(names.count) in all)" : "")
                let forms =
                    (pendings.isEmpty && !transcripts.isEmpty ? [] : ["<spec>/<appearance>/<size>-<state>"])
                    + (transcripts.isEmpty ? [] : ["<spec>/voiceover[@<locale>]/<situation>"])
                throw UsageError(
                    "'--\(option) \(pattern)' matches no pending golden (nothing was changed); "
                        + "the cases are \(forms.joined(separator: " and ")): \(cases)", command: command)
            }
        }
        var choice = Choice()
        choice.accepted = pendings.filter { pending in accept.contains { Self.matches($0, Self.name(pending)) } }
        choice.rejected = pendings.filter { pending in reject.contains { Self.matches($0, Self.name(pending)) } }
        choice.acceptedTranscripts = transcripts.filter { transcript in accept.contains { Self.matches($0, transcript.name) } }
        choice.rejectedTranscripts = transcripts.filter { transcript in reject.contains { Self.matches($0, transcript.name) } }
        let both =
            choice.accepted.map(Self.name).filter(Set(choice.rejected.map(Self.name)).contains)
            + choice.acceptedTranscripts.map(\.name).filter(Set(choice.rejectedTranscripts.map(\.name)).contains)
        if let both = both.first {
            throw UsageError(
                "'\(both)' is matched by both --accept-case and --reject-case (nothing was changed); "
                    + "make the patterns narrower", command: command)
        }
        return choice
    }

    private static func matches(_ pattern: String, _ name: String) -> Bool {
        fnmatch(pattern, name, 0) == 0
    }
}
