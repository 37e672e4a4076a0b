import Checks
import Foundation
import JSON
import Reports
import Spec
import TestSupport
import Testing

/// A small run built by hand: a checked spec with findings (one suppressed, one over several
/// sizes, one warning), goldens of every status, renders and a sheet; a spec that could not be
/// checked (with characters XML and HTML must escape); an orphan golden and an environment note.
enum ReportFixtures {
    static let checkoutFile = "specs/checkout.json"

    static func finding(
        _ rule: RuleID, _ severity: Severity = .error, file: String = checkoutFile, line: Int, column: Int, element: String,
        appearance: Appearance? = nil, state: RenderState? = nil, sizes: [SizeCategory] = [], worst: SizeCategory? = nil,
        measured: Double? = nil, threshold: Double? = nil, unit: FindingUnit? = nil, message: String, fix: String,
        details: [String: String] = [:], colors: [ColorPart: SRGBColor] = [:], suppression: String? = nil
    ) -> Finding {
        var finding = Finding(
            rule: rule, severity: severity, file: file, location: JSON.SourceLocation(line: line, column: column), element: element,
            appearance: appearance, state: state, size: worst, measured: measured, threshold: threshold, unit: unit,
            message: message, fix: fix, details: details)
        finding.sizes = sizes
        finding.colors = colors
        finding.suppression = suppression
        return finding
    }

    static let mystery = finding(
        .disabledMystery, line: 12, column: 7, element: "pay", state: .disabled,
        message:
            "The primary button \"pay\" is disabled until the form is complete (incompleteInput), so people cannot tell what is missing.",
        fix: "Keep \"pay\" enabled; on tap, validate, show the errors under their fields and move focus to the first one.")

    static let disabledContrast = finding(
        .contrastDisabled, line: 12, column: 7, element: "pay", appearance: .light, state: .disabled, sizes: [.large, .AX5], worst: .AX5,
        measured: 1.7234567890123, threshold: 3, unit: .ratio,
        message: "The disabled title of \"pay\" measures 1.72:1 on its fill, below 3.00:1.",
        fix: "Give the disabled state its own legible colours, or keep the button enabled.",
        details: ["apca": "-21.4", "foreground": "#C4C4C6"], colors: [.background: SRGBColor(red8: 0xEE, green8: 0xEE, blue8: 0xF0)])

    static let truncatedWarning = finding(
        .labelTruncated, .warning, line: 20, column: 9, element: "$.content.children[3]", appearance: .light, state: .idle, sizes: [.AX5],
        worst: .AX5,
        message: "The text \"Terms & conditions\" is cut short with an ellipsis.",
        fix: "Let the text wrap (remove the line limit) or shorten it.")

    static let suppressedTarget = finding(
        .targetSize, line: 30, column: 5, element: "help", appearance: .light, state: .idle, sizes: [.large, .AX5], worst: .large,
        measured: 32, threshold: 44, unit: .point,
        message: "The hit region of \"help\" is 32×32 pt, under 44×44 pt.",
        fix: "Make \"help\" at least 44 points in both directions.",
        suppression: "Inline help link; a larger target is on the roadmap.")

    static let cases: [RenderCase] = [
        RenderCase(appearance: .light, size: .large, state: .idle),
        RenderCase(appearance: .light, size: .large, state: .disabled),
        RenderCase(appearance: .light, size: .AX5, state: .idle),
        RenderCase(appearance: .light, size: .AX5, state: .disabled),
    ]

    static let goldens: [GoldenOutcome] = [
        GoldenOutcome(
            renderCase: cases[0], status: .passed, golden: "goldens/checkout/light/large-idle.png", mismatched: 0, total: 1004,
            message: "matches its golden"),
        GoldenOutcome(
            renderCase: cases[1], status: .missing, golden: "goldens/checkout/light/large-disabled.png",
            message: "no golden at goldens/checkout/light/large-disabled.png; record it with --record missing"),
        {
            var failed = GoldenOutcome(
                renderCase: cases[2], status: .failed, golden: "goldens/checkout/light/AX5-idle.png", mismatched: 312,
                total: 1004, diffImage: "out/checkout/light/AX5-idle.diff.png",
                message: "312 of 1004 pixels differ (allowed 0); if the change is intended, record it with --record failed")
            failed.pending = "goldens/checkout/light/AX5-idle.new.png"
            failed.changedElements = [
                ChangedElement(element: "pay", pixels: 300, maxDeltaE: 2.0871),
                ChangedElement(element: "pay.reason", pixels: 12, maxDeltaE: 0.45),
            ]
            failed.maxDeltaE = 2.0871
            return failed
        }(),
        GoldenOutcome(
            renderCase: cases[3], status: .recorded, golden: "goldens/checkout/light/AX5-disabled.png",
            message: "recorded goldens/checkout/light/AX5-disabled.png; commit it"),
    ]

