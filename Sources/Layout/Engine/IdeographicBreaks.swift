/// Where Chinese and Japanese text may break between two characters, which it writes without spaces:
/// before and after an ideograph or kana (UAX #14 class ID and its neighbours),
/// except before closing punctuation, small kana, the prolonged sound mark and other characters a line
/// may not start with (classes CL, CP, EX, IS, NS, CJ and IN, as Japanese line breaking does strictly), and
/// after opening brackets (class OP). Korean, written with spaces, breaks between words only, as iOS's
/// standard line-break strategy (`hangulWordPriority`) breaks it: hangul is not ideographic here.
enum IdeographicBreaks {
    /// Whether a line may end after `before` and start with `after`. Spaces and hyphens are
    /// `LineBreaker`'s own break points; this is about the characters between them.
    static func allowsBreak(between before: Character, and after: Character) -> Bool {
        guard isIdeographic(before) || isIdeographic(after) else { return false }
        guard before != " ", after != " " else { return false }
        return !noBreakAfter.contains(before) && !noBreakBefore.contains(after)
    }

    /// An ideograph, kana, bopomofo or a CJK or full-width symbol or punctuation mark.
    static func isIdeographic(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x2E80...0x2FFF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x312F, 0x31A0...0x31FF, 0x3200...0x4DBF,
            0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Characters a line does not start with: closing brackets and punctuation, full stops and commas,
    /// iteration marks, the prolonged sound mark, small kana, ellipses and the ASCII closers.
    static let noBreakBefore: Set<Character> = [
        "、", "。", "，", "．", "：", "；", "！", "？", "）", "」", "』", "】", "〕", "〉", "》", "〗", "〙", "〛", "｝", "］",
        "｣", "､", "｡", "〜", "～", "・", "ー", "ｰ", "ヽ", "ヾ", "ゝ", "ゞ", "々", "〻", "゛", "゜", "‐", "゠", "–",
        "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ", "ゎ", "ゕ", "ゖ",
        "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ", "ャ", "ュ", "ョ", "ヮ", "ヵ", "ヶ",
        "ㇰ", "ㇱ", "ㇲ", "ㇳ", "ㇴ", "ㇵ", "ㇶ", "ㇷ", "ㇸ", "ㇹ", "ㇺ", "ㇻ", "ㇼ", "ㇽ", "ㇾ", "ㇿ",
        "…", "‥", ")", "]", "}", ",", ".", "!", "?", ":", ";", "%", "’", "”",
    ]

    /// Characters a line does not end with: opening brackets.
    static let noBreakAfter: Set<Character> = [
        "（", "「", "『", "【", "〔", "〈", "《", "〖", "〘", "〚", "｛", "［", "｢", "(", "[", "{", "‘", "“",
    ]
}
