/// A part of a control, laid out as a node of its own under the control's node.
package enum LayoutPart: String, CaseIterable, Sendable, Hashable {
    /// A button's title.
    case title
    /// A text field's or a toggle's label.
    case label
    /// A text field's rounded box.
    case box
    /// A text field's placeholder, or its value (one of them is shown).
    case placeholder
    case value
    /// A loading button's activity indicator.
    case spinner
    /// A toggle's switch or checkbox.
    case control
    /// A section's header and footer texts, its inset rounded surface holding the rows, and the
    /// hairline between two rows.
    case header
    case footer
    case rows
    case separator
    /// A segmented picker's segment (its target: its column of the picker's row), the thumb under
    /// the selected one; a stepper's − and + buttons (their targets) and the symbols drawn on them.
    case segment
    case thumb
    case decrement
    case increment
    case symbol
    /// An inline picker's option row (a target).
    case option
    /// An error summary's links (each an error's text) and the underline under each line of a link.
    case link
    case underline
    /// A requirement list's row (its indicator and its text) and the indicator: a check mark or an x mark.
    case requirement
    case indicator
    /// A web control's `:focus-visible` ring, drawn in the `focused` state.
    case focusRing

    /// Whether the part is text a person reads (and is named in messages as "the title of …").
    package var isText: Bool {
        switch self {
        case .title, .label, .placeholder, .value, .header, .footer, .symbol, .link: true
        case .box, .spinner, .control, .rows, .separator, .segment, .thumb, .decrement, .increment, .underline, .option, .requirement,
            .indicator, .focusRing:
            false
        }
    }
}
