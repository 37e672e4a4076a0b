import JSON

/// What VoiceOver announces on a state change (UIAccessibility.post(.announcement); on the web a live
/// region's text), declared by the control whose change triggers it.
package struct Announcement: Sendable, Hashable {
    package let trigger: AnnouncementTrigger
    package let text: String
    /// How it interrupts (format 2's `politeness`: aria-live's polite or assertive; on iOS the announcement's
    /// priority); nil when the spec leaves it out (polite).
    package let politeness: Politeness?
    /// Where the announcement's object is written, and its JSONPath.
    package let location: SourceLocation
    package let path: String

    package init(
        trigger: AnnouncementTrigger, text: String, politeness: Politeness? = nil, location: SourceLocation = .start, path: String = "$"
    ) {
        self.trigger = trigger
        self.text = text
        self.politeness = politeness
        self.location = location
        self.path = path
    }
}
