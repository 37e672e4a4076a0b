import Spec
import Text

/// A laid-out text: font, colour and lines; whether it was cut short.
public struct TextLayout: Sendable, Equatable {
    public internal(set) var lines: [TextLine]
    public let weight: FontWeight
    /// Font size and line height (leading) in points.
    public let size: Double
    public let leading: Double
    public let color: SRGBColor
    /// The text did not fit in its line limit and ends in "…".
    public let truncated: Bool
    /// A word wider than the line was broken by character, or a line is wider than its frame or the viewport.
    public internal(set) var clipped: Bool
    /// The size the text was shrunk from to fit its line limit (a button title's `minimumScaleFactor`);
    /// nil when it is drawn at its own size.
    public internal(set) var scaledFrom: Double?
    /// Bold (or heavier) per WCAG's large-text rule.
    public var isBold: Bool { weight >= .bold }
}
