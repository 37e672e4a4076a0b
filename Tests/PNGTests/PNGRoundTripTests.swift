import Foundation
import Pixels
import Testing
@testable import PNG

@Suite("PNG round trip")
struct PNGRoundTripTests {
    @Test(
        "encode then decode gives back the same pixels",
        arguments: [
            (1, 1), (2, 3), (7, 5), (16, 16), (33, 9), (1, 40),
        ])
    func lossless(width: Int, height: Int) throws {
        let image = Support.patternImage(width: width, height: height, seed: UInt64(width * 100 + height))
        for compression in [PNGCompression.default, .smallest] {
            let bytes = try PNG.encode(image, compression: compression)
            let decoded = try PNG.decode(bytes)
            #expect(decoded == image)
        }
    }

    @Test("alpha 0 keeps its colour and partial alpha is not premultiplied")
    func straightAlpha() throws {
        var image = RGBAImage(width: 4, height: 1)
        image[0, 0] = RGBA8(255, 128, 7, 0)
        image[1, 0] = RGBA8(255, 128, 7, 1)
        image[2, 0] = RGBA8(255, 128, 7, 127)
        image[3, 0] = RGBA8(255, 128, 7, 254)
        let decoded = try PNG.decode(try PNG.encode(image))
        #expect(decoded == image)
    }

    @Test("encoding is deterministic")
    func deterministic() throws {
        let image = Support.patternImage(width: 12, height: 7)
        #expect(try PNG.encode(image) == PNG.encode(image))
        // An equal image built separately encodes to the same bytes too.
        let copy = RGBAImage(width: 12, height: 7, bytes: image.bytes)!
        #expect(try PNG.encode(copy) == PNG.encode(image))
    }

    @Test("the signature and IHDR are exactly as expected: 8-bit RGBA, not interlaced")
    func headerBytes() throws {
        let bytes = try PNG.encode(RGBAImage(width: 3, height: 2, fill: RGBA8(1, 2, 3, 4)))
        let expected: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A,  // signature
            0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,  // length 13, "IHDR"
            0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00, 0x02,  // width 3, height 2
            0x08, 0x06, 0x00, 0x00, 0x00,  // depth 8, colour type 6 (RGBA), deflate, filter 0, no interlace
            0x9D, 0x74, 0x66, 0x1A,  // CRC
        ]
        #expect(Array(bytes.prefix(expected.count)) == expected)
    }

    @Test("an opaque image is written as 8-bit RGB and reads back with alpha 255")
    func opaqueImagesAreRGB() throws {
        var image = Support.patternImage(width: 7, height: 5)
        for index in stride(from: 3, to: image.bytes.count, by: 4) { image.bytes[index] = 255 }
        let bytes = try PNG.encode(image)
        #expect(bytes[24] == 8 && bytes[25] == 2, "depth 8, colour type 2 (RGB)")
        #expect(try PNG.decode(bytes) == image)
        // One pixel short of opaque keeps the alpha channel.
        image.bytes[3] = 254
        let translucent = try PNG.encode(image)
        #expect(translucent[25] == 6)
        #expect(try PNG.decode(translucent) == image)
    }

    @Test("only fixed chunks are written: no time, text or other variable chunks")
    func chunks() throws {
        let bytes = try PNG.encode(Support.patternImage(width: 5, height: 5))
        let types = Support.chunkTypes(bytes)
        #expect(types.filter { $0 != "IDAT" } == ["IHDR", "sRGB", "IEND"])
        #expect(types.contains("IDAT"))
        for variable in ["tIME", "tEXt", "zTXt", "iTXt", "pHYs"] { #expect(!types.contains(variable)) }
    }

    @Test("write then read gives back the image and pngcheck accepts the file")
    func fileRoundTrip() throws {
        let directory = try Support.temporaryDirectory()
        defer { Support.remove(directory) }
        let image = Support.patternImage(width: 10, height: 6)
        let path = directory + "/image.png"
        try PNG.write(image, to: path)
        #expect(try PNG.read(contentsOf: path) == image)
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == PNG.encode(image))
        #expect(Support.contents(ofDirectory: directory) == ["image.png"])
    }

    @Test("pngcheck accepts what the encoder writes", .enabled(if: Support.pngcheckPath != nil))
    func pngcheckAccepts() throws {
        let directory = try Support.temporaryDirectory()
        defer { Support.remove(directory) }
        for (index, size) in [(1, 1), (9, 7), (64, 3)].enumerated() {
            for compression in [PNGCompression.default, .smallest] {
                let path = directory + "/\(index)-\(compression).png"
                try PNG.write(Support.patternImage(width: size.0, height: size.1), to: path, compression: compression)
                let result = try Support.pngcheck(path)
                #expect(result.status == 0, "\(result.output)")
            }
        }
    }

    /// An image of `colors` colours (some not opaque when `translucent`), in stripes and a diagonal.
    static func fewColors(_ colors: Int, translucent: Bool, width: Int = 40, height: Int = 20) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let color = (x * 7 + y * 3 + (x == y ? 1 : 0)) % colors
                let alpha: UInt8 = translucent && color % 3 == 1 ? UInt8(color * 5 % 256) : 255
                image[x, y] = RGBA8(UInt8(color % 256), UInt8(color / 256 * 200), UInt8(color * 11 % 256), alpha)
            }
        }
        return image
    }

    @Test(
        "every encoder mode gives back the exact pixels: 1, 2, 4 and 8-bit palettes, RGB and RGBA",
        arguments: [1, 2, 3, 4, 5, 16, 17, 255, 256, 257], [false, true])
    func everyModeRoundTrips(colors: Int, translucent: Bool) throws {
        let image = Self.fewColors(colors, translucent: translucent)
        #expect(Set((0..<image.height).flatMap { y in (0..<image.width).map { image[$0, y] } }).count == colors)
        for compression in [PNGCompression.default, .smallest] {
            #expect(try PNG.decode(try PNG.encode(image, compression: compression)) == image, "\(compression), \(colors) colours")
        }
    }

    @Test("the smallest encoding is a palette image (PLTE, and tRNS only for colours that are not opaque) up to 256 colours")
    func smallestUsesAPaletteUpTo256Colours() throws {
        func chunks(_ bytes: [UInt8]) -> (colorType: UInt8, bitDepth: UInt8, types: [String]) {
            var types: [String] = []
            var offset = 8
            while offset + 8 <= bytes.count {
                let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
                types.append(String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self))
                offset += 12 + length
            }
            return (bytes[25], bytes[24], types.filter { $0 != "IDAT" })
        }
        let opaque = chunks(try PNG.encode(Self.fewColors(4, translucent: false), compression: .smallest))
        #expect(opaque.colorType == 3 && opaque.bitDepth == 2 && opaque.types == ["IHDR", "sRGB", "PLTE", "IEND"])
        let translucent = chunks(try PNG.encode(Self.fewColors(17, translucent: true), compression: .smallest))
        #expect(translucent.colorType == 3 && translucent.bitDepth == 8 && translucent.types == ["IHDR", "sRGB", "PLTE", "tRNS", "IEND"])
        let many = chunks(try PNG.encode(Self.fewColors(257, translucent: false), compression: .smallest))
        #expect(many.colorType == 2 && many.bitDepth == 8)
        let manyTranslucent = chunks(try PNG.encode(Self.fewColors(257, translucent: true), compression: .smallest))
        #expect(manyTranslucent.colorType == 6)
        let image = Self.fewColors(16, translucent: true)
        #expect(try PNG.encode(image, compression: .smallest) == PNG.encode(image, compression: .smallest))
    }
}
