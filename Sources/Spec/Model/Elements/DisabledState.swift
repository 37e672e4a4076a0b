/// A button's, text field's or toggle's disabled state: why it is disabled, and how that is explained.
public struct DisabledState: Sendable, Hashable {
    public let cause: DisabledCause
    /// The id of the visible text that explains it.
    public let reason: String?
    /// The accessibility value while disabled, which puts the reason on the button for VoiceOver.
    public let accessibilityValue: String?
    /// A button's disabled colours.
    public let colors: ColorOverrides
    /// A text field's or toggle's disabled colours, by part (`label`, and a field's `value`).
    public let partColors: PartColors

    public init(cause: DisabledCause, reason: String? = nil, accessibilityValue: String? = nil, colors: ColorOverrides = .none,
                partColors: PartColors = .none) {
        self.cause = cause
        self.reason = reason
        self.accessibilityValue = accessibilityValue
        self.colors = colors
        self.partColors = partColors
    }
}
