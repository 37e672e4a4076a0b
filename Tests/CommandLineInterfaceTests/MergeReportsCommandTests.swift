import Foundation
import Testing

/// Issue 26 (11): `merge-reports` merged one shard of two as if it were the whole run, counted a shard given
/// twice (`specs` and `./specs`) double, and turned a failing shard green when merged with an `--expect` one.
/// Each JSON report now records its shard (I of N, and the spec list it is a part of) and its mode, and
/// the merge checks them.
@Suite struct MergeReportsCommandTests {
    /// Runs `check` over `specs` with `extra` arguments, writing its JSON report to `report`.
    @available(macOS 15, *)
    private func check(_ specs: String, _ extra: [String], report: String) -> Int32 {
        runTool(["check", specs, "--size", "large", "--report", "json:\(report)"] + extra).status
    }

    @available(macOS 15, *)
    @Test func oneShardOfTwoIsNotTheWholeRun() throws {
        try withSpecDirectory(["a.json": CheckCommandTests.clean, "b.json": CheckCommandTests.clean]) { specs in
            try withSpecDirectory([:]) { reports in
                #expect(check(specs, ["--shard", "1/2"], report: reports + "/1.json") == 0)
                #expect(check(specs, ["--shard", "2/2"], report: reports + "/2.json") == 0)
                #expect(
                    runTool(["merge-reports", reports + "/1.json"])
                        == ToolRun(
                            status: 2, output: "",
                            error:
                                "error: shard 2 of 2 is missing (the reports given are shard 1 of 2): merge the JSON report of every shard of the run, --shard 1/2 to 2/2\n"
                        ))
                let whole = runTool(["merge-reports", reports + "/1.json", reports + "/2.json"])
                #expect(whole.status == 0)
                let json = try #require(
                    JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: reports + "/1.json"))) as? [String: Any])
                let shard = try #require(json["shard"] as? [String: Any])
                #expect(shard["index"] as? Int == 1 && shard["count"] as? Int == 2)
                #expect(shard["specs"] as? [String] == [specs + "/a.json", specs + "/b.json"])
            }
        }
    }

    @available(macOS 15, *)
    @Test func aShardOrSpecGivenTwiceIsRefusedWhateverItsPathLooksLike() throws {
        try withSpecDirectory(["a.json": CheckCommandTests.clean, "b.json": CheckCommandTests.clean]) { specs in
            try withSpecDirectory([:]) { reports in
                #expect(check(specs, ["--shard", "1/2"], report: reports + "/1.json") == 0)
                #expect(check(specs + "/.", ["--shard", "1/2"], report: reports + "/1-again.json") == 0)
                #expect(check(specs, ["--shard", "2/2"], report: reports + "/2.json") == 0)
                #expect(
                    runTool(["merge-reports", reports + "/1.json", reports + "/1-again.json", reports + "/2.json"])
                        == ToolRun(
                            status: 2, output: "",
                            error:
                                "error: shard 1 of 2 is given twice (\(reports)/1.json and \(reports)/1-again.json): give each shard's report once\n"
                        ))
                // Whole runs (no --shard) of one folder named two ways: its specs are counted once or refused.
                #expect(check(specs, [], report: reports + "/whole.json") == 0)
                #expect(check(specs + "/.", [], report: reports + "/whole-again.json") == 0)
                #expect(
                    runTool(["merge-reports", reports + "/whole.json", reports + "/whole-again.json"])
                        == ToolRun(
                            status: 2, output: "",
                            error:
                                "error: spec \(specs)/./a.json is in more than one report (\(reports)/whole.json, \(reports)/whole-again.json); "
                                + "each spec belongs to exactly one shard: run every shard over the same spec list with --shard I/N for the same N\n"
                        ))
            }
        }
    }

    @available(macOS 15, *)
    @Test func aShardCheckedWithoutExpectIsNotMergedWithOneCheckedWithIt() throws {
        let grey = ExpectModeTests.expectsContrast
        try withSpecDirectory(["a.json": grey, "b.json": grey]) { specs in
            try withSpecDirectory([:]) { reports in
                #expect(check(specs, ["--shard", "1/2", "--expect"], report: reports + "/1.json") == 0)
                #expect(check(specs, ["--shard", "2/2"], report: reports + "/2.json") == 1)
                #expect(
                    runTool(["merge-reports", reports + "/1.json", reports + "/2.json"])
                        == ToolRun(
                            status: 2, output: "",
                            error:
                                "error: \(reports)/1.json was checked with --expect and \(reports)/2.json without: the shards of one run are checked in one mode, "
                                + "so run every shard with --expect or none\n"))
            }
        }
    }

    @available(macOS 15, *)
    @Test func shardsOfDifferentRunsAreRefused() throws {
        try withSpecDirectory(["a.json": CheckCommandTests.clean, "b.json": CheckCommandTests.clean, "c.json": CheckCommandTests.clean]) {
            specs in
            try withSpecDirectory([:]) { reports in
                #expect(check(specs, ["--shard", "1/2"], report: reports + "/1of2.json") == 0)
                #expect(check(specs, ["--shard", "2/3"], report: reports + "/2of3.json") == 0)
                #expect(check(specs + "/b.json", ["--shard", "1/1"], report: reports + "/b.json") == 0)
                #expect(check(specs + "/c.json", [], report: reports + "/c.json") == 0)
                #expect(
                    runTool(["merge-reports", reports + "/1of2.json", reports + "/2of3.json"])
                        == ToolRun(
                            status: 2, output: "",
                            error:
                                "error: \(reports)/1of2.json is shard 1 of 2 and \(reports)/2of3.json shard 2 of 3: the shards of one run have one N, "
                                + "so run every shard with --shard I/N for the same N\n"))
                #expect(
                    runTool(["merge-reports", reports + "/1of2.json", reports + "/b.json"])
                        == ToolRun(
                            status: 2, output: "",
                            error:
                                "error: \(reports)/1of2.json is shard 1 of 2 and \(reports)/b.json shard 1 of 1: the shards of one run have one N, "
                                + "so run every shard with --shard I/N for the same N\n"))
                #expect(
                    runTool(["merge-reports", reports + "/1of2.json", reports + "/c.json"])
                        == ToolRun(
                            status: 2, output: "",
                            error:
                                "error: \(reports)/1of2.json is shard 1 of 2 but \(reports)/c.json is a whole run (checked without --shard): merge the shards of one run\n"
                        ))
            }
        }
        try withSpecDirectory(["a.json": CheckCommandTests.clean, "b.json": CheckCommandTests.clean]) { two in
            try withSpecDirectory(["a.json": CheckCommandTests.clean, "b.json": CheckCommandTests.clean, "c.json": CheckCommandTests.clean])
            { three in
                try withSpecDirectory([:]) { reports in
                    #expect(check(two, ["--shard", "1/2"], report: reports + "/1.json") == 0)
                    #expect(check(three, ["--shard", "2/2"], report: reports + "/2.json") == 0)
                    #expect(
                        runTool(["merge-reports", reports + "/1.json", reports + "/2.json"])
                            == ToolRun(
                                status: 2, output: "",
                                error:
                                    "error: \(reports)/1.json and \(reports)/2.json are shards of runs over different spec lists (2 specs and 3): "
                                    + "run every shard over the same specs\n"))
                }
            }
        }
    }
}
