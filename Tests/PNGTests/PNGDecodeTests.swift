import Foundation
import Pixels
import Testing
@testable import PNG

/// Decoding of the fixtures made by Fixtures/generate.py: every colour type, bit depth, tRNS
/// variant and interlacing, compared with the exact pixels listed in Fixtures/expected.json.
@Suite("PNG decoding")
struct PNGDecodeTests {
    struct Expected: Decodable {
        let width: Int
        let height: Int
        let rgba: String

        var bytes: [UInt8] {
            var result: [UInt8] = []
            var characters = rgba.makeIterator()
            while let high = characters.next(), let low = characters.next() {
                result.append(UInt8(String([high, low]), radix: 16)!)
            }
            return result
        }
    }

    static let expected: [String: Expected] = {
        let url = Support.fixtures.appendingPathComponent("expected.json")
        guard let data = try? Data(contentsOf: url),
            let table = try? JSONDecoder().decode([String: Expected].self, from: data)
        else { return [:] }
        return table
    }()

    static let names = expected.keys.sorted()

    /// 16-bit interlaced images with an alpha channel go through libpng's premultiplied 16-bit
    /// path (see `PNG`), where exactness is not promised.
    static func isPremultipliedPath(_ name: String) -> Bool {
        (name.hasPrefix("graya-16") || name.hasPrefix("rgba-16")) && name.contains("-i")
    }

    @Test("the fixture table is complete: 5 colour types, every depth, interlaced or not")
    func fixtureTable() {
        #expect(Self.names.count >= 50)
        for type in ["gray", "rgb", "palette", "graya", "rgba"] {
            let depths = [
                "gray": [1, 2, 4, 8, 16], "rgb": [8, 16], "palette": [1, 2, 4, 8],
                "graya": [8, 16], "rgba": [8, 16],
            ][type]!
            for depth in depths {
                #expect(Self.expected["\(type)-\(depth).png"] != nil)
                #expect(Self.expected["\(type)-\(depth)-i.png"] != nil)
            }
        }
    }

    @Test("every fixture decodes to its exact expected pixels", arguments: names.filter { !isPremultipliedPath($0) })
    func exactPixels(name: String) throws {
        let expected = try #require(Self.expected[name])
        let image = try PNG.decode(try Support.fixture(name), source: name)
        #expect(image.width == expected.width)
        #expect(image.height == expected.height)
        #expect(image.bytes == expected.bytes, "\(name): first difference at byte \(firstDifference(image.bytes, expected.bytes))")
    }

    @Test(
        "16-bit interlaced with alpha: alpha exact, colour within 1, transparent pixels (0,0,0,0)",
        arguments: names.filter(isPremultipliedPath))
    func premultipliedPath(name: String) throws {
        let expected = try #require(Self.expected[name]).bytes
        let image = try PNG.decode(try Support.fixture(name), source: name)
        #expect(image.bytes.count == expected.count)
        var inexact = 0
        for index in stride(from: 0, to: min(image.bytes.count, expected.count), by: 4) {
            #expect(image.bytes[index + 3] == expected[index + 3])
            for channel in 0..<3 {
                let got = Int(image.bytes[index + channel])
                let want = Int(expected[index + channel])
                if expected[index + 3] == 0 {
                    #expect(got == 0)
                } else {
                    #expect(abs(got - want) <= 1, "\(name) byte \(index + channel): \(got) vs \(want)")
                    if got != want { inexact += 1 }
                }
            }
        }
        // Off-by-one only happens where alpha is small (a handful of channels here).
        #expect(inexact * 20 <= expected.count)
    }

    @Test(
        "interlaced and non-interlaced versions decode identically",
        arguments: names.filter {
            $0.hasSuffix("-i.png") && !isPremultipliedPath($0)
        })
    func interlacingDoesNotMatter(name: String) throws {
        let plain = name.replacingOccurrences(of: "-i.png", with: ".png")
        #expect(try PNG.decode(Support.fixture(name)) == PNG.decode(Support.fixture(plain)))
    }

