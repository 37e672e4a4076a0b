import Pixels
import Testing
@testable import PNG

/// Bands compressed on their own and joined are one ordinary PNG of the whole image.
@Suite("PNG bands")
struct PNGBandTests {
    /// An opaque image with runs of repeated rows (spliced by the encoder) and rows that change.
    static func image(width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let flat = (y / 5) % 2 == 0
                image[x, y] = flat ? RGBA8(230, 230, 235, 255) : RGBA8(UInt8(x * 7 % 256), UInt8(y * 13 % 256), UInt8((x + y) % 256), 255)
            }
        }
        return image
    }

    static func rows(_ image: RGBAImage, _ range: Range<Int>) -> RGBAImage {
        RGBAImage(
            width: image.width, height: range.count,
            bytes: Array(image.bytes[(range.lowerBound * image.width * 4)..<(range.upperBound * image.width * 4)]))!
    }

    @Test("bands joined decode to the whole image, however it is cut", arguments: [[40], [1, 39], [10, 10, 10, 10], [3, 17, 1, 19]])
    func joinedBandsDecodeToTheImage(cuts: [Int]) throws {
        let image = Self.image(width: 24, height: 40)
        var start = 0
        var bands: [PNGBand] = []
        for (index, count) in cuts.enumerated() {
            bands.append(try PNG.compress(band: Self.rows(image, start..<(start + count)), isLast: index == cuts.count - 1))
            start += count
        }
        let bytes = try PNG.encode(bands: bands)
        #expect(try PNG.decode(bytes) == image)
        // 8-bit RGB: the colour type byte of IHDR is 2.
        #expect(bytes[25] == 2)
    }

    @Test("one band is the same file as encoding the image whole, but for the first row's filter")
    func oneBandDecodesLikeTheWholeImage() throws {
        let image = Self.image(width: 9, height: 12)
        #expect(try PNG.decode(try PNG.encode(bands: [PNG.compress(band: image, isLast: true)])) == PNG.decode(PNG.encode(image)))
    }

    @Test("a band with a translucent pixel, bands of different widths and a last band before the end are refused")
    func misuseIsRefused() throws {
        var translucent = Self.image(width: 4, height: 2)
        translucent[3, 1] = RGBA8(1, 2, 3, 200)
        #expect(throws: PNGError.invalidImage(reason: "a band of a sheet has a pixel that is not opaque; bands are encoded as RGB")) {
            try PNG.compress(band: translucent, isLast: true)
        }
        let wide = try PNG.compress(band: Self.image(width: 5, height: 2), isLast: false)
        let narrow = try PNG.compress(band: Self.image(width: 4, height: 2), isLast: true)
        let reason = "the bands of an image must share its width, and only the last may end it"
        #expect(throws: PNGError.invalidImage(reason: reason)) { try PNG.encode(bands: [wide, narrow]) }
        let early = try PNG.compress(band: Self.image(width: 4, height: 2), isLast: true)
        #expect(throws: PNGError.invalidImage(reason: reason)) { try PNG.encode(bands: [early, narrow]) }
        #expect(throws: PNGError.invalidImage(reason: "an image needs at least one band")) { try PNG.encode(bands: []) }
    }
}
