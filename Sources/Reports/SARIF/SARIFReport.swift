import Checks
import JSON
import Spec

/// SARIF 2.1.0 (OASIS, errata 01) for code-scanning dashboards: one run; the tool's rules from
/// `RuleCatalog` (with WCAG references); one result per finding at the element's line and column
/// in the spec file; suppressed findings carry an in-source suppression with the spec's reason. In
/// expect mode (`check --expect`) findings the spec's expect list names carry an accepted
/// suppression (so dashboards do not show them as failures), and each expected rule that was not
/// found is an error result at the spec file.
/// Bad input becomes a tool execution notification and `executionSuccessful: false`.
/// Deterministic: keys sorted, results in report order, no timestamps.
public enum SARIFReport {
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// - Parameter toolVersion: the buttoncheck version, written as the driver's version.
    public static func render(_ report: RunReport, toolVersion: String) -> String {
        let rules = RuleCatalog.all
        var results: [JSONOutput] = []
        for spec in report.specs {
            for finding in spec.findings {
                results.append(result(finding, ruleIndex: rules.firstIndex { $0.id == finding.rule }!,
                                      expected: report.expectMode && spec.isExpected(finding)))
            }
            if report.expectMode && spec.errors.isEmpty {
                for rule in spec.missingExpected {
                    results.append(.object([
                        "ruleId": .string(rule.rawValue),
                        "ruleIndex": .int(rules.firstIndex { $0.id == rule }!),
                        "level": .string("error"),
                        "message": .object(["text": .string("\(spec.file) expects [\(rule.rawValue)] in its \"expect\" list, but no render tripped it: the rule regressed, or the list is out of date.")]),
                        "locations": .array([.object(["physicalLocation": .object(["artifactLocation": artifactLocation(spec.file)])])]),
                    ]))
                }
            }
        }
        var notifications: [JSONOutput] = []
        for spec in report.specs {
            for error in spec.errors {
                notifications.append(.object([
                    "level": .string("error"),
                    "message": .object(["text": .string(error)]),
                    "locations": .array([.object(["physicalLocation": .object(["artifactLocation": artifactLocation(spec.file)])])]),
                ]))
            }
        }
        let run: [String: JSONOutput] = [
            "tool": .object(["driver": .object([
                "name": .string("buttoncheck"),
                "version": .string(toolVersion),
                "rules": .array(rules.map(rule)),
            ])]),
            "columnKind": .string("unicodeCodePoints"),
            "invocations": .array([.object([
                "executionSuccessful": .bool(!report.hasInputErrors),
                "toolExecutionNotifications": .array(notifications),
            ])]),
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
    public static func ruleName(_ id: RuleID) -> String {
        id.rawValue.split(whereSeparator: { $0 == "." || $0 == "-" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func rule(_ info: RuleInfo) -> JSONOutput {
        let links = info.citations.map { "[\($0.text)](\($0.url))" }.joined(separator: ", ")
        var descriptor: [String: JSONOutput] = [
            "id": .string(info.id.rawValue),
            "name": .string(ruleName(info.id)),
            "shortDescription": .object(["text": .string(info.title)]),
            "fullDescription": .object(["text": .string(info.description)]),
            "help": .object([
                "text": .string(info.help),
                "markdown": .string(links.isEmpty ? info.help : "\(info.help)\n\nSee \(links)."),
            ]),
            "defaultConfiguration": .object(["level": .string(level(info.defaultSeverity))]),
            "properties": .object(["tags": .strings(["accessibility"] + info.criteria.map { "WCAG \($0.number)" })]),
        ]
        if let first = info.citations.first { descriptor["helpUri"] = .string(first.url) }
        return .object(descriptor)
    }

    static func result(_ finding: Finding, ruleIndex: Int, expected: Bool = false) -> JSONOutput {
        var properties: [String: JSONOutput] = [:]
        if let appearance = finding.appearance { properties["appearance"] = .string(appearance.rawValue) }
        if let settings = finding.settings, !settings.isDefault { properties["settings"] = .strings(settings.settings.map(\.rawValue)) }
        if let locale = finding.locale { properties["locale"] = .string(locale.identifier) }
        if let state = finding.state { properties["state"] = .string(state.rawValue) }
        if !finding.sizes.isEmpty { properties["sizes"] = .strings(finding.sizes.map(\.rawValue)) }
        if let worst = finding.worstSize { properties["worstSize"] = .string(worst.rawValue) }
        if let measured = finding.measured { properties["measured"] = .double(measured) }
        if let threshold = finding.threshold { properties["threshold"] = .double(threshold) }
        if let unit = finding.unit { properties["unit"] = .string(unit) }
        if !finding.details.isEmpty { properties["details"] = .object(finding.details.mapValues(JSONOutput.string)) }
        var result: [String: JSONOutput] = [
            "ruleId": .string(finding.rule.rawValue),
            "ruleIndex": .int(ruleIndex),
            "level": .string(level(finding.severity)),
            "message": .object(["text": .string(finding.message + " " + finding.fix)]),
            "locations": .array([.object([
                "physicalLocation": .object([
                    "artifactLocation": artifactLocation(finding.file),
                    "region": .object(["startLine": .int(finding.location.line), "startColumn": .int(finding.location.column)]),
                ]),
                "logicalLocations": .array([.object(["name": .string(finding.element), "kind": .string("element")])]),
            ])]),
        ]
        if !properties.isEmpty { result["properties"] = .object(properties) }
        if let reason = finding.suppression {
            result["suppressions"] = .array([.object(["kind": .string("inSource"), "justification": .string(reason)])])
        } else if expected {
            result["suppressions"] = .array([.object([
                "kind": .string("inSource"), "status": .string("accepted"),
                "justification": .string("expected: the spec's \"expect\" list names \(finding.rule.rawValue) (regression-suite mode, check --expect)"),
            ])])
        }
        return .object(result)
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
