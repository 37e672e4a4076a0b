import Checks
import JSON
import Spec

extension JSONReport {
    /// Reads a report written by `render` (format version 1). `source` names the file in errors.
    /// Derived values (`summary`, `matchesExpectations`, `missingExpected`, `unexpected`) are
    /// accepted and recomputed, never trusted.
    package static func decode(_ text: String, source: String) throws(ReportError) -> RunReport {
        let root: JSONNode
        do {
            root = try JSONParser.parse(Array(text.utf8), document: "a report")
        } catch {
            throw ReportError.notJSON(source: source, location: error.location, message: error.message)
        }
        let reader = JSONReader(node: root, path: "$", source: source)
        let members = try reader.object(
            required: ["version", "tool", "specs", "orphanGoldens", "environmentNote"],
            optional: ["summary", "elapsed", "expectMode", "shard"])
        let version = members["version"]!
        guard case .number(let number) = version.node.value else {
            throw version.fail("expected the report format version (a number), found \(version.node.value.kindDescription)")
        }
        guard number == Double(formatVersion) else {
            throw version.fail("unsupported report format version \(number.description); this buttoncheck reads version \(formatVersion)")
        }
        let tool = try members["tool"]!.string()
        guard tool == toolName else {
            throw members["tool"]!.fail("this is a report of \"\(tool)\", not of \"\(toolName)\"")
        }
        var specs: [SpecReport] = []
        var files: Set<String> = []
        for element in try members["specs"]!.array() {
            let spec = try decodeSpec(element)
            guard files.insert(SpecPath.normalized(spec.file)).inserted else { throw element.fail("spec \(spec.file) appears twice") }
            specs.append(spec)
        }
        if let summary = members["summary"] { _ = try summary.object(required: [], optional: summaryKeys) }
        let elapsed = try members["elapsed"]?.double()
        if let elapsed, elapsed < 0 { throw members["elapsed"]!.fail("elapsed time is negative") }
        var report = RunReport(
            specs: specs, orphanGoldens: try members["orphanGoldens"]!.strings(),
            environmentNote: try members["environmentNote"]!.optionalString(), elapsed: elapsed,
            expectMode: try members["expectMode"]?.bool() ?? false)
        report.shard = try members["shard"].map { shard throws(ReportError) in try decodeShard(shard) }
        return report
    }

    /// `{"index": I, "count": N, "specs": [the run's spec files, sorted]}`, 1 ≤ I ≤ N.
    private static func decodeShard(_ reader: JSONReader) throws(ReportError) -> ShardIdentity {
        let members = try reader.object(required: ["index", "count", "specs"])
        let count = try members["count"]!.int(minimum: 1)
        let index = try members["index"]!.int(minimum: 1)
        guard index <= count else {
            throw members["index"]!.fail("shard \(index) of \(count) does not exist; a shard's index is 1 to its count")
        }
        return ShardIdentity(index: index, count: count, specs: try members["specs"]!.strings())
    }

    private static let summaryKeys = [
        "specs", "renders", "errors", "warnings", "notes", "suppressed", "matchingExpectations",
        "inputErrors", "goldens", "hasFailures", "hasInputErrors",
    ]

    private static func decodeSpec(_ reader: JSONReader) throws(ReportError) -> SpecReport {
        let members = try reader.object(
            required: ["file", "slug", "name", "expect", "cases", "findings", "errors", "goldens", "images", "sheet"],
            optional: ["matchesExpectations", "missingExpected", "unexpected", "transcripts"])
        var expect: [RuleID] = []
        for element in try members["expect"]!.array() { expect.append(try element.value(RuleID.self, "rule")) }
        var cases: [RenderCase] = []
        for element in try members["cases"]!.array() { cases.append(try element.renderCase()) }
        var findings: [Finding] = []
        for element in try members["findings"]!.array() { findings.append(try decodeFinding(element)) }
        var goldens: [GoldenOutcome] = []
        for element in try members["goldens"]!.array() { goldens.append(try decodeGolden(element)) }
        let images = try members["images"]!.stringMap()
        for (key, _) in images where RenderCase(name: key) == nil {
            throw members["images"]!.fail("\"\(key)\" is not a render case; image keys are case names such as \"light/AX5-disabled\"")
        }
        for (name, key) in [("matchesExpectations", true), ("missingExpected", false), ("unexpected", false)] {
            guard let member = members[name] else { continue }
            if key { _ = try member.bool() } else { _ = try member.strings() }
        }
        var report = SpecReport(
            file: try members["file"]!.string(), slug: try members["slug"]!.string(), name: try members["name"]!.string(),
            expect: expect, cases: cases, findings: findings, errors: try members["errors"]!.strings(),
            goldens: goldens, images: images, sheet: try members["sheet"]!.optionalString())
        if let transcripts = members["transcripts"] {
            report.transcripts = try decodeTranscripts(transcripts, cases: Set(cases.map(\.name)))
        }
        return report
    }

