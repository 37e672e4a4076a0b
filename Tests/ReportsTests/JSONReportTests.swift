import Checks
import Foundation
import JSON
import Reports
import Spec
import Testing

@Suite struct JSONReportTests {
    @Test func theRunAsJSON() throws {
        ReportFixtures.expectFixture(JSONReport.render(ReportFixtures.run), "run.json")
    }

    @Test func aSmallReportExactly() {
        let finding = ReportFixtures.disabledContrast
        let spec = SpecReport(
            file: "a.json", slug: "a", name: "A", expect: [.contrastDisabled], cases: [ReportFixtures.cases[3]],
            findings: [finding], goldens: [ReportFixtures.goldens[3]])
        #expect(
            JSONReport.render(RunReport(specs: [spec], elapsed: 1.25)) == """
                {
                  "elapsed": 1.25,
                  "environmentNote": null,
                  "orphanGoldens": [],
                  "specs": [
                    {
                      "cases": [
                        "light/AX5-disabled"
                      ],
                      "errors": [],
                      "expect": [
                        "contrast.disabled"
                      ],
                      "file": "a.json",
                      "findings": [
                        {
                          "appearance": "light",
                          "column": 7,
                          "details": {
                            "apca": "-21.4",
                            "background": "#EEEEF0",
                            "foreground": "#C4C4C6"
                          },
                          "element": "pay",
                          "file": "specs/checkout.json",
                          "fix": "Give the disabled state its own legible colours, or keep the button enabled.",
                          "line": 12,
                          "measured": 1.7234567890123,
                          "message": "The disabled title of \\"pay\\" measures 1.72:1 on its fill, below 3.00:1.",
                          "rule": "contrast.disabled",
                          "severity": "error",
                          "sizes": [
                            "large",
                            "AX5"
                          ],
                          "state": "disabled",
                          "suppression": null,
                          "threshold": 3.0,
                          "unit": "ratio",
                          "worstSize": "AX5"
                        }
                      ],
                      "goldens": [
                        {
                          "case": "light/AX5-disabled",
                          "diffImage": null,
                          "golden": "goldens/checkout/light/AX5-disabled.png",
                          "message": "recorded goldens/checkout/light/AX5-disabled.png; commit it",
                          "mismatched": null,
                          "status": "recorded",
                          "total": null
                        }
                      ],
                      "images": {},
                      "matchesExpectations": true,
                      "missingExpected": [],
                      "name": "A",
                      "sheet": null,
                      "slug": "a",
                      "unexpected": []
                    }
                  ],
                  "summary": {
                    "errors": 1,
                    "goldens": {
                      "failed": 0,
                      "missing": 0,
                      "passed": 0,
                      "recorded": 1
                    },
                    "hasFailures": true,
                    "hasInputErrors": false,
                    "inputErrors": 0,
                    "matchingExpectations": 1,
                    "notes": 0,
                    "renders": 1,
                    "specs": 1,
                    "suppressed": 0,
                    "warnings": 0
                  },
                  "tool": "buttoncheck",
                  "version": 1
                }

                """)
    }

    @Test func renderDecodeRenderIsTheIdentity() throws {
        for report in [
            ReportFixtures.run, RunReport(specs: [], elapsed: 0.1 + 0.2),
            RunReport(specs: [ReportFixtures.checkout], environmentNote: "note"),
        ] {
            let text = JSONReport.render(report)
            let decoded = try JSONReport.decode(text, source: "run.json")
            #expect(JSONReport.render(decoded) == text)
        }
        let decoded = try JSONReport.decode(JSONReport.render(ReportFixtures.run), source: "run.json")
        #expect(decoded.specs.map(\.file) == ReportFixtures.run.specs.map(\.file))
        #expect(decoded.specs[0].findings == ReportFixtures.checkout.findings)
        #expect(decoded.specs[0].goldens == ReportFixtures.checkout.goldens)
        #expect(decoded.specs[0].images == ReportFixtures.checkout.images)
        #expect(decoded.orphanGoldens == [ReportFixtures.orphan])
        #expect(decoded.environmentNote == ReportFixtures.environmentNote)
        #expect(decoded.elapsed == nil)
    }

    /// The crop, the unit and the part colours are typed in a finding and text only in the report: written as
    /// `details` ("crop": "x,y,width,height,imageWidth", "ring": "#RRGGBB", …) and read back to the same values.
    @Test func typedValuesAreWrittenAsTextAndReadBack() throws {
        var finding = ReportFixtures.finding(
            .focusVisibleContrast, line: 4, column: 9, element: "pay", appearance: .dark, state: .focused, worst: .large,
            measured: 1.5, threshold: 3, unit: .ratio, message: "m", fix: "f", details: ["apca": "12.5"],
            colors: [
                .ring: SRGBColor(red8: 0x0A, green8: 0x84, blue8: 0xFF),
                .adjacent: SRGBColor(red8: 0, green8: 0, blue8: 0, alpha: 0x80 / 255),
            ])
        finding.crop = FindingCrop(x: 0, y: 12, width: 300, height: 60, imageWidth: 1179)
        let spec = SpecReport(file: "specs/x.json", slug: "x", name: "X", expect: [], cases: [], findings: [finding], errors: [])
        let text = JSONReport.render(RunReport(specs: [spec]))
        #expect(
            text.contains(
                """
                          "details": {
                            "adjacent": "#00000080",
                            "apca": "12.5",
                            "crop": "0,12,300,60,1179",
                            "ring": "#0A84FF"
                          },
                """))
        let decoded = try JSONReport.decode(text, source: "x.json")
        #expect(decoded.specs[0].findings == [finding])
        #expect(decoded.specs[0].findings[0].details == ["apca": "12.5"])
        #expect(JSONReport.render(decoded) == text)
    }

    @Test func doublesKeepFullPrecisionAndStringsSurviveEscaping() throws {
        let odd = "quote \" backslash \\ tab \t newline \n bell \u{07} nul \u{00} line separator \u{2028} emoji 👩🏽‍💻 é"
        let finding = ReportFixtures.finding(
            .contrastText, line: 1, column: 1, element: odd, measured: 0.1 + 0.2, threshold: 1e-300,
            unit: .ratio, message: odd, fix: odd, details: [odd: odd])
        let spec = SpecReport(file: odd, slug: "s", name: odd, expect: [], cases: [], findings: [finding], errors: [odd])
        let text = JSONReport.render(RunReport(specs: [spec], environmentNote: odd))
        #expect(text.contains(#""measured": 0.30000000000000004,"#))
        #expect(text.contains(#""threshold": 1e-300,"#))
        #expect(text.contains(#"bell \u0007 nul \u0000 line separator \u2028 emoji 👩🏽‍💻 é"#))
        let decoded = try JSONReport.decode(text, source: "odd.json")
        #expect(decoded.specs[0].findings[0] == finding)
        #expect(decoded.specs[0].name == odd)
        #expect(JSONReport.render(decoded) == text)
    }

    /// A computed fix's edits are written (only when there are some) and read back, so merged shard reports keep them.
    @Test func editsAreWrittenAndReadBack() throws {
        var finding = ReportFixtures.finding(
            .contrastText, line: 4, column: 9, element: "t", measured: 3.26, threshold: 4.5,
            unit: .ratio, message: "m", fix: "f", details: [:])
        finding.edits = [
            SpecEdit(
                file: "specs/x.json", location: SourceLocation(line: 4, column: 20), path: "$.content.color",
                replacement: "\"#76767B\""),
            SpecEdit(
                file: "specs/tokens/brand.tokens.json", location: SourceLocation(line: 3, column: 14),
                path: "$.color.grey.$value", replacement: "{\"light\": \"#76767B\", \"dark\": \"label\"}"),
        ]
        let spec = SpecReport(file: "specs/x.json", slug: "x", name: "X", expect: [], cases: [], findings: [finding], errors: [])
        let text = JSONReport.render(RunReport(specs: [spec]))
        #expect(text.contains(##""replacement": "\"#76767B\"""##))
        let decoded = try JSONReport.decode(text, source: "x.json")
        #expect(decoded.specs[0].findings[0].edits == finding.edits)
        #expect(JSONReport.render(decoded) == text)
    }

    @Test func decodingErrorsNameTheFileThePlaceAndTheProblem() {
        func error(_ text: String) -> String {
            do {
                _ = try JSONReport.decode(text, source: "shard-2.json")
                return "no error"
            } catch {
                return error.description
            }
        }
        let good = JSONReport.render(RunReport(specs: [ReportFixtures.checkout]))
        #expect(
            error("{\"version\": 1,")
                == "shard-2.json:1:15: error: not a JSON report: unexpected end of file; expected a member name in double quotes (is the file truncated?)"
        )
        #expect(error("[]") == "shard-2.json:1:1: error: expected an object, found an array (at $)")
        #expect(
            error(good.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 2"))
                .hasSuffix("error: unsupported report format version 2.0; this buttoncheck reads version 1 (at $.version)"))
        #expect(
            error(good.replacingOccurrences(of: "\"tool\": \"buttoncheck\"", with: "\"tool\": \"eslint\""))
                .hasSuffix("error: this is a report of \"eslint\", not of \"buttoncheck\" (at $.tool)"))
        #expect(
            error(good.replacingOccurrences(of: "\"severity\": \"warning\"", with: "\"severity\": \"warnig\""))
                == "shard-2.json:76:23: error: unknown severity \"warnig\"; did you mean \"warning\"? (at $.specs[0].findings[2].severity)")
        #expect(
            error(good.replacingOccurrences(of: "\"worstSize\": \"AX5\"", with: "\"worstSize\": \"ax5\""))
                .hasSuffix("error: unknown size category \"ax5\"; did you mean \"AX5\"? (at $.specs[0].findings[1].worstSize)"))
        #expect(
            error(good.replacingOccurrences(of: "\"suppression\"", with: "\"suppresion\""))
                .hasSuffix("error: unknown key \"suppresion\"; did you mean \"suppression\"? (at $.specs[0].findings[0].suppresion)"))
        #expect(
            error(good.replacingOccurrences(of: "\"case\": \"light/large-idle\"", with: "\"case\": \"light/huge-idle\""))
                .hasSuffix(
                    "error: \"light/huge-idle\" is not a render case; expected appearance/size-state such as \"light/AX5-disabled\" (at $.specs[0].goldens[0].case)"
                ))
        #expect(
            error(good.replacingOccurrences(of: "\"line\": 12", with: "\"line\": 12.5"))
                .hasSuffix("error: expected a whole number, found 12.5 (at $.specs[0].findings[0].line)"))
        // The typed values a report writes as text: a unit, a part's colour and the crop, each read back or refused.
        #expect(
            error(good.replacingOccurrences(of: "\"unit\": \"ratio\"", with: "\"unit\": \"ratios\""))
                .hasSuffix("error: unknown unit \"ratios\"; did you mean \"ratio\"? (at $.specs[0].findings[1].unit)"))
        #expect(
            error(good.replacingOccurrences(of: "\"background\": \"#EEEEF0\"", with: "\"background\": \"grey\""))
                .hasSuffix(
                    "error: expected a colour as #RRGGBB or #RRGGBBAA, found \"grey\" (at $.specs[0].findings[1].details.background)"))
        #expect(
            error(#"{"version": 1, "tool": "buttoncheck", "specs": []}"#)
                == "shard-2.json:1:1: error: missing key \"orphanGoldens\" (at $)")
    }

    @Test func theSchemaDescribesEveryKeyTheReportWrites() throws {
        let schema = try JSONNode.parse(
            ReportFixtures.read(ReportFixtures.schemaFolder.appendingPathComponent("buttoncheck-report.schema.json")))
        let report = try JSONNode.parse(
            JSONReport.render(
                RunReport(
                    specs: [ReportFixtures.checkout], orphanGoldens: [ReportFixtures.orphan],
                    environmentNote: "n", elapsed: 2, expectMode: true)))
        func properties(_ definition: String?) -> [String] {
            let node = definition.map { schema["$defs"]?[$0] } ?? schema
            return (node?["properties"]?.keys ?? []).sorted()
        }
        func required(_ definition: String?) -> [String] {
            let node = definition.map { schema["$defs"]?[$0] } ?? schema
            return (node?["required"]?.elements.compactMap(\.string) ?? []).sorted()
        }
        let spec = report["specs"]![0]!
        let objects: [(String?, JSONNode)] = [
            (nil, report), ("spec", spec), ("finding", spec["findings"]![1]!), ("golden", spec["goldens"]![2]!),
            ("summary", report["summary"]!),
            ("goldenCounts", report["summary"]!["goldens"]!),
        ]
        for (definition, object) in objects {
            // A finding's "settings" is written only when display settings are on, and its "locale" only for a
            // locale other than the spec's source language, and its "scenario" only for a format 3 scenario's render (the
            // fixture has none of them).
            // A report's "shard" only for a shard of a run (check --shard I/N). A finding's "edits" only when its
            // fix changes literals (the fixture's has none).
            // A spec's "transcripts" only when the run built them (the fixture's spec has none; TranscriptJSONTests has them).
            let absent =
                definition == "finding"
                ? ["settings", "locale", "edits", "scenario"] : definition == nil ? ["shard"] : definition == "spec" ? ["transcripts"] : []
            #expect(object.keys.sorted() == properties(definition).filter { !absent.contains($0) }, "keys of \(definition ?? "the report")")
            let optional =
                definition == nil
                ? ["elapsed", "expectMode", "shard"]
                : definition == "golden"
                    ? ["pending", "changedElements", "maxDeltaE"]
                    : definition == "finding" ? ["settings", "locale", "edits", "scenario"] : definition == "spec" ? ["transcripts"] : []
            #expect(
                required(definition) == object.keys.sorted().filter { !optional.contains($0) },
                "required keys of \(definition ?? "the report")")
        }
        #expect(schema["$schema"]?.string == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["properties"]?["version"]?["const"]?.number == 1)
        let ruleIDs = schema["$defs"]?["ruleID"]?["enum"]?.elements.compactMap(\.string)
        #expect(ruleIDs == RuleID.allCases.map(\.rawValue))
        let units = schema["$defs"]?["finding"]?["properties"]?["unit"]?["enum"]?.elements.map(\.string)
        #expect(units == FindingUnit.allCases.map(\.rawValue) + [nil])
    }
}
