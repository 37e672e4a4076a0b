/// An error message that belongs to a field, shown in the states listed (footnote, systemRed).
public struct InlineErrorElement: Sendable, Hashable, Codable {
    /// The id of the field it explains.
    public let field: String
    public let text: String
    public let visibleIn: [RenderState]
    /// Web: the message is a live region with role="alert".
    public let alertRole: Bool

    public init(field: String, text: String, visibleIn: [RenderState] = [.invalidSubmit], alertRole: Bool = false) {
        self.field = field
        self.text = text
        self.visibleIn = visibleIn
        self.alertRole = alertRole
    }
}
