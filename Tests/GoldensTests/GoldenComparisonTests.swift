import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Goldens
import PNG
import Pixels
import Testing

/// A golden passes only when the file is the one its manifest entry describes and its pixels are
/// the render's: every other golden is a failure, never a pass.
@Suite struct GoldenComparisonTests {
    let relative = "s/light/large-idle.png"
    let image = RGBAImage(width: 4, height: 4, fill: RGBA8(255, 255, 255))

    /// A store holding `image` as a recorded golden, and its entry.
    private func recorded() throws -> (GoldenStore, GoldenManifest.Entry) {
        let store = GoldenStore(directory: try GoldenStoreTests.temporaryFolder())
        return (store, try store.write(image, to: relative))
    }

    @Test func aRecordedGoldenIsIdenticalAndAnUnrecordedOneMissing() throws {
        let (store, entry) = try recorded()
        #expect(entry.hash == .xxh3_128_rows && entry.pixels == GoldenStore.pixelHash(image) && entry.file?.count == 32)
        #expect(try GoldenComparison().compare(image, store: store, relative: relative, entry: entry) == .identical)
        #expect(try GoldenComparison().compare(image, store: store, relative: relative, entry: nil) == .identical)
        #expect(try GoldenComparison().compare(image, store: store, relative: "s/light/AX5-idle.png", entry: nil) == .missing)
    }

    /// Issue 13: a brand tint one step away (#0050B3 → #0060C0 differs in two channels; here one
    /// channel by one) passes pixelmatch at 0.1 but fails the default, exact comparison.
    @Test func theDefaultComparisonIsExactAndPixelmatchIsAnOption() throws {
        let (store, entry) = try recorded()
        var changed = image
        changed[1, 1] = RGBA8(255, 255, 254)
        let exact = try GoldenComparison().compare(changed, store: store, relative: relative, entry: entry)
        guard case .failed(1, 16, let composite, _) = exact else {
            Issue.record("expected 1 of 16 pixels to differ, got \(exact)")
            return
        }
        #expect(composite.height == 4 && composite.width > 12)
        #expect(
            try GoldenComparison(options: PixelMatchOptions(threshold: 0.1)).compare(
                changed, store: store, relative: relative, entry: entry)
                == .passed(mismatched: 0, total: 16))
        #expect(
            try GoldenComparison(tolerance: Tolerance(maxPixels: 1)).compare(changed, store: store, relative: relative, entry: entry)
                == .passed(mismatched: 1, total: 16))
    }

    @Test func aGoldenFileThatIsNotTheRecordedOneFailsEvenWhenItEqualsTheRender() throws {
        let (store, entry) = try recorded()
        var other = image
        other[0, 0] = RGBA8(0, 0, 0)
        _ = try store.write(other, to: relative)
        let lie = GoldenComparison.Result.broken(
            reason: store.path(relative)
                + ": not the golden its manifest entry describes (other pixels): an interrupted recording or a replaced file")
        // The render equals the file on disk, but the manifest recorded other pixels.
        #expect(try GoldenComparison().compare(other, store: store, relative: relative, entry: entry) == lie)
        #expect(try GoldenComparison().compare(image, store: store, relative: relative, entry: entry) == lie)
    }

    @Test func truncatedTextFolderAndResizedGoldensAreFailuresNamingTheProblem() throws {
        let (store, entry) = try recorded()
        let path = store.path(relative)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        // Without its last chunk (IEND: 12 bytes).
        try bytes.prefix(bytes.count - 12).write(to: URL(fileURLWithPath: path))
        let truncated = try GoldenComparison().compare(image, store: store, relative: relative, entry: entry)
        #expect(
            truncated == .broken(reason: path + ": corrupt PNG: truncated: no IEND chunk (the file ends at byte \(bytes.count - 12))"),
            "\(truncated)")
        try Data("not a png\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(
            try GoldenComparison().compare(image, store: store, relative: relative, entry: entry)
                == .broken(reason: path + ": not a PNG file (bad signature)"))
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        #expect(
            try GoldenComparison().compare(image, store: store, relative: relative, entry: entry)
                == .broken(reason: path + ": is a folder, not a golden file"))
        try FileManager.default.removeItem(atPath: path)
        let wide = try store.write(RGBAImage(width: 5, height: 4, fill: RGBA8(255, 255, 255)), to: relative)
        #expect(
            try GoldenComparison().compare(image, store: store, relative: relative, entry: wide)
                == .broken(reason: path + ": is 5x4 but the render is 4x4 (another device or scale)"))
        #expect(
            try GoldenComparison().compare(image, store: store, relative: relative, entry: entry)
                == .broken(
                    reason: path
                        + ": not the golden its manifest entry describes (other pixels): an interrupted recording or a replaced file"))
    }

    /// A FIFO in place of a golden must not hang the run.
    @Test func aFIFOInPlaceOfAGoldenIsAFailureNotAHang() throws {
        let (store, entry) = try recorded()
        try FileManager.default.removeItem(atPath: store.path(relative))
        #expect(mkfifo(store.path(relative), 0o644) == 0)
        #expect(
            try GoldenComparison().compare(image, store: store, relative: relative, entry: entry)
                == .broken(reason: store.path(relative) + ": is not a regular file"))
    }

    /// Same width, another height: the content changed, compared over the taller image.
    @Test func aGoldenOfAnotherHeightIsADifference() throws {
        let store = GoldenStore(directory: try GoldenStoreTests.temporaryFolder())
        _ = try store.write(RGBAImage(width: 4, height: 6, fill: RGBA8(0, 0, 0)), to: relative)
        let taller = try GoldenComparison().compare(image, store: store, relative: relative, entry: nil)
        guard case .failed(24, 24, _, _) = taller else {
            Issue.record("expected 24 of 24 pixels to differ, got \(taller)")
            return
        }
    }
}
