import Foundation
import Testing

/// Issue 26, items 3 and 4: neither an edited manifest nor lines added to the scene cache make a changed
/// render pass.
@Suite struct GoldenTrustTests {
    static let clean = CheckCommandTests.clean
    static let darkText = CleanSpecGolden.darkText

    /// The scene-cache files under `folder`.
    private func cacheFiles(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix("scenes-") && $0.hasSuffix(".txt") }
    }

    /// Issue 26, item 3: "pixels" values of a manifest edited to a changed render's (a bad merge), no PNG
    /// touched, made that render pass. An entry's two hashes count together only once its file was decoded
    /// and found to hold those pixels: the changed render fails, with and without --verify-pixels.
    @available(macOS 15, *)
    @Test func editedPixelHashesInTheManifestDoNotPassAChangedRender() throws {
        try withSpecDirectory(["clean.json": Self.clean, "grey/clean.json": Self.darkText]) { (directory: String) throws in
            #expect(CleanSpecGolden.record(directory).status == 1)
            // The changed render's pixel hash, from recording it into another folder.
            #expect(
                runTool([
                    "check", directory + "/grey/clean.json", "--size", "large", "--goldens", directory + "/grey-goldens", "--record",
                    "missing",
                ])
                .status == 1)
            func pixels(_ text: String) throws -> String {
                let start = try #require(text.range(of: #""pixels" : ""#) ?? text.range(of: #""pixels": ""#))
                return String(text[start.upperBound...].prefix(32))
            }
            let manifest = directory + "/goldens/manifest.json"
            let original = try String(contentsOfFile: manifest, encoding: .utf8)
            let grey = try pixels(try String(contentsOfFile: directory + "/grey-goldens/manifest.json", encoding: .utf8))
            let edited = original.replacingOccurrences(of: try pixels(original), with: grey)
            #expect(edited != original)
            try edited.write(toFile: manifest, atomically: true, encoding: .utf8)
            let base = [
                "check", directory + "/grey/clean.json", "--size", "large", "--goldens", directory + "/goldens", "--record", "never",
            ]
            let broken = "\(directory)/goldens/clean/light/large-idle.png: not the golden its manifest entry describes (other pixels)"
            let verified = runTool(base + ["--verify-pixels"])
            #expect(verified.status == 1, "\(verified)")
            #expect(verified.output.contains(broken), "\(verified.output)")
            // With the scene cache, twice: the second run starts from what the first learned.
            let environment = ["BUTTONCHECK_CACHE_DIR": directory + "/cache", "HOME": directory + "/home"]
            for _ in 0..<2 {
                let cached = runTool(base, environment: environment)
                #expect(cached.status == 1, "\(cached)")
                #expect(cached.output.contains(broken), "\(cached.output)")
            }
        }
    }

    /// Issue 26, item 4: lines appended to a cache file (`<scene> <old pixel hash>`, from a CI cache restored
    /// across branches or a shared home) made a changed render pass. The file is authenticated with a key kept
    /// outside the cache folder; one that does not verify is not used.
    @available(macOS 15, *)
    @Test func linesAddedToTheCacheDoNotPassAChangedRender() throws {
        #if os(Linux)
            try withSpecDirectory(["clean.json": CheckCommandTests.clean, "grey/clean.json": Self.darkText]) { (directory: String) throws in
                let environment = ["BUTTONCHECK_CACHE_DIR": directory + "/cache", "HOME": directory + "/home"]
                let base = ["check", "--size", "large", "--goldens"]
                #expect(
                    runTool(base + [directory + "/goldens", directory + "/clean.json", "--record", "missing"], environment: environment)
                        .status == 1)
                #expect(
                    runTool(base + [directory + "/goldens", directory + "/clean.json", "--record", "never"], environment: environment)
                        .status == 0)
                let own = cacheFiles(directory + "/cache")
                #expect(own.count == 1)
                // The changed render's scene: recorded into another folder, which has its own cache file.
                #expect(
                    runTool(
                        base + [directory + "/grey-goldens", directory + "/grey/clean.json", "--record", "missing"],
                        environment: environment
                    )
                    .status == 1)
                let other = try #require(cacheFiles(directory + "/cache").first { !own.contains($0) })
                func sceneLines(_ name: String) throws -> [[Substring]] {
                    try String(contentsOfFile: directory + "/cache/" + name, encoding: .utf8).split(separator: "\n").map {
                        $0.split(separator: " ")
                    }
                    .filter { $0.count == 2 && $0.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) } }
                }
                let greyScene = try #require(try sceneLines(other).first)[0]
                let oldPixels = try #require(try sceneLines(own[0]).first)[1]
                let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: directory + "/cache/" + own[0]))
                try handle.seekToEnd()
                try handle.write(contentsOf: Data("\(greyScene) \(oldPixels)\n".utf8))
                try handle.close()
                let poisoned = runTool(
                    base + [directory + "/goldens", directory + "/grey/clean.json", "--record", "never"], environment: environment)
                #expect(poisoned.status == 1, "\(poisoned)")
                #expect(poisoned.output.contains("goldens: 0 passed, 1 failed, 0 missing, 0 recorded"), "\(poisoned.output)")
            }
        #endif
    }
}
