import Pixels

/// What a comparison found.
package struct PixelMatchResult: Sendable, Equatable {
    /// Pixels whose difference is above the threshold and that are not anti-aliasing (unless
    /// `includeAA`).
    package var mismatched: Int
    /// Pixels compared: width × height.
    package var total: Int
    /// The diff image (same size as the inputs), when asked for.
    package var diff: RGBAImage?

    package init(mismatched: Int, total: Int, diff: RGBAImage? = nil) {
        self.mismatched = mismatched
        self.total = total
        self.diff = diff
    }

    /// `mismatched / total` (0 for an empty image).
    package var ratio: Double { total == 0 ? 0 : Double(mismatched) / Double(total) }
}
