import JSON
import Spec

/// Runs every enabled rule over a spec and its renders: merges a finding that recurs across sizes
/// into one (with the sizes listed and the worst measurement kept), applies the project's
/// severities and the spec's suppressions, and sorts.
///
/// The rules see one display-setting combination and locale at a time (its renders only, so
/// comparisons across sizes and states stay within it, and the spec with its texts in that locale);
/// each finding about a render is stamped with its combination and locale, and a finding about the
/// spec's declarations, the same under every combination, is kept once (stamped with the locale
/// when only a locale's texts have it).
package enum Checker {
    /// `completeRun`: the cases are every render the spec makes, so a suppression that matched nothing
    /// is reported as unused (a run narrowed to some sizes or appearances cannot tell).
    package static func check(_ input: CheckInput, configuration: CheckConfiguration = .default, completeRun: Bool = true) -> [Finding] {
        struct Variant: Equatable {
            let settings: DisplaySettings
            let locale: RenderLocale?
        }
        var variants: [Variant] = []
        for item in input.cases where !variants.contains(Variant(settings: item.settings, locale: item.locale)) {
            variants.append(Variant(settings: item.settings, locale: item.locale))
        }
        if variants.isEmpty { variants = [Variant(settings: .none, locale: nil)] }
        var findings: [Finding] = []
        var declarations: Set<Finding> = []
        for variant in variants {
            var group =
                variants.count == 1 && variant.locale == nil
                ? input
                : CheckInput(
                    spec: input.spec.localized(variant.locale),
                    cases: input.cases.filter { $0.settings == variant.settings && $0.locale == variant.locale }, locale: variant.locale)
            group.otherSettings = input.cases.filter { $0.settings != variant.settings && $0.locale == variant.locale }
            for rule in AllRules.rules where !configuration.disabledRules.contains(rule.id) {
                for var finding in merge(
                    rule.check(group, thresholds: configuration.thresholds), lowerIsWorse: RuleCatalog.info(rule.id).lowerIsWorse)
                {
                    if finding.appearance == nil {
                        guard declarations.insert(finding).inserted else { continue }
                    } else {
                        finding.settings = variant.settings
                    }
                    finding.locale = variant.locale
                    findings.append(finding)
                }
            }
        }
        for index in findings.indices {
            findings[index].severity = configuration.severity(of: findings[index].rule)
        }
        findings = SuppressionAudit(spec: input.spec, configuration: configuration, completeRun: completeRun).apply(to: findings)
        return findings.sorted()
    }

    /// One finding per (rule, element, appearance, state), listing every size it occurs at and
    /// keeping the worst measurement, with the edits of all of them (one per literal).
    static func merge(_ findings: [Finding], lowerIsWorse: Bool) -> [Finding] {
        struct Key: Hashable {
            let rule: RuleID, element: String, appearance: Appearance?, state: RenderState?, scenario: String?
        }
        var order: [Key] = []
        var merged: [Key: Finding] = [:]
        for finding in findings {
            let key = Key(
                rule: finding.rule, element: finding.element, appearance: finding.appearance, state: finding.state,
                scenario: finding.scenario)
            guard var existing = merged[key] else {
                order.append(key)
                merged[key] = finding
                continue
            }
            let sizes = Set(existing.sizes + finding.sizes)
            let worse: Bool
            if let new = finding.measured, let old = existing.measured {
                worse = lowerIsWorse ? new < old : new > old
            } else {
                worse = false
            }
            // The edits of every merged finding, one per literal (the worst's first): two texts of one element (a
            // field's label and placeholder) each keep the change that clears them.
            let edits = (worse ? finding.edits + existing.edits : existing.edits + finding.edits)
            var literals: Set<String> = []
            if worse { existing = finding }
            existing.edits = edits.filter { literals.insert("\($0.file)|\($0.location)|\($0.member ?? "")").inserted }
            existing.sizes = SizeCategory.allCases.filter(sizes.contains)
            merged[key] = existing
        }
        return order.map { merged[$0]! }
    }
}
