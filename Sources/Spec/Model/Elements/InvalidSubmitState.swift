/// What happens when the button is pressed with invalid input: errors shown, focus moved, announcement made.
public struct InvalidSubmitState: Sendable, Hashable {
    /// Ids of the inline errors shown.
    public let errors: [String]
    /// The id of the element that receives accessibility focus.
    public let focus: String?
    /// What VoiceOver announces (UIAccessibility.post(.announcement)).
    public let announcement: String?

    public init(errors: [String], focus: String? = nil, announcement: String? = nil) {
        self.errors = errors
        self.focus = focus
        self.announcement = announcement
    }
}
