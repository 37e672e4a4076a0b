import Foundation
@_exported import enum Goldens.RecordMode

/// `assertGolden` writes goldens as the product's `RecordMode` says, as swift-snapshot-testing's record
/// modes. The one switch is the environment variable `BUTTONCHECK_RECORD` (`never`, `missing`, `failed`,
/// `all`); without it the mode is the product's default: `never` under CI, `missing` elsewhere.
/// Writing a golden still fails the test, so every new or changed golden is reviewed before it is committed.
extension RecordMode {
    public static let variable = "BUTTONCHECK_RECORD"

    /// The mode the environment asks for; an unknown value is an error naming the accepted ones.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws(GoldenAssertionError)
        -> RecordMode
    {
        if let value = environment[variable] {
            guard let mode = RecordMode(rawValue: value) else {
                throw GoldenAssertionError(
                    "\(variable)=\(value) is not a record mode; use one of \(allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return mode
        }
        return .default(environment: environment)
    }

    /// Whether a golden in this state is written (`all` rewrites only goldens whose content changed).
    func writes(missing: Bool, differs: Bool) -> Bool {
        switch self {
        case .never: false
        case .missing: missing
        case .failed, .all: missing || differs
        }
    }
}
