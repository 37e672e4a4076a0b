import JSON
import Layout
import Pixels
@testable import Raster
import Spec
import Testing
@testable import Checks

/// The worst pixel of a text is found as a plain scan of every covered pixel finds it, however the
/// measurement skips ahead (uncovered runs, runs on one background).
struct TextContrastMeasurementTests {
    static func paint(width: Int, height: Int, coverage: [UInt8], background: [RGBA8]) -> TextPaint {
        var image = RGBAImage(width: width, height: height)
        for index in background.indices { image[index % width, index / width] = background[index] }
        return TextPaint(
            nodeID: "t", role: .part(.title), owner: ElementReference(index: 0), sourcePath: "$.content",
            sourceLocation: SourceLocation(line: 1, column: 1), region: PixelRect(x: 10, y: 20, width: width, height: height),
            background: image, coverage: coverage,
            glyphs: [GlyphPaint(region: PixelRect(x: 0, y: 0, width: width, height: height), characters: "A")],
            color: SRGBColor(red: 0.1, green: 0.1, blue: 0.1), pointSize: 17, isBold: false)
    }

    /// The first covered pixel with the lowest ratio, by the definition.
    static func worstByScan(_ paint: TextPaint) -> (x: Int, y: Int, ratio: Double)? {
        var worst: (index: Int, ratio: Double)?
        for index in paint.coverage.indices where paint.coverage[index] > 0 {
            let pixel = paint.background[index % paint.region.width, index / paint.region.width]
            let colour = SRGBColor(red8: pixel.red, green8: pixel.green, blue8: pixel.blue, alpha: 1)
            let ratio = WCAGContrast.ratio(StoredPixel.composite(paint.color, over: colour), colour)
            if worst == nil || ratio < worst!.ratio { worst = (index, ratio) }
        }
        return worst.map { (paint.region.x + $0.index % paint.region.width, paint.region.y + $0.index / paint.region.width, $0.ratio) }
    }

    @Test(arguments: [0, 1, 7, 8, 9, 23, 31, 38])
    func aLighterPixelAnywhereIsFoundWhereTheScanFindsIt(lighter: Int) throws {
        let width = 13
        let height = 3
        let count = width * height
        let white = RGBA8(255, 255, 255, 255)
        let grey = RGBA8(120, 120, 120, 255)
        // Runs of uncovered pixels, runs on one background, and one darker background pixel to find.
        var coverage = [UInt8](repeating: 0, count: count)
        for index in 0..<count where index % 11 < 6 || index == lighter { coverage[index] = index % 3 == 0 ? 255 : 90 }
        var background = [RGBA8](repeating: white, count: count)
        background[lighter] = grey
        let paint = Self.paint(width: width, height: height, coverage: coverage, background: background)
        let measured = try #require(TextContrastMeasurement.measure(paint))
        let expected = try #require(Self.worstByScan(paint))
        #expect(measured.x == expected.x && measured.y == expected.y)
        #expect(measured.ratio == expected.ratio)
        #expect(measured.x == 10 + lighter % width && measured.y == 20 + lighter / width)
    }

    @Test func uncoveredTextHasNoMeasurement() {
        let paint = Self.paint(
            width: 9, height: 2, coverage: [UInt8](repeating: 0, count: 18),
            background: [RGBA8](repeating: RGBA8(0, 0, 0, 255), count: 18))
        #expect(TextContrastMeasurement.measure(paint) == nil)
    }
}
