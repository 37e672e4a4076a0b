import Foundation
import JSON
import Spec

/// Reads a project configuration file:
///
///     {
///       "thresholds": {"textContrast": 4.5, "largeTextContrast": 3, "disabledContrast": 3, "nonTextContrast": 3,
///                      "reasonGap": 16, "errorGap": 16, "targetSize": 44, "footprintTolerance": 0.5, "legibilityFloor": 11},
///       "rules": {"contrast.disabled": "warning", "label.truncated": "off"}
///     }
///
/// Every problem is reported with its line, column and JSONPath, like a spec's.
package enum ConfigurationLoader {
    nonisolated(unsafe) package static let thresholdKeys: [String: WritableKeyPath<Thresholds, Double>] = [
        "textContrast": \.textContrast, "largeTextContrast": \.largeTextContrast, "disabledContrast": \.disabledContrast,
        "nonTextContrast": \.nonTextContrast, "reasonGap": \.reasonGap, "errorGap": \.errorGap,
        "targetSize": \.targetSize, "footprintTolerance": \.footprintTolerance, "legibilityFloor": \.legibilityFloor,
    ]
    /// A rule's setting: a severity, or "off".
    package static let ruleSettings = Severity.allCases.map(\.rawValue) + ["off"]

    package static func load(path: String) throws(SpecLoadError) -> CheckConfiguration {
        switch BoundedFile.contents(of: path, what: "a configuration file") {
        case .success(let bytes):
            return try load(bytes: bytes, file: path)
        case .failure(let problem):
            throw SpecLoadError(diagnostics: [Diagnostic(file: path, location: .start, path: "$",
                                                         message: "configuration file \(problem.phrase); check the --config path")])
        }
    }

    package static func load(bytes: [UInt8], file: String) throws(SpecLoadError) -> CheckConfiguration {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw SpecLoadError(diagnostics: [Diagnostic(file: file, location: error.location, path: "$", message: error.message)])
        }
        var diagnostics: [Diagnostic] = []
        func report(_ message: String, _ node: JSONNode, _ path: String) {
            diagnostics.append(Diagnostic(file: file, location: node.location, path: path, message: message))
        }
        var configuration = CheckConfiguration()
        guard case .object(let members) = root.value else {
            report("a configuration is a JSON object with \"thresholds\" and \"rules\", found \(root.value.kindDescription)", root, "$")
            throw SpecLoadError(diagnostics: diagnostics)
        }
        for member in members {
            switch member.key {
            case "thresholds":
                guard case .object(let thresholds) = member.value.value else {
                    report("expected an object of thresholds, found \(member.value.value.kindDescription)", member.value, "$.thresholds")
                    continue
                }
                for threshold in thresholds {
                    let path = JSONPath.member("$.thresholds", threshold.key)
                    guard let keyPath = thresholdKeys[threshold.key] else {
                        diagnostics.append(Diagnostic(file: file, location: threshold.keyLocation, path: path,
                                                      message: "unknown threshold \"\(threshold.key)\"\(Suggestion.phrase(for: threshold.key, in: thresholdKeys.keys)); known: \(thresholdKeys.keys.sorted().joined(separator: ", "))"))
                        continue
                    }
                    guard case .number(let value) = threshold.value.value, value >= 0, value <= 1000 else {
                        report("expected a number from 0 to 1000, found \(threshold.value.value.kindDescription)", threshold.value, path)
                        continue
                    }
                    configuration.thresholds[keyPath: keyPath] = value
                }
            case "rules":
                guard case .object(let rules) = member.value.value else {
                    report("expected an object of rule ids and settings, found \(member.value.value.kindDescription)", member.value, "$.rules")
                    continue
                }
                for rule in rules {
                    let path = JSONPath.member("$.rules", rule.key)
                    guard let id = RuleID(rawValue: rule.key) else {
                        diagnostics.append(Diagnostic(file: file, location: rule.keyLocation, path: path,
                                                      message: "unknown rule \"\(rule.key)\"\(Suggestion.phrase(for: rule.key, in: RuleID.allCases.map(\.rawValue)))"))
                        continue
                    }
                    guard case .string(let setting) = rule.value.value, ruleSettings.contains(setting) else {
                        report("expected one of \(ruleSettings.map { "\"\($0)\"" }.joined(separator: ", "))", rule.value, path)
                        continue
                    }
                    if setting == "off" {
                        configuration.disabledRules.insert(id)
                    } else {
                        configuration.severities[id] = Severity(rawValue: setting)
                    }
                }
            default:
                diagnostics.append(Diagnostic(file: file, location: member.keyLocation, path: JSONPath.member("$", member.key),
                                              message: "unknown key \"\(member.key)\"\(Suggestion.phrase(for: member.key, in: ["thresholds", "rules"])); a configuration has \"thresholds\" and \"rules\""))
            }
        }
        if !diagnostics.isEmpty { throw SpecLoadError(diagnostics: diagnostics) }
        return configuration
    }
}
