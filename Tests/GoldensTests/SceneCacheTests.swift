import Files
import Foundation
import Goldens
import Pixels
import Testing

/// The scene cache only ever saves reading: a golden passes from it only when the cache knows the
/// render's scene to have given the entry's pixels and the file to be the entry's by an unchanged
/// stamp; anything else is read and hashed as without it.
@Suite struct SceneCacheTests {
    let relative = "s/light/large-idle.png"
    let image = RGBAImage(width: 4, height: 4, fill: RGBA8(255, 255, 255))
    let scene = String(repeating: "5", count: 32)

    /// The key the tests' caches are authenticated with (made on first use, outside every cache folder).
    static let keyFile = NSTemporaryDirectory() + "scene-cache-tests-\(getpid())/scene-cache.key"

    private func folder() throws -> String { try GoldenStoreTests.temporaryFolder() }

    /// `text` with the tag that authenticates it under the tests' key, as a cache file ends.
    static func tagged(_ text: String) throws -> Data {
        let key = try #require(SceneCacheKey.load(keyFile))
        return Data((text + "mac \(SceneCacheTag.tag(key: key, message: Array(text.utf8)))\n").utf8)
    }

    @Test func whatARunLearnsIsReadByTheNextRunOfTheSameBuildOnly() throws {
        let directory = try folder()
        let file = directory + "/golden.png"
        try Data("golden".utf8).write(to: URL(fileURLWithPath: file))
        let stamp = try #require(FileStamp(path: file))
        let first = SceneCache(directory: directory, build: "build A", folder: "/goldens", keyFile: Self.keyFile)
        #expect(first.pixels(ofScene: scene) == nil)
        first.learn(scene: scene, pixels: String(repeating: "a", count: 32))
        first.learn(file: file, stamp: stamp, digest: String(repeating: "b", count: 32))
        first.save()

        let second = SceneCache(directory: directory, build: "build A", folder: "/goldens", keyFile: Self.keyFile)
        #expect(second.file == first.file)
        #expect(second.pixels(ofScene: scene) == String(repeating: "a", count: 32))
        #expect(second.digest(ofFile: file, stamp: stamp) == String(repeating: "b", count: 32))
        // A file written since has another stamp: its hash is not known.
        try Data("edited".utf8).write(to: URL(fileURLWithPath: file))
        #expect(second.digest(ofFile: file, stamp: try #require(FileStamp(path: file))) == nil)
        // Another build starts empty, in its own file.
        let other = SceneCache(directory: directory, build: "build B", folder: "/goldens", keyFile: Self.keyFile)
        #expect(other.file != first.file && other.pixels(ofScene: scene) == nil && other.digest(ofFile: file, stamp: stamp) == nil)
    }

