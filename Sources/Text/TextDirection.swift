// The direction a paragraph of text runs in.

/// Left to right (Latin, Cyrillic, CJK, …) or right to left (Arabic, Hebrew, …): a paragraph's base
/// direction in the Unicode Bidirectional Algorithm (UAX #9), and the direction a run is shaped in.
package enum TextDirection: String, Sendable, Hashable, CaseIterable {
    case leftToRight
    case rightToLeft

    /// The paragraph embedding level of UAX #9: 0 left to right, 1 right to left.
    var level: Int { self == .leftToRight ? 0 : 1 }
}
