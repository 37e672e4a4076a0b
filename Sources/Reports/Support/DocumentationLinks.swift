/// Where the documentation lives on the web: the one place reports take its addresses from.
package enum DocumentationLinks {
    /// The folder of the rule pages, one Markdown page per rule id (`docs/rules/<rule-id>.md`).
    package static let rules = "https://github.com/buttoncheck/buttoncheck/blob/main/docs/rules/"

    /// The page of a rule (a `RuleID`'s raw value, or a golden rule's id such as `golden.changed`).
    package static func rule(_ id: String) -> String { rules + id + ".md" }
}
