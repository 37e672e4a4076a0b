/// One line of a testing evidence record: under a check profile (VoiceOver; Larger Text, AX5), a task,
/// what is expected, and what the renders and rules showed ("yes, 8 pt above it at AX5").
package struct EvidenceRow: Sendable, Hashable {
    package let profile: String
    package let task: String
    package let expected: String
    package let result: String
    /// Whether the expectation holds.
    package let holds: Bool
    /// What the screen reader says at this step of the task (from the accessibility model), quoted after
    /// the result: the disabled control's spoken text, what is spoken where focus lands after an invalid submit.
    package var spoken: String? = nil

    package init(profile: String, task: String, expected: String, result: String, holds: Bool) {
        self.profile = profile
        self.task = task
        self.expected = expected
        self.result = result
        self.holds = holds
    }
}
