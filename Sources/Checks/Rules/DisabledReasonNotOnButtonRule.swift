import Spec

/// disabled.reason-not-on-button: a button disabled for a legitimate cause whose accessibility
/// value (the disabled state's, else the button's) is empty, so VoiceOver hears only "dimmed".
/// A hint does not count: people turn hints off. Mystery causes are disabled.mystery's alone.
public struct DisabledReasonNotOnButtonRule: Rule {
    public let id = RuleID.disabledReasonNotOnButton

    public init() {}

    public func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        input.buttons.compactMap { node, button in
            guard let disabled = button.disabled, LayoutLookup.isLegitimate(disabled.cause),
                  LayoutLookup.isBlank(disabled.accessibilityValue), LayoutLookup.isBlank(button.accessibility.value) else { return nil }
            let name = CheckInput.name(node)
            let hintOnly = LayoutLookup.isBlank(button.accessibility.hint) ? "" : " (its hint is not enough: people turn hints off)"
            return Finding(
                rule: id, file: input.spec.file, location: node.location, element: name, state: .disabled,
                message: "\"\(name)\" is disabled (cause \(disabled.cause.rawValue)) with no accessibility value, so VoiceOver says only \"dimmed\"\(hintOnly).",
                fix: "Set the accessibility value of \"\(name)\" to the reason while it is disabled.")
        }
    }
}
