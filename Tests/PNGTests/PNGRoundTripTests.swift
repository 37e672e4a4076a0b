import Foundation
import Pixels
import Testing
@testable import PNG

@Suite("PNG round trip")
struct PNGRoundTripTests {
    @Test("encode then decode gives back the same pixels", arguments: [
        (1, 1), (2, 3), (7, 5), (16, 16), (33, 9), (1, 40),
    ])
    func lossless(width: Int, height: Int) throws {
        let image = Support.patternImage(width: width, height: height, seed: UInt64(width * 100 + height))
        for compression in [PNGCompression.default, .fast] {
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
        #expect(try PNG.encode(image, compression: .fast) == PNG.encode(image, compression: .fast))
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

    @Test("fast compression round-trips and really is a different setting")
    func fastCompression() throws {
        var image = RGBAImage(width: 64, height: 64)
        for y in 0..<64 {
            for x in 0..<64 { image[x, y] = RGBA8(UInt8(x * 4), UInt8(y * 4), UInt8((x + y) * 2), 255) }
        }
        let normal = try PNG.encode(image)
        let fast = try PNG.encode(image, compression: .fast)
        #expect(try PNG.decode(fast) == image)
        #expect(fast != normal)
        // A smooth gradient is where filtering pays off: the default setting is smaller.
        #expect(fast.count > normal.count)
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
            for compression in [PNGCompression.default, .fast] {
                let path = directory + "/\(index)-\(compression).png"
                try PNG.write(Support.patternImage(width: size.0, height: size.1), to: path, compression: compression)
                let result = try Support.pngcheck(path)
                #expect(result.status == 0, "\(result.output)")
            }
        }
    }
}
