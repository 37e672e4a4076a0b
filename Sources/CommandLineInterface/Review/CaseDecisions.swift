import Foundation
import Goldens
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `review --accept-case PATTERN` and `--reject-case PATTERN`: shell globs (`*`, `?`, `[...]`, `\` to quote)
/// matched against a pending golden's case, `<spec>/<appearance>/<size>-<state>` (its golden's path without
/// `.png`). Every pattern must match a pending golden, and no golden may be matched by both kinds.
struct CaseDecisions {
    let accept: [String]
    let reject: [String]
    let command: String

    init(accept: [String], reject: [String], command: String) {
        self.accept = accept
        self.reject = reject
        self.command = command
    }

    /// The case `pattern`s are matched against.
    static func name(_ pending: PendingGolden) -> String { String(pending.golden.dropLast(".png".count)) }

    /// The pending goldens to accept and to reject, in the order given; the rest stay pending.
    func choose(in pendings: [PendingGolden]) throws(UsageError) -> (accepted: [PendingGolden], rejected: [PendingGolden]) {
        for (option, patterns) in [("accept-case", accept), ("reject-case", reject)] {
            for pattern in patterns where !pendings.contains(where: { Self.matches(pattern, $0) }) {
                // Ten are enough to show the form; a corpus's change can leave thousands pending.
                let names = pendings.map(Self.name)
                let cases = names.prefix(10).joined(separator: ", ") + (names.count > 10 ? ", … (\(names.count) in all)" : "")
                throw UsageError(
                    "'--\(option) \(pattern)' matches no pending golden (nothing was changed); "
                        + "the cases are <spec>/<appearance>/<size>-<state>: \(cases)", command: command)
            }
        }
        let accepted = pendings.filter { pending in accept.contains { Self.matches($0, pending) } }
        let rejected = pendings.filter { pending in reject.contains { Self.matches($0, pending) } }
        if let both = accepted.first(where: { pending in rejected.contains { $0.golden == pending.golden } }) {
            throw UsageError(
                "'\(Self.name(both))' is matched by both --accept-case and --reject-case (nothing was changed); "
                    + "make the patterns narrower", command: command)
        }
        return (accepted, rejected)
    }

    private static func matches(_ pattern: String, _ pending: PendingGolden) -> Bool {
        fnmatch(pattern, name(pending), 0) == 0
    }
}
