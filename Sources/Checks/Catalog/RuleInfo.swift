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
    /// WCAG success criteria the rule relates to, as "1.4.3" with its Understanding page and, where
    /// the rule applies it only in part, what the criterion itself asks ("AAA: 44×44 CSS px").
    public let criteria: [(number: String, url: String, says: String?)]
    /// True when a smaller measured value is worse (contrast ratios); false when larger is worse.
    public let lowerIsWorse: Bool
    /// Other sources the rule follows (Apple's Human Interface Guidelines), with what they say.
    public var sources: [(name: String, url: String)] = []
    /// The severity its findings take unless the project's configuration says otherwise.
    public var defaultSeverity: Severity = .error

    /// Every citation, sources first, each as link text and address: "Apple HIG: …", "WCAG 2.2 SC 2.5.5 (AAA: …)".
    public var citations: [(text: String, url: String)] {
        sources.map { (text: $0.name, url: $0.url) }
            + criteria.map { (text: "WCAG 2.2 SC \($0.number)" + ($0.says.map { " (\($0))" } ?? ""), url: $0.url) }
    }

    public static func == (lhs: RuleInfo, rhs: RuleInfo) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
