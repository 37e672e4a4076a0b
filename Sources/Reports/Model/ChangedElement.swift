/// One element's share of a failing golden's change: the pixels of the render that differ from the
/// golden within it (each changed pixel belongs to the innermost element whose frame contains it,
/// see docs/goldens.md) and the largest CIEDE2000 colour difference (ΔE00) among them.
public struct ChangedElement: Sendable, Hashable {
    /// The element's id, its JSONPath when it has none, or `backdrop` for pixels outside every element.
    public let element: String
    public let pixels: Int
    public let maxDeltaE: Double

    public init(element: String, pixels: Int, maxDeltaE: Double) {
        self.element = element
        self.pixels = pixels
        self.maxDeltaE = maxDeltaE
    }

    /// `continue, ΔE00 2.1 at most (9756 pixels)`.
    public var summary: String {
        "\(element), ΔE00 \(GoldenChanges.deltaE(maxDeltaE)) at most (\(pixels) pixel\(pixels == 1 ? "" : "s"))"
    }
}