    @Test func theFingerprintTakesTheBuildTheContextAndEveryJournalByte() throws {
        let directory = try folder()
        let a = SceneCache(directory: directory, build: "build A", folder: "/goldens", keyFile: Self.keyFile)
        let b = SceneCache(directory: directory, build: "build B", folder: "/goldens", keyFile: Self.keyFile)
        let journal: [UInt8] = [1, 2, 3, 4]
        let base = a.fingerprint(context: "fonts", journal: journal)
        #expect(
            base.count == 32
                && base
                    == SceneCache(directory: directory, build: "build A", folder: "/goldens", keyFile: Self.keyFile).fingerprint(
                        context: "fonts", journal: journal)
        )
        #expect(
            Set([
                base, b.fingerprint(context: "fonts", journal: journal), a.fingerprint(context: "fonts 2", journal: journal),
                a.fingerprint(context: "fonts", journal: [1, 2, 3, 5]),
                a.fingerprint(context: "font", journal: [UInt8(ascii: "s")] + journal),
            ]).count == 5)
    }

    @Test func linesThatAreNotEntriesAreSkippedAndOlderBuildsAreRemoved() throws {
        let directory = try folder()
        let cache = SceneCache(directory: directory, build: "current", folder: "/goldens", keyFile: Self.keyFile)
        let good = "\(scene) \(String(repeating: "c", count: 32))\n"
        try Self.tagged("garbage\n\(scene) short\nfile x 1 2 3\n" + good).write(to: URL(fileURLWithPath: cache.file))
        #expect(
            SceneCache(directory: directory, build: "current", folder: "/goldens", keyFile: Self.keyFile).pixels(ofScene: scene)
                == String(repeating: "c", count: 32))
        // Four older builds' files, the newest with two goldens folders: the three most recent builds are
        // kept when the current one saves (whatever folder), and another folder of the current build too.
        let old = (0..<4).map { "scenes-000000000000000\($0)-" }
        let names = [
            old[0] + "aaaaaaaaaaaaaaaa.txt", old[1] + "aaaaaaaaaaaaaaaa.txt", old[2] + "aaaaaaaaaaaaaaaa.txt",
            old[3] + "aaaaaaaaaaaaaaaa.txt", old[3] + "bbbbbbbbbbbbbbbb.txt",
        ]
        for (index, name) in names.enumerated() {
            let path = directory + "/" + name
            try Data().write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: Double(1_000_000 + index))], ofItemAtPath: path)
        }
        let otherFolder = SceneCache(directory: directory, build: "current", folder: "/other/goldens", keyFile: Self.keyFile)
        otherFolder.learn(scene: scene, pixels: String(repeating: "e", count: 32))
        otherFolder.save()
        let saving = SceneCache(directory: directory, build: "current", folder: "/goldens", keyFile: Self.keyFile)
        saving.learn(scene: String(repeating: "6", count: 32), pixels: String(repeating: "d", count: 32))
        saving.save()
        let left = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix("scenes-") }.sorted()
        #expect(
            left
                == (Array(names.dropFirst()) + [
                    (cache.file as NSString).lastPathComponent, (otherFolder.file as NSString).lastPathComponent,
                ]).sorted())
        let reread = SceneCache(directory: directory, build: "current", folder: "/goldens", keyFile: Self.keyFile)
        #expect(reread.pixels(ofScene: scene) == String(repeating: "c", count: 32))
        #expect(reread.pixels(ofScene: String(repeating: "6", count: 32)) == String(repeating: "d", count: 32))
    }

    @Test func aCacheThatCannotBeWrittenCostsSpeedOnly() throws {
        let directory = try folder()
        let blocker = directory + "/not-a-folder"
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        let cache = SceneCache(directory: blocker + "/cache", build: "build", folder: "/goldens", keyFile: Self.keyFile)
        cache.learn(scene: scene, pixels: String(repeating: "a", count: 32))
        cache.save()
        #expect(!FileManager.default.fileExists(atPath: cache.file))
        #expect(
            SceneCache(directory: blocker + "/cache", build: "build", folder: "/goldens", keyFile: Self.keyFile).pixels(ofScene: scene)
                == nil)
    }

    /// A warm cache passes an unchanged golden without reading it, learns from every golden it reads,
    /// and never passes a golden file that changed or a render whose pixel hash it has wrong.
    @Test func comparisonsStandOnTheCacheOnlyWhereItProvesTheSamePixelsAndFile() throws {
        let store = GoldenStore(directory: try folder())
        let entry = try store.write(image, to: relative)
        let cache = SceneCache(directory: try folder(), build: "build", folder: "/goldens", keyFile: Self.keyFile)
        let compare = { (image: RGBAImage) throws -> GoldenComparison.Result in
            try GoldenComparison().compare(image, scenes: cache, scene: self.scene, store: store, relative: self.relative, entry: entry)
        }
        // Cold: the file is read (and its stamp learned); the render's pixels are hashed.
        #expect(try compare(image) == .identical)
        let stamp = try #require(FileStamp(path: store.path(relative)))
        #expect(cache.digest(ofFile: store.path(relative), stamp: stamp) == entry.file)
        cache.learn(scene: scene, pixels: entry.pixels)
        // Warm: a render the cache vouches for passes even if its pixels were not the scene's (the cache is
        // trusted for pixels, never for files) ...
        var other = image
        other[0, 0] = RGBA8(0, 0, 0)
        #expect(try compare(other) == .identical)
        // ... but a golden file changed since is read again and found not to be the entry's.
        _ = try store.write(other, to: relative)
        let broken = try compare(image)
        #expect(
            broken
                == .broken(
                    reason: store.path(relative)
                        + ": not the golden its manifest entry describes (other pixels): an interrupted recording or a replaced file"))
        // A wrong pixel hash in the cache only costs a real comparison.
        _ = try store.write(image, to: relative)
        cache.learn(scene: scene, pixels: String(repeating: "0", count: 32))
        #expect(try compare(image) == .identical)
        guard case .failed(1, 16, _, _) = try compare(other) else {
            Issue.record("a changed pixel must fail")
            return
        }
    }
}

