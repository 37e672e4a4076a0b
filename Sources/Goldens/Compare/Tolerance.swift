/// How many mismatched pixels a golden comparison may have and still pass.
///
/// A result passes when its mismatched count is at most `maxPixels`, or at most `maxRatio` ×
/// the pixel count (either limit is enough). With neither limit set, only an exact match (0
/// mismatched pixels) passes.
public struct Tolerance: Sendable, Equatable, Hashable {
    /// The largest number of mismatched pixels allowed.
    public var maxPixels: Int?
    /// The largest fraction (0…1) of mismatched pixels allowed.
    public var maxRatio: Double?

    public init(maxPixels: Int? = nil, maxRatio: Double? = nil) {
        self.maxPixels = maxPixels
        self.maxRatio = maxRatio
    }

    /// No mismatched pixel at all.
    public static let exact = Tolerance()

    package func passes(_ result: PixelMatchResult) -> Bool {
        if maxPixels == nil, maxRatio == nil { return result.mismatched == 0 }
        if let maxPixels, result.mismatched <= maxPixels { return true }
        if let maxRatio, Double(result.mismatched) <= maxRatio * Double(result.total) { return true }
        return false
    }
}
