/// What VoiceOver reads for an element.
package struct AccessibilityInfo: Sendable, Hashable {
    package let label: String?
    package let value: String?
    package let hint: String?

    package init(label: String? = nil, value: String? = nil, hint: String? = nil) {
        self.label = label
        self.value = value
        self.hint = hint
    }

    package static let none = AccessibilityInfo()
}
