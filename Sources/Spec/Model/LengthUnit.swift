/// The unit of a spec's lengths, which every message, finding, report and layout dump about the spec
/// speaks: points on iOS, CSS px on the web (where a spec's numbers are CSS px, taken 1:1). Decided
/// in one place, `Platform.lengthUnit`.
package enum LengthUnit: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    case point = "pt"
    case cssPixel = "px"

    /// "pt" or "px", as it follows a number in a message ("44 pt", "28 px") and as a finding's `unit`.
    package var symbol: String { rawValue }

    package var description: String { rawValue }
}
