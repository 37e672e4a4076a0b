import Foundation
import JSON
import Layout

/// One element a screen reader visits: what it is, where it is, and what is spoken when focus lands on it.
/// `speech` holds the parts spoken before the hint, in the screen reader's order (iOS: label, value, traits;
/// a switch: label, "switch button", on/off; the web: name, role, state, description), already in the
/// case's language; `hint` is spoken last, after a pause, and only when hints are on.
package struct AccessibilityElement: Sendable, Equatable {
    /// The spec element's id, or its JSONPath when it has none; a part of an element adds `.header`,
    /// `.footer`, `.segment[1]`, `.link[0]`, `.requirement[2]` or `.option[1]`.
    package let id: String
    /// The spec element it speaks for (ButtonCheck's `ElementReference`: its index in `content.allNodes`).
    package let owner: ElementReference
    /// Its frame in points (CSS px on the web), as laid out for the case (mirrored for right to left).
    package let frame: Rect
    package let role: AccessibilityRole
    /// The label (the accessible name on the web); nil when nothing would be spoken for it.
    package let label: String?
    /// The value (a button's `accessibilityValue`, a field's text or placeholder, a picker's choice; on the
    /// web the accessible description).
    package let value: String?
    /// The trait and state words as spoken ("dimmed", "button"; "heading"; "selected"), in order.
    package let traits: [String]
    /// What is spoken after a pause when hints are on: the spec's own hint, else the platform's usage hint.
    package let hint: String?
    /// The hint the spec declares itself (`accessibility.hint`); nil when `hint` is the platform's own.
    package let declaredHint: String?
    /// False for a disabled control: VoiceOver says "dimmed" (a screen reader on the web "unavailable").
    package let isEnabled: Bool
    package let isSelected: Bool
    /// Everything spoken before the hint, in order.
    package let speech: [String]
    /// Where the element is written in the spec, for findings.
    package let sourcePath: String
    package let sourceLocation: SourceLocation
    /// For a stack VoiceOver reads as one element (`"accessibilityElement": "combine"`): the elements it
    /// combines, in the order their labels are joined; empty for every other element.
    package var members: [AccessibilityElement] = []

    package init(
        id: String, owner: ElementReference, frame: Rect, role: AccessibilityRole, label: String?, value: String? = nil,
        traits: [String] = [], hint: String? = nil, declaredHint: String? = nil, isEnabled: Bool = true, isSelected: Bool = false,
        speech: [String], sourcePath: String, sourceLocation: SourceLocation
    ) {
        self.id = id
        self.owner = owner
        self.frame = frame
        self.role = role
        self.label = label
        self.value = value
        self.traits = traits
        self.hint = hint
        self.declaredHint = declaredHint
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.speech = speech
        self.sourcePath = sourcePath
        self.sourceLocation = sourceLocation
    }

    /// What is spoken when focus lands on it, the parts joined by ", " as VoiceOver pauses between them:
    /// "Continue, Accept the terms first, dimmed, button"; with `hints`, the hint follows
    /// ("Save card, switch button, off, double-tap to toggle setting").
    package func spoken(hints: Bool = true) -> String {
        (speech + (hints ? [hint].compactMap { $0 } : [])).joined(separator: ", ")
    }

    /// Whether it has a label a person can understand (not empty, not only symbols or punctuation).
    package var hasSpokenLabel: Bool {
        guard let label else { return false }
        return label.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }

    /// Whether `text` is spoken with it before the hint (in its label or value), ignoring case and
    /// surrounding punctuation.
    package func speaksBeforeHint(_ text: String) -> Bool {
        let wanted = Self.folded(text)
        guard !wanted.isEmpty else { return false }
        return speech.contains { Self.folded($0).contains(wanted) }
    }

    /// Whether `text` is spoken only in its hint.
    package func speaksOnlyInHint(_ text: String) -> Bool {
        let wanted = Self.folded(text)
        guard !wanted.isEmpty, let hint, Self.folded(hint).contains(wanted) else { return false }
        return !speaksBeforeHint(text)
    }

    static func folded(_ text: String) -> String {
        text.lowercased().trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
    }
}
