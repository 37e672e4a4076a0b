import Spec
import Text

/// Breaks a text into lines that fit a width: at spaces, after hyphens and between the characters of
/// Chinese and Japanese text where their rules allow (`IdeographicBreaks`), by character when a
/// single word is wider than the line (flagged as clipped), always at a mandatory break (`Character.isNewline`:
/// line feed, carriage return, NEL, U+2028, U+2029, …), and with "…" when the line limit is
/// reached (flagged as truncated): the first lines are kept and the last holds the rest of the text,
/// cut at its end (tail), its start (head) or its middle. Every final line is shaped again on its own, so a
/// line's width is exactly HarfBuzz's width for that line's text; its characters' directions are those
/// of its whole paragraph (UAX #9 resolves a paragraph's levels, then breaks it into lines and reorders
/// each). The last line of a truncated text is resolved in the paragraph as drawn: the paragraph's text on
/// the kept lines before it, then the line ("…" and what it kept).
struct LineBreaker {
    struct Result {
        var lines: [(text: String, run: ShapedRun)]
        var truncated: Bool
        var brokenWord: Bool
        /// For a truncated text: how much wider its last line would have to be to hold the rest of the
        /// text, and how many lines the text needs at this width with no limit.
        var overflowWidth: Double = 0
        var linesNeeded: Int = 0
        /// The widest unbreakable piece (a word, spaces trimmed) of the paragraphs that had to be broken:
        /// the width a line needs so that none is broken between characters.
        var widestWord: Double = 0
    }

    let measurer: any TextMeasuring
    let weight: FontWeight
    let size: Double
    /// The screen's direction, the base direction of a paragraph without a strong character.
    var direction: TextDirection = .leftToRight
    /// The language the text is shaped in (a BCP 47 tag: the render's locale's), for a font's
    /// language-specific forms; `nil` lets the measurer choose by script.
    var language: String? = nil

    static let ellipsis = "…"
    /// Widths within this of the limit still fit (floating-point noise in summed advances).
    static let tolerance = 0.001

    /// `text` shaped on one line of a paragraph of base direction `paragraph`.
    func shape(_ text: String, paragraph: TextDirection) throws -> ShapedRun {
        try measurer.shape(text, weight: weight, size: size, direction: paragraph, language: language)
    }

    /// Where a line was cut from: its paragraph and the UTF-8 offset in it of the line's first character.
    private struct Origin {
        var paragraph: String
        var start: Int
    }

    /// A paragraph's base direction: its first strong character's (UAX #9 rules P2 and P3), else the screen's.
    func paragraphDirection(_ paragraph: String) -> TextDirection {
        TextEngine.naturalDirection(of: paragraph) ?? direction
    }

