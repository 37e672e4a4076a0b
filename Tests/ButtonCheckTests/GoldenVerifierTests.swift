import ButtonCheck
import Foundation
import Goldens
import Testing

/// Goldens that cannot lie, a never mode that writes nothing, and the checks around the goldens
/// folder (issues 12 and 13).
@Suite struct GoldenVerifierTests {
    static let spec = """
        {"version": 1, "name": "Tint", "viewport": {"width": 120, "height": 80, "scale": 1},
         "content": {"type": "vstack", "children": [
           {"type": "button", "id": "b", "title": "Go", "style": "borderedProminent", "tint": "TINT"}]}}
        """

    /// specs/tint.json (tinted #0050B3) recorded into goldens/ at large and AX5.
    private func recordedProject() throws -> (root: String, specs: String, goldens: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("GoldenVerifierTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/specs", withIntermediateDirectories: true)
        try writeSpec(root + "/specs", tint: "#0050B3")
        let paths = (root, root + "/specs", root + "/goldens")
        _ = try Verification.run(specs: paths.1, goldens: paths.2, options: options(.missing))
        return paths
    }

    private func writeSpec(_ specs: String, tint: String) throws {
        try Data(Self.spec.replacingOccurrences(of: "TINT", with: tint).utf8).write(to: URL(fileURLWithPath: specs + "/tint.json"))
    }

    private func options(_ mode: RecordMode, scale: Int? = nil) -> Verification.Options {
        var options = Verification.Options()
        options.sizes = [.large, .AX5]
        options.record = mode
        options.scale = scale
        return options
    }

