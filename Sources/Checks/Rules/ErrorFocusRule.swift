import Layout
import Spec

/// error.focus: an invalid submit that shows errors must move accessibility focus to the first
/// error in reading order (top to bottom, then leading to trailing, in the invalid-submit render),
/// to that error's field, or to an error summary (format 2) that links to that error.
package struct ErrorFocusRule: Rule {
    package let id = RuleID.errorFocus

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var findings: [Finding] = []
        let renders = input.cases(in: .invalidSubmit)
        for (node, button) in input.buttons {
            guard let submit = button.invalidSubmit, !submit.errors.isEmpty else { continue }
            let name = CheckInput.name(node)
            guard let focus = submit.focus else {
                let first = renders.first.flatMap { firstError(submit.errors, input.spec, $0.tree) } ?? submit.errors[0]
                findings.append(Finding(
                    rule: id, file: input.spec.file, location: node.location, element: name, state: .invalidSubmit,
                    message: "An invalid submit of \"\(name)\" shows \(count(submit.errors)) but moves focus nowhere.",
                    fix: fix(first, input.spec)))
                continue
            }
            for item in renders {
                guard let first = firstError(submit.errors, input.spec, item.tree) else { continue }
                guard focus != first, focus != field(of: first, input.spec), !summary(focus, links: first, input.spec) else { continue }
                findings.append(Finding(
                    rule: id, file: input.spec.file, location: node.location, element: name,
                    appearance: item.appearance, state: .invalidSubmit, size: item.size,
                    message: "At \(item.size.spoken) an invalid submit of \"\(name)\" moves focus to \"\(focus)\", but the first error in reading order is \"\(first)\".",
                    fix: fix(first, input.spec)))
            }
        }
        return findings
    }

    /// The first of `errors` shown in the tree, in reading order.
    private func firstError(_ errors: [String], _ spec: ScreenSpec, _ tree: LayoutTree) -> String? {
        errors.compactMap { id in
            LayoutLookup.node(withID: id, in: spec, tree: tree).flatMap { $0.isHidden ? nil : (id, $0.frame) }
        }
        .min { LayoutLookup.readsBefore($0.1, $1.1) }?.0
    }

    /// Whether `focus` is an error summary with a link to the error `first`.
    private func summary(_ focus: String, links first: String, _ spec: ScreenSpec) -> Bool {
        if case .errorSummary(let summary) = spec.node(withID: focus)?.kind { return summary.errors.contains(first) }
        return false
    }

    private func field(of error: String, _ spec: ScreenSpec) -> String? {
        if case .inlineError(let element) = spec.node(withID: error)?.kind { return element.field }
        return nil
    }

    private func count(_ errors: [String]) -> String {
        errors.count == 1 ? "an error" : "\(errors.count) errors"
    }

    private func fix(_ first: String, _ spec: ScreenSpec) -> String {
        let field = field(of: first, spec).map { " (or its field \"\($0)\")" } ?? ""
        return "Move focus to \"\(first)\"\(field) when validation fails."
    }
}
