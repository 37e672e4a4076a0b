import Foundation
import Testing
import Text

/// Inter, then Noto Sans Arabic and Noto Sans Hebrew (Debian's fonts-inter and fonts-noto-core): the
/// stack the fixture was shaped with, named here so the test does not depend on other installed fonts.
let interArabicHebrew: TextEngine? = {
    let noto = FontStack.notoDirectory
    let arabic = "\(noto)/NotoSansArabic-Regular.ttf"
    let hebrew = "\(noto)/NotoSansHebrew-Regular.ttf"
    guard FileManager.default.fileExists(atPath: arabic), FileManager.default.fileExists(atPath: hebrew) else { return nil }
    return try? TextEngine(
        stack: FontStack(primary: .inter(), fallbacks: [FontSet(files: [.regular: arabic]), FontSet(files: [.regular: hebrew])]))
}()

/// One glyph as hb-shape prints it, with the font and the run's first byte from the fixture's columns.
private struct ReferenceGlyph: Equatable, CustomStringConvertible {
    var font: Int
    var glyph: UInt32
    var cluster: Int
    var advance: Int
    var xOffset: Int
    var yOffset: Int
    var description: String { "font \(font) glyph \(glyph) cluster \(cluster) advance \(advance) offset (\(xOffset), \(yOffset))" }
}

/// The fixture: each line, its paragraph direction, and its runs' glyphs in visual order.
private struct ReferenceLine {
    var text: String
    var direction: TextDirection
    var glyphs: [ReferenceGlyph] = []
}

private func referenceLines() throws -> [ReferenceLine] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/hb-shape-mixed-direction.txt")
    var lines: [ReferenceLine] = []
    for row in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where !row.hasPrefix("#") {
        let columns = row.split(separator: " ", maxSplits: 2)
        if columns[0] == "line" {
            lines.append(ReferenceLine(text: String(columns[2]), direction: columns[1] == "rtl" ? .rightToLeft : .leftToRight))
            continue
        }
        let font = Int(columns[0])!
        let start = Int(columns[1])!
        let glyphs = try #require(try JSONSerialization.jsonObject(with: Data(columns[2].utf8)) as? [[String: Int]])
        for glyph in glyphs {
            lines[lines.count - 1].glyphs.append(
                ReferenceGlyph(
                    font: font, glyph: UInt32(glyph["g"]!), cluster: start + glyph["cl"]!, advance: glyph["ax"]!,
                    xOffset: glyph["dx"]!, yOffset: glyph["dy"]!))
        }
    }
    return lines
}

// Issue 15: text is shaped right to left by HarfBuzz with its bidi runs split correctly. The fixture is
// HarfBuzz's own output (hb-shape) for each run of two mixed-direction lines, in the visual order the
// bidi algorithm gives (Fixtures/hb-shape-mixed-direction.sh says how it was made and why that order).
@Suite("Bidi runs shaped as HarfBuzz shapes them", .enabled(if: interArabicHebrew != nil, "needs fonts-noto-core"))
struct BidiShapingTests {
    @Test("a mixed-direction line has HarfBuzz's glyphs, clusters and advances, run by run in visual order")
    func matchesHBShape() throws {
        let engine = try #require(interArabicHebrew)
        let lines = try referenceLines()
        #expect(lines.map(\.text) == ["ادفع 25 USD الآن", "Pay שקל 10 now"])
        for line in lines {
            let size = 17.0
            let run = try engine.shape(line.text, weight: .regular, size: size)
            let glyphs = try run.glyphs.map { glyph in
                let upem = Double(try engine.unitsPerEm(weight: .regular, font: glyph.font))
                func units(_ points: Double) -> Int { Int((points * upem / size).rounded()) }
                return ReferenceGlyph(
                    font: glyph.font, glyph: glyph.glyph, cluster: glyph.cluster, advance: units(glyph.xAdvance),
                    xOffset: units(glyph.xOffset), yOffset: units(glyph.yOffset))
            }
            #expect(glyphs == line.glyphs, "\(line.text)")
            #expect(run.direction == line.direction)
            let width = try line.glyphs.reduce(0.0) {
                $0 + Double($1.advance) * size / Double(try engine.unitsPerEm(weight: .regular, font: $1.font))
            }
            #expect(abs(run.width - width) < 1e-9)
        }
    }

