import ButtonCheck
import Foundation
import Goldens
import Testing

/// `check --goldens` with the scene cache: a run learns each render's scene and golden file, the
/// next run of the same build passes unchanged goldens from it, and a changed spec (a brand tint)
/// or a changed golden file still fails exactly as without it.
@Suite struct SceneCacheVerificationTests {
    static let spec = """
        {"version": 1, "name": "Tiny", "viewport": {"width": 160, "height": 100, "scale": 2},
         "content": {"type": "vstack", "children": [{"type": "text", "id": "t", "text": "Hello"},
           {"type": "button", "id": "b", "title": "Go", "style": "borderedProminent", "tint": "TINT",
            "states": {"loading": {"indicator": "overlay"}}}]}}
        """

    private func project() throws -> (specs: String, goldens: String, cache: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("SceneCacheVerificationTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/specs", withIntermediateDirectories: true)
        try write(tint: "#0050B3", in: root + "/specs")
        return (root + "/specs", root + "/goldens", root + "/cache")
    }

    private func write(tint: String, in specs: String) throws {
        try Data(Self.spec.replacingOccurrences(of: "TINT", with: tint).utf8).write(to: URL(fileURLWithPath: specs + "/tiny.json"))
    }

    private func options(_ mode: RecordMode, cache: String?) -> Verification.Options {
        var options = Verification.Options()
        options.sizes = [.large, .AX5]
        options.record = mode
        options.sceneCache = cache
        options.sceneCacheKey = cache.map { $0 + ".key" }
        return options
    }

    /// The cache's lines: scenes (`<scene> <pixels>`), golden files decoded (`png …`) and files (`file …`); the
    /// file ends with its tag (`mac …`).
    private func lines(_ cache: String) throws -> (scenes: Int, decoded: Int, files: Int) {
        let names = try FileManager.default.contentsOfDirectory(atPath: cache).filter { $0.hasPrefix("scenes-") }
        #expect(names.count == 1)
        let text = try String(contentsOfFile: cache + "/" + names[0], encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(lines.last?.hasPrefix("mac ") == true && lines.filter { $0.hasPrefix("mac ") }.count == 1)
        return (
            lines.filter { $0.split(separator: " ").count == 2 && !$0.hasPrefix("mac ") }.count,
            lines.filter { $0.hasPrefix("png ") }.count,
            lines.filter { $0.hasPrefix("file ") }.count
        )
    }

    @Test func theBuildHasAnIdentity() throws {
        #if os(Linux)
            let executable = try #require(BuildIdentity.elfBuildID(of: "/proc/self/exe"))
            #expect(executable.count >= 16 && executable.allSatisfy(\.isHexDigit))
            #expect(BuildIdentity.current?.hasPrefix("executable \(executable)\n") == true)
            #expect(BuildIdentity.elfBuildID(of: "/etc/hostname") == nil)
        #endif
    }

    @Test func unchangedGoldensPassFromTheCacheAndChangesStillFail() throws {
        #if os(Linux)
            let paths = try project()
            let recorded = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.all, cache: paths.cache))
            #expect(recorded.goldenFailures.map(\.status) == Array(repeating: .recorded, count: 4))
            // Four renders (light, large and AX5, idle and loading): each scene learned, each golden file known to
            // hold the pixels it was written from, and the nine Inter files hashed for the environment.
            let afterRecording = try lines(paths.cache)
            #expect(afterRecording == (4, 4, 9), "\(afterRecording)")
            let first = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.never, cache: paths.cache))
            #expect(
                first.goldenFailures.isEmpty
                    && first.report.goldens.map(\.message) == Array(repeating: "same pixels as the golden", count: 4))
            // The four golden files, read once, are known by their stamps too.
            let afterChecking = try lines(paths.cache)
            #expect(afterChecking == (4, 4, 13), "\(afterChecking)")
            let second = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.never, cache: paths.cache))
            #expect(
                second.goldenFailures.isEmpty
                    && second.report.goldens.map(\.message) == Array(repeating: "same pixels as the golden", count: 4))

            // A brand tint one step away is another scene: compared in full, and it fails.
            try write(tint: "#0050B4", in: paths.specs)
            let tinted = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.never, cache: paths.cache))
            #expect(tinted.goldenFailures.map(\.status) == [.failed, .failed, .failed, .failed])
            try write(tint: "#0050B3", in: paths.specs)

            // A golden file replaced (here by another render's) is read again and refused.
            let idle = paths.goldens + "/tiny/light/large-idle.png"
            let loading = paths.goldens + "/tiny/light/large-loading.png"
            try FileManager.default.removeItem(atPath: idle)
            try FileManager.default.copyItem(atPath: loading, toPath: idle)
            let replaced = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.never, cache: paths.cache))
            #expect(replaced.goldenFailures.map(\.golden) == [idle])
            #expect(replaced.goldenFailures.first?.message.contains("not the golden its manifest entry describes") == true)
        #endif
    }
}
