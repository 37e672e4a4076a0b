import Checks
import JSON
import Spec

/// SARIF 2.1.0 (OASIS, errata 01) for code-scanning dashboards: one run; the tool's rules, those of
/// `RuleCatalog` (with WCAG references) then the golden rules (`GoldenRule`), each with its page in
/// the documentation as `helpUri`.
/// - One result per finding at the element's line and column in the spec file; suppressed findings
///   carry an in-source suppression with the spec's reason. In expect mode (`check --expect`)
///   findings the spec's expect list names carry an accepted suppression (so dashboards do not show
///   them as failures), and each expected rule that was not found is an error result at the spec file.
/// - One error result per golden that fails the run (`golden.changed`, `golden.unusable`,
///   `golden.missing`, `golden.recorded`) at the spec file, with the golden (expected), the actual
///   render and the expected | diff | actual image as related locations.
/// - Every result has `partialFingerprints` (`SARIFFingerprint`), the run an `automationDetails.id`
///   (`buttoncheck/check/`, then the category and `/` when one is given).
/// A spec that could not be checked (bad input, or no render made) becomes a tool execution
/// notification and makes `executionSuccessful` false.
/// Deterministic: keys sorted, results in report order, no timestamps.
public enum SARIFReport {
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// The `automationDetails.id` of a run without a category: the category `buttoncheck/check`, no run id.
    public static let automationPrefix = "buttoncheck/check/"

    /// The `automationDetails.id` for a category (nil: none): `buttoncheck/check/` or `buttoncheck/check/ios/`.
    public static func automationID(category: String?) -> String {
        automationPrefix + (category.map { $0 + "/" } ?? "")
    }

