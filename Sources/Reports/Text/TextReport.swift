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
            lines += specLines(spec, expectMode: report.expectMode, listingInputErrors: listingInputErrors)
        }
        return (lines + closingLines(report)).joined(separator: "\n") + "\n"
    }

    /// One spec's lines: its status line, then its findings and failing goldens (`check` prints them
    /// as soon as the spec is done).
    public static func specLines(_ spec: SpecReport, expectMode: Bool, listingInputErrors: Bool = true) -> [String] {
        var lines: [String] = []
        do {
            let groups = FindingGroup.groups(spec.activeFindings) + FindingGroup.groups(spec.suppressedFindings)
            let active = groups.filter { !$0.isSuppressed }.count
            var status: String
            if !spec.errors.isEmpty {
                status = "could not be checked"
            } else if spec.cases.isEmpty {
                status = "could not be checked: no renders were made"
            } else if active == 0 {
                status = goldenStatus(spec).map { "no findings, " + $0 } ?? "clean"
            } else {
                status = "\(active) finding\(active == 1 ? "" : "s")" + (goldenStatus(spec).map { ", " + $0 } ?? "")
            }
            if !spec.errors.isEmpty || spec.cases.isEmpty || !expectMode {
                // Input errors are reported as diagnostics; without --expect, expect lists play no part.
            } else if spec.matchesExpectations {
                status += spec.expect.isEmpty ? "" : ", as its expect list says"
            } else {
                var gaps: [String] = []
                if !spec.missingExpected.isEmpty {
                    gaps.append("expected but not found: \(spec.missingExpected.map(\.rawValue).joined(separator: ", "))")
                }
                if !spec.unexpected.isEmpty {
                    gaps.append("found but not expected: \(spec.unexpected.map(\.rawValue).joined(separator: ", "))")
                }
                status += "; differs from its expect list (\(gaps.joined(separator: "; ")))"
            }
            lines.append("\(spec.file) — \(spec.name): \(status)")
            if listingInputErrors { for error in spec.errors { lines.append("  \(error)") } }
            for group in groups {
                let finding = group.representative
                lines.append("  " + headline(finding))
                lines.append("      " + context(group))
                lines.append("      fix: \(finding.fix)")
                if let reason = finding.suppression { lines.append("      suppressed: \(reason)") }
            }
            lines += goldenLines(spec)
        }
        return lines
    }

    /// The lines after the specs': orphan goldens, the environment note, a blank line and the summary.
    public static func closingLines(_ report: RunReport) -> [String] {
        var lines: [String] = []
        for orphan in report.orphanGoldens {
            lines.append("orphan golden: \(orphan) (no render matches it; delete it if its spec, size or state is gone)")
        }
        if let note = report.environmentNote { lines.append("environment: \(note)") }
        lines.append("")
        lines.append(summary(report))
        return lines
    }

    static func headline(_ finding: Finding) -> String {
        let severity = finding.isSuppressed ? "note" : finding.severity.rawValue
        return
            "\(finding.file):\(finding.location.line):\(finding.location.column): \(severity): [\(finding.rule.rawValue)] \(finding.message)"
    }

    /// `light/AX5-disabled failed: 312 of 1004 pixels differ — see out/…/diff.png` (the JUnit report's lines).
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

    /// `3 goldens changed, 1 golden missing`: the spec's goldens that fail the run, by what happened; nil when none does.
    static func goldenStatus(_ spec: SpecReport) -> String? {
        let failing = spec.goldens.filter(\.failsRun)
        guard !failing.isEmpty else { return nil }
        let words: [(String, (GoldenOutcome) -> Bool)] = [
            ("changed", { $0.status == .failed && $0.mismatched != nil }), ("unusable", { $0.status == .failed && $0.mismatched == nil }),
            ("missing", { $0.status == .missing }), ("recorded", { $0.status == .recorded }),
        ]
        return words.compactMap { word, matches in
            let count = failing.filter(matches).count
            return count == 0 ? nil : "\(count) golden\(count == 1 ? "" : "s") \(word)"
        }.joined(separator: ", ")
    }

    /// The spec's changed goldens in one line grouped by element (`GoldenChanges.summary`), the renders they are
    /// and where their diff images are, then one line per golden missing, recorded or unusable.
    static func goldenLines(_ spec: SpecReport) -> [String] {
        var lines: [String] = []
        let changes = GoldenChanges(spec.goldens)
        if !changes.changed.isEmpty {
            lines.append("  goldens: " + changes.summary)
            let names = changes.changed.map(\.renderCase.name)
            let more = names.count > 3 ? " and \(names.count - 3) more" : ""
            lines.append("      renders: " + names.prefix(3).joined(separator: ", ") + more)
            if let diff = changes.changed.first?.diffImage {
                lines.append("      expected | diff | actual: \(diff)" + (names.count == 1 ? "" : " and the others beside it"))
            }
        }
        for outcome in spec.goldens where outcome.failsRun && !changes.changed.contains(outcome) {
            lines.append("  goldens: \(outcome.renderCase.name) \(outcome.status.rawValue): \(outcome.message)")
        }
        return lines
    }

    static func context(_ finding: Finding) -> String {
        context(FindingGroup.groups([finding])[0])
    }

    /// `element pay · light · idle, disabled · large, AX5 · worst at disabled AX5 · APCA Lc -21.4`: where a
    /// problem occurs (several facets joined by "; " when its renders differ in more than one way),
    /// where it measured worst, and the worst render's APCA contrast.
    static func context(_ group: FindingGroup) -> String {
        let worst = group.representative
        var parts = ["element \(worst.element)"] + group.whereParts
        if let apca = worst.details["apca"] { parts.append("APCA Lc \(apca)") }
        return parts.joined(separator: " · ")
    }

    /// `12.3s`: one decimal, rounded half away from zero.
    static func seconds(_ value: Double) -> String {
        let tenths = Int((max(0, value) * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)s"
    }

    /// `2 specs (0 passed, 1 failed, 1 could not be checked), 4 renders: 2 errors, 1 warning, 0 notes, 1 suppressed;
    /// goldens: 1 passed, 1 failed, 1 missing, 1 recorded`. Specs are counted as the JUnit report counts
    /// its test cases; findings as this report lists them (one per problem, however many renders it
    /// occurs in). Expect lists are counted only in expect mode (`check --expect`).
    public static func summary(_ report: RunReport) -> String {
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        let groups = report.specs.flatMap { FindingGroup.groups($0.findings) }
        let active = groups.filter { !$0.isSuppressed }
        func count(_ severity: Severity) -> Int { active.filter { $0.findings[0].severity == severity }.count }
        let suppressed = groups.count - active.count
        var outcomes = ["\(report.count(SpecOutcome.passed)) passed", "\(report.count(SpecOutcome.failed)) failed"]
        let notChecked = report.count(SpecOutcome.notChecked)
        if notChecked > 0 { outcomes.append("\(notChecked) could not be checked") }
        var text =
            "\(counted(report.specs.count, "spec")) (\(outcomes.joined(separator: ", "))), \(counted(report.renderCount, "render")): "
        text += "\(counted(count(.error), "error")), \(counted(count(.warning), "warning")), \(counted(count(.note), "note"))"
        if suppressed > 0 { text += ", \(suppressed) suppressed" }
        if report.expectMode {
            let matching = report.specs.filter { $0.matchesExpectations }.count
            text += "; \(matching) of \(report.specs.count) match their expect lists"
        }
        if !report.goldens.isEmpty {
            text += "; goldens: " + GoldenOutcome.Status.allCases.map { "\(report.count($0)) \($0.rawValue)" }.joined(separator: ", ")
        }
        if let elapsed = report.elapsed { text += "; " + seconds(elapsed) }
        return text
    }
}
