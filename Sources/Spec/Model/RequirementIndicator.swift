/// How a requirement list tells a met requirement from an unmet one: `symbols` draws a check mark for
/// a met one and an x mark for an unmet one (in their colours); `colorOnly` draws the same check mark
/// in both, told apart by colour alone (`requirement.color-only`).
package enum RequirementIndicator: String, CaseIterable, Sendable, Hashable {
    case symbols
    case colorOnly
}
