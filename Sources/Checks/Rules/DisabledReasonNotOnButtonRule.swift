import Accessibility
import Spec

/// disabled.reason-not-on-button: a button, text field or toggle disabled for a legitimate cause whose reason
/// is not in what VoiceOver says on it (the accessibility model's spoken text before the hint: its label and
/// value), so VoiceOver hears only its name and "dimmed". The reason is on it when that spoken text holds the
/// reason's text or an accessibility value (the disabled state's, else a button's own); the model speaks the
/// disabled state's `accessibilityValue` on every control (on the web as its description). A control the model
/// speaks only through its parts (a segmented or inline picker, segment by segment) has no element of its own to
/// carry a value, so there a declared one counts. A hint does not count: people turn hints off (a reason only
/// in the hint is also voiceover.reason-only-in-hint). Mystery causes are disabled.mystery's alone.
package struct DisabledReasonNotOnButtonRule: Rule {
    package let id = RuleID.disabledReasonNotOnButton

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        input.disabledElements.compactMap { node, disabled in
            guard LayoutLookup.isLegitimate(disabled.cause) else { return nil }
            var accessibility = AccessibilityInfo.none
            if case .button(let button) = node.kind { accessibility = button.accessibility }
            let values = [disabled.accessibilityValue, accessibility.value].compactMap { $0 }.filter { !LayoutLookup.isBlank($0) }
            // What VoiceOver says on it while disabled, from the model (the first render it is disabled in).
            let spoken = spokenWhileDisabled(node, reason: disabled.reason, values: values, input)
            if spoken.carried { return nil }
            // Where the model gives it no element of its own to carry a value (no render disables it; a segmented or
            // inline picker, spoken segment by segment), a declared value counts (VoiceOver reads it on the control in UIKit).
            if !spoken.hasOwnElement, !values.isEmpty { return nil }
            let name = CheckInput.name(node)
            let hintOnly = LayoutLookup.isBlank(accessibility.hint) ? "" : " (its hint is not enough: people turn hints off)"
            // On the web a screen reader reads the control's accessible description after "unavailable".
            let web = input.spec.platform == .web
            let only = spoken.text.map { "\"\($0)\"" } ?? (web ? "\"unavailable\"" : "\"dimmed\"")
            let heard = web ? "a screen reader says only \(only)" : "VoiceOver says only \(only)"
            return Finding(
                rule: id, file: input.spec.file, location: node.location, element: name, state: .disabled,
                message:
                    "\"\(name)\" is disabled (cause \(disabled.cause.rawValue)) with no \(input.spec.platform.accessibleDescription), so \(heard)\(hintOnly).",
                fix: web
                    ? "Give \"\(name)\" the reason as its accessible description while it is disabled (its disabled state's \"accessibilityValue\"; aria-describedby naming the reason on the page)."
                    : "Set the accessibility value of \"\(name)\" to the reason while it is disabled.",
                details: spoken.text.map { ["spoken": $0] } ?? [:])
        }
    }

    /// What is spoken on the element before its hint in the first screen-reader render it is disabled in (on its
    /// first element: itself, or its first segment or option), whether that holds the reason's text or one of `values`
    /// on any of its elements, and whether the model gives it an element of its own (its id's), which a value is
    /// spoken on; (nil, false, false) when no such render was made or nothing in it speaks for the element.
    private func spokenWhileDisabled(
        _ node: Node, reason: String?, values: [String], _ input: CheckInput
    ) -> (text: String?, carried: Bool, hasOwnElement: Bool) {
        let disabled = Set(input.disabledCases(of: node).map(\.renderCase))
        guard let owner = input.reference(node),
            let item = input.screenReaderCases.first(where: { disabled.contains($0.renderCase) })
        else { return (nil, false, false) }
        let tree = item.accessibility
        let own = tree.elements(of: owner)
        guard let first = own.first else { return (nil, false, false) }
        let reasonText = reason.flatMap { tree.element($0)?.label }
        let wanted = values + [reasonText].compactMap { $0 }
        let carried = own.contains { element in wanted.contains(where: element.speaksBeforeHint) }
        return (first.spoken(hints: false), carried, own.contains { $0.id == CheckInput.name(node) })
    }
}
