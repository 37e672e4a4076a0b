import Foundation
import Testing
import Text

/// Inter, then Noto Sans Arabic and Noto Sans Hebrew (Debian's fonts-inter and fonts-noto-core): the
/// stack the fixture was shaped with, named here so the test does not depend on other installed fonts.
let interArabicHebrew: TextEngine? = {
    let noto = FontStack.notoDirectory
    let arabic = "\(noto)/NotoSansArabic-Regular.ttf", hebrew = "\(noto)/NotoSansHebrew-Regular.ttf"
    guard FileManager.default.fileExists(atPath: arabic), FileManager.default.fileExists(atPath: hebrew) else { return nil }
    return try? TextEngine(stack: FontStack(primary: .inter(), fallbacks: [FontSet(files: [.regular: arabic]), FontSet(files: [.regular: hebrew])]))
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
        let font = Int(columns[0])!, start = Int(columns[1])!
        let glyphs = try #require(try JSONSerialization.jsonObject(with: Data(columns[2].utf8)) as? [[String: Int]])
        for glyph in glyphs {
            lines[lines.count - 1].glyphs.append(ReferenceGlyph(
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
            let glyphs = run.glyphs.map { glyph in
                let upem = Double(engine.unitsPerEm(weight: .regular, font: glyph.font))
                func units(_ points: Double) -> Int { Int((points * upem / size).rounded()) }
                return ReferenceGlyph(font: glyph.font, glyph: glyph.glyph, cluster: glyph.cluster, advance: units(glyph.xAdvance),
                                      xOffset: units(glyph.xOffset), yOffset: units(glyph.yOffset))
            }
            #expect(glyphs == line.glyphs, "\(line.text)")
            #expect(run.direction == line.direction)
            let width = line.glyphs.reduce(0.0) { $0 + Double($1.advance) * size / Double(engine.unitsPerEm(weight: .regular, font: $1.font)) }
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
