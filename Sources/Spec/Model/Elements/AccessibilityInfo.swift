/// What VoiceOver reads for an element.
public struct AccessibilityInfo: Sendable, Hashable {
    public let label: String?
    public let value: String?
    public let hint: String?

    public init(label: String? = nil, value: String? = nil, hint: String? = nil) {
        self.label = label
        self.value = value
        self.hint = hint
    }

    public static let none = AccessibilityInfo()
}
