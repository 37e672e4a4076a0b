import JSON

/// A web field with `"ariaInvalid": true` must have an inline error that explains it (its `for`, or the field's
/// `describedBy`): aria-invalid alone makes screen readers say "invalid" without saying what is wrong or what to do
/// (WCAG 3.3.1 Error Identification asks for the error in text). Checked once the whole tree is known.
enum AriaInvalidCheck {
    static func check(_ content: Node, context: ReadContext) {
        let explained = Set(
            content.allNodes.compactMap { node -> String? in
                guard case .inlineError(let error) = node.kind else { return nil }
                return error.field
            })
        for node in content.allNodes {
            guard case .textField(let field) = node.kind, field.web.ariaInvalid == true,
                !(node.id.map(explained.contains) ?? false)
            else { continue }
            let name = node.id.map { "\"\(Excerpt.clipped($0))\"" } ?? "this field"
            context.error(
                "\"ariaInvalid\" marks \(name) invalid, but no inline error explains it, so screen readers say \"invalid\" and not what "
                    + "to do; add an inline error for it (\"for\", or the field's \"describedBy\"), or remove \"ariaInvalid\"",
                at: node.location, path: JSONPath(rawDescription: node.path).appending("ariaInvalid"))
        }
    }
}