    @Test("a paragraph's direction is its first strong character's; digits alone have none")
    func naturalDirection() {
        #expect(TextEngine.naturalDirection(of: "ادفع 25 USD") == .rightToLeft)
        #expect(TextEngine.naturalDirection(of: "25 USD ادفع") == .leftToRight)
        #expect(TextEngine.naturalDirection(of: "(42) שלום") == .rightToLeft)
        #expect(TextEngine.naturalDirection(of: "42 – 7") == nil)
    }

    @Test("a right-to-left paragraph given for neutral text puts its runs right to left")
    func givenDirection() throws {
        let engine = try #require(interArabicHebrew)
        // "1 2" in a right-to-left paragraph: the space takes level 1, so "2" is drawn left of "1".
        let run = try engine.shape("1 2", weight: .regular, size: 17, direction: .rightToLeft)
        #expect(run.glyphs.map(\.cluster) == [2, 1, 0])
        #expect(run.direction == .rightToLeft)
        let ltr = try engine.shape("1 2", weight: .regular, size: 17)
        #expect(ltr.glyphs.map(\.cluster) == [0, 1, 2])
        #expect(ltr.direction == .leftToRight)
    }
}

// Issue 15: a line's directions are resolved on its whole paragraph (UAX #9: resolve the paragraph's
// levels, then break it into lines, then reorder each line), not on the line alone.
@Suite("A line ordered as in its paragraph", .enabled(if: interArabicHebrew != nil, "needs fonts-noto-core"))
struct ParagraphBidiShapingTests {
    // "Send to أحمد 050 123 4567": a left-to-right paragraph; the digits follow an Arabic word, so they are
    // Arabic numbers (W2) and the spaces between them, between two numbers, right to left (N1): the whole
    // "أحمد 050 123 4567" reads right to left, drawn "4567 123 050 دمحأ".
    static let paragraph = "Send to أحمد 050 123 4567"
    /// "050 123 4567": UTF-8 bytes 17…28 of the paragraph.
    static let secondLine = 17..<29

    @Test("the digits on the second line keep their Arabic context: drawn 4567 123 050")
    func secondLineInItsParagraph() throws {
        let engine = try #require(interArabicHebrew)
        #expect(Array(Self.paragraph.utf8)[Self.secondLine].elementsEqual("050 123 4567".utf8))
        let line = try engine.shapeLine(
            Self.secondLine, of: Self.paragraph, weight: .regular, size: 17, direction: .leftToRight, language: "en")
        #expect(line.glyphs.map(\.cluster) == [8, 9, 10, 11, 7, 4, 5, 6, 3, 0, 1, 2])
        #expect(line.glyphs.allSatisfy { $0.font == 0 })
        #expect(line.direction == .leftToRight)
        // The same text as a paragraph of its own has no Arabic before it: left to right, in logical order.
        let alone = try engine.shape("050 123 4567", weight: .regular, size: 17, direction: .leftToRight, language: "en")
        #expect(alone.glyphs.map(\.cluster) == Array(0..<12))
        // Same glyphs, same width (summed over five runs rather than one): only the order differs.
        #expect(line.glyphs.map(\.glyph).sorted() == alone.glyphs.map(\.glyph).sorted())
        #expect(abs(line.width - alone.width) < 1e-9)
    }

    @Test("the first line, and a line that is the whole paragraph, are shaped as before")
    func otherLines() throws {
        let engine = try #require(interArabicHebrew)
        let first = try engine.shapeLine(0..<16, of: Self.paragraph, weight: .regular, size: 17, direction: .leftToRight, language: "en")
        #expect(first == (try engine.shape("Send to أحمد", weight: .regular, size: 17, direction: .leftToRight, language: "en")))
        let whole = try engine.shapeLine(
            0..<Self.paragraph.utf8.count, of: Self.paragraph, weight: .regular, size: 17, direction: nil, language: nil)
        #expect(whole == (try engine.shape(Self.paragraph, weight: .regular, size: 17)))
    }

    @Test("a line that is not whole characters of its paragraph is an error")
    func badLine() throws {
        let engine = try #require(interArabicHebrew)
        #expect(
            throws: TextError.invalidArgument("a line must be UTF-8 offsets of whole characters within its paragraph (0...29), got 9..<12")
        ) {
            try engine.shapeLine(9..<12, of: Self.paragraph, weight: .regular, size: 17, direction: nil, language: nil)
        }
        #expect(
            throws: TextError.invalidArgument("a line must be UTF-8 offsets of whole characters within its paragraph (0...29), got 17..<30")
        ) {
            try engine.shapeLine(17..<30, of: Self.paragraph, weight: .regular, size: 17, direction: nil, language: nil)
        }
    }
}