    @Test("sub-8-bit grey is scaled by bit replication")
    func lowBitDepthScaling() throws {
        // Pixel (0,0) holds 0 and pixel (1,0) the maximum sample value in every fixture.
        for depth in [1, 2, 4, 8, 16] {
            let image = try PNG.decode(try Support.fixture("gray-\(depth).png"))
            #expect(image[0, 0] == RGBA8(0, 0, 0, 255))
            #expect(image[1, 0] == RGBA8(255, 255, 255, 255))
        }
        // Intermediate values: 2-bit 1 -> 85, 4-bit -> multiples of 17.
        let twoBit = try PNG.decode(try Support.fixture("gray-2.png"))
        let fourBit = try PNG.decode(try Support.fixture("gray-4.png"))
        for y in 0..<twoBit.height {
            for x in 0..<twoBit.width {
                #expect([0, 85, 170, 255].contains(twoBit[x, y].red))
                #expect(fourBit[x, y].red % 17 == 0)
            }
        }
    }

    @Test("16-bit samples scale to (v * 255 + 32767) / 65535 for all 65536 values, with no gamma")
    func sixteenBitScaling() throws {
        // 256x256 grey, sample value y * 256 + x.
        let image = try PNG.decode(try Support.fixture("gray-16-all-values.png"))
        #expect(image.width == 256 && image.height == 256)
        var wrong = 0
        for value in 0..<65536 {
            let want = UInt8((value * 255 + 32767) / 65535)
            let pixel = image[value % 256, value / 256]
            if pixel != RGBA8(want, want, want, 255) { wrong += 1 }
        }
        #expect(wrong == 0)
        // The value that shows a gamma conversion most: 0x8080 is 128, not libpng's linear 186.
        #expect(image[0x80, 0x80] == RGBA8(128, 128, 128, 255))
    }

    @Test(
        "gAMA, sRGB and cHRM-style colour chunks do not change the pixels",
        arguments: [
            ("rgb-8-gama100000.png", "rgb-8.png"),
            ("rgb-16-gama100000.png", "rgb-16.png"),
            ("rgba-8-gama55556.png", "rgba-8.png"),
            ("palette-8-gama100000.png", "palette-8.png"),
            ("gray-16-srgb.png", "gray-16.png"),
        ])
    func colourChunksIgnored(withChunk: String, without: String) throws {
        #expect(try PNG.decode(Support.fixture(withChunk)) == PNG.decode(Support.fixture(without)))
    }

    @Test("our own encoder's gAMA/sRGB/cHRM chunks are ignored the same way")
    func ownChunksIgnored() throws {
        let image = Support.patternImage(width: 4, height: 4)
        #expect(try PNG.decode(PNG.encode(image)) == image)
    }

    @Test("palette fixtures: tRNS shorter than the palette leaves the rest opaque")
    func paletteTransparency() throws {
        let image = try PNG.decode(try Support.fixture("palette-2-trns.png"))
        // generate.py: indices 0, 1, 2 have alpha 0, 128, 255; index 3 has no tRNS entry.
        let alphas = Set(stride(from: 3, to: image.bytes.count, by: 4).map { image.bytes[$0] })
        #expect(alphas.isSubset(of: [0, 128, 255]))
        #expect(alphas.contains(0) && alphas.contains(128))
    }

    @Test("tRNS in 16-bit grey and RGB keeps the transparent colour, interlaced or not")
    func sixteenBitTransparency() throws {
        for name in ["gray-16-trns", "rgb-16-trns"] {
            let plain = try PNG.decode(try Support.fixture(name + ".png"))
            let interlaced = try PNG.decode(try Support.fixture(name + "-i.png"))
            #expect(plain == interlaced)
            #expect(plain[2, 0].alpha == 0)
        }
    }

    private func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
        zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
    }
}
