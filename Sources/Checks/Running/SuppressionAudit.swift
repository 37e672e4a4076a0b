import Foundation
import Spec

/// Applies a spec's suppressions to its findings and keeps them honest: a suppression accepts only
/// the findings its pin allows (a finding outside the pin says which suppression missed it and
/// why); one past its `until` day accepts nothing and is reported (`suppression.expired`); one
/// that accepted nothing in a complete run is reported (`suppression.unused`), as ESLint reports
/// unused disable comments.
struct SuppressionAudit {
    package let spec: ScreenSpec
    package let configuration: CheckConfiguration
    package let completeRun: Bool

    package init(spec: ScreenSpec, configuration: CheckConfiguration, completeRun: Bool) {
        self.spec = spec
        self.configuration = configuration
        self.completeRun = completeRun
    }

    /// Today, `YYYY-MM-DD` in UTC, unless the configuration fixes the day.
    var today: String {
        if let today = configuration.today { return today }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: Date())
        return String(format: "%04d-%02d-%02d", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    }

    /// The findings with their suppressions applied, followed by the findings about the suppressions.
    package func apply(to findings: [Finding]) -> [Finding] {
        let suppressions = spec.suppressions
        let today = self.today
        let expired = suppressions.map { suppression in suppression.pin.until.map { $0 < today } ?? false }
        var accepted = Array(repeating: 0, count: suppressions.count)
        var result = findings
        for index in result.indices {
            let finding = result[index]
            let lowerIsWorse = finding.rule.info.lowerIsWorse
            for (number, suppression) in suppressions.enumerated()
            where suppression.rule == finding.rule && (suppression.element == nil || suppression.element == finding.element) {
                if let why = SuppressionMatch.mismatch(suppression.pin, finding, spec: spec, lowerIsWorse: lowerIsWorse) {
                    if result[index].details["outsideSuppression"] == nil {
                        result[index].details["outsideSuppression"] = "\(suppression.path): \(why)"
                    }
                    continue
                }
                accepted[number] += 1
                if expired[number] {
                    if result[index].details["outsideSuppression"] == nil {
                        result[index].details["outsideSuppression"] = "\(suppression.path): it expired after \(suppression.pin.until ?? "")"
                    }
                    continue
                }
                if result[index].suppression == nil {
                    result[index].suppression = suppression.reason
                    result[index].details["outsideSuppression"] = nil
                }
            }
        }
        for (number, suppression) in suppressions.enumerated() {
            if expired[number], !configuration.disabledRules.contains(.suppressionExpired) {
                result.append(expiredFinding(suppression, accepted: accepted[number]))
            } else if !expired[number], accepted[number] == 0, completeRun, !configuration.disabledRules.contains(suppression.rule),
                !configuration.disabledRules.contains(.suppressionUnused)
            {
                result.append(unusedFinding(suppression))
            }
        }
        return result
    }

    private func subject(_ suppression: Suppression) -> String {
        let pin = SuppressionMatch.describe(suppression.pin, rule: suppression.rule)
        return "The suppression of \(suppression.rule.rawValue)"
            + (suppression.element.map { " on \"\($0)\"" } ?? "")
            + (pin.isEmpty ? "" : " (pinned to \(pin))")
    }

    private func unusedFinding(_ suppression: Suppression) -> Finding {
        var finding = Finding(
            rule: .suppressionUnused, severity: configuration.strictSuppressions ? .error : configuration.severity(of: .suppressionUnused),
            file: spec.file, location: suppression.location, element: suppression.path,
            message: "\(subject(suppression)) matched no finding in this run: what it accepted no longer happens, or it never matched.",
            fix: "Remove the suppression, or pin it to the finding it is meant to accept.",
            details: ["suppressedRule": suppression.rule.rawValue])
        if let element = suppression.element { finding.details["suppressedElement"] = element }
        return finding
    }

    private func expiredFinding(_ suppression: Suppression, accepted: Int) -> Finding {
        let what =
            accepted == 0
            ? "it matches no finding any more"
            : accepted == 1
                ? "the finding it accepted is reported again"
                : "the \(accepted) findings it accepted are reported again"
        var finding = Finding(
            rule: .suppressionExpired, severity: configuration.severity(of: .suppressionExpired),
            file: spec.file, location: suppression.location, element: suppression.path,
            measured: Double(accepted), unit: .findings,
            message: "\(subject(suppression)) held until \(suppression.pin.until ?? "") and has expired: \(what).",
            fix: accepted == 0
                ? "Remove the suppression." : "Fix what it accepted, or review it and give it a later \"until\" with an up-to-date reason.",
            details: ["suppressedRule": suppression.rule.rawValue, "until": suppression.pin.until ?? ""])
        if let element = suppression.element { finding.details["suppressedElement"] = element }
        return finding
    }
}