extension SceneCacheTests {
    /// A file that would grow past its limit keeps what the run used and learned, and drops the rest.
    @Test func aFullCacheKeepsWhatTheRunUsedAndLearned() throws {
        let directory = try folder()
        let digit = { (value: Int) in String(repeating: String(value, radix: 16), count: 32) }
        let filling = SceneCache(directory: directory, build: "build", folder: "/goldens", keyFile: Self.keyFile, maximumEntries: 4)
        for value in 0..<4 { filling.learn(scene: digit(value), pixels: digit(value)) }
        filling.save()
        let running = SceneCache(directory: directory, build: "build", folder: "/goldens", keyFile: Self.keyFile, maximumEntries: 4)
        #expect(running.pixels(ofScene: digit(1)) == digit(1))
        running.learn(scene: digit(9), pixels: digit(9))
        running.save()
        let after = SceneCache(directory: directory, build: "build", folder: "/goldens", keyFile: Self.keyFile, maximumEntries: 4)
        #expect(
            (0..<10).map { after.pixels(ofScene: digit($0)) != nil } == [
                false, true, false, false, false, false, false, false, false, true,
            ])
    }
}

extension SceneCacheTests {
    /// Issue 26, item 7: the clean-up removed every `scenes-*.txt` of the cache folder (a user's notes too). It
    /// removes only regular files named exactly as it names its own (`scenes-<16 hex>-<16 hex>.txt`), of other builds.
    @Test func theCleanUpRemovesOnlyItsOwnFiles() throws {
        let directory = try folder()
        let foreign = [
            "scenes-notes.txt", "scenes-0000000000000009-aaaaaaaaaaaaaaa.txt", "scenes-000000000000000A-aaaaaaaaaaaaaaaa.txt",
            "scenes-0000000000000008-aaaaaaaaaaaaaaaa.txt.bak", "scenes-0000000000000007-aaaaaaaaaaaaaaaa.txt",
        ]
        let old = (0..<4).map { "scenes-000000000000000\($0)-aaaaaaaaaaaaaaaa.txt" }
        for (index, name) in (foreign + old).enumerated() {
            let path = directory + "/" + name
            if name == foreign.last {
                // A folder named like a cache file is not one.
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
                try Data("mine".utf8).write(to: URL(fileURLWithPath: path + "/notes.txt"))
            } else {
                try Data("mine".utf8).write(to: URL(fileURLWithPath: path))
            }
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: Double(1_000_000 + index))], ofItemAtPath: path)
        }
        let cache = SceneCache(directory: directory, build: "current", folder: "/goldens", keyFile: Self.keyFile)
        cache.learn(scene: scene, pixels: String(repeating: "c", count: 32))
        cache.save()
        let left = try FileManager.default.contentsOfDirectory(atPath: directory).filter { !$0.hasPrefix(".") }.sorted()
        #expect(left == (foreign + old.dropFirst() + [(cache.file as NSString).lastPathComponent]).sorted())
        #expect(FileManager.default.fileExists(atPath: directory + "/" + foreign.last! + "/notes.txt"))
    }
}

