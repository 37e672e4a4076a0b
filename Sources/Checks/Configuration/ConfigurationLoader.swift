import Foundation
import JSON
import Spec

/// Reads a project configuration file:
///
///     {
///       "thresholds": {"textContrast": 4.5, "largeTextContrast": 3, "disabledContrast": 3, "nonTextContrast": 3,
///                      "reasonGap": 16, "errorGap": 16, "targetSize": 44, "footprintTolerance": 0.5, "legibilityFloor": 11},
///       "rules": {"contrast.disabled": "warning", "label.truncated": "off"},
///       "words": {"en": {"fix": ["enter", "choose", "at least"], "availability": ["available", "enabled"]}},
///       "exclude": ["drafts/**", "*.fixture.json"]
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
    static let ruleSettings = Severity.allCases.map(\.rawValue) + ["off"]
    static let topLevelKeys = ["thresholds", "rules", "words", "exclude"]
    /// A configuration's object: any of `topLevelKeys`, none required.
    static let shape = JSONObjectShape(allowed: topLevelKeys)
    /// The lists a language of "words" may give.
    static let wordListKeys = ["fix", "availability"]

    package static func load(path: String) throws(SpecLoadError) -> CheckConfiguration {
        switch BoundedFile.contents(of: path, what: "a configuration file") {
        case .success(let bytes):
            return try load(bytes: bytes, file: path)
        case .failure(let problem):
            throw SpecLoadError(diagnostics: [
                Diagnostic(
                    file: path, location: .start, path: "$",
                    message: "configuration file \(problem.phrase); check the --config path")
            ])
        }
    }

    package static func load(bytes: [UInt8], file: String) throws(SpecLoadError) -> CheckConfiguration {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes, document: "a configuration")
        } catch {
            throw SpecLoadError(diagnostics: [Diagnostic(file: file, location: error.location, path: "$", message: error.message)])
        }
        var diagnostics: [Diagnostic] = []
        func report(_ message: String, _ node: JSONNode, _ path: String) {
            diagnostics.append(Diagnostic(file: file, location: node.location, path: path, message: message))
        }
        var configuration = CheckConfiguration()
        guard let object = shape.read(root) else {
            report("a configuration is a JSON object with \"thresholds\" and \"rules\", found \(root.value.kindDescription)", root, "$")
            throw SpecLoadError(diagnostics: diagnostics)
        }
        // Unknown keys are reported in the loop, in source order among the other diagnostics.
        for member in object.list {
            switch member.key {
            case "thresholds":
                guard case .object(let thresholds) = member.value.value else {
                    report("expected an object of thresholds, found \(member.value.value.kindDescription)", member.value, "$.thresholds")
                    continue
                }
                for threshold in thresholds {
                    let path = JSONPath.member("$.thresholds", threshold.key)
                    guard let keyPath = thresholdKeys[threshold.key] else {
                        diagnostics.append(
                            Diagnostic(
                                file: file, location: threshold.keyLocation, path: path,
                                message:
                                    "unknown threshold \"\(threshold.key)\"\(Suggestion.phrase(for: threshold.key, in: thresholdKeys.keys)); known: \(thresholdKeys.keys.sorted().joined(separator: ", "))"
                            ))
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
                    report(
                        "expected an object of rule ids and settings, found \(member.value.value.kindDescription)", member.value, "$.rules")
                    continue
                }
                for rule in rules {
                    let path = JSONPath.member("$.rules", rule.key)
                    guard let id = RuleID(rawValue: rule.key) else {
                        diagnostics.append(
                            Diagnostic(
                                file: file, location: rule.keyLocation, path: path,
                                message:
                                    "unknown rule \"\(rule.key)\"\(Suggestion.phrase(for: rule.key, in: RuleID.allCases.map(\.rawValue)))"))
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
            case "words":
                readWords(member.value, into: &configuration.thresholds.words, file: file, diagnostics: &diagnostics)
            case "exclude":
                guard case .array(let globs) = member.value.value else {
                    report(
                        "expected an array of globs such as [\"drafts/**\", \"*.fixture.json\"], "
                            + "found \(member.value.value.kindDescription)", member.value, "$.exclude")
                    continue
                }
                for (index, glob) in globs.enumerated() {
                    guard case .string(let pattern) = glob.value, !pattern.isEmpty else {
                        let found = if case .string = glob.value { "an empty string" } else { glob.value.kindDescription }
                        report(
                            "expected a glob (a non-empty string) on the path relative to the folder given, such as \"drafts/**\", "
                                + "found \(found)", glob, "$.exclude[\(index)]")
                        continue
                    }
                    configuration.exclude.append(pattern)
                }
            default:
                diagnostics.append(
                    Diagnostic(
                        file: file, location: member.keyLocation, path: JSONPath.member("$", member.key),
                        message: "unknown key \"\(member.key)\""
                            + "\(Suggestion.phrase(shape.suggestion(for: member.key))); "
                            + "a configuration has \"thresholds\", \"rules\", \"words\" and \"exclude\""))
            }
        }
        if !diagnostics.isEmpty { throw SpecLoadError(diagnostics: diagnostics) }
        return configuration
    }

    /// "words": per language code, the lists that replace the default ones ("fix", "availability"); a
    /// language not in the defaults starts with empty lists.
    private static func readWords(_ node: JSONNode, into words: inout CopyWords, file: String, diagnostics: inout [Diagnostic]) {
        func report(_ message: String, _ node: JSONNode, _ path: String) {
            diagnostics.append(Diagnostic(file: file, location: node.location, path: path, message: message))
        }
        guard case .object(let languages) = node.value else {
            report(
                "expected an object of language codes such as {\"en\": {\"fix\": [\"enter\"]}}, found \(node.value.kindDescription)", node,
                "$.words")
            return
        }
        for language in languages {
            let path = JSONPath.member("$.words", language.key)
            guard language.key.count >= 2, language.key.count <= 35,
                language.key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }), language.key.first?.isLetter == true
            else {
                diagnostics.append(
                    Diagnostic(
                        file: file, location: language.keyLocation, path: path,
                        message: "\"\(language.key)\" is not a language code; use one such as \"en\", \"de\" or \"pt-BR\""))
                continue
            }
            guard case .object(let lists) = language.value.value else {
                report(
                    "expected an object with \"fix\" and/or \"availability\" word lists, found \(language.value.value.kindDescription)",
                    language.value, path)
                continue
            }
            var entry = words.languages[language.key] ?? CopyWords.Language(fix: [], availability: [])
            for list in lists {
                let listPath = JSONPath.member(path, list.key)
                guard wordListKeys.contains(list.key) else {
                    diagnostics.append(
                        Diagnostic(
                            file: file, location: list.keyLocation, path: listPath,
                            message:
                                "unknown word list \"\(list.key)\"\(Suggestion.phrase(for: list.key, in: wordListKeys)); a language has \"fix\" and \"availability\""
                        ))
                    continue
                }
                guard case .array(let items) = list.value.value else {
                    report("expected an array of words or phrases, found \(list.value.value.kindDescription)", list.value, listPath)
                    continue
                }
                var values: [String] = []
                for (index, item) in items.enumerated() {
                    guard case .string(let text) = item.value else {
                        report("expected a word or phrase (a string), found \(item.value.kindDescription)", item, "\(listPath)[\(index)]")
                        continue
                    }
                    guard !CopyWords.words(text).isEmpty else {
                        report("a word list entry needs letters or digits; remove the entry", item, "\(listPath)[\(index)]")
                        continue
                    }
                    values.append(text.lowercased())
                }
                if list.key == "fix" { entry.fix = values } else { entry.availability = values }
            }
            words.languages[language.key] = entry
        }
    }
}
