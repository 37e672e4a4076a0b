import Spec
import Text

/// A laid-out text: font, colour and lines; whether it was cut short.
package struct TextLayout: Sendable, Equatable {
    package internal(set) var lines: [TextLine]
    package let weight: FontWeight
    /// Font size and line height (leading) in points.
    package let size: Double
    package let leading: Double
    package let color: SRGBColor
    /// The text did not fit in its line limit and ends in "…".
    package let truncated: Bool
    /// A word wider than the line was broken by character, or a line is wider than its frame or the viewport.
    package internal(set) var clipped: Bool
    /// The size the text was shrunk from to fit its line limit (a button title's `minimumScaleFactor`);
    /// nil when it is drawn at its own size.
    package internal(set) var scaledFrom: Double?
    /// For a truncated text: how much wider (points) its last line would have to be to hold the rest of
    /// the text, and how many lines the text needs at its width with no line limit. Not in layout dumps.
    package internal(set) var overflowWidth: Double? = nil
    package internal(set) var linesNeeded: Int? = nil
    /// For a text clipped in layout: how much wider (points) its box would have to be to hold its widest
    /// unbreakable word (or, where it may not wrap, its widest line), shaped as drawn. Not in layout dumps.
    package internal(set) var widthLacking: Double? = nil
    /// The text of a control drawn disabled (a disabled button's title; a disabled field's label or
    /// value, toggle's label, picker's titles, stepper's label and − / +): `contrast.disabled` checks it,
    /// not `contrast.text`. Decided here, with the disabled colour. Not in layout dumps.
    package internal(set) var isDisabled = false
    /// Bold (or heavier) per WCAG's large-text rule.
    package var isBold: Bool { weight >= .bold }
}
