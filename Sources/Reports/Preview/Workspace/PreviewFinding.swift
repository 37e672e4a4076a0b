import Checks
import JSON

/// A finding as the workspace lists it beside the render.
package struct PreviewFinding: Sendable, Hashable {
    /// Stays the same across reloads while the finding does (`rule element`), so the page can keep it chosen.
    package let key: String
    package let rule: String
    package let title: String
    package let severity: String
    package let element: String
    /// `line 12, column 7` in the spec.
    package let location: String
    package let measured: String?
    package let message: String
    package let fix: String

    package init(_ finding: Finding) {
        key = finding.rule.rawValue + " " + finding.element
        rule = finding.rule.rawValue
        title = RuleCatalog.info(finding.rule).title
        severity = finding.severity.rawValue
        element = finding.element
        location = "line \(finding.location.line), column \(finding.location.column)"
        measured = MeasurementText.describe(finding)
        message = finding.message
        fix = finding.fix
    }

    package var json: JSONOutput {
        .object([
            "key": .string(key), "rule": .string(rule), "title": .string(title), "severity": .string(severity),
            "element": .string(element), "location": .string(location), "measured": .optional(measured),
            "message": .string(message), "fix": .string(fix),
        ])
    }
}
