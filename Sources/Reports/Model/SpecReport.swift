import Checks
import Spec

/// What a run found about one spec.
public struct SpecReport: Sendable {
    public let file: String
    public let slug: String
    public let name: String
    /// The rule ids the spec expects (its regression list).
    public let expect: [RuleID]
    /// The renders made, in order.
    public let cases: [RenderCase]
    public let findings: [Finding]
    /// Bad input: the spec could not be checked (diagnostics as printed lines).
    public let errors: [String]
    /// Golden comparisons, one per render (empty when goldens were not compared).
    public let goldens: [GoldenOutcome]
    /// Render image paths by case name (`light/AX5-disabled`) when renders were written, and the sheet.
    public let images: [String: String]
    public let sheet: String?
    /// The testing evidence record's rows (seed 000's check profiles filled from the renders), made by
    /// `check`; empty in a report read back from JSON.
    package var evidence: [EvidenceRow] = []
    /// Each render's size, scale and the frames of its elements with findings, by case name
    /// (`light/AX5-disabled`), for the watch preview's outlines; empty in a report read back from JSON.
    package var canvases: [String: RenderCanvas] = [:]
    /// What VoiceOver says on each render, swipe by swipe, by case name (`light/AX5-disabled`), for the HTML
    /// report and the watch preview; empty in a report read back from JSON.
    package var transcripts: [String: [TranscriptLine]] = [:]

    public init(
        file: String, slug: String, name: String, expect: [RuleID], cases: [RenderCase], findings: [Finding], errors: [String] = [],
        goldens: [GoldenOutcome] = [], images: [String: String] = [:], sheet: String? = nil
    ) {
        self.file = file
        self.slug = slug
        self.name = name
        self.expect = expect
        self.cases = cases
        self.findings = findings
        self.errors = errors
        self.goldens = goldens
        self.images = images
        self.sheet = sheet
    }

    public var activeFindings: [Finding] { findings.filter { !$0.isSuppressed } }
    public var suppressedFindings: [Finding] { findings.filter(\.isSuppressed) }

    /// Rule ids found and not suppressed.
    public var foundRules: [RuleID] { Array(Set(activeFindings.map(\.rule))).sorted() }

    public var missingExpected: [RuleID] { Array(Set(expect).subtracting(foundRules)).sorted() }
    public var unexpected: [RuleID] { Array(Set(foundRules).subtracting(expect)).sorted() }
    /// The finding's rule is on the spec's expect list.
    public func isExpected(_ finding: Finding) -> Bool { !finding.isSuppressed && expect.contains(finding.rule) }
    public var matchesExpectations: Bool { errors.isEmpty && missingExpected.isEmpty && unexpected.isEmpty }
}
