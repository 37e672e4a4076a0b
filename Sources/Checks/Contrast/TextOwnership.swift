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

    /// Text a disabled control draws: a disabled button's title, or the label or value of a text field
    /// or toggle, a picker's segment titles or a stepper's label and − / + that declares `disabled`, in the
    /// disabled render. `contrast.disabled` checks it, not `contrast.text`.
    static func isDisabledText(_ paint: MeasuredText, in item: RenderedCase, input: CheckInput) -> Bool {
        if isDisabledButtonTitle(paint, in: item.tree) { return true }
        let owner = input.element(paint.owner)
        // In a scenario's render, only the controls it disables draw disabled.
        let disabledHere = input.spec.scenario(named: item.scenario).map { $0.isDisabled(owner) } ?? (item.state == .disabled)
        guard disabledHere, case .part(let part) = paint.role, part.isText || part == .symbol else { return false }
        switch owner.kind {
        case .textField(let field): return field.disabled != nil && (part == .label || part == .value)
        case .toggle(let toggle): return toggle.disabled != nil && part == .label
        case .picker(let picker): return picker.disabled != nil && part == .title
        case .stepper(let stepper): return stepper.disabled != nil && (part == .label || part == .symbol)
        default: return false
        }
    }

    static func isDisabledButtonTitle(_ paint: MeasuredText, in tree: LayoutTree) -> Bool {
        guard paint.role == .part(.title), let node = tree.root.elementNode(paint.owner), case .button(let button) = node.element else { return false }
        return button.isDisabled
    }
}
