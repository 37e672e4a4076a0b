/// When VoiceOver hears an announcement a control declares (format 2's `announcements`): on every
/// keystroke in a field, on any change of its input (a toggle flipped, a field's value changed), when
/// the form is submitted, when a submit fails validation, when loading starts and when it ends, and
/// (`afterTypingStops`) once people pause typing in a field: a debounced announcement, which does not
/// talk over their typing.
package enum AnnouncementTrigger: String, CaseIterable, Sendable, Hashable {
    case keystroke
    case input
    case submit
    case invalidSubmit
    case loading
    case loadingFinished
    case afterTypingStops

    /// Transitions that happen while people type or change a value: an announcement on one of them
    /// talks over their input (seed 000's "What we don't do").
    package var isWhileEditing: Bool { self == .keystroke || self == .input }
}
