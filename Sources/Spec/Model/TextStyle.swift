/// Apple's Dynamic Type text styles.
package enum TextStyle: String, CaseIterable, Sendable, Hashable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    var rawIndex: Int { Self.allCases.firstIndex(of: self)! }
}
