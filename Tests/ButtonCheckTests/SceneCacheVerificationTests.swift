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

extension SceneCacheVerificationTests {
    /// A forged cache entry: the scene of a render mapped to the pixels of another render that is now its golden.
    /// Tagged as before (a line edited) or not under the key, the file is not used: the render is hashed in full
    /// and fails. The same lines tagged under the key do pass it, so it is the tag that refuses them.
    @Test func aForgedEntryIsNotUsedAndTheRenderIsComparedInFull() throws {
        #if os(Linux)
            let paths = try project()
            // One render (light, large, idle), so the cache holds one scene line per tint.
            let single = """
                {"version": 1, "name": "Tiny", "viewport": {"width": 160, "height": 100, "scale": 2},
                 "content": {"type": "button", "id": "b", "title": "Go", "style": "borderedProminent", "tint": "TINT"}}
                """
            func write(tint: String) throws {
                try Data(single.replacingOccurrences(of: "TINT", with: tint).utf8).write(
                    to: URL(fileURLWithPath: paths.specs + "/tiny.json"))
            }
            var options = options(.all, cache: paths.cache)
            options.sizes = [.large]
            func cacheFile() throws -> String {
                let names = try FileManager.default.contentsOfDirectory(atPath: paths.cache).filter { $0.hasPrefix("scenes-") }
                return paths.cache + "/" + (try #require(names.first))
            }
            func scenes() throws -> [String: String] {
                var scenes: [String: String] = [:]
                for line in try String(contentsOfFile: try cacheFile(), encoding: .utf8).split(separator: "\n") {
                    let fields = line.split(separator: " ").map(String.init)
                    if fields.count == 2 && fields[0] != "mac" { scenes[fields[0]] = fields[1] }
                }
                return scenes
            }
            try write(tint: "#0050B3")
            _ = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options)
            let (sceneA, pixelsA) = try #require(try scenes().first)
            // The golden recorded again from another tint: its scene and pixels are another line.
            try write(tint: "#B30050")
            _ = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options)
            let pixelsB = try #require(try scenes().first { $0.key != sceneA }?.value)
            #expect(pixelsB != pixelsA)

            try write(tint: "#0050B3")
            options.record = .never
            let text = try String(contentsOfFile: try cacheFile(), encoding: .utf8)
            let forged = text.replacingOccurrences(of: "\(sceneA) \(pixelsA)\n", with: "\(sceneA) \(pixelsB)\n")
            #expect(forged != text)
            let lines = String(forged[..<forged.range(of: "mac ")!.lowerBound])
            let key = try #require(SceneCacheKey.load(paths.cache + ".key"))
            for tagged in [forged, lines + "mac " + SceneCacheTag.tag(key: key.reversed(), message: Array(lines.utf8)) + "\n"] {
                try Data(tagged.utf8).write(to: URL(fileURLWithPath: try cacheFile()))
                let run = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options)
                #expect(run.goldenFailures.map(\.status) == [.failed])
            }
            try Data((lines + "mac " + SceneCacheTag.tag(key: key, message: Array(lines.utf8)) + "\n").utf8).write(
                to: URL(fileURLWithPath: try cacheFile()))
            let trusted = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options)
            #expect(trusted.goldenFailures.isEmpty && trusted.report.goldens.map(\.message) == ["same pixels as the golden"])
        #endif
    }
}
