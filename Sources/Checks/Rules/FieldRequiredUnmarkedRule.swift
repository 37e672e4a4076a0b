import Spec

/// field.required-unmarked: a required text field with no visible marker (a required indicator
/// drawn in its label) and no requirement text.
package struct FieldRequiredUnmarkedRule: Rule {
    package let id = RuleID.fieldRequiredUnmarked

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        input.spec.content.allNodes.compactMap { node in
            guard case .textField(let field) = node.kind, field.required, field.requirementText == nil else { return nil }
            let hasIndicator = !LayoutLookup.isBlank(field.requiredIndicator)
            // The indicator is drawn after the label, so a field without a label never shows it.
            guard !hasIndicator || LayoutLookup.isBlank(field.label) else { return nil }
            let name = CheckInput.name(node)
            let message = hasIndicator
                ? "The required field \"\(name)\" has a required indicator but no label to draw it in, and no requirement text."
                : "The required field \"\(name)\" has no visible required marker and no requirement text."
            return Finding(
                rule: id, file: input.spec.file, location: node.location, element: name,
                message: message,
                fix: "Mark \"\(name)\" as required in its label (for example \"*\" explained once) or name a visible requirement text.")
        }
    }
}
