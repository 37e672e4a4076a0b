import Foundation
import TestSupport
import Testing

/// Every kind of JSON report the tool writes (`--report json:PATH`, `merge-reports`) validates against
/// the published report schema, specs/schema/buttoncheck-report.schema.json, with a standard validator
/// (python-jsonschema through scripts/validate-json-schema.py).
@Suite(
    "Report schema against a standard validator", .enabled(if: JSONSchemaValidator.enabled, Comment(rawValue: JSONSchemaValidator.missing)))
struct ReportSchemaTests {
    static let grey = CheckCommandTests.greyText
    static let expectsContrast = ExpectModeTests.expectsContrast
    static let broken = #"{"version": 1, "name": "Broken", "viewport": {"device": "iPhone 16"}}"#
    /// Clean text in light and dark: recorded in both, then checked in light only, its dark goldens are orphans.
    static let twoAppearances = CheckCommandTests.clean.replacingOccurrences(
        of: #""content""#, with: #""appearances": ["light", "dark"], "content""#)

    /// One run of the tool that wrote a JSON report, and the exit status it must have had.
    struct Written {
        var name: String
        var path: String
        var status: Int32
        var expected: Int32
    }

    /// Runs the tool once per kind of report into DIRECTORY/reports.
    @available(macOS 15, *)
    private func writeReports(_ directory: String) throws -> [Written] {
        let specs = directory + "/specs"
        let goldens = directory + "/goldens"
        let reports = directory + "/reports"
        var written: [Written] = []
        func run(_ name: String, _ arguments: [String], exits expected: Int32) {
            let path = "\(reports)/\(name).json"
            let run = runTool(arguments + ["--report", "json:\(path)"])
            written.append(Written(name: name, path: path, status: run.status, expected: expected))
        }
        func check(_ name: String, _ arguments: [String], exits expected: Int32) {
            run(name, ["check"] + arguments + ["--size", "large"], exits: expected)
        }
        let clean = specs + "/clean.json"
        let grey = specs + "/grey.json"
        let expects = specs + "/expects.json"
        check("clean", [clean], exits: 0)
        check("findings", [clean, grey], exits: 1)
        check("expect-mode", [clean, expects, grey, "--expect"], exits: 1)
        check("goldens-recorded", [clean, grey, "--goldens", goldens, "--record", "missing"], exits: 1)
        check("goldens-passing", [clean, grey, "--goldens", goldens], exits: 1)
        // clean.json's text changes: its golden fails (with a pending one beside it); expects.json has none (missing).
        try CheckCommandTests.clean.replacingOccurrences(of: "Hello", with: "Hallo").write(toFile: clean, atomically: true, encoding: .utf8)
        check("goldens-failed-missing", [clean, expects, "--goldens", goldens, "--record", "never", "--pending"], exits: 1)
        for index in 1...2 {
            check("shard-\(index)", [clean, expects, grey, "--shard", "\(index)/2"], exits: 1)
        }
        run("merged", ["merge-reports", "\(reports)/shard-1.json", "\(reports)/shard-2.json"], exits: 1)

        // Orphans come from a full sweep (every size), so this spec's own folder and goldens.
        let two = directory + "/two"
        let twoGoldens = directory + "/two-goldens"
        run("goldens-recorded-full-sweep", ["check", two, "--goldens", twoGoldens, "--record", "missing"], exits: 1)
        try CheckCommandTests.clean.write(toFile: two + "/two.json", atomically: true, encoding: .utf8)
        run("goldens-orphaned", ["check", two, "--goldens", twoGoldens, "--record", "never"], exits: 0)

        // A folder with a spec that does not load.
        try Self.broken.write(toFile: specs + "/broken.json", atomically: true, encoding: .utf8)
        check("load-error", [specs], exits: 2)
        return written
    }

    @available(macOS 15, *)
    @Test(
        "the JSON reports of a clean run, findings, expect mode, goldens (recorded, passing, failed, missing, orphaned), shards, merge-reports and a load error validate"
    )
    func everyReportValidates() throws {
        try withSpecDirectory([
            "specs/clean.json": CheckCommandTests.clean, "specs/grey.json": Self.grey,
            "specs/expects.json": Self.expectsContrast, "two/two.json": Self.twoAppearances,
        ]) { directory in
            let written = try writeReports(directory)
            for report in written {
                #expect(report.status == report.expected, "\(report.name): exit \(report.status)")
            }
            let fixture = JSONSchemaValidator.repository.appendingPathComponent("Tests/ReportsTests/Fixtures/run.json").path
            let files = written.map(\.path) + [fixture]
            let outcome = try JSONSchemaValidator.validate(schema: JSONSchemaValidator.reportSchema, files: files)
            #expect(outcome.error == "")
            #expect(outcome.output == files.map { "ok \($0)\n" }.joined(), "\(outcome.output)")
            #expect(outcome.status == 0)

            // Each run wrote what its name says, so the schema saw every kind.
            func report(_ name: String) throws -> [String: Any] {
                let data = try Data(contentsOf: URL(fileURLWithPath: "\(directory)/reports/\(name).json"))
                return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            }
            func goldenStatuses(_ name: String) throws -> [String] {
                let specs = try #require(try report(name)["specs"] as? [[String: Any]])
                return specs.flatMap { ($0["goldens"] as? [[String: Any]] ?? []).compactMap { $0["status"] as? String } }.sorted()
            }
            #expect(try report("expect-mode")["expectMode"] as? Bool == true)
            #expect(try goldenStatuses("goldens-recorded") == ["recorded", "recorded"])
            #expect(try goldenStatuses("goldens-passing") == ["passed", "passed"])
            #expect(try goldenStatuses("goldens-failed-missing") == ["failed", "missing"])
            #expect((try report("goldens-orphaned")["orphanGoldens"] as? [String])?.count == 12)
            #expect((try report("merged")["specs"] as? [[String: Any]])?.count == 3)
            #expect((try report("load-error")["specs"] as? [[String: Any]])?.count == 4)
        }
    }
}
