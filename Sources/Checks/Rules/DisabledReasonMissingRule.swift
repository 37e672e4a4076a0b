import Spec

/// disabled.reason-missing: a button, text field or toggle disabled for a legitimate cause
/// (precondition, impossible) that names no reason, or whose reason is not shown in the disabled
/// render at some size. A reason only in the control's `tooltip` (SwiftUI's .help, HTML's title) does not
/// count, and the finding says so: a tooltip is not shown on touch, screen readers do not read it reliably,
/// and it is gone when the pointer leaves (seed 000: "the reason is only in colour or a tooltip").
package struct DisabledReasonMissingRule: Rule {
    package let id = RuleID.disabledReasonMissing

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        var findings: [Finding] = []
        let appearance = input.cases.first?.appearance
        for (node, disabled) in input.disabledElements {
            guard LayoutLookup.isLegitimate(disabled.cause) else { continue }
            let name = CheckInput.name(node)
            guard let reason = disabled.reason else {
                if let tooltip = node.tooltip {
                    findings.append(
                        Finding(
                            rule: id, file: input.spec.file, location: node.location, element: name, state: .disabled,
                            message: "\"\(name)\" is disabled (cause \(disabled.cause.rawValue)) and says why only in its tooltip "
                                + "(\"\(ErrorNoSuggestionRule.excerpt(tooltip))\"). A tooltip does not count: it is not shown on touch, "
                                + "screen readers do not read it reliably, and it is gone when the pointer leaves.",
                            fix:
                                "Show the tooltip's reason as a short text directly above or below \"\(name)\" and name it as the disabled state's \"reason\".",
                            details: ["tooltip": tooltip]))
                    continue
                }
                findings.append(
                    Finding(
                        rule: id, file: input.spec.file, location: node.location, element: name, state: .disabled,
                        message: "\"\(name)\" is disabled (cause \(disabled.cause.rawValue)) but no visible text says why.",
                        fix: "Show a short reason directly above or below \"\(name)\" and name it as the disabled state's \"reason\"."))
                continue
            }
            for item in input.disabledCases(of: node) where item.appearance == appearance {
                let shown = LayoutLookup.node(withID: reason, in: input.spec, tree: item.tree)
                guard shown == nil || shown!.isHidden else { continue }
                findings.append(
                    Finding(
                        rule: id, file: input.spec.file, location: node.location, element: name,
                        appearance: item.appearance, state: .disabled, scenario: item.scenario, size: item.size,
                        message: "At \(item.size.spoken) the reason \"\(reason)\" is not shown while \"\(name)\" is disabled.",
                        fix: item.scenario.map {
                            "Show \"\(reason)\" whenever \"\(name)\" is disabled (list it in \"visible\" of scenario \"\($0)\")."
                        }
                            ?? "Show \"\(reason)\" whenever \"\(name)\" is disabled (list the disabled state in its visibleIn)."))
            }
        }
        return findings
    }
}
