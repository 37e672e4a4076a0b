import Files
import PNG
import Pixels

/// Compares a render with its golden file, and the file with its manifest entry.
///
/// A golden passes only when the file on disk is the one the manifest recorded (the hash of its
/// bytes, or else of its decoded pixels, equals the entry's) and its pixels equal the render's
/// (or differ within the tolerance). The entry's two hashes are trusted together only once the
/// file was decoded and found to hold the entry's pixels (remembered by the scene cache, by the
/// hash of the file's bytes): nothing else says that `"pixels"` describes the file `"file"` names
/// (a manifest edited or merged badly pairs them wrongly). Then an entry whose file hash and pixel
/// hash both match the render is identical without decoding anything. The default metric is exact:
/// any changed pixel counts; `options` switch to pixelmatch's perceptual metric, for goldens made elsewhere.
public struct GoldenComparison: Sendable {
    package enum Result: Sendable, Equatable {
        /// The render's pixels are the golden's.
        case identical
        /// Compared, within tolerance.
        case passed(mismatched: Int, total: Int)
        /// Compared, beyond tolerance; `composite` is expected | diff | actual; `change`: the elements
        /// the differing pixels belong to (by the `areas` compared with), with their ΔE00.
        case failed(mismatched: Int, total: Int, composite: RGBAImage, change: ChangeSummary)
        /// The golden cannot stand for anything: not a regular file, not a readable PNG, another
        /// width than the render, or not the file its manifest entry describes. A failure.
        case broken(reason: String)
        case missing
    }

    /// nil: exact comparison (every pixel whose RGBA differs counts); else pixelmatch's metric.
    public let options: PixelMatchOptions?
    public let tolerance: Tolerance

    public init(options: PixelMatchOptions? = nil, tolerance: Tolerance = .exact) {
        self.options = options
        self.tolerance = tolerance
    }

    /// Throws only for invalid `options`; every problem with the golden is a `Result`. `plain`: rows
    /// of the render known to be one colour (its canvas tracked them), which hashing need not read.
    /// `scenes` and `scene`: what this build remembers (`SceneCache`) and the render's scene; where the
    /// scene's pixel hash and the golden file's hash (by its unchanged stamp) are remembered and are the
    /// entry's, and the file is remembered to decode to the entry's pixels, neither the render's pixels
    /// nor the file are read. Without `scenes` every golden file is decoded. `areas`: the render's elements
    /// in paint order, to which a failure's changed pixels are attributed (`ChangeSummary`).
    package func compare(
        _ image: RGBAImage, plain: PlainRows? = nil, scenes: SceneCache? = nil, scene: String? = nil, store: GoldenStore,
        relative: String, entry: GoldenManifest.Entry?, areas: [ChangeArea] = []
    ) throws(GoldenError) -> Result {
        let path = store.path(relative)
        let current = entry.map { $0.hash == .current && $0.width == image.width && $0.height == image.height } ?? false
        let knownPixels = current ? scene.flatMap { scenes?.pixels(ofScene: $0) } : nil
        let stamp = current && scenes != nil ? FileStamp(path: path) : nil
        if let entry, let file = entry.file, let knownPixels, knownPixels == entry.pixels, let stamp, stamp.isRegularFile,
            scenes?.digest(ofFile: path, stamp: stamp) == file, scenes?.pixels(ofFile: file) == entry.pixels
        {
            return .identical
        }
        let bytes: [UInt8]
        do {
            guard let read = try store.contents(of: relative) else { return .missing }
            bytes = read
        } catch {
            return .broken(reason: error.description)
        }
        var fileIsTheEntrys = false
        if let entry, let file = entry.file, entry.width == image.width, entry.height == image.height, entry.hash.digest(of: bytes) == file
        {
            // The file is the entry's: remembered with its stamp (unless it changed while it was read).
            fileIsTheEntrys = true
            if let scenes, let stamp { scenes.learn(file: path, stamp: stamp, digest: file) }
            // Identical without decoding only if this file was decoded before and held the entry's pixels.
            if current, let scenes, scenes.pixels(ofFile: file) == entry.pixels,
                knownPixels == entry.pixels || entry.hash.digest(of: image, plain: plain) == entry.pixels
            {
                return .identical
            }
        }
        var golden: RGBAImage
        do {
            golden = try PNG.decode(bytes, source: path)
        } catch {
            return .broken(reason: "\(error)")
        }
        if let entry, golden.width != entry.width || golden.height != entry.height || entry.hash.digest(of: golden) != entry.pixels {
            return .broken(
                reason: "\(path): not the golden its manifest entry describes (other pixels): an interrupted recording or a replaced file")
        }
        // Decoded and found to hold the entry's pixels: the two hashes now stand for each other.
        if fileIsTheEntrys, current, let entry, let file = entry.file, let scenes { scenes.learn(decodedFile: file, pixels: entry.pixels) }
        guard golden.width == image.width else {
            return .broken(
                reason:
                    "\(path): is \(golden.width)x\(golden.height) but the render is \(image.width)x\(image.height) (another device or scale)"
            )
        }
        if golden == image { return .identical }
        var actual = image
        if golden.height != image.height {
            // Same screen, content of another height (text wrapped differently): a difference to
            // review, compared over the taller of the two with the missing part transparent.
            golden = Self.padded(golden, height: max(golden.height, image.height))
            actual = Self.padded(image, height: golden.height)
        }
        var result = try PixelMatch.compare(golden, actual, options: options ?? PixelMatchOptions(threshold: 0, includeAA: true))
        if options == nil { result.mismatched = Self.differingPixels(golden, actual) }
        if tolerance.passes(result) { return .passed(mismatched: result.mismatched, total: result.total) }
        let composite = SideBySide.compose(expected: golden, diff: result.diff ?? golden, actual: actual)
        return .failed(
            mismatched: result.mismatched, total: result.total, composite: composite,
            change: ChangeSummary.summarize(expected: golden, actual: actual, areas: areas))
    }

    /// Pixels whose RGBA values are not all equal (images of one size).
    static func differingPixels(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        var count = 0
        a.bytes.withUnsafeBytes { first in
            b.bytes.withUnsafeBytes { second in
                let words1 = first.bindMemory(to: UInt32.self)
                let words2 = second.bindMemory(to: UInt32.self)
                for index in 0..<min(words1.count, words2.count) where words1[index] != words2[index] { count += 1 }
            }
        }
        return count
    }

    /// The image extended downwards with transparent rows.
    static func padded(_ image: RGBAImage, height: Int) -> RGBAImage {
        guard height > image.height else { return image }
        return RGBAImage(
            width: image.width, height: height,
            bytes: image.bytes + [UInt8](repeating: 0, count: image.width * (height - image.height) * 4))!
    }
}
