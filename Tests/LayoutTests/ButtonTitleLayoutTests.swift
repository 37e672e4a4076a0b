import Layout
import Spec
import Testing

/// Format 2's button title modifiers, as SwiftUI's: `lineLimit`, `minimumScaleFactor` (shrink to fit
/// the limit, then truncate) and `truncationMode`. Monospace text: at Large a character is 8.5 pt;
/// the title of a regular button 100 pt wide has 100 − 2 × 16 = 68 pt, 8 characters.
@Suite struct ButtonTitleLayoutTests {
    private func title(_ modifiers: String, size: SizeCategory = .large) throws -> TextLayout? {
        let spec = try screen(
            #"{"type": "vstack", "children": [{"type": "button", "id": "go", "title": "Continue Now", "frame": {"width": 100}, \#(modifiers)}]}"#
        )
        return try layout(spec, size: size).text("go.title")
    }

    @Test func withoutALineLimitTheTitleWraps() throws {
        let text = try #require(try title(#""titleStyle": "body""#))
        #expect(text.lines.map(\.text) == ["Continue", "Now"])
        #expect(!text.truncated && text.scaledFrom == nil)
    }

    @Test(arguments: [("tail", "Continu…"), ("head", "…nue Now"), ("middle", "Cont…Now")])
    func aLineLimitTruncatesWhereTheModeSays(mode: String, expected: String) throws {
        let text = try #require(try title(#""lineLimit": 1, "truncationMode": "\#(mode)""#))
        #expect(text.lines.map(\.text) == [expected])
        #expect(text.truncated && text.size == 17)
    }

    @Test func theTitleShrinksToTheLargestScaleThatFits() throws {
        // 12 characters in 68 pt: at most 68 / 102 of the size; the largest thousandth that fits is 0.666.
        let text = try #require(try title(#""lineLimit": 1, "minimumScaleFactor": 0.5"#))
        #expect(text.lines.map(\.text) == ["Continue Now"])
        #expect(!text.truncated)
        #expect(text.scaledFrom == 17)
        #expect(abs(text.size - 17 * 0.666) < 1e-9)
        #expect(abs(text.leading - 22 * 0.666) < 1e-9)
    }

    @Test func aTitleThatDoesNotFitAtItsMinimumScaleIsTruncatedAtThatScale() throws {
        // At 0.8 a character is 6.8 pt: "Continue…" is 9 of them (61.2 pt); one more would be 74.8 pt.
        let text = try #require(try title(#""lineLimit": 1, "minimumScaleFactor": 0.8"#))
        #expect(text.lines.map(\.text) == ["Continue…"])
        #expect(text.truncated)
        #expect(text.scaledFrom == 17 && abs(text.size - 13.6) < 1e-9)
    }

    @Test func aTitleThatFitsIsNotShrunk() throws {
        let spec = try screen(
            #"{"type": "vstack", "children": [{"type": "button", "id": "go", "title": "Go", "lineLimit": 1, "minimumScaleFactor": 0.5}]}"#)
        let text = try #require(try layout(spec, size: .AX5).text("go.title"))
        #expect(text.scaledFrom == nil && !text.truncated)
    }
}