    /// Whether a text can be a category: letters, digits, `.`, `_`, `-` and `/` between names.
    public static func isValidCategory(_ text: String) -> Bool {
        !text.isEmpty && !text.hasPrefix("/") && !text.hasSuffix("/") && !text.contains("//")
            && text.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "._-/".unicodeScalars.contains($0)
            }
    }

    /// - Parameters:
    ///   - toolVersion: the buttoncheck version, written as the driver's version.
    ///   - category: tells this run's alerts from other runs' of the same tool (code scanning replaces
    ///     the alerts of a category with each upload); nil for one run per commit.
    ///   - sources: the bytes of a file a finding's edits change (nil: unreadable), for the regions of the
    ///     results' `fixes`; a finding whose edits cannot all be placed has none.
    public static func render(
        _ report: RunReport, toolVersion: String, category: String? = nil,
        sources: (String) -> [UInt8]? = { _ in nil }
    ) -> String {
        var cache: [String: [UInt8]?] = [:]
        let source = { (file: String) -> [UInt8]? in
            if let bytes = cache[file] { return bytes }
            let bytes = sources(file)
            cache[file] = bytes
            return bytes
        }
        let descriptors = RuleCatalog.all.map(rule) + GoldenRule.allCases.map(rule)
        let ruleIds = RuleCatalog.all.map(\.id.rawValue) + GoldenRule.allCases.map(\.rawValue)
        let ruleIndex = Dictionary(uniqueKeysWithValues: ruleIds.enumerated().map { ($1, $0) })
        var results: [JSONOutput] = []
        for spec in report.specs {
            var fingerprints = SARIFFingerprint.Counter()
            for finding in spec.findings {
                var entry = result(
                    finding, ruleIndex: ruleIndex[finding.rule.rawValue]!,
                    expected: report.expectMode && spec.isExpected(finding),
                    fingerprint: fingerprints.value(SARIFFingerprint.fields(finding)))
                if case .object(var members) = entry, let fixes = fixes(finding, sources: source) {
                    members["fixes"] = fixes
                    entry = .object(members)
                }
                results.append(entry)
            }
            if report.expectMode && spec.errors.isEmpty {
                for rule in spec.missingExpected {
                    results.append(
                        .object([
                            "ruleId": .string(rule.rawValue),
                            "ruleIndex": .int(ruleIndex[rule.rawValue]!),
                            "level": .string("error"),
                            "message": .object([
                                "text": .string(
                                    "\(spec.file) expects [\(rule.rawValue)] in its \"expect\" list, but no render tripped it: the rule regressed, or the list is out of date."
                                )
                            ]),
                            "locations": .array([specLocation(spec)]),
                            "partialFingerprints": .object([
                                SARIFFingerprint.key: .string(fingerprints.value(SARIFFingerprint.fields(missing: rule, spec: spec)))
                            ]),
                        ]))
                }
            }
            for outcome in spec.goldens {
                guard let rule = GoldenRule(outcome) else { continue }
                results.append(
                    result(
                        outcome, rule: rule, spec: spec, ruleIndex: ruleIndex[rule.rawValue]!,
                        fingerprint: fingerprints.value(SARIFFingerprint.fields(outcome, rule: rule, spec: spec))))
            }
        }
        var notifications: [JSONOutput] = []
        for spec in report.specs {
            let problems =
                spec.errors.isEmpty && spec.cases.isEmpty
                ? ["\(spec.file): no renders were made: the spec declares no render that this run selected"] : spec.errors
            for problem in problems {
                notifications.append(
                    .object([
                        "level": .string("error"),
                        "message": .object(["text": .string(problem)]),
                        "locations": .array([.object(["physicalLocation": .object(["artifactLocation": artifactLocation(spec.file)])])]),
                    ]))
            }
        }
        let run: [String: JSONOutput] = [
            "tool": .object([
                "driver": .object([
                    "name": .string("buttoncheck"),
                    "version": .string(toolVersion),
                    "rules": .array(descriptors),
                ])
            ]),
            "automationDetails": .object(["id": .string(automationID(category: category))]),
            "columnKind": .string("unicodeCodePoints"),
            "invocations": .array([
                .object([
                    "executionSuccessful": .bool(notifications.isEmpty),
                    "toolExecutionNotifications": .array(notifications),
                ])
            ]),
            "results": .array(results),
        ]
        return JSONOutput.object([
            "$schema": .string(schemaURI),
            "version": .string("2.1.0"),
            "runs": .array([.object(run)]),
        ]).document
    }

    /// SARIF's `level` for a severity.
    public static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A rule's `name`: its id in UpperCamelCase (`disabled.reason-missing` → `DisabledReasonMissing`).
    public static func ruleName(_ id: RuleID) -> String { upperCamelCase(id.rawValue) }

    static func upperCamelCase(_ id: String) -> String {
        id.split(whereSeparator: { $0 == "." || $0 == "-" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func rule(_ info: RuleInfo) -> JSONOutput {
        let links = info.citations.map { "[\($0.text)](\($0.url))" }.joined(separator: ", ")
        return .object([
            "id": .string(info.id.rawValue),
            "name": .string(ruleName(info.id)),
            "shortDescription": .object(["text": .string(info.title)]),
            "fullDescription": .object(["text": .string(info.description)]),
            "help": .object([
                "text": .string(info.help),
                "markdown": .string(links.isEmpty ? info.help : "\(info.help)\n\nSee \(links)."),
            ]),
            "helpUri": .string(DocumentationLinks.rule(info.id.rawValue)),
            "defaultConfiguration": .object(["level": .string(level(info.defaultSeverity))]),
            "properties": .object(["tags": .strings(["accessibility"] + info.criteria.map { "WCAG \($0.number)" })]),
        ])
    }

    static func rule(_ golden: GoldenRule) -> JSONOutput {
        .object([
            "id": .string(golden.rawValue),
            "name": .string(upperCamelCase(golden.rawValue)),
            "shortDescription": .object(["text": .string(golden.title)]),
            "fullDescription": .object(["text": .string(golden.description)]),
            "help": .object(["text": .string(golden.help), "markdown": .string(golden.help)]),
            "helpUri": .string(DocumentationLinks.rule(golden.rawValue)),
            "defaultConfiguration": .object(["level": .string("error")]),
            "properties": .object(["tags": .strings(["visual-regression"])]),
        ])
    }

    /// A golden that fails the run, at its spec file; the golden, the actual render and the diff
    /// image (those the run wrote) as related locations.
    static func result(_ outcome: GoldenOutcome, rule: GoldenRule, spec: SpecReport, ruleIndex: Int, fingerprint: String) -> JSONOutput {
        let renderCase = outcome.renderCase
        var related: [(String, String)] = []
        if outcome.status != .missing { related.append((outcome.golden, "expected: the golden of \(renderCase.name)")) }
        if let actual = outcome.pending ?? spec.images[renderCase.name] {
            related.append(
                (
                    actual,
                    outcome.pending == nil
                        ? "actual: the render of \(renderCase.name)"
                        : "actual: the pending golden of \(renderCase.name), for 'buttoncheck review'"
                ))
        }
        if let diff = outcome.diffImage { related.append((diff, "expected | diff | actual of \(renderCase.name)")) }
        var properties: [String: JSONOutput] = [
            "case": .string(renderCase.name),
            "appearance": .string(renderCase.appearance.rawValue),
            "size": .string(renderCase.size.rawValue),
            "state": .string(renderCase.situation),
            "golden": .string(outcome.golden),
        ]
        if !renderCase.settings.isDefault { properties["settings"] = .strings(renderCase.settings.settings.map(\.rawValue)) }
        if let locale = renderCase.locale { properties["locale"] = .string(locale.identifier) }
        if let mismatched = outcome.mismatched { properties["mismatched"] = .int(mismatched) }
        if let total = outcome.total { properties["total"] = .int(total) }
        var message = "\(renderCase.name): \(outcome.message)"
        if let maxDeltaE = outcome.maxDeltaE {
            // What changed, as the text report groups it: the elements, their pixels and largest ΔE00.
            properties["maxDeltaE"] = .number(maxDeltaE)
            properties["changedElements"] = .array(
                outcome.changedElements.map {
                    .object(["element": .string($0.element), "pixels": .int($0.pixels), "maxDeltaE": .number($0.maxDeltaE)])
                })
            message += "; changed: " + outcome.changedElements.map(\.summary).joined(separator: "; ")
        }
        var result: [String: JSONOutput] = [
            "ruleId": .string(rule.rawValue),
            "ruleIndex": .int(ruleIndex),
            "level": .string("error"),
            "message": .object(["text": .string(message)]),
            "locations": .array([specLocation(spec, render: renderCase.name)]),
            "partialFingerprints": .object([SARIFFingerprint.key: .string(fingerprint)]),
            "properties": .object(properties),
        ]
        if !related.isEmpty {
            result["relatedLocations"] = .array(
                related.enumerated().map { index, location in
                    .object([
                        "id": .int(index + 1),
                        "physicalLocation": .object(["artifactLocation": artifactLocation(location.0)]),
                        "message": .object(["text": .string(location.1)]),
                    ])
                })
        }
        return .object(result)
    }

    /// The spec file as a whole (its first line, which code scanning needs a region for), with the
    /// render as a logical location when the result is about one.
    static func specLocation(_ spec: SpecReport, render: String? = nil) -> JSONOutput {
        var location: [String: JSONOutput] = [
            "physicalLocation": .object([
                "artifactLocation": artifactLocation(spec.file),
                "region": .object(["startLine": .int(1)]),
            ])
        ]
        if let render { location["logicalLocations"] = .array([.object(["name": .string(render), "kind": .string("render")])]) }
        return .object(location)
    }

    static func result(_ finding: Finding, ruleIndex: Int, expected: Bool = false, fingerprint: String) -> JSONOutput {
        var properties: [String: JSONOutput] = [:]
        if let appearance = finding.appearance { properties["appearance"] = .string(appearance.rawValue) }
        if let settings = finding.settings, !settings.isDefault { properties["settings"] = .strings(settings.settings.map(\.rawValue)) }
        if let locale = finding.locale { properties["locale"] = .string(locale.identifier) }
        if let state = finding.state { properties["state"] = .string(state.rawValue) }
        if let scenario = finding.scenario { properties["scenario"] = .string(scenario) }
        if !finding.sizes.isEmpty { properties["sizes"] = .strings(finding.sizes.map(\.rawValue)) }
        if let worst = finding.worstSize { properties["worstSize"] = .string(worst.rawValue) }
        if let measured = finding.measured { properties["measured"] = .double(measured) }
        if let threshold = finding.threshold { properties["threshold"] = .double(threshold) }
        if let unit = finding.unit { properties["unit"] = .string(unit.rawValue) }
        let details = FindingDetails.strings(finding)
        if !details.isEmpty { properties["details"] = .object(details.mapValues(JSONOutput.string)) }
        var result: [String: JSONOutput] = [
            "ruleId": .string(finding.rule.rawValue),
            "ruleIndex": .int(ruleIndex),
            "level": .string(level(finding.severity)),
            "message": .object(["text": .string(finding.message + " " + finding.fix)]),
            "locations": .array([
                .object([
                    "physicalLocation": .object([
                        "artifactLocation": artifactLocation(finding.file),
                        "region": .object(["startLine": .int(finding.location.line), "startColumn": .int(finding.location.column)]),
                    ]),
                    "logicalLocations": .array([.object(["name": .string(finding.element), "kind": .string("element")])]),
                ])
            ]),
            "partialFingerprints": .object([SARIFFingerprint.key: .string(fingerprint)]),
        ]
        if !properties.isEmpty { result["properties"] = .object(properties) }
        if let reason = finding.suppression {
            result["suppressions"] = .array([.object(["kind": .string("inSource"), "justification": .string(reason)])])
        } else if expected {
            result["suppressions"] = .array([
                .object([
                    "kind": .string("inSource"), "status": .string("accepted"),
                    "justification": .string(
                        "expected: the spec's \"expect\" list names \(finding.rule.rawValue) (regression-suite mode, check --expect)"),
                ])
            ])
        }
        return .object(result)
    }

    /// SARIF's `fixes` (§3.55) for a finding's computed edits: one fix, described by the finding's fix
    /// sentence, changing each file it edits; each replacement deletes the literal (from its first character
    /// to the one after its last, columns in Unicode code points as the run's `columnKind` says) and inserts
    /// the new JSON text; an added member is an insertion (an empty deleted region) before the member it is
    /// written before, with the `,` and whitespace that keep the object's style, as `buttoncheck fix` writes it.
    /// nil without edits, or when a file cannot be read or no longer holds a literal where an edit says.
    package static func fixes(_ finding: Finding, sources: (String) -> [UInt8]?) -> JSONOutput? {
        guard !finding.edits.isEmpty else { return nil }
        var files: [String] = []
        var replacements: [String: [JSONOutput]] = [:]
        for edit in finding.edits {
            guard let bytes = sources(edit.file), let start = JSONSourceText.offset(of: edit.location, in: bytes) else { return nil }
            let range: Range<Int>
            let inserted: String
            if let member = edit.member {
                guard
                    let insertion = JSONSourceText.insertion(
                        member, value: edit.replacement, into: edit.location,
                        before: edit.insertBefore, in: bytes)
                else { return nil }
                (range, inserted) = insertion
            } else {
                guard let end = JSONSourceText.literalEnd(from: start, in: bytes) else { return nil }
                (range, inserted) = (start..<end, edit.replacement)
            }
            let from = JSONSourceText.location(ofOffset: range.lowerBound, in: bytes)
            let to = JSONSourceText.location(ofOffset: range.upperBound, in: bytes)
            if replacements[edit.file] == nil { files.append(edit.file) }
            replacements[edit.file, default: []].append(
                .object([
                    "deletedRegion": .object([
                        "startLine": .int(from.line), "startColumn": .int(from.column),
                        "endLine": .int(to.line), "endColumn": .int(to.column),
                    ]),
                    "insertedContent": .object(["text": .string(inserted)]),
                ]))
        }
        return .array([
            .object([
                "description": .object(["text": .string(finding.fix)]),
                "artifactChanges": .array(
                    files.map { file in
                        .object(["artifactLocation": artifactLocation(file), "replacements": .array(replacements[file]!)])
                    }),
            ])
        ])
    }

    static func artifactLocation(_ file: String) -> JSONOutput {
        .object(["uri": .string(uri(file))])
    }

    /// A path as a URI reference: relative paths stay relative (`specs/a%20b.json`), absolute
    /// ones become `file://` URIs. Everything outside RFC 3986's unreserved characters, `/` and a
    /// few sub-delimiters is percent-encoded (`:` too, so a first segment never reads as a scheme).
    public static func uri(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"),
                UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
                UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "@"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
