/// A finding the spec's authors have accepted, and why. Suppressed findings are still listed.
package struct Suppression: Sendable, Hashable {
    package let rule: RuleID
    /// The element it applies to; nil for the whole spec.
    package let element: String?
    package let reason: String

    package init(rule: RuleID, element: String?, reason: String) {
        self.rule = rule
        self.element = element
        self.reason = reason
    }
}
