import Foundation
import Pixels
import Testing
@testable import PNG

/// Damaged, truncated and non-PNG input: always a clear `PNGError`, never a crash or a hang.
@Suite("PNG decoding errors")
struct PNGErrorTests {
    /// The decode error for `bytes`, or nil if it decoded.
    private func error(_ bytes: [UInt8], source: String? = "goldens/x.png") -> PNGError? {
        do {
            _ = try PNG.decode(bytes, source: source)
            return nil
        } catch {
            return error
        }
    }

    /// Byte offsets of each chunk's CRC in a PNG stream.
    private func crcOffsets(_ bytes: [UInt8]) -> [(type: String, offset: Int)] {
        var result: [(String, Int)] = []
        var offset = 8
        while offset + 8 <= bytes.count {
            let length =
                Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16
                | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            result.append((type, offset + 8 + length))
            offset += 12 + length
        }
        return result
    }

    // MARK: Exact messages

    @Test("empty input")
    func empty() {
        #expect(error([]) == .empty(source: "goldens/x.png"))
        #expect(error([])?.description == "goldens/x.png: empty file (0 bytes), not a PNG")
    }

    @Test("not a PNG: text, JPEG, garbage, a lone byte")
    func badSignature() {
        let inputs: [[UInt8]] = [
            Array("hello, this is not a picture".utf8),
            [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46],
            (0..<100).map { UInt8(truncatingIfNeeded: $0 &* 37) },
            [0x00],
        ]
        for input in inputs {
            #expect(error(input) == .notPNG(source: "goldens/x.png"))
        }
        #expect(error(Array("GIF89a".utf8))?.description == "goldens/x.png: not a PNG file (bad signature)")
        // Without a source the message has no prefix.
        #expect(error([1, 2, 3], source: nil)?.description == "not a PNG file (bad signature)")
    }

    @Test("zlib data check failure is reported with libpng's message")
    func badAdler() throws {
        let bytes = try Support.fixture("corrupt/bad-adler.png")
        #expect(error(bytes) == .corrupt(source: "goldens/x.png", reason: "IDAT: incorrect data check"))
        #expect(error(bytes)?.description == "goldens/x.png: corrupt PNG: IDAT: incorrect data check")
    }

