/// A form-level error summary (format 2): a banner at the top of a form that says what went wrong
/// and lists the errors, each a link to its field (iOS: a banner or section whose rows move focus
/// to the field; web: a `role="alert"` region of links). Shown on an invalid submit unless its
/// `visibleIn` says otherwise.
package struct ErrorSummaryElement: Sendable, Hashable {
    /// The heading, such as "Fix 2 problems to continue".
    package let title: String
    /// The ids of the inline errors it links, in the order listed; each link shows its error's text.
    package let errors: [String]
    /// Whether it is announced when it appears (iOS: a VoiceOver announcement or screen change with
    /// the summary; web: `role="alert"`).
    package let announced: Bool
    /// Explicit colours of its parts (`title`, `link`, `fill`, `border`).
    package let colors: PartColors

    package init(title: String, errors: [String], announced: Bool = false, colors: PartColors = .none) {
        self.title = title
        self.errors = errors
        self.announced = announced
        self.colors = colors
    }
}
