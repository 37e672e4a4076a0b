import Foundation

/// When `assertGolden` writes a golden, as swift-snapshot-testing's record modes. The one switch is
/// the environment variable `BUTTONCHECK_RECORD` (`never`, `missing`, `failed`, `all`); without it
/// the mode is `missing`, or `never` when `CI=true`. Writing a golden still fails the test, so
/// every new or changed golden is reviewed before it is committed.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Compare only; a missing golden is a failure.
    case never
    /// Write goldens that do not exist yet.
    case missing
    /// Also rewrite goldens that differ, so a reviewed change is one run away.
    case failed
    /// Rewrite every golden whose content changed.
    case all

    public static let variable = "BUTTONCHECK_RECORD"

    /// The mode the environment asks for; an unknown value is an error naming the accepted ones.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws(GoldenAssertionError) -> RecordMode {
        if let value = environment[variable] {
            guard let mode = RecordMode(rawValue: value) else {
                throw GoldenAssertionError("\(variable)=\(value) is not a record mode; use one of \(allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return mode
        }
        return environment["CI"] == "true" ? .never : .missing
    }

    /// Whether a golden in this state is written.
    func writes(missing: Bool, differs: Bool) -> Bool {
        switch self {
        case .never: false
        case .missing: missing
        case .failed, .all: missing || differs
        }
    }
}