    @Test("bad IHDR CRC")
    func badHeaderCRC() throws {
        #expect(
            error(try Support.fixture("corrupt/bad-ihdr-crc.png"))?.description
                == "goldens/x.png: corrupt PNG: IHDR: CRC error")
    }

    @Test("invalid IHDR fields are named")
    func badHeader() throws {
        #expect(
            error(try Support.fixture("corrupt/bad-ihdr-depth.png"))?.description
                == "goldens/x.png: corrupt PNG: IHDR: bit depth 3 is not allowed for colour type 2")
        #expect(
            error(try Support.fixture("corrupt/bad-ihdr-width0.png"))?.description
                == "goldens/x.png: corrupt PNG: IHDR: invalid size 0x4 (each side must be 1 to 2^31-1)")
    }

    /// Issue 26, item 6: libpng inflates every byte of the image data after the last row (a 63 MB file
    /// took 155 s). Past 1 MiB more than the rows need the file is refused, and found so without
    /// inflating the rest; a little extra, which libpng only warns about, is decoded as before.
    @Test("image data going on after the last row is refused at once")
    func excessImageData() throws {
        let bytes = try Support.fixture("corrupt/excess-image-data.png")
        let clock = ContinuousClock()
        var refusal: PNGError?
        let elapsed = clock.measure { refusal = error(bytes) }
        #expect(
            refusal
                == .corrupt(
                    source: "goldens/x.png", reason: "IDAT: more than 1 MiB of image data after the last row (a 1x1 image needs 5 bytes)"))
        #expect(elapsed < .milliseconds(500), "\(elapsed)")
        let small = try PNG.decode(try Support.fixture("corrupt/small-excess-image-data.png"))
        #expect(small == RGBAImage(width: 1, height: 1, fill: RGBA8(255, 0, 0, 255)))
    }

    @Test("missing IDAT")
    func missingImageData() throws {
        #expect(
            error(try Support.fixture("corrupt/no-idat.png"))?.description
                == "goldens/x.png: corrupt PNG: no IDAT chunk (the file has no image data)")
    }

    @Test("a huge declared size is refused before allocating")
    func hugeDimensions() throws {
        let bytes = try Support.fixture("corrupt/huge-dimensions.png")
        #expect(error(bytes) == .tooLarge(source: "goldens/x.png", width: 100_000, height: 100_000))
        #expect(
            error(bytes)?.description == "goldens/x.png: image too large: 100000x100000 pixels; "
                + "the limits are 16,777,216 pixels and 16,384 pixels per side")
    }

    @Test(
        "sizes beyond the limits are refused, with the declared size in the error",
        arguments: [
            (UInt32(1_000_001), UInt32(1)), (1, 1_000_001), (20_000, 20_000), (0x7FFF_FFFF, 0x7FFF_FFFF),
            // Issue 12, item 9: a 32 KB PNG declaring 23,000 x 23,000 made `diff` allocate 2.1 GB.
            (16_385, 1), (1, 16_385), (4097, 4096), (23_000, 23_000),
        ])
    func sizeLimits(width: UInt32, height: UInt32) {
        let bytes = Support.png(width: width, height: height, rest: Support.chunk("IDAT", [0x78, 0x9C]) + Support.chunk("IEND", []))
        #expect(error(bytes) == .tooLarge(source: "goldens/x.png", width: Int(width), height: Int(height)))
    }

    @Test("a width of 2^31 or more is invalid, not just large")
    func widthOutOfRange() {
        let bytes = Support.png(width: 0x8000_0000, height: 1)
        #expect(
            error(bytes)?.description
                == "goldens/x.png: corrupt PNG: IHDR: invalid size 2147483648x1 (each side must be 1 to 2^31-1)")
    }

    @Test("the test helper builds valid PNGs (checks the CRC helper against a fixture)")
    func helperMatchesFixture() throws {
        let fixture = try Support.fixture("corrupt/no-idat.png")
        #expect(Support.png(width: 4, height: 4, depth: 8, colourType: 2) == fixture)
    }

    @Test("truncation messages")
    func truncationMessages() throws {
        let bytes = try Support.fixture("rgb-8.png")
        #expect(
            error(Array(bytes.prefix(8)))?.description
                == "goldens/x.png: corrupt PNG: truncated: only 8 bytes, no chunks")
        #expect(
            error(Array(bytes.prefix(60)))?.description
                == "goldens/x.png: corrupt PNG: truncated inside the IDAT chunk (the file has 60 bytes, the chunk ends at byte 252)")
        #expect(
            error(Array(bytes.prefix(40)))?.description
                == "goldens/x.png: corrupt PNG: truncated inside a chunk header (the file ends at byte 40)")
        #expect(
            error(Array(bytes.dropLast(12)))?.description
                == "goldens/x.png: corrupt PNG: truncated: no IEND chunk (the file ends at byte 252)")
    }

    // MARK: Exhaustive damage

    @Test(
        "every truncation of a valid file throws",
        arguments: [
            "rgb-8.png", "palette-2-trns-i.png", "gray-16-i.png", "rgba-16-i.png", "gray-1.png",
        ])
    func everyTruncation(name: String) throws {
        let bytes = try Support.fixture(name)
        #expect(try PNG.decode(bytes) == PNG.decode(bytes))  // the whole file is fine
        var decoded: [Int] = []
        for length in 0..<bytes.count where error(Array(bytes.prefix(length))) == nil {
            decoded.append(length)
        }
        #expect(decoded == [])
    }

    @Test("a flipped CRC in any chunk throws", arguments: ["rgb-8.png", "palette-8-trns.png", "rgb-8-gama100000.png"])
    func flippedCRC(name: String) throws {
        let bytes = try Support.fixture(name)
        for (type, offset) in crcOffsets(bytes) {
            var damaged = bytes
            damaged[offset + 3] ^= 0x01
            let failure = error(damaged)
            if ["gAMA", "sRGB", "cHRM", "iCCP"].contains(type) {
                // Colour chunks are dropped before libpng reads them (see PNG), CRC included.
                #expect(failure == nil, "\(type)")
            } else if type == "tRNS" {
                // libpng treats a bad CRC in an ancillary chunk as a warning and skips the chunk.
                #expect(failure == nil, "\(type)")
            } else {
                #expect(failure == .corrupt(source: "goldens/x.png", reason: "\(type): CRC error"), "\(type)")
            }
        }
    }

    @Test("flipping any single byte of a small file never crashes, and all critical damage throws")
    func everyByteFlipped() throws {
        let bytes = try Support.fixture("rgb-8.png")  // IHDR, IDAT, IEND only: all critical
        var survived: [Int] = []
        for index in bytes.indices {
            var damaged = bytes
            damaged[index] ^= 0xFF
            if error(damaged) == nil { survived.append(index) }
        }
        #expect(survived == [])
    }

    @Test("random damage with recomputed CRCs (reaching zlib and unfiltering) never crashes")
    func damageWithValidCRCs() throws {
        var state: UInt64 = 0x1234_5678
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        for name in ["rgb-8.png", "gray-16-i.png", "palette-4-i.png", "rgba-16-i.png", "graya-8.png"] {
            let original = try Support.fixture(name)
            for _ in 0..<150 {
                var damaged = original
                for _ in 0...next(3) { damaged[8 + next(damaged.count - 8)] = UInt8(next(256)) }
                Support.fixCRCs(&damaged)
                if let image = try? PNG.decode(damaged) {
                    #expect(image.bytes.count == image.width * image.height * 4)
                }
            }
        }
    }

    @Test("random bytes after a valid signature throw")
    func garbageAfterSignature() {
        var state: UInt32 = 12345
        for length in [1, 4, 12, 25, 100, 1000] {
            var bytes = ChunkScan.signature
            for _ in 0..<length {
                state = state &* 1_103_515_245 &+ 12345
                bytes.append(UInt8(truncatingIfNeeded: state >> 16))
            }
            #expect(error(bytes) != nil)
        }
    }

    @Test("data after IEND is ignored")
    func trailingData() throws {
        let bytes = try Support.fixture("rgb-8.png")
        #expect(try PNG.decode(bytes + [1, 2, 3, 4, 5]) == PNG.decode(bytes))
    }

    @Test("the first chunk must be IHDR")
    func firstChunkNotHeader() throws {
        let bytes = try Support.fixture("rgb-8.png")
        // Rename IHDR's type (the CRC no longer matches, but the structure check comes first).
        var damaged = bytes
        damaged[12...15] = [0x74, 0x45, 0x58, 0x74]  // "tEXt"
        #expect(error(damaged)?.description == "goldens/x.png: corrupt PNG: the first chunk is tEXt, not IHDR")
    }

    // MARK: Encoder input errors

    @Test("images that cannot be encoded")
    func invalidImages() {
        #expect(throws: PNGError.invalidImage(reason: "a PNG needs at least 1x1 pixels, this image is 0x3")) {
            try PNG.encode(RGBAImage(width: 0, height: 3))
        }
        var image = RGBAImage(width: 2, height: 2)
        image.bytes.removeLast()
        #expect(throws: PNGError.invalidImage(reason: "15 bytes for a 2x2 image, which needs 16 (4 per pixel)")) {
            try PNG.encode(image)
        }
        #expect(PNGError.invalidImage(reason: "x").description == "cannot encode image: x")
        #expect(throws: PNGError.tooLargeToEncode(width: 1_000_001, height: 1)) {
            try PNG.encode(RGBAImage(width: 1_000_001, height: 1))
        }
        #expect(
            PNGError.tooLargeToEncode(width: 1_000_001, height: 1).description
                == "image too large to encode: 1000001x1 pixels; the limits are 268435456 (2^28) pixels and 1000000 pixels per side")
    }
}
