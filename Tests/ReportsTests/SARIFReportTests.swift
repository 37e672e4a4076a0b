import Checks
import JSON
import Reports
import Spec
import Testing

@Suite struct SARIFReportTests {
    @Test func theRunAsSARIF() throws {
        ReportFixtures.expectFixture(SARIFReport.render(ReportFixtures.run, toolVersion: "0.1.0"), "run.sarif")
    }

    static func run() throws -> JSONNode {
        let sarif = try JSONNode.parse(SARIFReport.render(ReportFixtures.run, toolVersion: "0.1.0"))
        #expect(sarif["version"]?.string == "2.1.0")
        #expect(sarif["$schema"]?.string == "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json")
        #expect(sarif["runs"]?.elements.count == 1)
        return try #require(sarif["runs"]?[0])
    }

    @Test func everyRuleOfTheCatalogWithItsWCAGReferences() throws {
        let run = try Self.run()
        let driver = try #require(run["tool"]?["driver"])
        #expect(driver["name"]?.string == "buttoncheck")
        #expect(driver["version"]?.string == "0.1.0")
        #expect(driver["informationUri"] == nil)
        let rules = driver["rules"]?.elements ?? []
        #expect(
            rules.compactMap { $0["id"]?.string } == RuleCatalog.all.map(\.id.rawValue)
                + ["golden.changed", "golden.unusable", "golden.missing", "golden.recorded"])
        for rule in rules {
            let id = try #require(rule["id"]?.string)
            #expect(rule["helpUri"]?.string == "https://github.com/buttoncheck/buttoncheck/blob/main/docs/rules/\(id).md")
            #expect(rule["fullDescription"]?["text"]?.string?.isEmpty == false, "\(id)")
            #expect(rule["help"]?["text"]?.string?.isEmpty == false, "\(id)")
            #expect(rule["help"]?["markdown"]?.string?.isEmpty == false, "\(id)")
        }
        let contrast = try #require(rules.first { $0["id"]?.string == "contrast.text" })
        #expect(contrast["name"]?.string == "ContrastText")
        #expect(contrast["shortDescription"]?["text"]?.string == "Text contrast")
        #expect(contrast["fullDescription"]?["text"]?.string == RuleCatalog.info(.contrastText).description)
        #expect(contrast["help"]?["text"]?.string == RuleCatalog.info(.contrastText).help)
        #expect(
            contrast["help"]?["markdown"]?.string == RuleCatalog.info(.contrastText).help
                + "\n\nSee [WCAG 2.2 SC 1.4.3](https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html).")
        #expect(contrast["helpUri"]?.string == "https://github.com/buttoncheck/buttoncheck/blob/main/docs/rules/contrast.text.md")
        #expect(contrast["properties"]?["tags"]?.elements.compactMap(\.string) == ["accessibility", "WCAG 1.4.3"])
        #expect(contrast["defaultConfiguration"]?["level"]?.string == "error")
        let adjacent = try #require(rules.first { $0["id"]?.string == "disabled.reason-not-adjacent" })
        #expect(adjacent["name"]?.string == "DisabledReasonNotAdjacent")
        #expect(adjacent["properties"]?["tags"]?.elements.compactMap(\.string) == ["accessibility", "WCAG 3.3.2", "WCAG 1.3.2"])
    }

    @Test func ruleIndicesPointAtTheirRules() throws {
        let run = try Self.run()
        let rules = run["tool"]?["driver"]?["rules"]?.elements ?? []
        let results = run["results"]?.elements ?? []
        #expect(
            results.compactMap { $0["ruleId"]?.string } == [
                "disabled.mystery", "contrast.disabled", "label.truncated", "target.size",
                "golden.missing", "golden.changed", "golden.recorded",
            ])
        for result in results {
            let index = try #require(result["ruleIndex"]?.number)
            #expect(rules[Int(index)]["id"]?.string == result["ruleId"]?.string)
        }
        let goldens = RuleCatalog.all.count
        #expect(results.compactMap { $0["ruleIndex"]?.number } == [0, 5, 8, 13, goldens + 2, goldens, goldens + 3].map(Double.init))
    }

    @Test func resultsCarryLocationsLevelsPropertiesAndSuppressions() throws {
        let run = try Self.run()
        #expect(run["columnKind"]?.string == "unicodeCodePoints")
        let results = run["results"]?.elements ?? []
        #expect(results.compactMap { $0["level"]?.string } == ["error", "error", "warning", "error", "error", "error", "error"])
        let contrast = results[1]
        #expect(contrast["message"]?["text"]?.string == ReportFixtures.disabledContrast.message + " " + ReportFixtures.disabledContrast.fix)
        let physical = contrast["locations"]?[0]?["physicalLocation"]
        #expect(physical?["artifactLocation"]?["uri"]?.string == "specs/checkout.json")
        #expect(physical?["region"]?["startLine"]?.number == 12)
        #expect(physical?["region"]?["startColumn"]?.number == 7)
        #expect(contrast["locations"]?[0]?["logicalLocations"]?[0]?["name"]?.string == "pay")
        #expect(contrast["locations"]?[0]?["logicalLocations"]?[0]?["kind"]?.string == "element")
        let properties = contrast["properties"]
        #expect(properties?["appearance"]?.string == "light")
        #expect(properties?["state"]?.string == "disabled")
        #expect(properties?["sizes"]?.elements.compactMap(\.string) == ["large", "AX5"])
        #expect(properties?["worstSize"]?.string == "AX5")
        #expect(properties?["measured"]?.number == 1.7234567890123)
        #expect(properties?["threshold"]?.number == 3)
        #expect(properties?["unit"]?.string == "ratio")
        #expect(properties?["details"]?["apca"]?.string == "-21.4")
        #expect(contrast["suppressions"] == nil)
        #expect(results[0]["properties"]?["state"]?.string == "disabled")
        #expect(results[0]["properties"]?["appearance"] == nil)
        let suppressed = results[3]["suppressions"]?.elements ?? []
        #expect(suppressed.count == 1)
        #expect(suppressed.first?["kind"]?.string == "inSource")
        #expect(suppressed.first?["justification"]?.string == "Inline help link; a larger target is on the roadmap.")
    }

    @Test func badInputIsAToolExecutionNotification() throws {
        let run = try Self.run()
        let invocation = try #require(run["invocations"]?[0])
        #expect(invocation["executionSuccessful"]?.bool == false)
        let notifications = invocation["toolExecutionNotifications"]?.elements ?? []
        #expect(notifications.compactMap { $0["message"]?["text"]?.string } == ReportFixtures.broken.errors)
        #expect(notifications.first?["level"]?.string == "error")
        #expect(notifications.first?["locations"]?[0]?["physicalLocation"]?["artifactLocation"]?["uri"]?.string == "specs/sign-up.json")
        let clean = try JSONNode.parse(SARIFReport.render(RunReport(specs: [ReportFixtures.checkout]), toolVersion: "1"))
        #expect(clean["runs"]?[0]?["invocations"]?[0]?["executionSuccessful"]?.bool == true)
    }

    @Test func pathsBecomeURIReferences() {
        #expect(SARIFReport.uri("specs/checkout.json") == "specs/checkout.json")
        #expect(SARIFReport.uri("specs/my form #2.json") == "specs/my%20form%20%232.json")
        #expect(SARIFReport.uri("specs/ünï:code?.json") == "specs/%C3%BCn%C3%AF%3Acode%3F.json")
        #expect(SARIFReport.uri("/ci/work/specs/a b.json") == "file:///ci/work/specs/a%20b.json")
    }

    @Test func levelsAndRuleNames() {
        #expect(Severity.allCases.map(SARIFReport.level) == ["error", "warning", "note"])
        #expect(SARIFReport.ruleName(.fieldRequiredUnmarked) == "FieldRequiredUnmarked")
        #expect(SARIFReport.ruleName(.validationCardLength) == "ValidationCardLength")
    }

    // MARK: - Goldens

    static func results(_ report: RunReport, category: String? = nil) throws -> [JSONNode] {
        try JSONNode.parse(SARIFReport.render(report, toolVersion: "0.1.0", category: category))["runs"]?[0]?["results"]?.elements ?? []
    }

    @Test func everyGoldenThatFailsIsAnErrorResultWithItsImages() throws {
        let results = try Self.results(ReportFixtures.goldensRun)
        #expect(results.compactMap { $0["ruleId"]?.string } == ["golden.changed", "golden.unusable", "golden.missing", "golden.recorded"])
        #expect(results.compactMap { $0["level"]?.string } == ["error", "error", "error", "error"])
        #expect(
            results.compactMap { $0["message"]?["text"]?.string } == [
                "light/large-idle: 40 of 1004 pixels differ (3.98%); expected | diff | actual in out/profile/light/large-idle.diff.png",
                "light/large-disabled: goldens/profile/light/large-disabled.png: is 300x120 but the render is 200x120 (another device or scale); review it, then record it again with --record failed",
                "light/AX5-idle: no golden at goldens/profile/light/AX5-idle.png; record it with --record missing",
                "light/AX5-disabled: recorded a new golden at goldens/profile/light/AX5-disabled.png",
            ])
        for result in results {
            let location = result["locations"]?[0]
            #expect(location?["physicalLocation"]?["artifactLocation"]?["uri"]?.string == "specs/profile.json")
            #expect(location?["physicalLocation"]?["region"]?["startLine"]?.number == 1)
            #expect(location?["logicalLocations"]?[0]?["name"]?.string == result["properties"]?["case"]?.string)
            #expect(location?["logicalLocations"]?[0]?["kind"]?.string == "render")
        }
        func related(_ result: JSONNode) -> [[String]] {
            result["relatedLocations"]?.elements.map {
                [
                    String(Int($0["id"]?.number ?? 0)), $0["physicalLocation"]?["artifactLocation"]?["uri"]?.string ?? "",
                    $0["message"]?["text"]?.string ?? "",
                ]
            } ?? []
        }
        #expect(
            related(results[0]) == [
                ["1", "goldens/profile/light/large-idle.png", "expected: the golden of light/large-idle"],
                ["2", "out/profile/light/large-idle.png", "actual: the render of light/large-idle"],
                ["3", "out/profile/light/large-idle.diff.png", "expected | diff | actual of light/large-idle"],
            ])
        #expect(
            related(results[1]) == [
                ["1", "goldens/profile/light/large-disabled.png", "expected: the golden of light/large-disabled"],
                ["2", "out/profile/light/large-disabled.png", "actual: the render of light/large-disabled"],
            ])
        // No golden to point at; the pending golden is the actual render.
        #expect(
            related(results[2]) == [
                ["1", "goldens/profile/light/AX5-idle.new.png", "actual: the pending golden of light/AX5-idle, for 'buttoncheck review'"]
            ])
        let properties = results[0]["properties"]
        #expect(properties?["case"]?.string == "light/large-idle")
        #expect(properties?["appearance"]?.string == "light")
        #expect(properties?["size"]?.string == "large")
        #expect(properties?["state"]?.string == "idle")
        #expect(properties?["golden"]?.string == "goldens/profile/light/large-idle.png")
        #expect(properties?["mismatched"]?.number == 40)
        #expect(properties?["total"]?.number == 1004)
        #expect(results[1]["properties"]?["mismatched"] == nil)
        // Passed goldens are no results.
        #expect(try Self.results(ReportFixtures.cleanRun).isEmpty)
    }

    @Test func goldenKindsComeFromWhatEveryReportKeeps() {
        let kinds = ReportFixtures.goldenFailures.goldens.map { GoldenRule($0)?.rawValue }
        #expect(kinds == ["golden.changed", "golden.unusable", "golden.missing", "golden.recorded"])
        #expect(GoldenRule(ReportFixtures.clean.goldens[0]) == nil)
        #expect(
            GoldenRule.allCases.map { DocumentationLinks.rule($0.rawValue) } == [
                "https://github.com/buttoncheck/buttoncheck/blob/main/docs/rules/golden.changed.md",
                "https://github.com/buttoncheck/buttoncheck/blob/main/docs/rules/golden.unusable.md",
                "https://github.com/buttoncheck/buttoncheck/blob/main/docs/rules/golden.missing.md",
                "https://github.com/buttoncheck/buttoncheck/blob/main/docs/rules/golden.recorded.md",
            ])
    }

    // MARK: - Fingerprints and automation details

    static func fingerprints(_ report: RunReport) throws -> [String] {
        try results(report).map { try #require($0["partialFingerprints"]?["buttoncheck/v1"]?.string) }
    }

    @Test func everyResultHasAFingerprintOfItsSpecRuleAndElement() throws {
        let fingerprints = try Self.fingerprints(RunReport(specs: [ReportFixtures.checkout], expectMode: true))
        #expect(fingerprints.count == 8)
        #expect(Set(fingerprints).count == 8)
        // FNV-1a 64 of "specs/checkout.json\ndisabled.mystery\npay\n\n\n\ndisabled\n", the first of its kind.
        #expect(
            fingerprints[0] == SARIFFingerprint.hash(["specs/checkout.json", "disabled.mystery", "pay", "", "", "", "disabled"]) + ":1")
        #expect(SARIFFingerprint.hash([]) == "cbf29ce484222325")
        #expect(SARIFFingerprint.hash(["a"]) == "089bdc07b544e7b2")  // FNV-1a 64 of "a\n" (of "a" it is af63dc4c8601ec8c)
        #expect(fingerprints.allSatisfy { $0.wholeMatch(of: /[0-9a-f]{16}:[0-9]+/) != nil })
    }

    @Test func fingerprintsDoNotDependOnOrderSizesOrMeasurements() throws {
        let original = try Self.fingerprints(ReportFixtures.run)
        // The same findings and goldens in another order, and the contrast finding at other sizes.
        let checkout = ReportFixtures.checkout
        var moved = ReportFixtures.disabledContrast
        moved.sizes = [.AX3, .AX4, .AX5]
        let reordered = SpecReport(
            file: checkout.file, slug: checkout.slug, name: checkout.name, expect: checkout.expect, cases: checkout.cases.reversed(),
            findings: [ReportFixtures.mystery, moved, ReportFixtures.truncatedWarning, ReportFixtures.suppressedTarget],
            goldens: checkout.goldens, images: checkout.images, sheet: checkout.sheet)
        let again = try Self.fingerprints(
            RunReport(specs: [ReportFixtures.broken, reordered], orphanGoldens: [], environmentNote: nil, elapsed: 9))
        #expect(again == original)
        // Two results that share every field are told apart by their count.
        let twice = SpecReport(
            file: "a.json", slug: "a", name: "A", expect: [], cases: ReportFixtures.cases,
            findings: [ReportFixtures.mystery, ReportFixtures.mystery])
        let counted = try Self.fingerprints(RunReport(specs: [twice]))
        #expect(counted.count == 2)
        #expect(counted[0].dropLast(2) == counted[1].dropLast(2))
        #expect(counted.map { $0.suffix(2) } == [":1", ":2"])
    }

    @Test func theRunHasAutomationDetails() throws {
        func id(_ category: String?) throws -> String? {
            try JSONNode.parse(SARIFReport.render(ReportFixtures.cleanRun, toolVersion: "1", category: category))["runs"]?[0]?[
                "automationDetails"]?["id"]?.string
        }
        #expect(try id(nil) == "buttoncheck/check/")
        #expect(try id("ios") == "buttoncheck/check/ios/")
        #expect(try id("web/checkout") == "buttoncheck/check/web/checkout/")
        #expect(["ios", "web/checkout", "a.b_c-9"].allSatisfy(SARIFReport.isValidCategory))
        #expect(!["", "/ios", "ios/", "a//b", "i os", "ï"].contains(where: SARIFReport.isValidCategory))
    }

    // MARK: - The official schema

    @Test(
        .enabled(
            if: SchemaValidator.sarifUnavailable == nil || SchemaValidator.required,
            "needs ../shared/schemas/sarif-schema-2.1.0.json and python3-jsonschema (required when CI is set)"),
        arguments: ["clean", "findings", "goldens", "a spec did not load", "everything", "expect mode"])
    func validAgainstTheOfficialSchema(kind: String) throws {
        let runs = [
            "clean": ReportFixtures.cleanRun, "findings": ReportFixtures.findingsRun, "goldens": ReportFixtures.goldensRun,
            "a spec did not load": ReportFixtures.brokenRun, "everything": ReportFixtures.run,
            "expect mode": RunReport(specs: [ReportFixtures.checkout], expectMode: true),
        ]
        let report = try #require(runs[kind])
        if let reason = SchemaValidator.sarifUnavailable {
            Issue.record("CI is set, so SARIF must be validated: \(reason)")
            return
        }
        #expect(try SchemaValidator.sarifError(SARIFReport.render(report, toolVersion: "0.1.0", category: "ios")) == nil, "\(kind)")
        #expect(try SchemaValidator.sarifError(SARIFReport.render(report, toolVersion: "0.1.0")) == nil, "\(kind)")
    }

    @Test(
        .enabled(if: SchemaValidator.sarifUnavailable == nil || SchemaValidator.required, "needs the SARIF schema and python3-jsonschema"))
    func theValidatorCatchesAnInvalidDocument() throws {
        if let reason = SchemaValidator.sarifUnavailable {
            Issue.record("CI is set, so SARIF must be validated: \(reason)")
            return
        }
        let invalid = SARIFReport.render(ReportFixtures.goldensRun, toolVersion: "0.1.0").replacingOccurrences(
            of: "\"level\": \"error\"", with: "\"level\": \"fatal\"")
        // The script names the deepest error; a rule's default level and a result's level are both "level".
        let error = try #require(try SchemaValidator.sarifError(invalid))
        #expect(error.hasPrefix("$.runs[0]."), "\(error)")
        #expect(error.hasSuffix(".level: 'fatal' is not one of ['none', 'note', 'warning', 'error']"), "\(error)")
    }

    @Test func aRunThatDidNotLoadASpecIsNotSuccessful() throws {
        let sarif = try JSONNode.parse(SARIFReport.render(ReportFixtures.brokenRun, toolVersion: "1"))
        let invocation = sarif["runs"]?[0]?["invocations"]?[0]
        #expect(invocation?["executionSuccessful"]?.bool == false)
        #expect(invocation?["toolExecutionNotifications"]?.elements.count == 2)
        for report in [ReportFixtures.cleanRun, ReportFixtures.findingsRun, ReportFixtures.goldensRun] {
            let run = try JSONNode.parse(SARIFReport.render(report, toolVersion: "1"))["runs"]?[0]
            #expect(run?["invocations"]?[0]?["executionSuccessful"]?.bool == true)
            #expect(run?["invocations"]?[0]?["toolExecutionNotifications"]?.elements.count == 0)
        }
        // A spec of which no render was made could not be checked either.
        let empty = SpecReport(file: "empty.json", slug: "empty", name: "Empty", expect: [], cases: [], findings: [])
        let emptyRun = try JSONNode.parse(SARIFReport.render(RunReport(specs: [empty]), toolVersion: "1"))["runs"]?[0]?["invocations"]?[0]
        #expect(emptyRun?["executionSuccessful"]?.bool == false)
        #expect(
            emptyRun?["toolExecutionNotifications"]?[0]?["message"]?["text"]?.string
                == "empty.json: no renders were made: the spec declares no render that this run selected")
    }

    // MARK: - Fixes (SARIF 2.1.0 §3.55)

    /// A spec with CRLF line endings and tabs; the text's colour literal is at 3:39, the `content` key at 3:2.
    static let crlfSpec = "{\r\n\t\"version\": 1, \"name\": \"x\",\r\n\t\"content\": {\"type\": \"text\", \"color\": \"#8E8E93\"}\r\n}\r\n"

    static func findingWithEdits() -> Finding {
        var finding = Finding(
            rule: .contrastText, file: "specs/a b.json", location: SourceLocation(line: 3, column: 14), element: "t",
            message: "The text \"t\" measures 3.26:1.", fix: "Darken the text to #76767B.")
        finding.edits = [
            SpecEdit(
                file: "specs/a b.json", location: SourceLocation(line: 3, column: 39), path: "$.content.color", replacement: "\"#76767B\""),
            SpecEdit(
                file: "specs/a b.json", location: SourceLocation(line: 1, column: 1), path: "$",
                replacement: "{\"label\": \"#333333\"}", member: "colors"),
        ]
        return finding
    }

    /// A literal replaced is its region deleted (columns in code points, the end after its closing quote) and the new
    /// text inserted; a member added is an insertion before `content`, with the `,` and the CRLF and tab it is written with.
    @Test func aFindingWithEditsCarriesFixesWithItsExactRegions() throws {
        let fixes = try #require(
            SARIFReport.fixes(Self.findingWithEdits(), sources: { $0 == "specs/a b.json" ? Array(Self.crlfSpec.utf8) : nil }))
        #expect(
            fixes.line == ##"[{"artifactChanges": [{"artifactLocation": {"uri": "specs/a%20b.json"}, "replacements": ["##
                + ##"{"deletedRegion": {"endColumn": 48, "endLine": 3, "startColumn": 39, "startLine": 3}, "insertedContent": {"text": "\"#76767B\""}}, "##
                + ##"{"deletedRegion": {"endColumn": 2, "endLine": 3, "startColumn": 2, "startLine": 3}, "##
                + ##""insertedContent": {"text": "\"colors\": {\"label\": \"#333333\"},\r\n\t"}}]}], "description": {"text": "Darken the text to #76767B."}}]"##
                + "\n")
        // Without the file (or with a file that no longer holds the literal) there is no fix to offer.
        #expect(SARIFReport.fixes(Self.findingWithEdits(), sources: { _ in nil }) == nil)
        #expect(SARIFReport.fixes(Self.findingWithEdits(), sources: { _ in Array("{}".utf8) }) == nil)
    }

    @Test(
        .enabled(if: SchemaValidator.sarifUnavailable == nil || SchemaValidator.required, "needs the SARIF schema and python3-jsonschema"))
    func fixesAreValidAgainstTheOfficialSchema() throws {
        if let reason = SchemaValidator.sarifUnavailable {
            Issue.record("CI is set, so SARIF must be validated: \(reason)")
            return
        }
        let spec = SpecReport(file: "specs/a b.json", slug: "a-b", name: "A", expect: [], cases: [], findings: [Self.findingWithEdits()])
        let sarif = SARIFReport.render(RunReport(specs: [spec]), toolVersion: "0.1.0", sources: { _ in Array(Self.crlfSpec.utf8) })
        #expect(sarif.contains("\"fixes\""))
        #expect(try SchemaValidator.sarifError(sarif) == nil)
    }
}
