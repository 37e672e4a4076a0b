import Pixels
import Raster
import Spec
import Testing

/// A canvas's journal is every call that changed it, with its arguments: equal journals come from
/// the same drawing, any changed argument changes the journal, and drawing it cannot describe (an
/// image, a mask of unknown origin) leaves it incomplete rather than wrong.
@Suite struct PaintJournalTests {
    let blue = SRGBColor(red: 0, green: 0.3137, blue: 0.702)
    let glyph = PaintJournal.MaskSource(weight: 3, font: 0, glyph: 36, pixelSize: 51, subpixelX: 2)

    private func drawn(_ color: SRGBColor, radius: Double = 6, sigma: Double = 2, source: PaintJournal.MaskSource?) -> Canvas {
        var canvas = Canvas(width: 40, height: 30, filledWith: SRGBColor(red: 1, green: 1, blue: 1))
        canvas.blur(under: .roundedRect(x: 2, y: 2, width: 30, height: 20, radius: radius), sigma: sigma)
        canvas.fill(.inset(.roundedRect(x: 2, y: 2, width: 30, height: 20, radius: radius), width: 1.5), color: color)
        canvas.composite(coverage: [255, 128, 0, 64], width: 2, height: 2, x: 5, y: 5, color: color, source: source)
        return canvas
    }

    @Test func theSameDrawingGivesTheSameJournalAndAnyChangedArgumentAnother() {
        let base = drawn(blue, source: glyph)
        #expect(base.journal.isComplete && base.journal == drawn(blue, source: glyph).journal)
        let variants = [
            drawn(SRGBColor(red: 0, green: 0.3137, blue: 0.7021), source: glyph),
            drawn(blue, radius: 6.5, source: glyph),
            drawn(blue, sigma: 3, source: glyph),
            drawn(blue, source: PaintJournal.MaskSource(weight: 6, font: 0, glyph: 36, pixelSize: 51, subpixelX: 2)),
            drawn(blue, source: PaintJournal.MaskSource(weight: 3, font: 1, glyph: 36, pixelSize: 51, subpixelX: 2)),
            drawn(blue, source: PaintJournal.MaskSource(weight: 3, font: 0, glyph: 37, pixelSize: 51, subpixelX: 2)),
            drawn(blue, source: PaintJournal.MaskSource(weight: 3, font: 0, glyph: 36, pixelSize: 51.5, subpixelX: 2)),
            drawn(blue, source: PaintJournal.MaskSource(weight: 3, font: 0, glyph: 36, pixelSize: 51, subpixelX: 3)),
        ]
        for (index, variant) in variants.enumerated() {
            #expect(variant.journal.isComplete && variant.journal != base.journal, "variant \(index)")
        }
        // Another size or starting colour is another canvas.
        #expect(Canvas(width: 40, height: 30).journal != Canvas(width: 40, height: 31).journal)
        #expect(Canvas(width: 40, height: 30).journal != Canvas(width: 40, height: 30, filledWith: blue).journal)
        #expect(
            Canvas(width: 40, height: 30).journal
                == Canvas(width: 40, height: 30, filledWith: SRGBColor(red: 0, green: 0, blue: 0, alpha: 0)).journal)
    }

    @Test func drawingTheJournalCannotDescribeMakesItIncomplete() {
        #expect(!drawn(blue, source: nil).journal.isComplete)
        var covered = Canvas(width: 8, height: 8)
        covered.drawCovering(RGBAImage(width: 2, height: 2, fill: RGBA8(10, 20, 30)))
        #expect(!covered.journal.isComplete && covered.journal.bytes.isEmpty)
        var composited = Canvas(width: 8, height: 8, filledWith: blue)
        composited.composite(image: RGBAImage(width: 2, height: 2, fill: RGBA8(10, 20, 30)), x: 1, y: 1)
        composited.fill(.rect(x: 0, y: 0, width: 2, height: 2), color: blue)
        #expect(!composited.journal.isComplete)
    }
}
