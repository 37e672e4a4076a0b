/// An error message that belongs to a field, shown in the states listed (footnote, in `color`, else
/// the palette's systemRed).
package struct InlineErrorElement: Sendable, Hashable {
    /// The id of the field it explains.
    package let field: String
    package let text: String
    package let visibleIn: [RenderState]
    /// Web: the message is a live region with role="alert".
    package let alertRole: Bool
    /// The spec's own colour for the message; nil: systemRed from the spec's palette.
    package let color: Color?

    package init(field: String, text: String, visibleIn: [RenderState] = [.invalidSubmit], alertRole: Bool = false, color: Color? = nil) {
        self.field = field
        self.text = text
        self.visibleIn = visibleIn
        self.alertRole = alertRole
        self.color = color
    }
}
