import Spec

/// error.no-suggestion: an inline error whose text names no fix ("Invalid", "Error", "Required", "This
/// field is invalid"): it says something is wrong but not what to do (seed 002: what happened + what to
/// do; WCAG 3.3.3). The heuristic: the text contains none of its language's fix words and phrases
/// (imperative verbs such as "enter" or "choose", requirement phrases such as "at least"), as whole
/// words, ignoring case, in the language of the locale checked (the spec's source language, or a
/// locale it renders). A language without a list, and the pseudo-locale, are not judged. A warning by default: a heuristic can
/// miss a fix said another way, and a spec accepts that with a suppression and its reason.
package struct ErrorNoSuggestionRule: Rule {
    package let id = RuleID.errorNoSuggestion

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        guard let (language, words) = thresholds.words.lists(for: input.locale) else { return [] }
        return input.spec.content.allNodes.compactMap { node in
            guard case .inlineError(let error) = node.kind, CopyWords.firstMatch(of: words.fix, in: error.text) == nil else { return nil }
            let name = CheckInput.name(node)
            return Finding(
                rule: id, severity: .warning, file: input.spec.file, location: node.location, element: name,
                message:
                    "The inline error \"\(name)\" says \"\(Self.excerpt(error.text))\" and names no fix: people learn that something is wrong, not what to do.",
                fix: "Say what happened and what to do, such as \"Enter an email address like name@example.com.\"",
                details: ["language": language])
        }
    }

    /// The text as quoted in a message, at most 40 characters.
    static func excerpt(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(39)) + "…"
    }
}
