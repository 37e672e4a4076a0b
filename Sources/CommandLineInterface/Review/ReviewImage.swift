import Foundation
import Goldens
import PNG
import Pixels

/// The image `review` shows inline for a pending golden: the expected | diff | actual image the check
/// wrote with `--out` when there is one, else the same three panels composed from the golden and the
/// pending render (only the render when there is no golden yet), as PNG bytes.
enum ReviewImage {
    /// The PNG to show, or nil when no image can be read (the paths are shown instead).
    static func png(for pending: PendingGolden, folder: PendingGoldens) -> [UInt8]? {
        if let diff = pending.diffImage, let bytes = FileManager.default.contents(atPath: diff) { return Array(bytes) }
        guard let actualBytes = FileManager.default.contents(atPath: folder.path(pending.imageFile)),
            let actual = try? PNG.decode(Array(actualBytes), source: pending.imageFile)
        else { return nil }
        guard pending.reason == .failed,
            let expectedBytes = FileManager.default.contents(atPath: folder.path(pending.golden)),
            let expected = try? PNG.decode(Array(expectedBytes), source: pending.golden),
            let diff = try? PixelMatch.compare(expected, actual).diff
        else {
            return Array(actualBytes)
        }
        // Grey gaps, so that three mostly white panels read as three.
        let composite = SideBySide.compose(expected: expected, diff: diff, actual: actual, gap: 4, background: RGBA8(128, 128, 128, 255))
        return try? PNG.encode(composite)
    }
}
