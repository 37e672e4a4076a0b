import Foundation

/// When `assertGolden` writes a golden, as swift-snapshot-testing's record modes: set with the
/// environment variable `BUTTONCHECK_RECORD` (`never`, `missing`, `failed`, `all`). The default is
/// `missing`, or `never` when `CI=true`. Writing a golden still fails the test, so every new or
/// changed golden is reviewed before it is committed.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Compare only; a missing golden is a failure.
    case never
    /// Write goldens that do not exist yet.
    case missing
    /// Also rewrite goldens that fail, so a reviewed change is one run away.
    case failed
    /// Rewrite every golden, passing or not.
    case all

    public static let variable = "BUTTONCHECK_RECORD"

    /// The mode the environment asks for. An unknown value is a programming error of the person
    /// running the tests, so it stops the run with the accepted values rather than guessing.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> RecordMode {
        if let value = environment[variable] {
            guard let mode = RecordMode(rawValue: value) else {
                fatalError("\(variable)=\(value) is not a record mode; use one of \(allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return mode
        }
        return environment["CI"] == "true" ? .never : .missing
    }

    func writes(missing: Bool, failed: Bool) -> Bool {
        switch self {
        case .never: false
        case .missing: missing
        case .failed: missing || failed
        case .all: true
        }
    }
}
