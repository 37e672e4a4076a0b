import Foundation
import Testing

/// The CI reports through the tool (issue 29): goldens that fail are SARIF results, a spec that did
/// not load makes the run unsuccessful, shards merge into the reports of one run, and the report
/// options `--sarif-category` and `--junit-granularity`.
@Suite struct CIReportTests {
    static let files = ReportOptionsTests.files

    static func json(_ path: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    static func run(_ sarif: [String: Any]) throws -> [String: Any] {
        try #require((sarif["runs"] as? [[String: Any]])?.first)
    }

    static func results(_ sarif: [String: Any]) throws -> [[String: Any]] {
        try run(sarif)["results"] as? [[String: Any]] ?? []
    }

    @available(macOS 15, *)
    @Test func aChangedGoldenIsAResultAndShardsMergeIntoTheReportsOfOneRun() throws {
        try withSpecDirectory(Self.files) { directory in
            // Outside the spec folder, which `check` reads every *.json of (a manifest too).
            let reports = FileManager.default.temporaryDirectory.appendingPathComponent("ci-reports-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: reports) }
            let goldens = reports + "/goldens"
            let base = ["check", directory, "--size", "large", "--goldens", goldens]
            #expect(runTool(base + ["--record", "missing"]).status == 1)
            // Black text to near-black: still clean, other pixels.
            try ReportOptionsTests.spec("B", color: "#111111").write(toFile: directory + "/b.json", atomically: true, encoding: .utf8)
            let whole = runTool(
                base + [
                    "--record", "never", "--report", "sarif:\(reports)/whole.sarif", "--report", "junit:\(reports)/whole.xml",
                    "--report", "junit:\(reports)/whole.rule.xml", "--junit-granularity", "rule",
                ])
            #expect(whole.status == 1)
            #expect(
                whole.output.hasSuffix(
                    "\n3 specs (0 passed, 3 failed), 3 renders: 2 errors, 0 warnings, 0 notes; goldens: 2 passed, 1 failed, 0 missing, 0 recorded\n"
                ),
                "\(whole.output)")
            for index in 1...2 {
                #expect(
                    runTool(base + ["--record", "never", "--shard", "\(index)/2", "--report", "json:\(reports)/shard-\(index).json"]).status
                        == 1)
            }
            let shards = ["\(reports)/shard-1.json", "\(reports)/shard-2.json"]
            let merged = runTool(
                ["merge-reports"] + shards + ["--report", "sarif:\(reports)/merged.sarif", "--report", "junit:\(reports)/merged.xml"])
            #expect(merged.status == 1)
            #expect(merged.output == whole.output)
            #expect(
                try String(contentsOfFile: "\(reports)/merged.sarif", encoding: .utf8)
                    == String(contentsOfFile: "\(reports)/whole.sarif", encoding: .utf8))
            #expect(
                runTool(["merge-reports"] + shards + ["--report", "junit:\(reports)/merged.rule.xml", "--junit-granularity", "rule"]).status
                    == 1)
            #expect(
                try String(contentsOfFile: "\(reports)/merged.rule.xml", encoding: .utf8)
                    == String(contentsOfFile: "\(reports)/whole.rule.xml", encoding: .utf8))
            // --junit-granularity shapes every JUnit report of the run: both of `whole` are per rule.
            #expect(
                try String(contentsOfFile: "\(reports)/whole.xml", encoding: .utf8)
                    == String(contentsOfFile: "\(reports)/whole.rule.xml", encoding: .utf8))
            let perSpec = try String(contentsOfFile: "\(reports)/merged.xml", encoding: .utf8)
            #expect(perSpec.contains("<testsuites name=\"buttoncheck\" tests=\"3\" failures=\"3\" errors=\"0\">"))

            let sarif = try Self.json("\(reports)/whole.sarif")
            let results = try Self.results(sarif)
            #expect(results.map { $0["ruleId"] as? String } == ["contrast.text", "golden.changed", "contrast.text"])
            let changed = results[1]
            #expect(changed["level"] as? String == "error")
            let location = (changed["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            #expect((location?["artifactLocation"] as? [String: Any])?["uri"] as? String == "file://\(directory)/b.json")
            let related = (changed["relatedLocations"] as? [[String: Any]] ?? []).map {
                (($0["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
            }
            #expect(related == ["file://\(goldens)/b/light/large-idle.png"])
            let fingerprints = results.map { ($0["partialFingerprints"] as? [String: String])?["buttoncheck/v1"] }
            #expect(fingerprints.allSatisfy { $0?.wholeMatch(of: /[0-9a-f]{16}:1/) != nil })
            #expect(Set(fingerprints).count == 3)
            #expect((try Self.run(sarif)["automationDetails"] as? [String: Any])?["id"] as? String == "buttoncheck/check/")
            let invocation = (try Self.run(sarif)["invocations"] as? [[String: Any]])?.first
            #expect(invocation?["executionSuccessful"] as? Bool == true)
        }
    }

    @available(macOS 15, *)
    @Test func aSpecThatDidNotLoadMakesTheRunUnsuccessfulAndIsCounted() throws {
        try withSpecDirectory(["a.json": ReportOptionsTests.files["a.json"]!, "broken.json": "{\"version\": 1,"]) { directory in
            let run = runTool([
                "check", directory, "--size", "large", "--report", "sarif:\(directory)/out/report.sarif", "--report",
                "junit:\(directory)/out/report.xml",
            ])
            #expect(run.status == 2)
            #expect(
                run.output.hasSuffix("\n2 specs (0 passed, 1 failed, 1 could not be checked), 1 render: 1 error, 0 warnings, 0 notes\n"),
                "\(run.output)")
            let sarif = try Self.json(directory + "/out/report.sarif")
            let invocation = try #require((try Self.run(sarif)["invocations"] as? [[String: Any]])?.first)
            #expect(invocation["executionSuccessful"] as? Bool == false)
            #expect((invocation["toolExecutionNotifications"] as? [Any])?.count == 1)
            let junit = try String(contentsOfFile: directory + "/out/report.xml", encoding: .utf8)
            #expect(junit.contains("<testsuites name=\"buttoncheck\" tests=\"2\" failures=\"1\" errors=\"1\">"))
        }
    }

    @available(macOS 15, *)
    @Test func theSARIFCategoryNamesTheRun() throws {
        try withSpecDirectory(Self.files) { directory in
            let run = runTool(["check", directory + "/b.json", "--size", "large", "--format", "sarif", "--sarif-category", "ios/checkout"])
            #expect(run.status == 0)
            let sarif = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            #expect((try Self.run(sarif)["automationDetails"] as? [String: Any])?["id"] as? String == "buttoncheck/check/ios/checkout/")
        }
    }

    @available(macOS 15, *)
    @Test(arguments: [
        (
            ["--sarif-category", "i os", "--format", "sarif"],
            "error: invalid value 'i os' for '--sarif-category'; expected letters, digits, '.', '_', '-' and '/' between names, e.g. ios or web/checkout"
        ),
        (
            ["--sarif-category", "ios"],
            "error: '--sarif-category' names the category of a SARIF report; ask for one with --format sarif or --report sarif:PATH"
        ),
        (
            ["--junit-granularity", "rule", "--report", "sarif:x.sarif"],
            "error: '--junit-granularity' shapes a JUnit report; ask for one with --format junit or --report junit:PATH"
        ),
        (
            ["--junit-granularity", "file", "--format", "junit"],
            "error: invalid value 'file' for '--junit-granularity'; expected one of: spec, rule"
        ),
    ])
    func badReportStylesAreUsageErrors(arguments: [String], message: String) throws {
        try withSpecDirectory(Self.files) { directory in
            for command in [["check", directory + "/a.json"], ["merge-reports", directory + "/a.json"]] {
                let run = runTool(command + arguments)
                #expect(run.status == 2)
                #expect(run.error == message + "\nhint: see 'buttoncheck \(command[0]) --help'\n")
            }
            #expect(!FileManager.default.fileExists(atPath: "x.sarif"))
        }
    }
}
