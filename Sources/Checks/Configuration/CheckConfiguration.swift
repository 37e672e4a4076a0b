import Spec

/// A project's settings for the rules: thresholds, severities, and rules turned off.
public struct CheckConfiguration: Sendable, Hashable {
    public var thresholds = Thresholds()
    /// Severity per rule; rules not listed take their default (`RuleInfo.defaultSeverity`: an error but for heuristics).
    public var severities: [RuleID: Severity] = [:]
    public var disabledRules: Set<RuleID> = []

    public init() {}

    public static let `default` = CheckConfiguration()

    public func severity(of rule: RuleID) -> Severity { severities[rule] ?? rule.info.defaultSeverity }
}
