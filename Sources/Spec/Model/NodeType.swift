/// A node's `type` in specs and layout dumps, without its content: what a layout node records of
/// the spec element it draws.
package enum NodeType: String, CaseIterable, Sendable, Hashable {
    case vstack, hstack, zstack, spacer, text, textField, toggle, inlineError, button, section, picker, stepper, errorSummary, toast,
        datePicker, requirementList, grid
}
