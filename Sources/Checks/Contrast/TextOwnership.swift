import JSON
import Layout
import Spec

/// Which element a drawn text belongs to: parts of controls (a button's title, a field's label)
/// belong to their control, through the layout node's `owner`.
enum TextOwnership {
    /// The spec element's name in findings: its id, or its JSONPath.
    static func element(_ paint: MeasuredText, in input: CheckInput) -> String {
        CheckInput.name(input.element(paint.owner))
    }

    /// "The title of \"continue\"", "The text \"summary\"".
    static func describe(_ paint: MeasuredText, in input: CheckInput) -> String {
        let subject = LayoutLookup.describe(role: paint.role, owner: element(paint, in: input))
        return subject.prefix(1).uppercased() + subject.dropFirst()
    }
}
