import JSON

/// What VoiceOver announces on a state change (UIAccessibility.post(.announcement); on the web a live
/// region's text), declared by the control whose change triggers it.
package struct Announcement: Sendable, Hashable {
    package let trigger: AnnouncementTrigger
    package let text: String
    /// Where the announcement's object is written, and its JSONPath.
    package let location: SourceLocation
    package let path: String

    package init(trigger: AnnouncementTrigger, text: String, location: SourceLocation = .start, path: String = "$") {
        self.trigger = trigger
        self.text = text
        self.location = location
        self.path = path
    }
}
