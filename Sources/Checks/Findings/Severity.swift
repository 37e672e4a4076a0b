/// How much a finding matters. `error` fails the run (exit 1); `warning` and `note` are reported.
public enum Severity: String, CaseIterable, Sendable, Hashable, Comparable {
    case error, warning, note

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
