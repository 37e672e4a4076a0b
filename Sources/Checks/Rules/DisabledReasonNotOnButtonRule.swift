import Spec

/// disabled.reason-not-on-button: a button, text field or toggle disabled for a legitimate cause
/// whose accessibility value (the disabled state's, else a button's own) is empty, so VoiceOver
/// hears only "dimmed".
/// A hint does not count: people turn hints off. Mystery causes are disabled.mystery's alone.
package struct DisabledReasonNotOnButtonRule: Rule {
    package let id = RuleID.disabledReasonNotOnButton

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        input.disabledElements.compactMap { node, disabled in
            var accessibility = AccessibilityInfo.none
            if case .button(let button) = node.kind { accessibility = button.accessibility }
            guard LayoutLookup.isLegitimate(disabled.cause),
                LayoutLookup.isBlank(disabled.accessibilityValue), LayoutLookup.isBlank(accessibility.value)
            else { return nil }
            let name = CheckInput.name(node)
            let hintOnly = LayoutLookup.isBlank(accessibility.hint) ? "" : " (its hint is not enough: people turn hints off)"
            // On the web a screen reader reads the control's accessible description after "unavailable".
            let web = input.spec.platform == .web
            let heard = web ? "a screen reader says only \"unavailable\"" : "VoiceOver says only \"dimmed\""
            return Finding(
                rule: id, file: input.spec.file, location: node.location, element: name, state: .disabled,
                message:
                    "\"\(name)\" is disabled (cause \(disabled.cause.rawValue)) with no \(input.spec.platform.accessibleDescription), so \(heard)\(hintOnly).",
                fix: web
                    ? "Give \"\(name)\" the reason as its accessible description while it is disabled (its disabled state's \"accessibilityValue\"; aria-describedby naming the reason on the page)."
                    : "Set the accessibility value of \"\(name)\" to the reason while it is disabled.")
        }
    }
}