    func breakLines(_ text: String, maxWidth: Double, lineLimit: Int?, truncationMode: TruncationMode = .tail) throws -> Result {
        var pieces: [String] = []
        // Where each piece lies in its paragraph.
        var origins: [Origin] = []
        // The paragraph each line comes from: lines of one paragraph are consecutive slices of it.
        var paragraphs: [Int] = []
        // Each paragraph's base direction.
        var directions: [TextDirection] = []
        // Lines that end inside a word because the word alone is wider than the line.
        var brokenLines: Set<Int> = []
        var widestWord = 0.0
        // Every mandatory break of UAX #14 starts a line, as on iOS: line feed, CR LF (one Character),
        // CR, NEL (U+0085), vertical tab, form feed, U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR.
        for (number, paragraph) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            directions.append(paragraphDirection(String(paragraph)))
            let (lines, broken, widest) = try breakParagraph(String(paragraph), maxWidth: maxWidth, direction: directions[number])
            widestWord = max(widestWord, widest)
            brokenLines.formUnion(broken.map { $0 + pieces.count })
            pieces.append(contentsOf: lines.map(\.text))
            origins.append(contentsOf: lines.map { Origin(paragraph: String(paragraph), start: $0.start) })
            paragraphs.append(contentsOf: Array(repeating: number, count: lines.count))
        }
        var truncated = false
        var overflowWidth = 0.0
        let linesNeeded = pieces.count
        // A word cut at the line limit ends in "…" (truncated); only breaks before it clip.
        var brokenWord = !brokenLines.isEmpty
        if let lineLimit, pieces.count > lineLimit {
            truncated = true
            brokenWord = brokenLines.contains { $0 < lineLimit - 1 }
            let kept = Array(pieces.prefix(lineLimit - 1))
            // The text from the last kept line on, as written: lines of one paragraph put back
            // together exactly (their spaces are still in them), paragraphs joined by one space.
            var rest = ""
            for index in (lineLimit - 1)..<pieces.count {
                if index > lineLimit - 1, paragraphs[index] != paragraphs[index - 1] {
                    rest = rest.trimmingTrailingSpaces + " "
                }
                rest += pieces[index]
            }
            let restDirection = directions[paragraphs[lineLimit - 1]]
            let cut = try truncate(rest, maxWidth: maxWidth, mode: truncationMode, direction: restDirection)
            overflowWidth = try max(0, shape(rest.trimmingTrailingSpaces, paragraph: restDirection).width - maxWidth)
            pieces = kept + [cut]
            // The cut line's paragraph, as drawn: its text before the line (on the kept lines), then the line.
            let last = origins[lineLimit - 1]
            let before = String(decoding: Array(last.paragraph.utf8.prefix(last.start)), as: UTF8.self)
            origins = Array(origins.prefix(lineLimit - 1)) + [Origin(paragraph: before + cut, start: last.start)]
            paragraphs = Array(paragraphs.prefix(lineLimit))
        }
        let lines = try pieces.enumerated().map { index, piece -> (text: String, run: ShapedRun) in
            let trimmed = piece.trimmingTrailingSpaces
            let direction = directions[paragraphs[index]]
            let origin = origins[index]
            let line = origin.start..<(origin.start + trimmed.utf8.count)
            return (
                trimmed,
                try measurer.shapeLine(
                    line, of: origin.paragraph, weight: weight, size: size, direction: direction,
                    language: language)
            )
        }
        return Result(
            lines: lines, truncated: truncated, brokenWord: brokenWord, overflowWidth: overflowWidth,
            linesNeeded: truncated ? linesNeeded : lines.count, widestWord: widestWord)
    }

    /// `text` cut with "…" so that it fits: the most characters kept at its start (tail), its end
    /// (head), or both (middle: one more at the start when the count is odd).
    private func truncate(_ text: String, maxWidth: Double, mode: TruncationMode, direction: TextDirection) throws -> String {
        let characters = Array(text)
        func candidate(_ kept: Int) -> String {
            switch mode {
            case .tail:
                return String(characters[0..<kept]).trimmingTrailingSpaces + Self.ellipsis
            case .head:
                return Self.ellipsis + String(characters[(characters.count - kept)...]).trimmingLeadingSpaces
            case .middle:
                let front = (kept + 1) / 2
                return String(characters[0..<front]).trimmingTrailingSpaces + Self.ellipsis
                    + String(characters[(characters.count - (kept - front))...]).trimmingLeadingSpaces
            }
        }
        var low = 0
        var high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            if try shape(candidate(middle), paragraph: direction).width <= maxWidth + Self.tolerance {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return candidate(low)
    }

    /// One paragraph (no line breaks inside) into lines, each with the UTF-8 offset of its first character
    /// in the paragraph, the indices of lines that end mid-word, and the width of its widest word (0 when it fits
    /// on one line).
    private func breakParagraph(_ paragraph: String, maxWidth: Double, direction: TextDirection) throws
        -> ([(text: String, start: Int)], Set<Int>, Double)
    {
        if paragraph.isEmpty { return ([("", 0)], [], 0) }
        let run = try shape(paragraph, paragraph: direction)
        if run.width <= maxWidth + Self.tolerance { return ([(paragraph, 0)], [], 0) }

        // Advance of every character, from the glyphs of its cluster.
        let characters = Array(paragraph)
        var offsets: [Int] = []
        var offset = 0
        for character in characters {
            offsets.append(offset)
            offset += character.utf8.count
        }
        var advances = [Double](repeating: 0, count: characters.count)
        for glyph in run.glyphs {
            // The character whose UTF-8 range holds the cluster offset.
            var low = 0
            var high = offsets.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if offsets[middle] <= glyph.cluster { low = middle } else { high = middle - 1 }
            }
            advances[low] += glyph.xAdvance
        }

        // Segments end after a run of spaces, after a hyphen, or between two characters of Chinese or Japanese
        // text where a line may break (IdeographicBreaks).
        var segments: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            if character == "-" || character == "‐" {
                segments.append(start..<index)
                start = index
            } else if character == " " {
                while index < characters.count, characters[index] == " " { index += 1 }
                segments.append(start..<index)
                start = index
            } else if index < characters.count, IdeographicBreaks.allowsBreak(between: character, and: characters[index]) {
                segments.append(start..<index)
                start = index
            }
        }
        if start < characters.count { segments.append(start..<characters.count) }

        func width(_ range: Range<Int>, trimmingSpaces: Bool) -> Double {
            var end = range.upperBound
            if trimmingSpaces { while end > range.lowerBound, characters[end - 1] == " " { end -= 1 } }
            return advances[range.lowerBound..<end].reduce(0, +)
        }

        var lines: [(text: String, start: Int)] = []
        func line(_ range: Range<Int>) -> (text: String, start: Int) {
            (String(characters[range]), offsets[range.lowerBound])
        }
        var brokenLines: Set<Int> = []
        var lineStart = 0
        var lineEnd = 0
        var lineWidth = 0.0
        for segment in segments {
            let visible = width(segment, trimmingSpaces: true)
            if lineEnd > lineStart, lineWidth + visible > maxWidth + Self.tolerance {
                lines.append(line(lineStart..<lineEnd))
                lineStart = segment.lowerBound
                lineEnd = segment.lowerBound
                lineWidth = 0
            }
            if lineEnd == lineStart, visible > maxWidth + Self.tolerance {
                // A word wider than the line: break it between characters.
                var pieceStart = segment.lowerBound
                var pieceWidth = 0.0
                for position in segment where characters[position] != " " {
                    if position > pieceStart, pieceWidth + advances[position] > maxWidth + Self.tolerance {
                        brokenLines.insert(lines.count)
                        lines.append(line(pieceStart..<position))
                        pieceStart = position
                        pieceWidth = 0
                    }
                    pieceWidth += advances[position]
                }
                lineStart = pieceStart
                lineEnd = segment.upperBound
                lineWidth = width(pieceStart..<segment.upperBound, trimmingSpaces: false)
                continue
            }
            lineEnd = segment.upperBound
            lineWidth += width(segment, trimmingSpaces: false)
        }
        if lineEnd > lineStart { lines.append(line(lineStart..<lineEnd)) }
        let widestWord = segments.map { width($0, trimmingSpaces: true) }.max() ?? 0
        return (lines, brokenLines, widestWord)
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        String(reversed().drop(while: { $0 == " " }).reversed())
    }

    var trimmingLeadingSpaces: String {
        String(drop(while: { $0 == " " }))
    }
}
