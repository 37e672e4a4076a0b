import Layout

/// Which element a drawn text belongs to: parts of controls (`continue.title`, `email.label`)
/// belong to their control.
enum TextOwnership {
    static let partSuffixes = [".title", ".label", ".placeholder", ".value"]

    /// The spec element's id (or JSONPath).
    static func element(_ paint: MeasuredText) -> String {
        guard let id = paint.nodeID else { return paint.sourcePath }
        for suffix in partSuffixes where id.hasSuffix(suffix) { return String(id.dropLast(suffix.count)) }
        return id
    }

    /// "The title of \"continue\"", "The text \"summary\"".
    static func describe(_ paint: MeasuredText) -> String {
        let owner = element(paint)
        switch paint.kind {
        case "title", "label", "placeholder", "value": return "The \(paint.kind) of \"\(owner)\""
        case "inlineError": return "The error \"\(owner)\""
        default: return "The text \"\(owner)\""
        }
    }

    static func isDisabledButtonTitle(_ paint: MeasuredText, in tree: LayoutTree) -> Bool {
        guard paint.kind == "title", let node = tree.root.node(withID: element(paint)), case .button(let button) = node.element else { return false }
        return button.isDisabled
    }
}
