/// A button's disabled state: why it is disabled, and how that is explained.
public struct DisabledState: Sendable, Hashable {
    public let cause: DisabledCause
    /// The id of the visible text that explains it.
    public let reason: String?
    /// The accessibility value while disabled, which puts the reason on the button for VoiceOver.
    public let accessibilityValue: String?
    public let colors: ColorOverrides

    public init(cause: DisabledCause, reason: String? = nil, accessibilityValue: String? = nil, colors: ColorOverrides = .none) {
        self.cause = cause
        self.reason = reason
        self.accessibilityValue = accessibilityValue
        self.colors = colors
    }
}
