import ButtonCheck
import Foundation
import PNG
import Testing
import Goldens
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real `buttoncheck` recording goldens as a child process: killed at random points, and two
/// shards recording into one folder at once (issue 12, items 5 and 6).
@Suite(.serialized) struct RecordingProcessTests {
    static let spec = """
        {"version": 1, "name": "NAME", "viewport": {"width": 120, "height": 80, "scale": 1},
         "content": {"type": "vstack", "children": [
           {"type": "button", "id": "b", "title": "TITLE", "style": "borderedProminent", "tint": "TINT"}]}}
        """
    static let tints = ["#0050B3", "#B3261E", "#1E7B34"]

    /// The built `buttoncheck` next to the test bundle.
    static var executable: String? {
        var folders = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        folders += Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map { $0.bundleURL.deletingLastPathComponent() }
        return folders.map { $0.appendingPathComponent("buttoncheck").path }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// A project with three specs whose button titles are `title`.
    private func project() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("RecordingProcessTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/specs", withIntermediateDirectories: true)
        try writeSpecs(root, title: "Go")
        return root
    }

    private func writeSpecs(_ root: String, title: String) throws {
        for (index, tint) in Self.tints.enumerated() {
            let text = Self.spec.replacingOccurrences(of: "NAME", with: "Spec \(index)").replacingOccurrences(of: "TITLE", with: title)
                .replacingOccurrences(of: "TINT", with: tint)
            try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/specs/spec\(index).json"))
        }
    }

    private func start(_ executable: String, _ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        // Every golden comparison in the tests hashes real pixels.
        environment["BUTTONCHECK_CACHE_DIR"] = "off"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    private func record(_ root: String, _ extra: [String] = []) -> [String] {
        ["check", root + "/specs", "--goldens", root + "/goldens", "--record", "all", "--jobs", "1"] + extra
    }

    /// Every golden on disk either is the file its manifest entry describes, or the next check
    /// reports it as a failure; never a pass. Returns how many goldens matched their entries.
    private func verifyAgainstManifest(_ root: String) throws -> Int {
        let store = GoldenStore(directory: root + "/goldens")
        let manifest = try store.loadManifest()  // always whole: written atomically
        var options = Verification.Options()
        options.record = .never
        let check = try Verification.run(specs: root + "/specs", goldens: root + "/goldens", options: options)
        var matching = 0
        // The image goldens; transcripts (voiceover/*.txt) are compared as text and have no manifest entry.
        let images = check.report.goldens.filter { $0.golden.hasSuffix(".png") }
        for outcome in images {
            let relative = String(outcome.golden.dropFirst(store.directory.count + 1))
            let entry = try #require(manifest.goldens[relative], "\(relative) has no manifest entry")
            let data = try Data(contentsOf: URL(fileURLWithPath: outcome.golden))
            let image = try PNG.decode(Array(data), source: outcome.golden)
            if entry.hash.digest(of: image) == entry.pixels {
                matching += 1
            } else {
                #expect(
                    outcome.status == .failed,
                    "\(relative) does not match its manifest entry but the check said \(outcome.status): \(outcome.message)")
                #expect(outcome.message.contains("not the golden its manifest entry describes"), "\(outcome.message)")
            }
        }
        #expect(images.count == 36)
        return matching
    }

    @Test func aRecorderKilledAtAnyPointLeavesGoldensThatCannotPass() throws {
        let executable = try #require(Self.executable, "build the buttoncheck executable first (swift build)")
        let root = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let started = Date()
        let first = try start(executable, record(root))
        first.waitUntilExit()
        #expect(first.terminationStatus == 1)  // recorded: the run fails, to be reviewed
        let duration = Date().timeIntervalSince(started)
        #expect(try verifyAgainstManifest(root) == 36)

        // Deterministic pseudo-random kill points across the whole run (a 64-bit LCG).
        var state: UInt64 = 0x5EED_1234
        var killedMidway = 0
        var partial = 0
        for iteration in 0..<20 {
            try writeSpecs(root, title: iteration % 2 == 0 ? "Ok" : "Go")
            state = state &* 6364136223846793005 &+ 1442695040888963407
            // Within the first 70% of the first run's time: later runs can be faster (warm caches), and
            // a kill must land while the recorder is still writing often enough to mean something.
            let fraction = 0.03 + 0.67 * Double(state >> 11) / Double(1 << 53)
            let child = try start(executable, record(root))
            usleep(useconds_t(duration * fraction * 1_000_000))
            if child.isRunning {
                kill(child.processIdentifier, SIGKILL)
                killedMidway += 1
            }
            child.waitUntilExit()
            if try verifyAgainstManifest(root) < 36 { partial += 1 }
        }
        print("RecordingProcessTests: \(killedMidway) of 20 recorders killed midway, \(partial) left goldens that differ from the manifest")
        #expect(killedMidway >= 5)
        // --record all repairs whatever the kills left.
        let repair = try start(executable, record(root))
        repair.waitUntilExit()
        #expect(try verifyAgainstManifest(root) == 36)
        var options = Verification.Options()
        options.record = .never
        #expect(try Verification.run(specs: root + "/specs", goldens: root + "/goldens", options: options).goldenFailures.isEmpty)
    }

    @Test func twoShardsRecordingIntoOneFolderKeepEveryEntry() throws {
        let executable = try #require(Self.executable, "build the buttoncheck executable first (swift build)")
        for _ in 0..<2 {
            let root = try project()
            defer { try? FileManager.default.removeItem(atPath: root) }
            let shards = try ["1/2", "2/2"].map { try start(executable, record(root, ["--shard", $0])) }
            for shard in shards { shard.waitUntilExit() }
            #expect(shards.map(\.terminationStatus) == [1, 1])
            let manifest = try GoldenStore(directory: root + "/goldens").loadManifest()
            #expect(manifest.goldens.count == 36)
            #expect(Set(manifest.goldens.keys.map { String($0.prefix(while: { $0 != "/" })) }) == ["spec0", "spec1", "spec2"])
            #expect(try verifyAgainstManifest(root) == 36)
        }
    }
}
