import Foundation
import Goldens
import PNG
import Pixels
import Testing

@Suite struct GoldenStoreTests {
    private func temporaryStore() throws -> GoldenStore {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("GoldenStoreTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return GoldenStore(directory: directory)
    }

    private let environment = GoldenEnvironment(tool: "0.1.0", freeType: "2.12.1", harfBuzz: "6.0.0", fonts: ["Inter-Regular.otf": "aa"])

    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func sha256MatchesTheFIPSVectors(input: String, digest: String) {
        #expect(SHA256.hex(Array(input.utf8)) == digest)
    }

    @Test func sha256IsTheSameWhetherFedAtOnceOrInPieces() {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        var pieces = SHA256()
        for chunk in stride(from: 0, to: bytes.count, by: 37) { pieces.update(bytes[chunk..<min(chunk + 37, bytes.count)]) }
        #expect(pieces.finalize() == SHA256.hex(bytes))
        #expect(SHA256.hex(Array(repeating: UInt8(ascii: "a"), count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func manifestRoundTripsAndIsDeterministic() throws {
        var manifest = GoldenManifest(scale: 1)
        manifest.record("a/light/large-idle.png", pixels: "p1", width: 2, height: 3, environment: environment)
        manifest.record("a/dark/large-idle.png", pixels: "p2", width: 2, height: 3, environment: environment)
        let decoded = try GoldenManifest.decode(manifest.encoded(), source: "manifest.json")
        #expect(decoded == manifest)
        #expect(decoded.encoded() == manifest.encoded())
        #expect(decoded.environment(of: "a/light/large-idle.png") == environment)
        #expect(manifest.environments.count == 1)
    }

    @Test func aCorruptManifestIsAClearError() {
        #expect(throws: GoldenStoreError.corruptManifest(path: "m.json", reason: "not a version 1 manifest (a JSON object with \"version\": 1)")) {
            try GoldenManifest.decode(Array("[1, 2]".utf8), source: "m.json")
        }
        #expect(GoldenStoreError.corruptManifest(path: "m.json", reason: "x").description
                == "m.json: corrupt golden manifest: x; restore it from version control or record all goldens again (--record all)")
    }

    @Test func environmentDifferencesAreNamed() {
        let other = GoldenEnvironment(tool: "0.1.0", freeType: "2.13.2", harfBuzz: "6.0.0", fonts: ["Inter-Regular.otf": "bb"])
        #expect(other.differences(from: environment) == ["FreeType 2.12.1 → 2.13.2", "Inter-Regular.otf changed"])
        #expect(environment.differences(from: environment).isEmpty)
    }

    @Test func comparisonSkipsDecodingWhenHashesMatchAndReportsEveryOtherOutcome() throws {
        let store = try temporaryStore()
        var image = RGBAImage(width: 4, height: 4, fill: RGBA8(255, 255, 255))
        let hash = try store.write(image, to: "s/light/large-idle.png")
        let entry = GoldenManifest.Entry(pixels: hash, width: 4, height: 4, environment: "x")
        let comparison = GoldenComparison()
        #expect(try comparison.compare(image, hash: hash, store: store, relative: "s/light/large-idle.png", entry: entry) == .identical)
        #expect(try comparison.compare(image, hash: hash, store: store, relative: "s/light/AX5-idle.png", entry: nil) == .missing)
        image[1, 1] = RGBA8(0, 0, 0)
        let changed = try comparison.compare(image, hash: GoldenStore.pixelHash(image), store: store, relative: "s/light/large-idle.png", entry: entry)
        guard case .failed(1, 16, let composite) = changed else { Issue.record("expected a failure, got \(changed)"); return }
        #expect(composite.height == 4 && composite.width > 12)
        let tolerant = GoldenComparison(tolerance: Tolerance(maxPixels: 1))
        #expect(try tolerant.compare(image, hash: GoldenStore.pixelHash(image), store: store, relative: "s/light/large-idle.png", entry: entry)
                == .passed(mismatched: 1, total: 16))
    }

    @Test func corruptAndWronglySizedGoldensAreBadInput() throws {
        let store = try temporaryStore()
        let image = RGBAImage(width: 4, height: 4, fill: RGBA8(255, 255, 255))
        _ = try store.write(RGBAImage(width: 5, height: 4, fill: RGBA8(255, 255, 255)), to: "s/light/large-idle.png")
        _ = try store.write(RGBAImage(width: 4, height: 6, fill: RGBA8(0, 0, 0)), to: "s/light/AX5-idle.png")
        // Same width, other height: the content changed, a failure over the taller image, not bad input.
        let taller = try GoldenComparison().compare(image, hash: "x", store: store, relative: "s/light/AX5-idle.png", entry: nil)
        guard case .failed(24, 24, _) = taller else { Issue.record("expected 24 of 24 pixels to differ, got \(taller)"); return }
        #expect(throws: GoldenError.self) {
            try GoldenComparison().compare(image, hash: "x", store: store, relative: "s/light/large-idle.png", entry: nil)
        }
        try FileManager.default.createDirectory(atPath: store.path("s/dark"), withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: store.path("s/dark/large-idle.png"), contents: Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(throws: PNGError.self) {
            try GoldenComparison().compare(image, hash: "x", store: store, relative: "s/dark/large-idle.png", entry: nil)
        }
        #expect(store.goldens(ofSpec: "s") == ["s/dark/large-idle.png", "s/light/AX5-idle.png", "s/light/large-idle.png"])
    }

    @Test func recordModeDefaultsToNeverUnderCI() {
        #expect(RecordMode.default(environment: ["CI": "true"]) == .never)
        #expect(RecordMode.default(environment: [:]) == .missing)
    }
}
