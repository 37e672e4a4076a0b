import Spec

/// What a rule is for, in words reports show: SARIF rule metadata, HTML headings, help text.
public struct RuleInfo: Sendable, Hashable {
    public let id: RuleID
    /// A short name: "Disabled with no visible reason".
    public let title: String
    /// What the rule checks, in one or two sentences.
    public let description: String
    /// How to fix what it finds, in general.
    public let help: String
    /// WCAG success criteria the rule relates to, as "1.4.3" with its Understanding page.
    public let criteria: [(number: String, url: String)]
    /// True when a smaller measured value is worse (contrast ratios); false when larger is worse.
    public let lowerIsWorse: Bool

    public static func == (lhs: RuleInfo, rhs: RuleInfo) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
