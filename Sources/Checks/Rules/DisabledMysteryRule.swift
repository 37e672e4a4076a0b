import Spec

/// disabled.mystery: a primary button disabled because input is incomplete or the form is
/// invalid. The fix is the seeds' verdict: keep it enabled, validate on tap, show the errors and
/// move focus to the first one. A declaration, so the finding names no size.
package struct DisabledMysteryRule: Rule {
    package let id = RuleID.disabledMystery

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        input.buttons.compactMap { node, button in
            guard button.role == .primary, let disabled = button.disabled,
                disabled.cause == .incompleteInput || disabled.cause == .invalidForm
            else { return nil }
            let name = CheckInput.name(node)
            let why = disabled.cause == .incompleteInput ? "until the input is complete" : "while the form is invalid"
            return Finding(
                rule: id, file: input.spec.file, location: node.location, element: name, state: .disabled,
                message:
                    "The primary button \"\(name)\" is disabled \(why) (cause \(disabled.cause.rawValue)), so people cannot tell what is missing and cannot tap it to find out.",
                fix: "Keep \"\(name)\" enabled and, on tap, validate, show each error under its field and move focus to the first one.")
        }
    }
}
