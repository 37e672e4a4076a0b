import Layout
import Testing
import TestSupport

/// Chinese and Japanese are written without spaces: a line may break between two ideographs or kana, but
/// not before a closing mark, the prolonged sound mark or small kana, nor after an opening bracket.
@Suite struct IdeographicBreakTests {
    @Test("Japanese wraps between characters, never before 、 。 or ー, and is not clipped")
    func japaneseWraps() throws {
        // MonospaceMeasurer: 8.5 pt a character at Large, so a 60 pt frame holds 7.
        let tree = try layout(screen(#"{"type": "text", "id": "t", "text": "カードを追加すると、支払えます。", "frame": {"width": 60}}"#))
        let text = try #require(tree.text("t"))
        #expect(text.lines.map(\.text) == ["カードを追加す", "ると、支払えま", "す。"])
        #expect(text.clipped == false)
        // 6 characters a line: "と" would end line 2 before "、" (not allowed), so "と、" moves down together,
        // and "ー" stays with "カ".
        let narrow = try layout(screen(#"{"type": "text", "id": "t", "text": "カードを追加すると、支払えます。", "frame": {"width": 51}}"#))
        #expect(narrow.text("t")?.lines.map(\.text) == ["カードを追加", "すると、支払", "えます。"])
        let prolonged = try layout(screen(#"{"type": "text", "id": "t", "text": "ドカーン", "frame": {"width": 17}}"#))
        #expect(prolonged.text("t")?.lines.map(\.text) == ["ド", "カー", "ン"])
        #expect(prolonged.text("t")?.clipped == false)
    }

    @Test("an opening bracket stays with what follows it; Latin words keep their own breaks")
    func bracketsAndLatin() throws {
        // 4 characters a line: "「支" and "い」" do not part; "Pay" breaks from "」" but not inside itself.
        let tree = try layout(screen(#"{"type": "text", "id": "t", "text": "確認「支払い」Pay now", "frame": {"width": 34}}"#))
        #expect(tree.text("t")?.lines.map(\.text) == ["確認「支", "払い」", "Pay", "now"])
    }

    @Test("Korean breaks between words, as iOS's standard strategy (hangulWordPriority) does")
    func koreanBreaksAtSpaces() throws {
        // 5 characters a line (42.5 of 45 pt): "카드를" and "추가하세요" each stay whole.
        let tree = try layout(screen(#"{"type": "text", "id": "t", "text": "카드를 추가하세요", "frame": {"width": 45}}"#))
        #expect(tree.text("t")?.lines.map(\.text) == ["카드를", "추가하세요"])
        #expect(tree.text("t")?.clipped == false)
    }
}
