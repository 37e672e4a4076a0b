import Foundation
import Goldens
import PNG
import Pixels
import Spec
import Testing

@Suite struct GoldenStoreTests {
    static func temporaryFolder() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("GoldenStoreTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }

    static let environment = GoldenEnvironment(tool: "0.1.0", freeType: "2.12.1", harfBuzz: "6.0.0", fonts: ["Inter-Regular.otf": "aa"])

    /// XXH3-128 of libxxhash, written canonically (high 64 bits first, as xxhsum -H2 prints).
    @Test(arguments: [("", "99aa06d3014798d86001c324468d497f"), ("abc", "06b05ab6733a618578af5f94892f3950")])
    func xxh3MatchesTheReferenceVectors(input: String, digest: String) {
        #expect(HashKind.xxh3_128.digest(of: Array(input.utf8)) == digest)
    }

    @Test func aPixelHashCoversTheSizeAndTheBytesInEveryKind() {
        let image = RGBAImage(width: 2, height: 3, fill: RGBA8(1, 2, 3, 4))
        let header: [UInt8] = [0, 0, 0, 2, 0, 0, 0, 3]
        for kind in HashKind.allCases {
            if kind != .xxh3_128_rows { #expect(kind.digest(of: image) == kind.digest(of: header + image.bytes)) }
            #expect(kind.digest(of: image).count == kind.hexLength)
            #expect(kind.digest(of: image) != kind.digest(of: RGBAImage(width: 3, height: 2, fill: RGBA8(1, 2, 3, 4))))
        }
        #expect(GoldenStore.pixelHash(image) == HashKind.xxh3_128_rows.digest(of: image))
    }

    /// The row hash computed independently (Python's ctypes calling libxxhash's XXH3_64bits per row,
    /// then XXH3_128bits over the big-endian size and the big-endian row hashes).
    @Test func theRowHashIsXXH3OverTheSizeAndEachRowsXXH3_64() throws {
        let image = try #require(RGBAImage(width: 3, height: 2, bytes: (0..<24).map { UInt8($0) }))
        #expect(HashKind.xxh3_128_rows.digest(of: image) == "70fe98c2edf5a87236a6db0347c41f1f")
    }

    /// Rows named plain are hashed from their colour without being read: the same digest as reading
    /// them when they are plain; a different one when a row named plain is not (which only a canvas
    /// that tracked its drawing may claim, so the corpus test checks every golden's hash decoded).
    @Test func plainRowsGiveTheSameRowHashWithoutBeingRead() throws {
        var image = RGBAImage(width: 5, height: 6, fill: RGBA8(10, 20, 30, 255))
        for column in 0..<5 { image[column, 2] = RGBA8(200, 0, 0, 255) }
        let plain = PlainRows(changed: [2..<3], color: RGBA8(10, 20, 30, 255))
        #expect(HashKind.xxh3_128_rows.digest(of: image, plain: plain) == HashKind.xxh3_128_rows.digest(of: image))
        let lying = PlainRows(changed: [], color: RGBA8(10, 20, 30, 255))
        #expect(HashKind.xxh3_128_rows.digest(of: image, plain: lying) != HashKind.xxh3_128_rows.digest(of: image))
        #expect(HashKind.xxh3_128.digest(of: image, plain: lying) == HashKind.xxh3_128.digest(of: image))
    }

    @Test(arguments: [
        ([Range<Int>](), 0..<10, true), ([2..<3], 0..<2, true), ([2..<3], 2..<3, false), ([2..<3], 1..<5, false),
        ([2..<3, 7..<9], 3..<7, true), ([2..<3, 7..<9], 6..<8, false), ([2..<3, 7..<9], 9..<20, true), ([2..<3], 4..<4, true),
    ])
    func plainRowsAnswerForAnyRangeOfRows(changed: [Range<Int>], rows: Range<Int>, plain: Bool) {
        #expect(PlainRows(changed: changed, color: RGBA8(0, 0, 0, 255)).arePlain(rows) == plain)
    }

    @Test func plainRowsAreTheRunsOfUntouchedRows() {
        #expect(
            PlainRows(touched: [true, true, false, false, true, false, true], color: RGBA8(0, 0, 0, 0)).changed == [0..<2, 4..<5, 6..<7])
        #expect(PlainRows(touched: [false, false], color: RGBA8(0, 0, 0, 0)).changed == [])
    }

    @Test func manifestRoundTripsAndIsDeterministic() throws {
        var manifest = GoldenManifest(scale: 1)
        manifest.record(
            "a/light/large-idle.png",
            GoldenManifest.Entry(
                pixels: String(repeating: "1", count: 32), file: String(repeating: "2", count: 32),
                width: 2, height: 3, environment: ""), environment: Self.environment)
        manifest.record(
            "a/dark/large-idle.png",
            GoldenManifest.Entry(
                hash: .xxh3_128, pixels: String(repeating: "a", count: 32), width: 2, height: 3,
                environment: ""), environment: Self.environment)
        let decoded = try GoldenManifest.decode(manifest.encoded(), source: "manifest.json")
        #expect(decoded == manifest)
        #expect(decoded.encoded() == manifest.encoded())
        #expect(decoded.environment(of: "a/light/large-idle.png") == Self.environment)
        #expect(decoded.goldens["a/light/large-idle.png"]?.hash == .xxh3_128_rows)
        #expect(manifest.environments.count == 1)
        #expect(
            String(decoding: manifest.encoded(), as: UTF8.self).contains(
                """
                    "a/light/large-idle.png": {
                      "environment": "\(GoldenManifest.identifier(Self.environment))",
                      "file": "22222222222222222222222222222222",
                      "hash": "xxh3-128-rows",
                """))
    }

