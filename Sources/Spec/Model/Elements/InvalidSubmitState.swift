/// What happens when the button is pressed with invalid input: errors shown, focus moved, announcement made.
package struct InvalidSubmitState: Sendable, Hashable {
    /// Ids of the inline errors shown.
    package let errors: [String]
    /// The id of the element that receives accessibility focus.
    package let focus: String?
    /// What VoiceOver announces (UIAccessibility.post(.announcement)).
    package let announcement: String?

    package init(errors: [String], focus: String? = nil, announcement: String? = nil) {
        self.errors = errors
        self.focus = focus
        self.announcement = announcement
    }
}
