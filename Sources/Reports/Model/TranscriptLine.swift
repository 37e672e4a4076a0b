/// One swipe of a render's VoiceOver transcript: where focus lands (1 first), on which element, and
/// what is spoken there (label, value, traits), with the hint read after a pause when hints are on.
package struct TranscriptLine: Sendable, Hashable {
    package let index: Int
    /// The element's id (its JSONPath when it has none).
    package let element: String
    package let spoken: String
    package let hint: String?

    package init(index: Int, element: String, spoken: String, hint: String? = nil) {
        self.index = index
        self.element = element
        self.spoken = spoken
        self.hint = hint
    }
}
