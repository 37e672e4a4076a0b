import Spec

/// field.required-unmarked: a required text field with no visible marker (a required indicator
/// drawn in its label) and no requirement text. On the web a field with `ariaRequired: true` is
/// required too: aria-required is the spoken half of the marking (screen readers say "required"),
/// but it draws nothing, so a field marked only by it is still reported, for its visible half.
package struct FieldRequiredUnmarkedRule: Rule {
    package let id = RuleID.fieldRequiredUnmarked

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        input.spec.content.allNodes.compactMap { node in
            guard case .textField(let field) = node.kind, field.required || field.web.ariaRequired == true,
                field.requirementText == nil
            else { return nil }
            let hasIndicator = !LayoutLookup.isBlank(field.requiredIndicator)
            // The indicator is drawn after the label, so a field without a label never shows it.
            guard !hasIndicator || LayoutLookup.isBlank(field.label) else { return nil }
            let name = CheckInput.name(node)
            var message =
                hasIndicator
                ? "The required field \"\(name)\" has a required indicator but no label to draw it in, and no requirement text."
                : "The required field \"\(name)\" has no visible required marker and no requirement text."
            if field.web.ariaRequired == true {
                message += " Its aria-required=\"true\" tells screen reader users, but draws nothing, so sighted people are not told."
            }
            return Finding(
                rule: id, file: input.spec.file, location: node.location, element: name,
                message: message,
                fix: "Mark \"\(name)\" as required in its label (for example \"*\" explained once) or name a visible requirement text.")
        }
    }
}