extension SceneCacheTests {
    /// Issue 26, item 4: a cache file is used only when its last line is the tag of the lines before it
    /// under the key kept outside the cache folder: lines added after it, a file without one, or one made
    /// with another key are not used at all. A key others can read is no key, and neither is one inside
    /// the cache folder.
    @Test func onlyAFileTaggedWithTheKeyIsUsed() throws {
        let directory = try folder()
        let first = SceneCache(directory: directory, build: "build", folder: "/goldens", keyFile: Self.keyFile)
        first.learn(scene: scene, pixels: String(repeating: "a", count: 32))
        first.save()
        let saved = try String(contentsOfFile: first.file, encoding: .utf8)
        #expect(saved.split(separator: "\n").last?.hasPrefix("mac ") == true)
        #expect(SceneCache(directory: directory, build: "build", folder: "/goldens", keyFile: Self.keyFile).pixels(ofScene: scene) != nil)
        let poisoned = String(repeating: "6", count: 32)
        for text in [
            saved + "\(poisoned) \(String(repeating: "b", count: 32))\n",
            "\(poisoned) \(String(repeating: "b", count: 32))\n" + saved,
            saved.replacingOccurrences(of: String(repeating: "a", count: 32), with: String(repeating: "b", count: 32)),
        ] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: first.file))
            let reread = SceneCache(directory: directory, build: "build", folder: "/goldens", keyFile: Self.keyFile)
            #expect(reread.pixels(ofScene: scene) == nil && reread.pixels(ofScene: poisoned) == nil)
        }
        // What someone without the key can compute does not verify either: the lines' XXH3-128 alone, a tag under
        // another key, the HMAC-SHA256 tag files had before (64 digits), or the right tag with one digit changed.
        let forged = "\(poisoned) \(String(repeating: "b", count: 32))\n"
        let key = try #require(SceneCacheKey.load(Self.keyFile))
        let right = SceneCacheTag.tag(key: key, message: Array(forged.utf8))
        let flipped = String(right.prefix(31)) + (right.hasSuffix("0") ? "1" : "0")
        for tag in [
            HashKind.xxh3_128.digest(of: Array(forged.utf8)), SceneCacheTag.tag(key: key.reversed(), message: Array(forged.utf8)),
            String(repeating: "a", count: 64), flipped,
        ] {
            try Data((forged + "mac \(tag)\n").utf8).write(to: URL(fileURLWithPath: first.file))
            #expect(
                SceneCache(directory: directory, build: "build", folder: "/goldens", keyFile: Self.keyFile).pixels(ofScene: poisoned) == nil
            )
        }
        // The same lines under the key are used: the refusals above are the tag's doing.
        try Data((forged + "mac \(right)\n").utf8).write(to: URL(fileURLWithPath: first.file))
        #expect(
            SceneCache(directory: directory, build: "build", folder: "/goldens", keyFile: Self.keyFile).pixels(ofScene: poisoned)
                == String(repeating: "b", count: 32))
        try Data(saved.utf8).write(to: URL(fileURLWithPath: first.file))
        // Another key: nothing verifies.
        let otherKey = try folder() + "/other.key"
        #expect(SceneCache(directory: directory, build: "build", folder: "/goldens", keyFile: otherKey).pixels(ofScene: scene) == nil)
        let attributes = try FileManager.default.attributesOfItem(atPath: otherKey)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(FileManager.default.contents(atPath: otherKey)?.count == 32)
        // A key readable by others is not used, and nothing is saved with it.
        #expect(chmod(otherKey, 0o644) == 0)
        let exposed = SceneCache(directory: directory, build: "build", folder: "/other", keyFile: otherKey)
        exposed.learn(scene: scene, pixels: String(repeating: "a", count: 32))
        exposed.save()
        #expect(!FileManager.default.fileExists(atPath: exposed.file))
        // Nor is a key inside the cache folder.
        let inside = SceneCache(directory: directory, build: "build", folder: "/goldens", keyFile: directory + "/key")
        #expect(inside.pixels(ofScene: scene) == nil)
        #expect(!FileManager.default.fileExists(atPath: directory + "/key"))
    }
}

extension SceneCacheTests {
    /// The tag is XXH3-128 of the key followed by the lines: 32 lower-case hex digits, a function of every byte
    /// of both.
    @Test func theTagIsTheXXH3OfTheKeyAndTheLines() {
        let key = (0..<32).map { UInt8($0) }
        let lines = Array("\(String(repeating: "5", count: 32)) \(String(repeating: "a", count: 32))\n".utf8)
        let tag = SceneCacheTag.tag(key: key, message: lines)
        #expect(tag == HashKind.xxh3_128.digest(of: key + lines))
        #expect(tag.count == 32 && tag.allSatisfy { $0.isHexDigit && !$0.isUppercase })
        var otherKey = key
        otherKey[31] ^= 1
        var otherLines = lines
        otherLines[0] = UInt8(ascii: "6")
        #expect(Set([tag, SceneCacheTag.tag(key: otherKey, message: lines), SceneCacheTag.tag(key: key, message: otherLines)]).count == 3)
    }
}
