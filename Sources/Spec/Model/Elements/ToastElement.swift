/// A toast or banner (format 2), such as "Couldn't save. Check your connection and try again." after a
/// failed submit: one message on an inverted rounded surface. Shown on an invalid submit unless its
/// `visibleIn` says otherwise.
package struct ToastElement: Sendable, Hashable {
    package let text: String
    /// Whether it is announced when it appears (iOS: a VoiceOver announcement; web: `role="alert"`).
    package let announced: Bool
    /// Explicit colours of its parts (`text`, `fill`).
    package let colors: PartColors

    package init(text: String, announced: Bool = false, colors: PartColors = .none) {
        self.text = text
        self.announced = announced
        self.colors = colors
    }
}
