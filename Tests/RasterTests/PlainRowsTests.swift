import Pixels
import Raster
import Spec
import Testing

/// A canvas made in one colour knows which rows drawing reached since; the sheet's reduction skips the
/// others, and must give the same pixels as reading them.
@Suite struct PlainRowsTests {
    @Test func drawingMarksTheRowsItReaches() throws {
        var canvas = Canvas(width: 40, height: 60, filledWith: SRGBColor(red: 0.9, green: 0.9, blue: 0.95))
        #expect(canvas.plainRows == PlainRows(changed: [], color: RGBA8(230, 230, 242, 255)))
        canvas.fill(.roundedRect(x: 4, y: 20.5, width: 30, height: 10, radius: 4), color: SRGBColor(red: 0, green: 0.3, blue: 0.7))
        canvas.composite(coverage: [255, 128], width: 2, height: 1, x: 3, y: 44, color: SRGBColor(red: 0, green: 0, blue: 0))
        #expect(canvas.plainRows?.changed == [20..<31, 44..<45])
        canvas.fillAll(SRGBColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(canvas.plainRows == nil)
    }

    @Test func reducingWithPlainRowsGivesTheSamePixels() throws {
        for (top, height) in [(0, 6), (13, 7), (25, 1), (54, 6)] {
            var canvas = Canvas(width: 37, height: 60, filledWith: SRGBColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
            canvas.fill(
                .roundedRect(x: 3.3, y: Double(top) + 0.25, width: 25, height: Double(height), radius: 2),
                color: SRGBColor(red: 1, green: 1, blue: 1))
            let image = canvas.image()
            let plain = try #require(canvas.plainRows)
            for factor in [2, 5, 6] {
                #expect(
                    Downscale.image(image, by: factor, plain: plain) == Downscale.image(image, by: factor),
                    "rows \(top)+\(height), ×\(factor)")
            }
        }
    }
}
