import Text

/// One laid-out line of text: its characters, shaped glyphs and where its baseline sits.
package struct TextLine: Sendable, Equatable {
    package let text: String
    /// Advance width in points (HarfBuzz's shaping of exactly `text`).
    package let width: Double
    /// Pen start, in points (absolute).
    package internal(set) var x: Double
    /// Baseline, in points (absolute).
    package internal(set) var baseline: Double
    package let run: ShapedRun
}
