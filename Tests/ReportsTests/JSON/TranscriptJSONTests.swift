import Checks
import Foundation
import JSON
import Reports
import Spec
import TestSupport
import Testing

/// Transcripts in the JSON report (issue 30): each render's lines, renders that hear the same in one group, read back
/// by `decode`, so `merge-reports` keeps them and the HTML made from a merged report shows them.
@Suite struct TranscriptJSONTests {
    static var report: RunReport { RunReport(specs: [TranscriptTests.checkout]) }

    @Test func theReportGroupsTheRendersThatHearTheSame() throws {
        let text = JSONReport.render(Self.report)
        ReportFixtures.expectFixture(text, "transcripts.json")
        let spec = try #require(JSONNode.parse(text)["specs"]?[0])
        let groups = try #require(spec["transcripts"]?.elements)
        #expect(
            groups.map { $0["cases"]?.elements.compactMap(\.string) ?? [] } == [
                ["light/large-idle", "light/AX5-idle"], ["light/large-disabled", "light/AX5-disabled"],
            ])
        let accept = try #require(groups[1]["lines"]?[1])
        #expect(accept.keys.sorted() == ["element", "hint", "index", "spoken"])
        #expect(accept["hint"]?.string == "double-tap to toggle setting")
        // A line without a hint has no "hint" key.
        #expect(groups[0]["lines"]?[0]?.keys.sorted() == ["element", "index", "spoken"])
        // Without transcripts, no key: the run fixture is as it was.
        #expect(!JSONReport.render(ReportFixtures.run).contains("\"transcripts\""))
    }

    @Test func decodingGivesBackEachRendersLines() throws {
        let text = JSONReport.render(Self.report)
        let decoded = try JSONReport.decode(text, source: "run.json")
        #expect(decoded.specs[0].transcripts == TranscriptTests.checkout.transcripts)
        #expect(JSONReport.render(decoded) == text)
    }

    /// `merge-reports`: two shards through JSON, one with the transcripts; the merged report keeps them, and the HTML
    /// made from it lists them as the whole run's HTML does.
    @Test func aMergedReportKeepsTheTranscriptsAndItsHTMLShowsThem() throws {
        let other = ReportMergerTests.other
        let shards = try [RunReport(specs: [TranscriptTests.checkout]), RunReport(specs: [other])].enumerated().map {
            index, shard throws(ReportError) in try JSONReport.decode(JSONReport.render(shard), source: "shard-\(index + 1).json")
        }
        let merged = try ReportMerger.merge(shards)
        let whole = RunReport(specs: [other, TranscriptTests.checkout])
        #expect(merged.specs.map(\.file) == ["specs/about.json", "specs/checkout.json"])
        #expect(merged.specs[1].transcripts == TranscriptTests.checkout.transcripts)
        #expect(JSONReport.render(merged) == JSONReport.render(whole))
        let html = HTMLReport.render(merged, baseDirectory: "out")
        #expect(html == HTMLReport.render(whole, baseDirectory: "out"))
        #expect(
            html.contains(
                """
                <details class="transcript">
                <summary>light/large-disabled, light/AX5-disabled (2 renders): 3 elements</summary>
                \(TranscriptTests.disabledList)
                </details>
                """))
    }

    @Test func badTranscriptsAreLocatedErrors() {
        let good = JSONReport.render(Self.report)
        func error(_ from: String, _ to: String) -> String {
            #expect(good.contains(from))
            do {
                _ = try JSONReport.decode(good.replacingOccurrences(of: from, with: to), source: "shard-2.json")
                return "no error"
            } catch {
                return error.description
            }
        }
        #expect(
            error("\"light/AX5-idle\"\n", "\"light/AX3-idle\"\n").hasSuffix(
                "error: \"light/AX3-idle\" is not one of the spec's cases; a transcript is of renders listed in the spec's \"cases\" "
                    + "(at $.specs[0].transcripts[0].cases)"))
        #expect(
            error("\"index\": 2,\n", "\"index\": 3,\n").hasSuffix(
                "error: expected swipe 2, found 3; a transcript's lines are numbered 1, 2, 3… "
                    + "(at $.specs[0].transcripts[0].lines[1].index)"))
        #expect(
            error("\"spoken\": \"Pay, button\"", "\"spokn\": \"Pay, button\"").hasSuffix(
                "error: unknown key \"spokn\"; did you mean \"spoken\"? (at $.specs[0].transcripts[0].lines[1].spokn)"))
    }

    /// The report schema (beside the spec schema) describes a transcript exactly, and a standard validator accepts the report.
    @Test func theSchemaDescribesTranscripts() throws {
        let schema = try JSONNode.parse(
            ReportFixtures.read(ReportFixtures.schemaFolder.appendingPathComponent("buttoncheck-report.schema.json")))
        let text = JSONReport.render(Self.report)
        let group = try #require(JSONNode.parse(text)["specs"]?[0]?["transcripts"]?[1])
        #expect(schema["$defs"]?["transcript"]?["properties"]?.keys.sorted() == group.keys.sorted())
        #expect(schema["$defs"]?["transcriptLine"]?["properties"]?.keys.sorted() == group["lines"]?[1]?.keys.sorted())
        #expect(schema["$defs"]?["spec"]?["properties"]?["transcripts"] != nil)
        if JSONSchemaValidator.enabled {
            #expect(try JSONSchemaValidator.verdict(onDocument: text, schema: JSONSchemaValidator.reportSchema) == nil)
            let wrong = text.replacingOccurrences(of: "\"index\": 1,", with: "\"index\": 0,")
            #expect(try JSONSchemaValidator.verdict(onDocument: wrong, schema: JSONSchemaValidator.reportSchema) != nil)
        }
    }
}
