import Spec

/// error.unannounced: an invalid submit shows errors but declares no announcement. On the web an
/// error with role="alert" is announced when it appears, so it counts; so does an error summary or a
/// toast (format 2) shown on the invalid submit and announced when it appears, and an `announcements`
/// entry of the button `on` its `invalidSubmit` (format 2).
package struct ErrorUnannouncedRule: Rule {
    package let id = RuleID.errorUnannounced

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        input.buttons.compactMap { node, button in
            guard let submit = button.invalidSubmit, !submit.errors.isEmpty, LayoutLookup.isBlank(submit.announcement),
                !node.announcements.contains(where: { $0.trigger == .invalidSubmit })
            else { return nil }
            let web = input.spec.platform == .web
            if web, submit.errors.contains(where: { isAlert($0, input.spec) }) { return nil }
            if announcedMessage(input.spec) { return nil }
            let name = CheckInput.name(node)
            let count = submit.errors.count == 1 ? "an error" : "\(submit.errors.count) errors"
            return Finding(
                rule: id, file: input.spec.file, location: node.location, element: name, state: .invalidSubmit,
                message: web
                    ? "An invalid submit of \"\(name)\" shows \(count) but declares no announcement and no error has role=\"alert\", so screen reader users are not told."
                    : "An invalid submit of \"\(name)\" shows \(count) but declares no announcement, so VoiceOver users are not told.",
                fix: web
                    ? "Render the error with role=\"alert\" (or announce it) when validation fails."
                    : "Post an announcement that names the error (UIAccessibility.post(.announcement)) when validation fails.")
        }
    }

    /// Whether an error summary or toast shown on the invalid submit is announced when it appears.
    private func announcedMessage(_ spec: ScreenSpec) -> Bool {
        spec.content.allNodes(shownIn: .invalidSubmit).contains { node in
            switch node.kind {
            case .errorSummary(let summary): summary.announced
            case .toast(let toast): toast.announced
            default: false
            }
        }
    }

    private func isAlert(_ id: String, _ spec: ScreenSpec) -> Bool {
        if case .inlineError(let error) = spec.node(withID: id)?.kind { return error.alertRole }
        return false
    }
}
