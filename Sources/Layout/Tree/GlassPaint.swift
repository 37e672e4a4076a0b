import Spec

/// How a glass button treats what is behind it: the backdrop under its shape blurred, then its
/// fill laid over it, then (while enabled) a hairline highlight just inside its outline.
package struct GlassPaint: Sendable, Equatable {
    /// The blur's standard deviation, in points.
    package let blurSigma: Double
    /// The highlight's colour; nil for none (a disabled button).
    package let highlight: SRGBColor?

    package init(blurSigma: Double, highlight: SRGBColor?) {
        self.blurSigma = blurSigma
        self.highlight = highlight
    }
}
