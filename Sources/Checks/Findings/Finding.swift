import Foundation
import JSON
import Spec

/// One problem a rule found: where (spec file, line and column of the element), in which renders,
/// what was measured against which threshold, and a fix in one sentence. Findings are data: rules
/// return them, reports print them.
public struct Finding: Sendable, Hashable, Comparable {
    public let rule: RuleID
    public var severity: Severity
    public let file: String
    /// Where the element is written in the spec.
    public let location: SourceLocation
    /// The element's id, or its JSONPath when it has none.
    public let element: String
    /// nil for findings about the spec's declarations rather than a render.
    public let appearance: Appearance?
    /// The display settings of the renders it occurs in (`.none` for iOS as shipped); nil for findings
    /// about the spec's declarations. Rules leave it to the checker, which runs them per combination.
    public var settings: DisplaySettings?
    /// The locale of the renders it occurs in; nil for the spec's source language, and for findings
    /// about the spec's declarations unless only a locale's texts have it. Stamped by the checker.
    public var locale: RenderLocale?
    public let state: RenderState?
    /// The format-3 scenario of the renders it occurs in (its `state` is then `idle`); nil otherwise.
    public let scenario: String?
    /// The sizes at which it occurs, smallest first; empty when it does not depend on size.
    public var sizes: [SizeCategory]
    /// The measured value at the worst size (`sizes` of which the first is reported as `worstSize`).
    public let measured: Double?
    public let threshold: Double?
    /// What the numbers are: a ratio, points, …
    public let unit: FindingUnit?
    /// What happened and what to do, as one sentence each.
    public let message: String
    public let fix: String
    /// Extra facts: APCA Lc, the worst glyph and its position.
    public var details: [String: String]
    /// The colours a contrast finding measured, by part (text or fill, background; ring, adjacent).
    package var colors: [ColorPart: SRGBColor]
    /// Where the element is in the render a report shows for the finding; set by the facade.
    public var crop: FindingCrop?
    /// The size whose measurement is reported.
    public var worstSize: SizeCategory?
    /// The reason given for accepting it, when the spec suppresses it.
    public var suppression: String?
    /// The literal changes that clear it (computed and re-checked by the rule), which `buttoncheck fix`
    /// applies; empty when no change of a literal value fixes it.
    public var edits: [SpecEdit] = []

    public init(
        rule: RuleID, severity: Severity = .error, file: String, location: SourceLocation, element: String,
        appearance: Appearance? = nil, state: RenderState? = nil, scenario: String? = nil, size: SizeCategory? = nil,
        measured: Double? = nil, threshold: Double? = nil, unit: FindingUnit? = nil,
        message: String, fix: String, details: [String: String] = [:]
    ) {
        self.rule = rule
        self.severity = severity
        self.file = file
        self.location = location
        self.element = element
        self.appearance = appearance
        settings = appearance == nil ? nil : DisplaySettings.none
        self.state = scenario == nil ? state : .idle
        self.scenario = scenario
        self.sizes = size.map { [$0] } ?? []
        self.worstSize = size
        self.measured = measured
        self.threshold = threshold
        self.unit = unit
        self.message = message
        self.fix = fix
        self.details = details
        self.colors = [:]
    }

    /// A contrast finding, with the colours it measured.
    package init(
        rule: RuleID, file: String, location: SourceLocation, element: String,
        appearance: Appearance? = nil, state: RenderState? = nil, scenario: String? = nil, size: SizeCategory? = nil,
        measured: Double, threshold: Double, unit: FindingUnit,
        message: String, fix: String, details: [String: String] = [:], colors: [ColorPart: SRGBColor]
    ) {
        self.init(
            rule: rule, file: file, location: location, element: element, appearance: appearance, state: state,
            scenario: scenario, size: size, measured: measured, threshold: threshold, unit: unit, message: message,
            fix: fix, details: details)
        self.colors = colors
    }

    /// What it occurs in: its scenario's name, else its built-in state's; nil for neither.
    public var situation: String? { scenario ?? state?.rawValue }

    public var isSuppressed: Bool { suppression != nil }

    /// Stable order: file, rule, element, appearance, display settings, locale, state.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        func key(_ finding: Finding) -> [String] {
            [
                finding.file, finding.rule.rawValue, finding.element, finding.appearance?.rawValue ?? "", finding.settings?.name ?? "",
                finding.locale?.identifier ?? "", finding.state.map { "\(RenderState.allCases.firstIndex(of: $0)!)" } ?? "",
                finding.scenario ?? "",
                finding.worstSize.map { String(format: "%02d", SizeCategory.allCases.firstIndex(of: $0)!) } ?? "",
            ]
        }
        return key(lhs).lexicographicallyPrecedes(key(rhs))
    }
}
