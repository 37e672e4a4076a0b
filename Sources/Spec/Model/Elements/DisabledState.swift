/// A button's, text field's or toggle's disabled state: why it is disabled, and how that is explained.
package struct DisabledState: Sendable, Hashable {
    package let cause: DisabledCause
    /// The id of the visible text that explains it.
    package let reason: String?
    /// The accessibility value while disabled, which puts the reason on the button for VoiceOver.
    package let accessibilityValue: String?
    /// A button's disabled colours.
    package let colors: ColorOverrides
    /// A text field's or toggle's disabled colours, by part (`label`, and a field's `value`).
    package let partColors: PartColors

    package init(
        cause: DisabledCause, reason: String? = nil, accessibilityValue: String? = nil, colors: ColorOverrides = .none,
        partColors: PartColors = .none
    ) {
        self.cause = cause
        self.reason = reason
        self.accessibilityValue = accessibilityValue
        self.colors = colors
        self.partColors = partColors
    }
}
