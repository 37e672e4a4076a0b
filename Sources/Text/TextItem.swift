// One run of a line: characters with one embedding level, one font of the stack and one script.

/// A run of consecutive characters of a line that is shaped in one piece: its UTF-8 bytes, its
/// embedding level (odd: right to left), the index of its font in the stack and its script (an
/// OpenType script tag as HarfBuzz numbers it; `nil` when its characters have none, such as digits).
struct TextItem: Sendable, Equatable {
    var bytes: Range<Int>
    var level: Int
    var font: Int
    var script: UInt32?

    var direction: TextDirection { level % 2 == 0 ? .leftToRight : .rightToLeft }
}