    /// Every file under a folder with its bytes: to show that nothing was written.
    private func snapshot(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for item in FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [] {
            var isDirectory: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: folder + "/" + item, isDirectory: &isDirectory))
            files[item] = isDirectory.boolValue ? Data() : try Data(contentsOf: URL(fileURLWithPath: folder + "/" + item))
        }
        return files
    }

    /// Issue 13: #0050B3 → #0060C0 passed pixelmatch's default threshold; the default is exact.
    @Test func aOneStepTintChangeFailsWithADiffImage() throws {
        let paths = try recordedProject()
        try writeSpec(paths.specs, tint: "#0060C0")
        let result = try Verification.run(specs: paths.specs, goldens: paths.goldens, out: paths.root + "/out", options: options(.never))
        let failure = try #require(result.goldenFailures.first)
        #expect(result.goldenFailures.count == 2)
        #expect(
            failure.message
                == "2304 of 9600 pixels differ (24.00%); expected | diff | actual in \(paths.root)/out/tint/light/large-idle.diff.png")
        #expect(FileManager.default.fileExists(atPath: paths.root + "/out/tint/light/large-idle.diff.png"))
        var tolerant = options(.never)
        tolerant.comparison = GoldenComparison(options: PixelMatchOptions(threshold: 0.1))
        #expect(try Verification.run(specs: paths.specs, goldens: paths.goldens, options: tolerant).goldenFailures.isEmpty)
        // Back to the recorded tint: the goldens pass and the stale diff images are removed.
        try writeSpec(paths.specs, tint: "#0050B3")
        let clean = try Verification.run(specs: paths.specs, goldens: paths.goldens, out: paths.root + "/out", options: options(.never))
        #expect(clean.goldenFailures.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: paths.root + "/out/tint/light/large-idle.diff.png"))
        #expect(!FileManager.default.fileExists(atPath: paths.root + "/out/tint/light/AX5-idle.diff.png"))
    }

    /// Issue 12: a golden swapped for another valid PNG (what kill -9 during recording leaves) fails.
    @Test func aGoldenThatIsNotTheRecordedFileFailsAndRecordAllRepairsIt() throws {
        let paths = try recordedProject()
        let large = paths.goldens + "/tint/light/large-idle.png"
        let ax5 = paths.goldens + "/tint/light/AX5-idle.png"
        try FileManager.default.removeItem(atPath: large)
        try FileManager.default.copyItem(atPath: ax5, toPath: large)
        let result = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.never))
        #expect(
            result.goldenFailures.map(\.message) == [
                "\(large): not the golden its manifest entry describes (other pixels): an interrupted recording or a replaced file; review it, then record it again with --record failed"
            ])
        let repaired = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.all))
        #expect(repaired.report.goldens.map(\.status) == [.recorded, .passed])
        #expect(try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.never)).goldenFailures.isEmpty)
    }

    /// Issue 12: never mode writes nothing, not even the manifest for a golden it does not list.
    @Test func neverWritesNothingInTheGoldensFolder() throws {
        let paths = try recordedProject()
        let manifest = paths.goldens + "/manifest.json"
        var text = try String(contentsOfFile: manifest, encoding: .utf8)
        let start = try #require(text.range(of: "    \"tint/light/AX5-idle.png\": {"))
        let end = try #require(text.range(of: "},\n", range: start.upperBound..<text.endIndex))
        text.removeSubrange(start.lowerBound..<end.upperBound)
        try Data(text.utf8).write(to: URL(fileURLWithPath: manifest))
        let before = try snapshot(paths.goldens)
        let result = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.never))
        #expect(
            result.report.goldens.map(\.message) == [
                "same pixels as the golden",
                "same pixels as the golden; the golden is not in the manifest (list it with --record missing)",
            ])
        #expect(!result.report.hasFailures)
        #expect(try snapshot(paths.goldens) == before)
        // A recording run lists it.
        let listed = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.missing))
        #expect(listed.report.goldens.map(\.message)[1] == "same pixels as the golden; listed the golden in the manifest")
        #expect(try GoldenStore(directory: paths.goldens).loadManifest().goldens.count == 2)
    }

    /// Issue 12: a manifest with a value of the wrong type is refused, and not rewritten.
    @Test func aManifestWithWrongTypesIsRefusedAndKept() throws {
        let paths = try recordedProject()
        let manifest = paths.goldens + "/manifest.json"
        let text = try String(contentsOfFile: manifest, encoding: .utf8).replacingOccurrences(
            of: "\"version\": 1", with: "\"scale\": \"1\",\n  \"version\": 1")
        try Data(text.utf8).write(to: URL(fileURLWithPath: manifest))
        for mode in RecordMode.allCases {
            #expect {
                try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(mode))
            } throws: { error in
                guard case GoldenError.invalidManifest(manifest, let problems) = error else { return false }
                return problems.map(\.description).first?.hasSuffix("error: \"scale\" must be a whole number, found a string (at $.scale)")
                    == true
            }
        }
        #expect(try String(contentsOfFile: manifest, encoding: .utf8) == text)
    }

    /// Issue 13: --scale other than the goldens' is explained; issue 12: --record all or failed re-records at it.
    /// Issue 11: goldens recorded without --scale are at device scale (no "scale" in the manifest).
    @Test func anotherScaleIsExplainedAndRecordingRecordsAtIt() throws {
        let paths = try recordedProject()
        #expect(try GoldenStore(directory: paths.goldens).loadManifest().scale == nil)
        #expect(throws: GoldenError.scaleMismatch(folder: paths.goldens, recorded: nil, requested: 2)) {
            try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.missing, scale: 2))
        }
        #expect(
            GoldenError.scaleMismatch(folder: "goldens", recorded: 1, requested: 3).description
                == "the goldens in 'goldens' were recorded at @1x and --scale asks for @3x; record at @3x with --record all, or drop --scale"
        )
        #expect(
            GoldenError.scaleMismatch(folder: "goldens", recorded: nil, requested: 2).description
                == "the goldens in 'goldens' were recorded at device scale (each spec at its viewport's) and --scale asks for @2x; record at @2x with --record all, or drop --scale"
        )
        #expect(
            GoldenError.scaleMismatch(folder: "goldens", recorded: 1, requested: nil).description
                == "the goldens in 'goldens' were recorded at @1x and --scale asks for device scale (each spec at its viewport's); record at device scale with --record all, or drop --scale"
        )
        let recorded = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.all, scale: 2))
        #expect(recorded.report.goldens.map(\.status) == [.recorded, .recorded])
        #expect(try GoldenStore(directory: paths.goldens).loadManifest().scale == 2)
        let again = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.never))
        #expect(again.goldenFailures.isEmpty)
        #expect(again.report.goldens.count == 2)
        // --record failed re-records at another scale too: every golden of the old size is broken.
        let failed = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.failed, scale: 3))
        #expect(
            failed.report.goldens.map(\.message) == [
                "recorded again: \(paths.goldens)/tint/light/large-idle.png: is 240x160 but the render is 360x240 (another device or scale)",
                "recorded again: \(paths.goldens)/tint/light/AX5-idle.png: is 240x168 but the render is 360x252 (another device or scale)",
            ])
        #expect(try GoldenStore(directory: paths.goldens).loadManifest().scale == 3)
        // --scale device goes back to each spec's own scale (1 here): refused without re-recording,
        // recorded with --record all, after which a plain check renders at it.
        var device = options(.missing)
        device.deviceScale = true
        #expect(throws: GoldenError.scaleMismatch(folder: paths.goldens, recorded: 3, requested: nil)) {
            try Verification.run(specs: paths.specs, goldens: paths.goldens, options: device)
        }
        device.record = .all
        #expect(
            try Verification.run(specs: paths.specs, goldens: paths.goldens, options: device).report.goldens.map(\.status) == [
                .recorded, .recorded,
            ])
        #expect(try GoldenStore(directory: paths.goldens).loadManifest().scale == nil)
        let plain = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.never))
        #expect(plain.goldenFailures.isEmpty && plain.report.goldens.count == 2)
        #expect(try GoldenStore(directory: paths.goldens).loadManifest().goldens["tint/light/large-idle.png"]?.width == 120)
    }

    /// Issue 12: outputs never go into the goldens folder.
    @Test func outInsideGoldensIsRefused() throws {
        let paths = try recordedProject()
        #expect(throws: GoldenError.outInsideGoldens(out: paths.goldens + "/out", goldens: paths.goldens)) {
            try Verification.run(specs: paths.specs, goldens: paths.goldens, out: paths.goldens + "/out", options: options(.never))
        }
        #expect(throws: GoldenError.outInsideGoldens(out: paths.goldens + "/", goldens: paths.goldens)) {
            try Verification.run(specs: paths.specs, goldens: paths.goldens, out: paths.goldens + "/", options: options(.never))
        }
        #expect(
            GoldenError.outInsideGoldens(out: "goldens/out", goldens: "goldens").description
                == "--out 'goldens/out' is inside --goldens 'goldens'; renders and diff images must not mix with goldens: choose an --out folder outside it"
        )
        #expect(
            GoldenError.outInsideGoldens(out: "goldens", goldens: "goldens").description
                == "--out 'goldens' is the --goldens folder; renders and diff images must not mix with goldens: choose an --out folder outside it"
        )
        #expect(!FileManager.default.fileExists(atPath: paths.goldens + "/out"))
    }

    /// Nothing but goldens goes into the goldens folder: not the scene cache either.
    @Test func aSceneCacheInsideGoldensIsRefused() throws {
        let paths = try recordedProject()
        var inside = options(.never)
        inside.sceneCache = paths.goldens + "/cache"
        #expect(throws: GoldenError.cacheInsideGoldens(cache: paths.goldens + "/cache", goldens: paths.goldens)) {
            try Verification.run(specs: paths.specs, goldens: paths.goldens, options: inside)
        }
        #expect(
            GoldenError.cacheInsideGoldens(cache: "goldens/cache", goldens: "goldens").description
                == "the scene cache folder 'goldens/cache' is inside --goldens 'goldens'; nothing but goldens goes there: set BUTTONCHECK_CACHE_DIR to a folder outside it, or to off"
        )
        #expect(
            GoldenError.cacheInsideGoldens(cache: "goldens", goldens: "goldens").description
                == "the scene cache folder 'goldens' is the --goldens folder; nothing but goldens goes there: set BUTTONCHECK_CACHE_DIR to a folder outside it, or to off"
        )
        #expect(!FileManager.default.fileExists(atPath: paths.goldens + "/cache"))
    }

    /// Issue 12: two specs named alike in different folders would share goldens and outputs.
    @Test func specsWithTheSameFileNameAreRefused() throws {
        let paths = try recordedProject()
        try FileManager.default.createDirectory(atPath: paths.specs + "/b", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: paths.specs + "/tint.json", toPath: paths.specs + "/b/tint.json")
        #expect(throws: GoldenError.sharedFolder(name: "tint", files: [paths.specs + "/b/tint.json", paths.specs + "/tint.json"])) {
            try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.never))
        }
        #expect(
            GoldenError.sharedFolder(name: "form", files: ["a/form.json", "b/form.json"]).description
                == "a/form.json and b/form.json would share the output and golden folder 'form' (a spec's folder is its file name without .json); rename all but one of them"
        )
    }
}
