import Spec

/// A project's settings: thresholds, severities, rules turned off, and spec files left out of folders.
public struct CheckConfiguration: Sendable, Hashable {
    public var thresholds = Thresholds()
    /// Severity per rule; rules not listed take their default (`RuleInfo.defaultSeverity`: an error but for heuristics).
    public var severities: [RuleID: Severity] = [:]
    public var disabledRules: Set<RuleID> = []
    /// Globs of spec files to leave out of the folders given (`"exclude"`), as `--exclude` takes them.
    public var exclude: [String] = []
    /// `check --strict-suppressions`: an unused suppression is an error, not a warning.
    public var strictSuppressions = false
    /// The day suppressions' `until` dates are compared with, `YYYY-MM-DD`; nil for today (UTC).
    public var today: String?

    public init() {}

    public static let `default` = CheckConfiguration()

    public func severity(of rule: RuleID) -> Severity { severities[rule] ?? rule.info.defaultSeverity }
}
