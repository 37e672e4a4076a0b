/// An error message that belongs to a field, shown in the states listed (footnote unless format 2's
/// `style` says otherwise, in `color`, else the palette's systemRed).
package struct InlineErrorElement: Sendable, Hashable {
    /// The id of the field it explains.
    package let field: String
    package let text: String
    package let visibleIn: [RenderState]
    /// Web: the message is a live region with role="alert".
    package let alertRole: Bool
    /// The spec's own colour for the message; nil: systemRed from the spec's palette.
    package let color: Color?
    /// Format 2: its Dynamic Type style (seed 002: footnote, the default; `error.style` reports any other).
    package let style: TextStyle

    package init(
        field: String, text: String, visibleIn: [RenderState] = [.invalidSubmit], alertRole: Bool = false, color: Color? = nil,
        style: TextStyle = .footnote
    ) {
        self.field = field
        self.text = text
        self.visibleIn = visibleIn
        self.alertRole = alertRole
        self.color = color
        self.style = style
    }
}
