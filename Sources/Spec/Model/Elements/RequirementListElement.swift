/// Live requirement rows under a field (format 2), as a multi-field sign-up shows its password rules:
/// each row an indicator and its text (footnote), met or unmet per state. Seed 002 allows them ("Live
/// requirement rows (checkmarks) are fine for multi-field sign-up"); their text is checked by
/// `contrast.text`, their indicators by `contrast.non-text`, and telling met from unmet by colour alone
/// by `requirement.color-only`.
package struct RequirementListElement: Sendable, Hashable {
    /// The id of the field the requirements are for.
    package let field: String
    package let items: [RequirementItem]
    package let indicator: RequirementIndicator
    /// Explicit colours of its parts (`met`, `unmet`: the indicators; `text`).
    package let colors: PartColors

    package init(field: String, items: [RequirementItem], indicator: RequirementIndicator = .symbols, colors: PartColors = .none) {
        self.field = field
        self.items = items
        self.indicator = indicator
        self.colors = colors
    }
}
