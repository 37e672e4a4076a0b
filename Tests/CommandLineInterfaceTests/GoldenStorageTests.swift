import Foundation
import Testing

/// Issue 28: goldens only for chosen sizes, orphans removed on request (a shard only its own), and existing
/// goldens rewritten in the smaller encoding with their pixels unchanged.
@Suite struct GoldenStorageTests {
    static let clean = CheckCommandTests.clean

    static func files(_ folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".png") }.sorted()
    }

    static func manifestGoldens(_ folder: String) throws -> [String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/manifest.json"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return ((object?["goldens"] as? [String: Any])?.keys.map { $0 } ?? []).sorted()
    }

    @available(macOS 15, *)
    @Test func goldenSizesKeepsGoldensOnlyForThoseSizesAndPruneOrphansRemovesTheRestListingEach() throws {
        try withSpecDirectory(["clean.json": Self.clean]) { directory in
            let goldens = directory + "/goldens"
            let spec = directory + "/clean.json"
            #expect(runTool(["check", spec, "--goldens", goldens, "--record", "missing"]).status == 1)
            #expect(Self.files(goldens).count == 12)
            // Without --prune-orphans the goldens of the other sizes are only listed.
            let listed = runTool(["check", spec, "--goldens", goldens, "--record", "never", "--golden-sizes", "large,AX5"])
            #expect(listed.status == 0)
            #expect(listed.output.components(separatedBy: "orphan golden: ").count == 11)
            #expect(Self.files(goldens).count == 12)
            let pruned = runTool([
                "check", spec, "--goldens", goldens, "--record", "never", "--golden-sizes", "large,AX5", "--prune-orphans",
            ])
            #expect(pruned.status == 0)
            let removed = ["xSmall", "small", "medium", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4"]
            #expect(pruned.error == removed.sorted().map { "removed orphan golden \(goldens)/clean/light/\($0)-idle.png\n" }.joined())
            #expect(!pruned.output.contains("orphan golden"))
            #expect(Self.files(goldens) == ["clean/light/AX5-idle.png", "clean/light/large-idle.png"])
            let listedInManifest = try Self.manifestGoldens(goldens)
            #expect(listedInManifest == ["clean/light/AX5-idle.png", "clean/light/large-idle.png"])
            #expect(
                runTool(["check", spec, "--goldens", goldens, "--record", "never", "--golden-sizes", "large,AX5"])
                    == ToolRun(
                        status: 0,
                        output: "\(spec) — Clean: clean\n\n1 spec (1 passed, 0 failed), 12 renders: 0 errors, 0 warnings, 0 notes; "
                            + "goldens: 2 passed, 0 failed, 0 missing, 0 recorded\n", error: ""))
        }
    }

    @available(macOS 15, *)
    @Test func aShardPrunesOnlyItsOwnSpecsGoldensAndRecordAllPrunesToo() throws {
        try withSpecDirectory(["a.json": Self.clean, "b.json": Self.clean]) { directory in
            let goldens = directory + "/goldens"
            let specs = [directory + "/a.json", directory + "/b.json"]
            #expect(runTool(["check"] + specs + ["--goldens", goldens, "--record", "missing"]).status == 1)
            // Shard 1 of 2 is a.json: only its goldens of other sizes go.
            let shard = runTool(["check"] + specs + ["--goldens", goldens, "--golden-sizes", "large", "--shard", "1/2", "--prune-orphans"])
            #expect(shard.status == 0, "\(shard)")
            #expect(Self.files(goldens).filter { $0.hasPrefix("a/") } == ["a/light/large-idle.png"])
            #expect(Self.files(goldens).filter { $0.hasPrefix("b/") }.count == 12)
            // Recording all prunes as well (the AX5 golden passes unchanged, so the run passes).
            let all = runTool(["check", specs[1], "--goldens", goldens, "--golden-sizes", "AX5", "--record", "all"])
            #expect(all.status == 0)
            #expect(all.error.components(separatedBy: "removed orphan golden \(goldens)/b/").count == 12)
            let listedInManifest = try Self.manifestGoldens(goldens)
            #expect(listedInManifest == ["a/light/large-idle.png", "b/light/AX5-idle.png"])
        }
    }

    @available(macOS 15, *)
    @Test func reencodeRewritesGoldensInTheSmallerEncodingWithThePixelsUnchanged() throws {
        try withSpecDirectory(["clean.json": Self.clean]) { directory in
            let goldens = directory + "/goldens"
            let spec = directory + "/clean.json"
            let base = ["check", spec, "--size", "large", "--goldens", goldens]
            #expect(runTool(base + ["--record", "missing"]).status == 1)
            let golden = goldens + "/clean/light/large-idle.png"
            let recorded = try Data(contentsOf: URL(fileURLWithPath: golden))
            // A golden in the fast encoding `render` uses, as goldens recorded by older versions are: it still passes.
            #expect(runTool(["render", spec, "--size", "large", "--out", directory + "/out"]).status == 0)
            let fast = try Data(contentsOf: URL(fileURLWithPath: directory + "/out/clean/light/large-idle.png"))
            #expect(fast.count > recorded.count)
            try fast.write(to: URL(fileURLWithPath: golden))
            #expect(runTool(base + ["--record", "never"]).status == 0)
            let manifest = try String(contentsOfFile: goldens + "/manifest.json", encoding: .utf8)
            let run = runTool(base + ["--reencode"])
            #expect(run.status == 0)
            #expect(run.error == "re-encoded 1 golden (0 already as small): \(fast.count) bytes before, \(recorded.count) after\n")
            #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == recorded)
            // The new file is, byte for byte, the one recording wrote, and the manifest names it as it did then.
            #expect(try String(contentsOfFile: goldens + "/manifest.json", encoding: .utf8) == manifest)
            #expect(runTool(base + ["--record", "never"]).status == 0)
            let again = runTool(base + ["--reencode"])
            #expect(again.error == "re-encoded 0 goldens (1 already as small): \(recorded.count) bytes before, \(recorded.count) after\n")
        }
    }

    @available(macOS 15, *)
    @Test func goldenSizesAndPruningNeedAGoldensFolderAndKnownSizes() throws {
        try withSpecDirectory(["clean.json": Self.clean]) { directory in
            let spec = directory + "/clean.json"
            #expect(
                runTool(["check", spec, "--prune-orphans"])
                    == ToolRun(
                        status: 2, output: "",
                        error:
                            "error: '--prune-orphans' needs '--goldens DIR': where the goldens are\nhint: see 'buttoncheck check --help'\n")
            )
            let unknown = runTool(["check", spec, "--goldens", directory, "--record", "missing", "--golden-sizes", "large,lage"])
            #expect(unknown.status == 2)
            #expect(
                unknown.error.hasPrefix(
                    "error: invalid value 'large,lage' for '--golden-sizes': 'lage' is not a size (did you mean 'large'?); "
                        + "give sizes separated by commas from: xSmall, small, medium, large"), "\(unknown.error)")
        }
    }
}
