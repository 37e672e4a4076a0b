import PNG
import Pixels

/// Compares a render with its golden: equal pixel hashes pass without decoding anything;
/// otherwise the golden is decoded and compared with PixelMatch under a tolerance.
public struct GoldenComparison: Sendable {
    public enum Result: Sendable, Equatable {
        /// The render's pixels hash to the recorded hash.
        case identical
        /// Compared, within tolerance.
        case passed(mismatched: Int, total: Int)
        /// Compared, beyond tolerance; `composite` is expected | diff | actual.
        case failed(mismatched: Int, total: Int, composite: RGBAImage)
        case missing
    }

    public let options: PixelMatchOptions
    public let tolerance: Tolerance

    public init(options: PixelMatchOptions = PixelMatchOptions(), tolerance: Tolerance = .exact) {
        self.options = options
        self.tolerance = tolerance
    }

    /// Throws `PNGError` for a corrupt or truncated golden and `GoldenError.sizeMismatch` for one
    /// of another width (another device or scale): bad input, not a difference. A golden of the same
    /// width and another height is a difference (the content grew or shrank).
    public func compare(_ image: RGBAImage, hash: String, store: GoldenStore, relative: String, entry: GoldenManifest.Entry?) throws -> Result {
        guard store.exists(relative) else { return .missing }
        if let entry, entry.pixels == hash, entry.width == image.width, entry.height == image.height { return .identical }
        var golden = try PNG.read(contentsOf: store.path(relative))
        var actual = image
        if golden.width == image.width && golden.height != image.height {
            // Same screen, content of another height (text wrapped differently): a difference to
            // review, compared over the taller of the two with the missing part transparent.
            golden = Self.padded(golden, height: max(golden.height, image.height))
            actual = Self.padded(image, height: golden.height)
        }
        let result: PixelMatchResult
        do {
            // A different width means a golden of another device or scale: bad input.
            result = try PixelMatch.compare(golden, actual, options: options)
        } catch {
            throw error.naming(store.path(relative), "the render")
        }
        if tolerance.passes(result) { return .passed(mismatched: result.mismatched, total: result.total) }
        let composite = SideBySide.compose(expected: golden, diff: result.diff ?? golden, actual: actual)
        return .failed(mismatched: result.mismatched, total: result.total, composite: composite)
    }

    /// The image extended downwards with transparent rows.
    static func padded(_ image: RGBAImage, height: Int) -> RGBAImage {
        guard height > image.height else { return image }
        return RGBAImage(width: image.width, height: height,
                         bytes: image.bytes + [UInt8](repeating: 0, count: image.width * (height - image.height) * 4))!
    }
}