    static let checkout = SpecReport(
        file: checkoutFile, slug: "checkout", name: "Checkout", expect: [.disabledMystery, .contrastDisabled, .errorFocus],
        cases: cases, findings: [mystery, disabledContrast, truncatedWarning, suppressedTarget], goldens: goldens,
        images: Dictionary(uniqueKeysWithValues: cases.map { ($0.name, "out/checkout/\($0.name).png") }),
        sheet: "out/checkout/sheet.png")

    static let broken = SpecReport(
        file: "specs/sign-up.json", slug: "sign-up", name: "Sign up \"beta\" <form> & co", expect: [], cases: [], findings: [],
        errors: [
            "specs/sign-up.json:3:5: error: unknown key \"colour\"; did you mean \"color\"? (at $.content)",
            "specs/sign-up.json:9:1: error: expected a string, found a number (at $.content.children[0].text)",
        ])

    static let orphan = "goldens/retired-screen/light/large-idle.png"
    static let environmentNote =
        "Goldens were made with FreeType 2.13.2 and HarfBuzz 8.3.0; this run uses FreeType 2.12.1 and HarfBuzz 6.0.0: expect small differences."

    static let run = RunReport(specs: [checkout, broken], orphanGoldens: [orphan], environmentNote: environmentNote)

    // MARK: - Runs of one kind each (the SARIF and JUnit schema tests)

    /// Every render passes its golden and nothing is found.
    static let clean = SpecReport(
        file: "specs/about.json", slug: "about", name: "About", expect: [], cases: [cases[0], cases[2]], findings: [],
        goldens: [
            GoldenOutcome(
                renderCase: cases[0], status: .passed, golden: "goldens/about/light/large-idle.png",
                mismatched: 0, total: 1004, message: "same pixels as the golden"),
            GoldenOutcome(
                renderCase: cases[2], status: .passed, golden: "goldens/about/light/AX5-idle.png",
                mismatched: 0, total: 1004, message: "same pixels as the golden"),
        ])

    /// Findings only, no goldens compared.
    static let findingsOnly = SpecReport(
        file: checkoutFile, slug: "checkout", name: "Checkout", expect: [], cases: cases,
        findings: [mystery, disabledContrast, truncatedWarning, suppressedTarget])

    /// Clean findings; goldens changed, unusable (another width), missing and recorded.
    static let goldenFailures = SpecReport(
        file: "specs/profile.json", slug: "profile", name: "Profile", expect: [], cases: cases, findings: [],
        goldens: [
            GoldenOutcome(
                renderCase: cases[0], status: .failed, golden: "goldens/profile/light/large-idle.png", mismatched: 40, total: 1004,
                diffImage: "out/profile/light/large-idle.diff.png",
                message: "40 of 1004 pixels differ (3.98%); expected | diff | actual in out/profile/light/large-idle.diff.png"),
            GoldenOutcome(
                renderCase: cases[1], status: .failed, golden: "goldens/profile/light/large-disabled.png",
                message:
                    "goldens/profile/light/large-disabled.png: is 300x120 but the render is 200x120 (another device or scale); review it, then record it again with --record failed"
            ),
            {
                var missing = GoldenOutcome(
                    renderCase: cases[2], status: .missing, golden: "goldens/profile/light/AX5-idle.png",
                    message: "no golden at goldens/profile/light/AX5-idle.png; record it with --record missing")
                missing.pending = "goldens/profile/light/AX5-idle.new.png"
                return missing
            }(),
            GoldenOutcome(
                renderCase: cases[3], status: .recorded, golden: "goldens/profile/light/AX5-disabled.png",
                message: "recorded a new golden at goldens/profile/light/AX5-disabled.png"),
        ],
        images: Dictionary(uniqueKeysWithValues: cases.map { ($0.name, "out/profile/\($0.name).png") }))

    static let cleanRun = RunReport(specs: [clean])
    static let findingsRun = RunReport(specs: [findingsOnly])
    static let goldensRun = RunReport(specs: [goldenFailures])
    static let brokenRun = RunReport(specs: [broken, clean])

    // MARK: - Files

    /// Tests/ReportsTests/Fixtures, found from this source file (not a SwiftPM resource).
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The repository's specs/schema folder.
    static let schemaFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("specs/schema")

    static func read(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    /// The report equals its file in Fixtures/ byte for byte, compared (and recorded, as
    /// `BUTTONCHECK_RECORD` says) by TestSupport's `assertGolden`, with a line diff on failure.
    static func expectFixture(_ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        assertGolden(actual, at: fixtures.appendingPathComponent(name).path, sourceLocation: sourceLocation)
    }
}
