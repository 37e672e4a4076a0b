import Checks
import Spec

/// The `partialFingerprints` of SARIF results, so code scanning keeps tracking one alert from run
/// to run (and from a whole run to the merged shards of one) instead of closing and reopening it.
///
/// Key `buttoncheck/v1`. Its value is `HASH:N`: HASH is the FNV-1a 64-bit hash, as 16 lowercase hex
/// digits, of the UTF-8 of these fields, each followed by a newline:
/// - a finding: the spec file (as the run names it), the rule id, the element (its id, or its
///   JSONPath), the appearance, the display settings (`+`-joined names), the locale and the state,
///   each empty when the finding does not depend on it; not its sizes or measurements, which change
///   as a problem is being fixed without making it another problem, nor its line or message;
/// - a golden: the spec file, the golden rule id (`golden.changed`, …) and the render's case name
///   (`light/AX5-disabled`, which names its appearance, settings, locale, size and state);
/// - an expected rule that was not found (`check --expect`): the spec file, the rule id and `expect`.
///
/// N counts the results of the same spec with the same HASH, in report order, from 1, so two that
/// share every field stay apart. Neither the order of specs, nor shards, nor the run enter it.
package enum SARIFFingerprint {
    package static let key = "buttoncheck/v1"

    package static func fields(_ finding: Finding) -> [String] {
        [
            finding.file, finding.rule.rawValue, finding.element, finding.appearance?.rawValue ?? "",
            finding.settings.map { $0.isDefault ? "" : $0.name } ?? "", finding.locale?.identifier ?? "", finding.situation ?? "",
        ]
    }

    package static func fields(_ outcome: GoldenOutcome, rule: GoldenRule, spec: SpecReport) -> [String] {
        [spec.file, rule.rawValue, outcome.renderCase.name]
    }

    package static func fields(missing rule: RuleID, spec: SpecReport) -> [String] {
        [spec.file, rule.rawValue, "expect"]
    }

    /// FNV-1a, 64 bits, over each field's UTF-8 followed by a newline.
    package static func hash(_ fields: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for field in fields {
            for byte in field.utf8 + [0x0A] {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Numbers repeated hashes within one spec: `HASH:1`, `HASH:2`, …
    package struct Counter {
        private var seen: [String: Int] = [:]

        package init() {}

        package mutating func value(_ fields: [String]) -> String {
            let hash = SARIFFingerprint.hash(fields)
            seen[hash, default: 0] += 1
            return "\(hash):\(seen[hash]!)"
        }
    }
}
