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
        #expect(rules.compactMap { $0["id"]?.string } == RuleCatalog.all.map(\.id.rawValue))
        let contrast = try #require(rules.first { $0["id"]?.string == "contrast.text" })
        #expect(contrast["name"]?.string == "ContrastText")
        #expect(contrast["shortDescription"]?["text"]?.string == "Text contrast")
        #expect(contrast["fullDescription"]?["text"]?.string == RuleCatalog.info(.contrastText).description)
        #expect(contrast["help"]?["text"]?.string == RuleCatalog.info(.contrastText).help)
        #expect(contrast["help"]?["markdown"]?.string == RuleCatalog.info(.contrastText).help
                + "\n\nSee [WCAG 2.2 SC 1.4.3](https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html).")
        #expect(contrast["helpUri"]?.string == "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html")
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
        #expect(results.compactMap { $0["ruleId"]?.string } == ["disabled.mystery", "contrast.disabled", "label.truncated", "target.size"])
        for result in results {
            let index = try #require(result["ruleIndex"]?.number)
            #expect(rules[Int(index)]["id"]?.string == result["ruleId"]?.string)
        }
        #expect(results.compactMap { $0["ruleIndex"]?.number } == [0, 5, 8, 13])
    }

    @Test func resultsCarryLocationsLevelsPropertiesAndSuppressions() throws {
        let run = try Self.run()
        #expect(run["columnKind"]?.string == "unicodeCodePoints")
        let results = run["results"]?.elements ?? []
        #expect(results.compactMap { $0["level"]?.string } == ["error", "error", "warning", "error"])
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
}
