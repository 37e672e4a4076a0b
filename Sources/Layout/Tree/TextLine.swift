import Text

/// One laid-out line of text: its characters, shaped glyphs and where its baseline sits.
public struct TextLine: Sendable, Equatable {
    public let text: String
    /// Advance width in points (HarfBuzz's shaping of exactly `text`).
    public let width: Double
    /// Pen start, in points (absolute).
    public internal(set) var x: Double
    /// Baseline, in points (absolute).
    public internal(set) var baseline: Double
    public let run: ShapedRun
}
