/// What a node is, in SwiftUI's vocabulary.
package indirect enum NodeKind: Sendable, Hashable {
    case vstack(VStackElement)
    case hstack(HStackElement)
    case zstack(ZStackElement)
    case grid(GridElement)
    case spacer(SpacerElement)
    case text(TextElement)
    case textField(TextFieldElement)
    case toggle(ToggleElement)
    case inlineError(InlineErrorElement)
    case button(ButtonElement)
    case section(SectionElement)
    case picker(PickerElement)
    case stepper(StepperElement)
    case errorSummary(ErrorSummaryElement)
    case toast(ToastElement)
    case datePicker(DatePickerElement)
    case requirementList(RequirementListElement)

    /// The node's type, without its content.
    package var type: NodeType {
        switch self {
        case .vstack: .vstack
        case .hstack: .hstack
        case .zstack: .zstack
        case .grid: .grid
        case .spacer: .spacer
        case .text: .text
        case .textField: .textField
        case .toggle: .toggle
        case .inlineError: .inlineError
        case .button: .button
        case .section: .section
        case .picker: .picker
        case .stepper: .stepper
        case .errorSummary: .errorSummary
        case .toast: .toast
        case .datePicker: .datePicker
        case .requirementList: .requirementList
        }
    }

    /// The `type` string used in specs and layout dumps.
    var typeName: String { type.rawValue }
}
