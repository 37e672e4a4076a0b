import Checks
import JSON
import Spec
import Testing

// Suppressions that stay honest, on the small plain "Edit" button of TargetSizeRuleTests: under 44 pt
// at large (32 pt tall) and xxxLarge (39 pt), 44 pt from AX1 on.
@Suite("Suppression audit")
struct SuppressionAuditTests {
    static let content = RuleTest.stack(#"{"type": "button", "id": "edit", "title": "Edit", "style": "plain", "controlSize": "small"}"#)

    static func check(
        _ pins: String, today: String = "2026-06-01", strict: Bool = false, disabled: Set<RuleID> = [],
        completeRun: Bool = true
    ) throws -> [Finding] {
        let suppressions =
            #"[{"rule": "target.size", "element": "edit", "reason": "Toolbar button, reviewed.""#
            + (pins.isEmpty ? "" : ", " + pins) + "}]"
        let spec = try RuleTest.spec(content, suppressions: suppressions)
        var configuration = CheckConfiguration()
        configuration.today = today
        configuration.strictSuppressions = strict
        configuration.disabledRules = disabled
        return Checker.check(
            try RuleTest.input(spec, sizes: [.large, .xxxLarge, .AX1]), configuration: configuration, completeRun: completeRun
        )
        .filter { [.targetSize, .suppressionUnused, .suppressionExpired].contains($0.rule) }
    }

    @Test("an unpinned suppression accepts its rule on its element, and is used")
    func unpinned() throws {
        let findings = try Self.check("")
        #expect(findings.map(\.rule) == [.targetSize])
        #expect(findings.map(\.suppression) == ["Toolbar button, reviewed."])
    }

    @Test("sizes: a finding at a size outside the pin is reported, says why, and the unused suppression is a warning at its place")
    func sizes() throws {
        let findings = try Self.check(#""sizes": ["large"]"#)
        #expect(findings.map(\.rule) == [.suppressionUnused, .targetSize])
        let target = try #require(findings.last)
        #expect(target.suppression == nil)
        #expect(target.details["outsideSuppression"] == "$.suppressions[0]: it occurs at xxxLarge, which the pin leaves out")
        #expect(
            findings.first
                == Finding(
                    rule: .suppressionUnused, severity: .warning, file: RuleTest.file, location: SourceLocation(line: 4, column: 19),
                    element: "$.suppressions[0]",
                    message:
                        "The suppression of target.size on \"edit\" (pinned to sizes large) matched no finding in this run: what it accepted no longer happens, or it never matched.",
                    fix: "Remove the suppression, or pin it to the finding it is meant to accept.",
                    details: ["suppressedRule": "target.size", "suppressedElement": "edit"]))
        #expect(try Self.check(#""sizes": ["large", "xxxLarge"]"#).map(\.suppression) == ["Toolbar button, reviewed."])
    }

    @Test("measured: the worst measurement accepted; for target size (lower is worse) a smaller target is outside")
    func measured() throws {
        #expect(try Self.check(#""measured": 32"#).map(\.suppression) == ["Toolbar button, reviewed."])
        let findings = try Self.check(#""measured": 35"#)
        #expect(findings.map(\.rule) == [.suppressionUnused, .targetSize])
        #expect(findings.last?.details["outsideSuppression"] == "$.suppressions[0]: it measures 32 pt, below the pinned 35 pt")
        #expect(
            findings.first?.message.hasPrefix(
                "The suppression of target.size on \"edit\" (pinned to measured at least 35) matched no finding") == true)
    }

    @Test("appearances and settings: a pin must cover the render the finding is in")
    func appearances() throws {
        #expect(try Self.check(#""appearances": ["light"], "settings": [[]]"#).map(\.suppression) == ["Toolbar button, reviewed."])
    }

    @Test("until: the last day it holds; the day after, the finding is reported again and the suppression is an error")
    func until() throws {
        #expect(try Self.check(#""until": "2026-06-01""#).map(\.suppression) == ["Toolbar button, reviewed."])
        let findings = try Self.check(#""until": "2026-05-31""#)
        #expect(findings.map(\.rule) == [.suppressionExpired, .targetSize])
        #expect(findings.last?.suppression == nil)
        #expect(findings.last?.details["outsideSuppression"] == "$.suppressions[0]: it expired after 2026-05-31")
        #expect(
            findings.first
                == Finding(
                    rule: .suppressionExpired, severity: .error, file: RuleTest.file, location: SourceLocation(line: 4, column: 19),
                    element: "$.suppressions[0]", measured: 1, unit: .findings,
                    message:
                        "The suppression of target.size on \"edit\" (pinned to until 2026-05-31) held until 2026-05-31 and has expired: the finding it accepted is reported again.",
                    fix: "Fix what it accepted, or review it and give it a later \"until\" with an up-to-date reason.",
                    details: ["suppressedRule": "target.size", "suppressedElement": "edit", "until": "2026-05-31"]))
    }

    @Test("unused: an error with --strict-suppressions; not reported when its rule is off or the run covers only some renders")
    func unused() throws {
        #expect(try Self.check(#""sizes": ["AX1"]"#, strict: true).first?.severity == .error)
        #expect(try Self.check(#""sizes": ["AX1"]"#, disabled: [.targetSize]).isEmpty)
        #expect(try Self.check(#""sizes": ["AX1"]"#, disabled: [.suppressionUnused]).map(\.rule) == [.targetSize])
        #expect(try Self.check(#""sizes": ["AX1"]"#, completeRun: false).map(\.rule) == [.targetSize])
    }

    @Test("colours: the measured pair must be the pinned one within a just noticeable difference")
    func colors() throws {
        let spec = try RuleTest.spec(Self.content)
        func finding(_ text: String, _ background: String, measured: Double) -> Finding {
            Finding(
                rule: .contrastText, file: RuleTest.file, location: .start, element: "continue", appearance: .light, size: .large,
                measured: measured, threshold: 4.5, unit: .ratio, message: "", fix: "",
                colors: [.text: ColorSyntax.hex(text)!, .background: ColorSyntax.hex(background)!])
        }
        let brand = SuppressionPin(measured: 3.5, foreground: "#FFFFFFFF", background: "#0A84FFFF")
        #expect(SuppressionMatch.mismatch(brand, finding("#FFFFFFFF", "#0A84FFFF", measured: 3.64), spec: spec, lowerIsWorse: true) == nil)
        #expect(SuppressionMatch.mismatch(brand, finding("#FEFEFEFF", "#0A85FFFF", measured: 3.64), spec: spec, lowerIsWorse: true) == nil)
        #expect(
            SuppressionMatch.mismatch(brand, finding("#FFFFFFFF", "#A0A0A8FF", measured: 3.64), spec: spec, lowerIsWorse: true)
                == "its colours are #FFFFFF on #A0A0A8, not the pinned #FFFFFF on #0A84FF")
        #expect(
            SuppressionMatch.mismatch(brand, finding("#FFFFFFFF", "#0A84FFFF", measured: 2.36), spec: spec, lowerIsWorse: true)
                == "it measures 2.36:1, below the pinned 3.50:1")
        #expect(
            SuppressionMatch.mismatch(
                SuppressionPin(background: "#0A84FFFF"), finding("#000000FF", "#0A84FFFF", measured: 4), spec: spec, lowerIsWorse: true)
                == nil)
        #expect(SuppressionMatch.describe(brand, rule: .contrastText) == "measured at least 3.50:1, #FFFFFF on #0A84FF")
    }
}
