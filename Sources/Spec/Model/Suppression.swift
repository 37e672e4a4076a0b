import JSON

/// A finding the spec's authors have accepted, and why. Suppressed findings are still listed.
/// A suppression may pin what it accepts (`pin`): a finding outside the pin is not suppressed.
package struct Suppression: Sendable, Hashable {
    package let rule: RuleID
    /// The element it applies to; nil for the whole spec.
    package let element: String?
    package let reason: String
    /// What exactly it accepts; empty (everything of its rule and element) when nothing is pinned.
    package var pin: SuppressionPin
    /// Where it is written in the spec, and its JSONPath (`$.suppressions[0]`), for the findings about it.
    package var location: SourceLocation
    package var path: String

    package init(
        rule: RuleID, element: String?, reason: String, pin: SuppressionPin = SuppressionPin(),
        location: SourceLocation = .start, path: String = "$.suppressions"
    ) {
        self.rule = rule
        self.element = element
        self.reason = reason
        self.pin = pin
        self.location = location
        self.path = path
    }
}
