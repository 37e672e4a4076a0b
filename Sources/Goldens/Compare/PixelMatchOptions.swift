import Pixels

/// How `PixelMatch.compare` decides and draws. The defaults are pixelmatch's.
public struct PixelMatchOptions: Sendable, Equatable {
    /// Matching threshold from 0 to 1: the largest colour difference still counted as equal, as a
    /// fraction of the largest possible YIQ difference (squared). Smaller is more sensitive.
    public var threshold: Double
    /// When true, anti-aliased pixels count as differences too (no anti-aliasing detection).
    public var includeAA: Bool
    /// Opacity, from 0 (white) to 1 (full brightness), of the faded grey copy of the first image
    /// that the diff image shows where the images match.
    public var alpha: Double
    /// Colour of anti-aliased pixels in the diff image.
    public var aaColor: RGBA8
    /// Colour of differing pixels in the diff image.
    public var diffColor: RGBA8
    /// When set, the colour of differing pixels where the second image is darker than the first
    /// (pixelmatch's `diffColorAlt`, to tell "added" from "removed"); `diffColor` is used for the
    /// others.
    public var diffColorAlt: RGBA8?

    public init(
        threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
        aaColor: RGBA8 = RGBA8(255, 255, 0), diffColor: RGBA8 = RGBA8(255, 0, 0), diffColorAlt: RGBA8? = nil
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
    }
}
