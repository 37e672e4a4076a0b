import Pixels

/// Rows of a canvas known to hold one colour in every pixel: every row outside `changed` (the rows
/// drawing reached after the canvas was created in that colour). A reduction for the contact sheet
/// need not read them.
public struct PlainRows: Sendable, Equatable {
    public let changed: Range<Int>
    /// The colour, straight alpha.
    public let color: RGBA8

    public init(changed: Range<Int>, color: RGBA8) {
        self.changed = changed
        self.color = color
    }
}
