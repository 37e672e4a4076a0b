import Checks
import JSON
import Spec

/// The machine-readable report (`--format json`), described by
/// `specs/schema/buttoncheck-report.schema.json`. Deterministic: keys sorted, specs in file order,
/// findings in report order, no timestamps (`elapsed` only when the run was timed), doubles written
/// with full precision. `decode` reads it back (for `merge-reports`); render → decode → render is
/// the identity.
public enum JSONReport {
    /// The report format's version; a reader rejects versions it does not know.
    public static let formatVersion = 1
    /// The value of the top-level `"tool"` key.
    public static let toolName = "buttoncheck"

    public static func render(_ report: RunReport) -> String {
        var root: [String: JSONOutput] = [
            "version": .int(formatVersion),
            "tool": .string(toolName),
            "specs": .array(report.specs.map(spec)),
            "orphanGoldens": .strings(report.orphanGoldens),
            "environmentNote": .optional(report.environmentNote),
            "summary": summary(report),
        ]
        if let elapsed = report.elapsed { root["elapsed"] = .double(elapsed) }
        if report.expectMode { root["expectMode"] = .bool(true) }
        if let shard = report.shard {
            root["shard"] = .object(["index": .int(shard.index), "count": .int(shard.count), "specs": .strings(shard.specs)])
        }
        return JSONOutput.object(root).document
    }

    static func spec(_ spec: SpecReport) -> JSONOutput {
        var fields: [String: JSONOutput] = [
            "file": .string(spec.file),
            "slug": .string(spec.slug),
            "name": .string(spec.name),
            "expect": .strings(spec.expect.map(\.rawValue)),
            "cases": .strings(spec.cases.map(\.name)),
            "findings": .array(spec.findings.map(finding)),
            "errors": .strings(spec.errors),
            "goldens": .array(spec.goldens.map(golden)),
            "images": .object(spec.images.mapValues(JSONOutput.string)),
            "sheet": .optional(spec.sheet),
            "matchesExpectations": .bool(spec.matchesExpectations),
            "missingExpected": .strings(spec.missingExpected.map(\.rawValue)),
            "unexpected": .strings(spec.unexpected.map(\.rawValue)),
        ]
        // Only when the run built them, so reports without transcripts keep their shape.
        if !spec.transcripts.isEmpty { fields["transcripts"] = transcripts(spec) }
        return .object(fields)
    }

    /// What VoiceOver says on each render, renders that hear the same in one group (in the order of their first
    /// render): `[{"cases": [case names], "lines": [{"index", "element", "spoken", "hint"?}]}]`.
    static func transcripts(_ spec: SpecReport) -> JSONOutput {
        let listed = spec.cases.map(\.name).filter { spec.transcripts[$0] != nil }
        let others = spec.transcripts.keys.filter { !listed.contains($0) }.sorted()
        var groups: [(cases: [String], lines: [TranscriptLine])] = []
        for name in listed + others {
            let lines = spec.transcripts[name]!
            if let index = groups.firstIndex(where: { $0.lines == lines }) {
                groups[index].cases.append(name)
            } else {
                groups.append(([name], lines))
            }
        }
        return .array(
            groups.map { group in
                .object([
                    "cases": .strings(group.cases),
                    "lines": .array(
                        group.lines.map { line in
                            var members: [String: JSONOutput] = [
                                "index": .int(line.index), "element": .string(line.element), "spoken": .string(line.spoken),
                            ]
                            if let hint = line.hint { members["hint"] = .string(hint) }
                            return .object(members)
                        }),
                ])
            })
    }

    /// A finding; `settings` (the display settings' names) only when some are on, so reports of
    /// specs without settings read as before.
    static func finding(_ finding: Finding) -> JSONOutput {
        var fields: [String: JSONOutput] = [
            "rule": .string(finding.rule.rawValue),
            "severity": .string(finding.severity.rawValue),
            "file": .string(finding.file),
            "line": .int(finding.location.line),
            "column": .int(finding.location.column),
            "element": .string(finding.element),
            "appearance": .optional(finding.appearance?.rawValue),
            "state": .optional(finding.state?.rawValue),
            "sizes": .strings(finding.sizes.map(\.rawValue)),
            "worstSize": .optional(finding.worstSize?.rawValue),
            "measured": .optional(finding.measured),
            "threshold": .optional(finding.threshold),
            "unit": .optional(finding.unit?.rawValue),
            "message": .string(finding.message),
            "fix": .string(finding.fix),
            "details": .object(FindingDetails.strings(finding).mapValues(JSONOutput.string)),
            "suppression": .optional(finding.suppression),
        ]
        if let settings = finding.settings, !settings.isDefault { fields["settings"] = .strings(settings.settings.map(\.rawValue)) }
        if let locale = finding.locale { fields["locale"] = .string(locale.identifier) }
        // The computed fix's literal changes, only when there are some, so other findings read as before.
        if !finding.edits.isEmpty {
            fields["edits"] = .array(
                finding.edits.map { edit in
                    var members: [String: JSONOutput] = [
                        "file": .string(edit.file), "line": .int(edit.location.line),
                        "column": .int(edit.location.column), "path": .string(edit.path),
                        "replacement": .string(edit.replacement),
                    ]
                    if let member = edit.member { members["member"] = .string(member) }
                    return .object(members)
                })
        }
        if let scenario = finding.scenario { fields["scenario"] = .string(scenario) }
        return .object(fields)
    }

    static func golden(_ outcome: GoldenOutcome) -> JSONOutput {
        var fields: [String: JSONOutput] = [
            "case": .string(outcome.renderCase.name),
            "status": .string(outcome.status.rawValue),
            "golden": .string(outcome.golden),
            "mismatched": outcome.mismatched.map(JSONOutput.int) ?? .null,
            "total": outcome.total.map(JSONOutput.int) ?? .null,
            "diffImage": .optional(outcome.diffImage),
            "message": .string(outcome.message),
        ]
        // Only when a pending golden was written, so reports of runs without them keep their shape.
        if let pending = outcome.pending { fields["pending"] = .string(pending) }
        // Only for a golden whose pixels were compared and changed: which elements, and by how much (ΔE00).
        if let maxDeltaE = outcome.maxDeltaE {
            fields["maxDeltaE"] = .number(maxDeltaE)
            fields["changedElements"] = .array(
                outcome.changedElements.map {
                    .object(["element": .string($0.element), "pixels": .int($0.pixels), "maxDeltaE": .number($0.maxDeltaE)])
                })
        }
        return .object(fields)
    }

    /// Totals derived from the rest (a reader ignores them and recomputes).
    static func summary(_ report: RunReport) -> JSONOutput {
        .object([
            "specs": .int(report.specs.count),
            "renders": .int(report.renderCount),
            "errors": .int(report.count(.error)),
            "warnings": .int(report.count(.warning)),
            "notes": .int(report.count(.note)),
            "suppressed": .int(report.suppressedCount),
            "matchingExpectations": .int(report.specs.filter(\.matchesExpectations).count),
            "inputErrors": .int(report.specs.filter { !$0.errors.isEmpty }.count),
            "goldens": .object(
                Dictionary(uniqueKeysWithValues: GoldenOutcome.Status.allCases.map { ($0.rawValue, JSONOutput.int(report.count($0))) })),
            "hasFailures": .bool(report.hasFailures),
            "hasInputErrors": .bool(report.hasInputErrors),
        ])
    }
}
