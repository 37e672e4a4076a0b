/// A finding the spec's authors have accepted, and why. Suppressed findings are still listed.
public struct Suppression: Sendable, Hashable {
    public let rule: RuleID
    /// The element it applies to; nil for the whole spec.
    public let element: String?
    public let reason: String

    public init(rule: RuleID, element: String?, reason: String) {
        self.rule = rule
        self.element = element
        self.reason = reason
    }
}