    /// Environments hash font files with XXH3 (`xxh3-128:<hex>`); a bare SHA-256 digest, from a manifest
    /// written before, is no longer computed to compare: that font reads as changed.
    @Test func aFontHashedWithSHA256InAnOlderManifestReadsAsChanged() throws {
        let folder = try Self.temporaryFolder()
        let font = folder + "/Face-Regular.otf"
        let bytes = Array("not really a font, but bytes to hash".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: font))
        let now = GoldenEnvironment.fingerprint(tool: "0.1.0", freeType: "2.12.1", harfBuzz: "6.0.0", fontFiles: [font])
        #expect(now.fonts == ["Face-Regular.otf": "xxh3-128:" + HashKind.xxh3_128.digest(of: bytes)])
        // The SHA-256 of `bytes` (sha256sum), as an older manifest held it.
        let sha256 = "8d4f3d3ff9928fe0bed1f1fc8b0c76c0f573b1771906cd72c6eb11a1a3d32c99"
        let old = GoldenEnvironment(tool: "0.1.0", freeType: "2.12.1", harfBuzz: "6.0.0", fonts: ["Face-Regular.otf": sha256])
        #expect(now.differences(from: old) == ["Face-Regular.otf changed"])
        #expect(now.differences(from: now) == [])
    }

    /// Recording into a manifest keeps the id an equal environment already has there (ids made
    /// before with another digest), so no second copy of it is written.
    @Test func recordingKeepsTheIdOfAnEqualEnvironment() {
        var manifest = GoldenManifest(scale: 1)
        manifest.environments["402a9ad766f8"] = Self.environment
        manifest.goldens["a/light/large-idle.png"] = GoldenManifest.Entry(
            pixels: String(repeating: "1", count: 32), width: 2, height: 3,
            environment: "402a9ad766f8")
        manifest.record(
            "b/light/large-idle.png",
            GoldenManifest.Entry(
                pixels: String(repeating: "2", count: 32), width: 2, height: 3,
                environment: ""), environment: Self.environment)
        #expect(manifest.environments.keys.sorted() == ["402a9ad766f8"])
        #expect(manifest.goldens["b/light/large-idle.png"]?.environment == "402a9ad766f8")
        #expect(GoldenManifest().identifier(of: Self.environment) == GoldenManifest.identifier(Self.environment))
        #expect(GoldenManifest.identifier(Self.environment).count == 12)
    }

    /// Goldens and the manifest are written by the one atomic writer; its failure keeps the path
    /// and says what to do, and nothing is left behind.
    @Test func aGoldenThatCannotBeWrittenNamesTheReason() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = GoldenStore(directory: folder)
        try FileManager.default.createDirectory(atPath: store.path("s/light/large-idle.png"), withIntermediateDirectories: true)
        #expect(throws: GoldenError.unwritable(path: store.path("s/light/large-idle.png"), reason: "is a folder, not a file")) {
            _ = try store.write(RGBAImage(width: 1, height: 1, fill: RGBA8(1, 2, 3)), to: "s/light/large-idle.png")
        }
        #expect(
            GoldenError.unwritable(path: "g/a.png", reason: "is a folder, not a file").description
                == "cannot write g/a.png: is a folder, not a file; check the --goldens folder and its permissions")
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.path("s/light")) == ["large-idle.png"])
    }

    @Test func environmentDifferencesAreNamed() {
        let other = GoldenEnvironment(tool: "0.1.0", freeType: "2.13.2", harfBuzz: "6.0.0", fonts: ["Inter-Regular.otf": "bb"])
        #expect(other.differences(from: Self.environment) == ["FreeType 2.12.1 → 2.13.2", "Inter-Regular.otf changed"])
        #expect(Self.environment.differences(from: Self.environment).isEmpty)
    }

    @Test func aMissingFolderIsAnErrorThatSuggestsASibling() throws {
        let root = try Self.temporaryFolder()
        try FileManager.default.createDirectory(atPath: root + "/goldens", withIntermediateDirectories: true)
        #expect(throws: GoldenError.noFolder(path: root + "/golden", suggestion: root + "/goldens")) {
            try GoldenStore(directory: root + "/golden").requireFolder()
        }
        #expect(
            GoldenError.noFolder(path: "golden", suggestion: "goldens").description
                == "no goldens folder 'golden' (did you mean 'goldens'?); name the folder that holds manifest.json, or record new goldens there with --record missing"
        )
        #expect(throws: GoldenError.noFolder(path: root + "/elsewhere", suggestion: nil)) {
            try GoldenStore(directory: root + "/elsewhere").requireFolder()
        }
        #expect(FileManager.default.createFile(atPath: root + "/file", contents: Data()))
        #expect(throws: GoldenError.notAFolder(path: root + "/file")) { try GoldenStore(directory: root + "/file").requireFolder() }
        try GoldenStore(directory: root + "/goldens").requireFolder()
    }

    /// Each update reads the manifest on disk under the lock, so recorders keep each other's entries.
    @Test func updatesMergeWithWhatIsOnDisk() throws {
        let folder = try Self.temporaryFolder()
        let first = GoldenStore(directory: folder)
        let second = GoldenStore(directory: folder)
        let image = RGBAImage(width: 2, height: 2, fill: RGBA8(9, 9, 9))
        let a = try first.write(image, to: "a/light/large-idle.png")
        let b = try second.write(image, to: "b/light/large-idle.png")
        try first.updateManifest { $0.record("a/light/large-idle.png", a, environment: Self.environment) }
        try second.updateManifest { $0.record("b/light/large-idle.png", b, environment: Self.environment) }
        #expect(try first.loadManifest().goldens.keys.sorted() == ["a/light/large-idle.png", "b/light/large-idle.png"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["a", "b", "manifest.json"])
    }

    @Test func recordModeDefaultsToNeverUnderCI() {
        #expect(RecordMode.default(environment: ["CI": "true"]) == .never)
        #expect(RecordMode.default(environment: [:]) == .missing)
    }
}
