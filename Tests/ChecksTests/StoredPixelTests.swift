import JSON
import Layout
import Pixels
@testable import Raster
import Spec
import Testing
@testable import Checks

/// Contrast is measured on the 8-bit pixels the PNG stores, not on an unrounded blend: the printed
/// colours are the measured ones, so a printed pair gives back its printed ratio.
struct StoredPixelTests {
    static func hex(_ text: String) throws -> SRGBColor { try ColorParsing.parse(text, appearance: .light) }

    /// One fully covered glyph pixel of `text` over a `background` pixel.
    static func measure(_ text: SRGBColor, over background: RGBA8) throws -> TextContrastMeasurement {
        var image = RGBAImage(width: 1, height: 1)
        image[0, 0] = background
        let paint = TextPaint(
            nodeID: "t", role: .part(.title), owner: ElementReference(index: 0), sourcePath: "$.content",
            sourceLocation: SourceLocation(line: 1, column: 1), region: PixelRect(x: 0, y: 0, width: 1, height: 1),
            background: image, coverage: [255],
            glyphs: [GlyphPaint(region: PixelRect(x: 0, y: 0, width: 1, height: 1), characters: "A")],
            color: text, pointSize: 17, isBold: false)
        return try #require(TextContrastMeasurement.measure(paint))
    }

    @Test func translucentBlackOnFCFCFCIsStoredAs757575AndFails() throws {
        let measured = try Self.measure(Self.hex("#00000089"), over: RGBA8(0xFC, 0xFC, 0xFC))
        #expect(measured.text.description == "#757575")
        #expect(measured.background.description == "#FCFCFC")
        // The unrounded blend (#747474.9…) passes at 4.516:1; the stored pixel fails, as opaque #757575 does.
        #expect(NumberFormat.ratio(measured.ratio) == "4.49:1")
        #expect(measured.ratio < WCAGContrast.normalTextMinimumRatio)
        let opaque = try Self.measure(Self.hex("#757575"), over: RGBA8(0xFC, 0xFC, 0xFC))
        #expect(measured.ratio == opaque.ratio)
        #expect(measured.apca == opaque.apca)
    }

    @Test func tertiaryLabelOnTheDisabledFillReproducesItsPrintedRatio() throws {
        let measured = try Self.measure(Self.hex("#3C3C434D"), over: RGBA8(0xEF, 0xEF, 0xF0))
        #expect(measured.text.description == "#B9B9BC" && measured.background.description == "#EFEFF0")
        #expect(measured.ratio == WCAGContrast.ratio(try Self.hex("#B9B9BC"), try Self.hex("#EFEFF0")))
        #expect(String(format: "%.3f", measured.ratio) == "1.703")
    }

    @Test func aDarkPairReproducesItsPrintedRatio() throws {
        let measured = try Self.measure(Self.hex("#EBEBF54D"), over: RGBA8(0x28, 0x2C, 0x3C))
        let printed = WCAGContrast.ratio(try Self.hex(measured.text.description), try Self.hex(measured.background.description))
        #expect(measured.ratio == printed)
        #expect(WCAGContrast.ratio(try Self.hex("#626573"), try Self.hex("#282C3C")) < 2.395)
    }

    /// Every printed pair, over a sweep of translucent colours and backgrounds, gives back its ratio exactly.
    @Test(arguments: [0x00, 0x33, 0x7F, 0xC8, 0xFF])
    func printedPairsReproduceTheirRatios(level: Int) throws {
        for alpha in stride(from: 0x10, through: 0xF0, by: 0x1F) {
            let text = SRGBColor(red8: UInt8(255 - level), green8: UInt8(level / 2), blue8: 0x80, alpha: Double(alpha) / 255)
            let measured = try Self.measure(text, over: RGBA8(UInt8(level), 0xEE, UInt8(level / 3)))
            let printed = WCAGContrast.ratio(try Self.hex(measured.text.description), try Self.hex(measured.background.description))
            #expect(measured.ratio == printed)
            #expect(
                measured.apca
                    == APCAContrast.lightness(
                        text: try Self.hex(measured.text.description),
                        background: try Self.hex(measured.background.description)))
        }
    }

    @Test func aTranslucentPixelIsShownOverWhiteAsStored() {
        #expect(StoredPixel.color(RGBA8(0, 0, 0, 0x80)).description == "#7F7F7F")
        #expect(StoredPixel.color(RGBA8(10, 20, 30, 255)) == SRGBColor(red8: 10, green8: 20, blue8: 30))
    }
}
