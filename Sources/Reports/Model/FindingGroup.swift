import Checks
import Spec

/// One problem seen in several renders: the findings of one rule at one element (same file, place,
/// severity, suppression and fix) in different appearances, display settings, locales or states.
/// The text report and JUnit list it once, naming where it occurs ("idle, disabled"), with the
/// message and measurement of its worst member.
package struct FindingGroup: Sendable {
    /// The members, in report order; never empty.
    package let findings: [Finding]

    /// The member whose message and measurement stand for the group: the worst measured (by the
    /// rule's direction), else the first.
    var representative: Finding {
        let measured = findings.filter { $0.measured != nil }
        guard var worst = measured.first else { return findings[0] }
        let lowerIsWorse = RuleCatalog.info(worst.rule).lowerIsWorse
        for finding in measured.dropFirst() {
            let value = finding.measured!
            let current = worst.measured!
            if lowerIsWorse ? value < current : value > current { worst = finding }
        }
        return worst
    }

    /// Where the problem occurs and where it measured worst, as the text and HTML reports both say it:
    /// its facets joined by "; " (none when it occurs in every render), then `worst at disabled AX5` (the
    /// worst member's values of the dimensions the members differ in, and its size) when it was measured
    /// in more than one render.
    package var whereParts: [String] {
        let worst = representative
        var parts: [String] = []
        let facets = self.facets.map(\.description).filter { !$0.isEmpty }
        if !facets.isEmpty { parts.append(facets.joined(separator: "; ")) }
        let sizes = Set(findings.flatMap(\.sizes))
        if let size = worst.worstSize, worst.measured != nil, sizes.count > 1 || findings.count > 1 {
            parts.append("worst at " + (worstRender + [size.rawValue]).joined(separator: " "))
        }
        return parts
    }

    /// The worst member's values of the dimensions the members differ in (`["dark", "disabled"]`).
    private var worstRender: [String] {
        let worst = representative
        var values: [String] = []
        if Set(findings.map(\.appearance)).count > 1, let appearance = worst.appearance { values.append(appearance.rawValue) }
        if Set(findings.map { $0.settings?.name }).count > 1, let settings = worst.settings { values.append(settings.description) }
        if Set(findings.map { $0.locale?.identifier }).count > 1, let locale = worst.locale { values.append("locale \(locale.identifier)") }
        if Set(findings.map(\.situation)).count > 1, let situation = worst.situation { values.append(situation) }
        return values
    }

    package var rule: RuleID { findings[0].rule }
    package var isSuppressed: Bool { findings[0].isSuppressed }

    /// Groups findings in their order (a group stands where its first member stood).
    package static func groups(_ findings: [Finding]) -> [FindingGroup] {
        var order: [Key] = []
        var members: [Key: [Finding]] = [:]
        for finding in findings {
            let key = Key(finding)
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(finding)
        }
        return order.map { FindingGroup(findings: members[$0]!) }
    }

    private struct Key: Hashable {
        let file: String, line: Int, column: Int, rule: RuleID, element: String, severity: Severity, suppression: String?, fix: String

        init(_ finding: Finding) {
            file = finding.file
            line = finding.location.line
            column = finding.location.column
            rule = finding.rule
            element = finding.element
            severity = finding.severity
            suppression = finding.suppression
            fix = finding.fix
        }
    }

    /// Where it occurs: each member's appearance, display settings, locale, state and sizes, with
    /// members that differ in one of them alone merged into one list ("idle, disabled"). Several
    /// facets when the members differ in more than one way (light at idle and dark when disabled
    /// are two facets, so no render is named that the problem does not occur in).
    package var facets: [Facet] {
        var facets = findings.map(Facet.init)
        var merged = true
        while merged {
            merged = false
            search: for i in facets.indices {
                for j in facets.indices where j > i {
                    if let union = facets[i].merged(with: facets[j]) {
                        facets[i] = union
                        facets.remove(at: j)
                        merged = true
                        break search
                    }
                }
            }
        }
        return facets
    }

    /// A set of renders a problem occurs in, as the values of each dimension (empty: does not depend on it).
    package struct Facet: Sendable, Equatable {
        package var appearances: [String]
        package var settings: [String]
        package var locales: [String]
        /// Built-in states' and scenarios' names.
        package var states: [String]
        package var sizes: [SizeCategory]

        init(_ finding: Finding) {
            appearances = finding.appearance.map { [$0.rawValue] } ?? []
            settings = finding.settings.flatMap { $0.isDefault ? nil : [$0.name] } ?? []
            locales = finding.locale.map { ["locale \($0.identifier)"] } ?? []
            states = finding.situation.map { [$0] } ?? []
            sizes = finding.sizes
        }

        /// The union of two facets that differ in at most one dimension, else nil.
        func merged(with other: Facet) -> Facet? {
            let differences = [
                appearances != other.appearances, settings != other.settings, locales != other.locales,
                states != other.states, sizes != other.sizes,
            ].filter { $0 }.count
            guard differences <= 1 else { return nil }
            var union = self
            union.appearances = Self.union(appearances, other.appearances, order: Appearance.allCases.map(\.rawValue))
            union.settings = Self.union(settings, other.settings, order: [])
            union.locales = Self.union(locales, other.locales, order: [])
            // Built-in states in their order, then scenarios by name.
            union.states = Self.union(states, other.states, order: RenderState.allCases.map(\.rawValue))
            union.sizes = SizeCategory.allCases.filter { sizes.contains($0) || other.sizes.contains($0) }
            return union
        }

        private static func union(_ a: [String], _ b: [String], order: [String]) -> [String] {
            var result = a
            for value in b where !result.contains(value) { result.append(value) }
            return result.sorted { (order.firstIndex(of: $0) ?? order.count, $0) < (order.firstIndex(of: $1) ?? order.count, $1) }
        }

        /// `light · idle, disabled · large, AX5`: the dimensions it depends on, in that order.
        package var description: String {
            var parts: [String] = []
            if !appearances.isEmpty { parts.append(appearances.joined(separator: ", ")) }
            if !settings.isEmpty { parts.append(settings.joined(separator: ", ")) }
            if !locales.isEmpty { parts.append(locales.joined(separator: ", ")) }
            if !states.isEmpty { parts.append(states.joined(separator: ", ")) }
            if !sizes.isEmpty { parts.append(SizeList.describe(sizes)) }
            return parts.joined(separator: " · ")
        }
    }
}
