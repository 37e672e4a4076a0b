import Accessibility
import Spec

/// error.focus: an invalid submit that shows errors must move accessibility focus to the first
/// error VoiceOver reads (in the accessibility model's navigation order of the invalid-submit render: top to
/// bottom, then leading to trailing, mirrored for right to left), to that error's field, or to an error summary
/// (format 2) that links to that error. Where focus lands and what is spoken there come from the model
/// (`focusAfterInvalidSubmit`); a finding quotes it and counts the swipes back to the first error.
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
                let first = renders.first.flatMap { firstError(submit.errors, $0.accessibility) } ?? submit.errors[0]
                findings.append(
                    Finding(
                        rule: id, file: input.spec.file, location: node.location, element: name, state: .invalidSubmit,
                        message: "An invalid submit of \"\(name)\" shows \(count(submit.errors)) but moves focus nowhere.",
                        fix: fix(first, input.spec)))
                continue
            }
            for item in renders {
                let tree = item.accessibility
                guard let first = firstError(submit.errors, tree) else { continue }
                guard focus != first, focus != field(of: first, input.spec), !summary(focus, links: first, input.spec) else { continue }
                let landing = tree.focusAfterInvalidSubmit(input.spec, of: node)
                findings.append(
                    Finding(
                        rule: id, file: input.spec.file, location: node.location, element: name,
                        appearance: item.appearance, state: .invalidSubmit, size: item.size,
                        message: "At \(item.size.spoken) an invalid submit of \"\(name)\" moves focus to \"\(focus)\""
                            + heard(landing, first: first, tree, input.spec) + ", but the first error in reading order is \"\(first)\".",
                        fix: fix(first, input.spec), details: details(landing, first: first, tree)))
            }
        }
        return findings + scenarioFindings(input)
    }

    /// A scenario (format 3) that shows inline errors must focus the first in reading order, its field, or
    /// an error summary that links to it: the controls it sets `focused`, else (derived from `invalidSubmit`)
    /// the focus its buttons' invalid submit declares.
    private func scenarioFindings(_ input: CheckInput) -> [Finding] {
        var findings: [Finding] = []
        for scenario in input.spec.scenarios {
            let renders = input.cases(inScenario: scenario.name)
            let errors = scenario.nodes(shownIn: input.spec.content).compactMap { node -> String? in
                guard case .inlineError = node.kind else { return nil }
                return node.id
            }
            guard !errors.isEmpty, let render = renders.first, let first = firstError(errors, render.accessibility),
                let firstNode = input.spec.node(withID: first)
            else { continue }
            var focus = input.spec.content.allNodes.filter(scenario.isFocused).compactMap(\.id)
            if focus.isEmpty, scenario.state == .invalidSubmit {
                focus = input.buttons.compactMap { $0.button.invalidSubmit?.focus }
            }
            let shown = errors.count == 1 ? "an error" : "\(errors.count) errors"
            guard !focus.isEmpty else {
                findings.append(
                    Finding(
                        rule: id, file: input.spec.file, location: firstNode.location, element: first,
                        state: .invalidSubmit, scenario: scenario.name,
                        message: "Scenario \"\(scenario.name)\" shows \(shown) but focuses nothing.",
                        fix: fix(first, input.spec) + " Set \"focused\": true on it in the scenario."))
                continue
            }
            for item in renders {
                let tree = item.accessibility
                guard let first = firstError(errors, tree) else { continue }
                let reachesFirst = focus.contains {
                    $0 == first || $0 == field(of: first, input.spec) || summary($0, links: first, input.spec)
                }
                guard !reachesFirst else { continue }
                let landing = tree.focusTarget(focus[0])
                findings.append(
                    Finding(
                        rule: id, file: input.spec.file, location: input.spec.node(withID: first)?.location ?? firstNode.location,
                        element: first,
                        appearance: item.appearance, state: .invalidSubmit, scenario: scenario.name, size: item.size,
                        message: "At \(item.size.spoken) scenario \"\(scenario.name)\" focuses "
                            + "\(focus.map { "\"\($0)\"" }.joined(separator: ", "))" + heard(landing, first: first, tree, input.spec)
                            + ", but the first error in reading order is \"\(first)\".",
                        fix: fix(first, input.spec), details: details(landing, first: first, tree)))
            }
        }
        return findings
    }

    /// The first of `errors` VoiceOver visits, in the model's navigation order (nil: none is visited).
    private func firstError(_ errors: [String], _ tree: AccessibilityTree) -> String? {
        errors.compactMap { id in tree.index(of: id).map { (id, $0) } }.min { $0.1 < $1.1 }?.0
    }

    /// What is spoken where focus lands, and how many swipes back the first error is:
    /// ` (VoiceOver says "Enter 5 digits." there, 2 swipes after "name-error")`.
    private func heard(_ landing: AccessibilityElement?, first: String, _ tree: AccessibilityTree, _ spec: ScreenSpec) -> String {
        let reader = spec.platform == .web ? "a screen reader" : "VoiceOver"
        guard let landing else { return " (which \(reader) does not visit there)" }
        let swipes = tree.swipes(from: landing.id, to: first).map { count in
            let direction = tree.index(of: landing.id)! < tree.index(of: first)! ? "before" : "after"
            return ", \(count) \(count == 1 ? "swipe" : "swipes") \(direction) \"\(first)\""
        }
        return " (\(reader) says \"\(landing.spoken(hints: false))\" there\(swipes ?? ""))"
    }

    private func details(_ landing: AccessibilityElement?, first: String, _ tree: AccessibilityTree) -> [String: String] {
        guard let landing else { return [:] }
        var details = ["spoken": landing.spoken(hints: false)]
        if let swipes = tree.swipes(from: landing.id, to: first) { details["swipes"] = String(swipes) }
        return details
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