    /// `[{"cases": [...], "lines": [...]}]` back into each render's lines; a render of no case of the spec, a render
    /// in two groups, or lines not numbered 1, 2, 3… is an error.
    private static func decodeTranscripts(_ reader: JSONReader, cases: Set<String>) throws(ReportError) -> [String: [TranscriptLine]] {
        var transcripts: [String: [TranscriptLine]] = [:]
        for element in try reader.array() {
            let group = try element.object(required: ["cases", "lines"])
            var lines: [TranscriptLine] = []
            for item in try group["lines"]!.array() {
                let fields = try item.object(required: ["index", "element", "spoken"], optional: ["hint"])
                let index = try fields["index"]!.int(minimum: 1)
                guard index == lines.count + 1 else {
                    throw fields["index"]!.fail(
                        "expected swipe \(lines.count + 1), found \(index); a transcript's lines are numbered 1, 2, 3…")
                }
                lines.append(
                    TranscriptLine(
                        index: index, element: try fields["element"]!.string(), spoken: try fields["spoken"]!.string(),
                        hint: try fields["hint"]?.string()))
            }
            for name in try group["cases"]!.strings() {
                guard cases.contains(name) else {
                    throw group["cases"]!.fail(
                        "\"\(name)\" is not one of the spec's cases; a transcript is of renders listed in the spec's \"cases\"")
                }
                guard transcripts[name] == nil else { throw group["cases"]!.fail("\"\(name)\" has two transcripts") }
                transcripts[name] = lines
            }
        }
        return transcripts
    }

    private static func decodeFinding(_ reader: JSONReader) throws(ReportError) -> Finding {
        let members = try reader.object(
            required: [
                "rule", "severity", "file", "line", "column", "element", "appearance", "state", "sizes", "worstSize",
                "measured", "threshold", "unit", "message", "fix", "details", "suppression",
            ], optional: ["settings", "locale", "edits", "scenario"])
        var sizes: [SizeCategory] = []
        for element in try members["sizes"]!.array() { sizes.append(try element.value(SizeCategory.self, "size category")) }
        let worstSize = try members["worstSize"]!.optionalValue(SizeCategory.self, "size category")
        var finding = Finding(
            rule: try members["rule"]!.value(RuleID.self, "rule"),
            severity: try members["severity"]!.value(Severity.self, "severity"),
            file: try members["file"]!.string(),
            location: SourceLocation(line: try members["line"]!.int(minimum: 1), column: try members["column"]!.int(minimum: 1)),
            element: try members["element"]!.string(),
            appearance: try members["appearance"]!.optionalValue(Appearance.self, "appearance"),
            state: try members["state"]!.optionalValue(RenderState.self, "state"),
            scenario: try members["scenario"]?.optionalString(),
            size: worstSize,
            measured: try members["measured"]!.optionalDouble(),
            threshold: try members["threshold"]!.optionalDouble(),
            unit: try members["unit"]!.optionalValue(FindingUnit.self, "unit"),
            message: try members["message"]!.string(),
            fix: try members["fix"]!.string(),
            details: [:])
        (finding.details, finding.colors, finding.crop) = try FindingDetails.read(members["details"]!)
        finding.sizes = sizes
        if let edits = members["edits"] {
            for element in try edits.array() {
                let edit = try element.object(required: ["file", "line", "column", "path", "replacement"], optional: ["member"])
                finding.edits.append(
                    SpecEdit(
                        file: try edit["file"]!.string(),
                        location: SourceLocation(line: try edit["line"]!.int(minimum: 1), column: try edit["column"]!.int(minimum: 1)),
                        path: try edit["path"]!.string(), replacement: try edit["replacement"]!.string(),
                        member: try edit["member"]?.string()))
            }
        }
        if let settings = members["settings"] {
            var on: [DisplaySetting] = []
            for element in try settings.array() { on.append(try element.value(DisplaySetting.self, "display setting")) }
            finding.settings = DisplaySettings(on)
        }
        if let locale = members["locale"] {
            let identifier = try locale.string()
            guard let parsed = RenderLocale(identifier: identifier) else {
                throw locale.fail("expected a locale such as \"de\" or \"pseudo\", found \"\(identifier)\"")
            }
            finding.locale = parsed
        }
        finding.suppression = try members["suppression"]!.optionalString()
        return finding
    }

    private static func decodeGolden(_ reader: JSONReader) throws(ReportError) -> GoldenOutcome {
        let members = try reader.object(
            required: ["case", "status", "golden", "mismatched", "total", "diffImage", "message"],
            optional: ["pending", "changedElements", "maxDeltaE"])
        var outcome = GoldenOutcome(
            renderCase: try members["case"]!.renderCase(),
            status: try members["status"]!.value(GoldenOutcome.Status.self, "golden status"),
            golden: try members["golden"]!.string(),
            mismatched: try members["mismatched"]!.optionalInt(minimum: 0),
            total: try members["total"]!.optionalInt(minimum: 0),
            diffImage: try members["diffImage"]!.optionalString(),
            message: try members["message"]!.string())
        outcome.pending = try members["pending"]?.string()
        outcome.maxDeltaE = try members["maxDeltaE"]?.double()
        for element in try members["changedElements"]?.array() ?? [] {
            let fields = try element.object(required: ["element", "pixels", "maxDeltaE"])
            outcome.changedElements.append(
                ChangedElement(
                    element: try fields["element"]!.string(),
                    pixels: try fields["pixels"]!.int(minimum: 0),
                    maxDeltaE: try fields["maxDeltaE"]!.double()))
        }
        return outcome
    }
}
