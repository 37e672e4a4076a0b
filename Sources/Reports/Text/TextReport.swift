import Checks
import Spec

/// The plain-language report: findings grouped by spec, each as `file:line:col: severity: [rule]
/// message` (editors and CI annotators link them) with where it happens and the fix beneath.
public enum TextReport {
    /// - Parameter listingInputErrors: false when the spec's input errors were printed already (on
    ///   standard error, as `check` finds them), so each diagnostic is printed once.
    public static func render(_ report: RunReport, listingInputErrors: Bool = true) -> String {
        var lines: [String] = []
        for spec in report.specs {
            let active = spec.activeFindings
            var status: String
            if !spec.errors.isEmpty {
                status = "could not be checked"
            } else if active.isEmpty {
                status = "clean"
            } else {
                status = "\(active.count) finding\(active.count == 1 ? "" : "s")"
            }
            if !spec.errors.isEmpty {
                // Reported as diagnostics already.
            } else if spec.matchesExpectations {
                status += spec.expect.isEmpty ? "" : ", as its expect list says"
            } else {
                var gaps: [String] = []
                if !spec.missingExpected.isEmpty { gaps.append("expected but not found: \(spec.missingExpected.map(\.rawValue).joined(separator: ", "))") }
                if !spec.unexpected.isEmpty { gaps.append("found but not expected: \(spec.unexpected.map(\.rawValue).joined(separator: ", "))") }
                status += "; differs from its expect list (\(gaps.joined(separator: "; ")))"
            }
            lines.append("\(spec.file) — \(spec.name): \(status)")
            if listingInputErrors { for error in spec.errors { lines.append("  \(error)") } }
            for finding in active + spec.suppressedFindings {
                lines.append("  " + headline(finding))
                lines.append("      " + context(finding))
                lines.append("      fix: \(finding.fix)")
                if let reason = finding.suppression { lines.append("      suppressed: \(reason)") }
            }
            for outcome in spec.goldens where outcome.failsRun {
                lines.append("  goldens: " + golden(outcome))
            }
        }
        for orphan in report.orphanGoldens {
            lines.append("orphan golden: \(orphan) (no render matches it; delete it if its spec, size or state is gone)")
        }
        if let note = report.environmentNote { lines.append("environment: \(note)") }
        lines.append("")
        lines.append(summary(report))
        return lines.joined(separator: "\n") + "\n"
    }

    static func headline(_ finding: Finding) -> String {
        let severity = finding.isSuppressed ? "note" : finding.severity.rawValue
        return "\(finding.file):\(finding.location.line):\(finding.location.column): \(severity): [\(finding.rule.rawValue)] \(finding.message)"
    }

    /// `light/AX5-disabled failed: 312 of 1004 pixels differ — see out/…/diff.png`.
    static func golden(_ outcome: GoldenOutcome) -> String {
        var text = "\(outcome.renderCase.name) \(outcome.status.rawValue): "
        if outcome.status == .failed, let mismatched = outcome.mismatched, let total = outcome.total {
            text += "\(mismatched) of \(total) pixels differ"
            if let diff = outcome.diffImage { text += " — see \(diff)" }
        } else {
            text += outcome.message
        }
        return text
    }

    static func context(_ finding: Finding) -> String {
        var parts = ["element \(finding.element)"]
        if let appearance = finding.appearance { parts.append(appearance.rawValue) }
        if let settings = finding.settings, !settings.isDefault { parts.append(settings.name) }
        if let locale = finding.locale { parts.append("locale \(locale.identifier)") }
        if let state = finding.state { parts.append(state.rawValue) }
        if !finding.sizes.isEmpty { parts.append(SizeList.describe(finding.sizes)) }
        if let worst = finding.worstSize, finding.sizes.count > 1, finding.measured != nil { parts.append("worst at \(worst.rawValue)") }
        if let apca = finding.details["apca"] { parts.append("APCA Lc \(apca)") }
        return parts.joined(separator: " · ")
    }

    /// `12.3s`: one decimal, rounded half away from zero.
    static func seconds(_ value: Double) -> String {
        let tenths = Int((max(0, value) * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)s"
    }

    public static func summary(_ report: RunReport) -> String {
        let errors = report.count(.error), warnings = report.count(.warning), notes = report.count(.note)
        let matching = report.specs.filter { $0.matchesExpectations }.count
        var text = "\(report.specs.count) spec\(report.specs.count == 1 ? "" : "s"), \(report.renderCount) renders: "
        text += "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"), \(notes) note\(notes == 1 ? "" : "s")"
        if report.suppressedCount > 0 { text += ", \(report.suppressedCount) suppressed" }
        text += "; \(matching) of \(report.specs.count) match their expect lists"
        if !report.goldens.isEmpty {
            text += "; goldens: " + GoldenOutcome.Status.allCases.map { "\(report.count($0)) \($0.rawValue)" }.joined(separator: ", ")
        }
        if let elapsed = report.elapsed { text += "; " + seconds(elapsed) }
        return text
    }
}
