import Foundation
import Goldens
import PNG
import Pixels

/// Shared helpers for the golden-stage tests.
enum Support {
    /// Tests/GoldensTests/Fixtures, found from this source file (not a SwiftPM resource).
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func fixturePath(_ name: String) -> String {
        fixtures.appendingPathComponent(name).path
    }

    /// An opaque grey image whose columns have the given levels (the same in every row).
    static func columns(_ levels: [UInt8], height: Int) -> RGBAImage {
        var image = RGBAImage(width: levels.count, height: height)
        for y in 0..<height {
            for (x, level) in levels.enumerated() { image[x, y] = RGBA8(level, level, level) }
        }
        return image
    }

    /// A one-pixel image.
    static func pixel(_ color: RGBA8) -> RGBAImage {
        RGBAImage(width: 1, height: 1, fill: color)
    }

    /// The pixels of `image` row by row.
    static func pixels(_ image: RGBAImage) -> [RGBA8] {
        (0..<image.height).flatMap { y in (0..<image.width).map { x in image[x, y] } }
    }

    static let white = RGBA8(255, 255, 255)
    static let black = RGBA8(0, 0, 0)
    static let red = RGBA8(255, 0, 0)
    static let yellow = RGBA8(255, 255, 0)
    static let blue = RGBA8(0, 0, 255)
    /// Opaque black as the default diff image draws it: 255 + (0 − 255) × 0.1 = 229.5, truncated.
    static let fadedBlack = RGBA8(229, 229, 229)
}
