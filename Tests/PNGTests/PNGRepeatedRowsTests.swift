import Foundation
import Pixels
import Testing

@testable import PNG

/// The encoder writes runs of rows equal to the row above as deflate blocks of its own (back-
/// references one byte back under Huffman codes made for them) between zlib's blocks. These
/// images exercise that splice: runs of every length, widths around the limits where it applies,
/// opaque (RGB) and translucent (RGBA) pixels, and the decoder must give back every pixel.
@Suite struct PNGRepeatedRowsTests {
    /// An image whose rows come in runs of repeated rows (lengths from `runs`, cycled).
    private func image(width: Int, height: Int, runs: [Int], opaque: Bool, seed: UInt64) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        var state = seed
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        var y = 0
        var run = 0
        while y < height {
            let length = runs[run % runs.count]
            run += 1
            var row = (0..<(width * 4)).map { _ in next() }
            if opaque { for x in 0..<width { row[x * 4 + 3] = 255 } }
            for _ in 0..<length where y < height {
                image.bytes.replaceSubrange((y * width * 4)..<((y + 1) * width * 4), with: row)
                y += 1
            }
        }
        return image
    }

    @Test("runs of repeated rows round-trip exactly", arguments: [1, 5, 6, 87, 300, 1179])
    func repeatedRows(width: Int) throws {
        for opaque in [true, false] {
            for runs in [[1], [2], [3, 1], [40, 2, 1], [200]] {
                let original = image(width: width, height: 120, runs: runs, opaque: opaque, seed: UInt64(width))
                let bytes = try PNG.encode(original)
                #expect(bytes[25] == (opaque ? 2 : 6))
                #expect(try PNG.decode(bytes) == original, "width \(width), runs \(runs), opaque \(opaque)")
            }
        }
    }

    @Test("rows the canvas knows are plain are not compared, and the file is the same")
    func plainRowsGiveTheSameBytes() throws {
        for opaque in [true, false] {
            let color = RGBA8(30, 60, 90, opaque ? 255 : 200)
            var original = RGBAImage(width: 300, height: 40, fill: color)
            let drawn = image(width: 300, height: 3, runs: [1], opaque: opaque, seed: 4)
            original.bytes.replaceSubrange((10 * 300 * 4)..<(13 * 300 * 4), with: drawn.bytes)
            let plain = PlainRows(changed: [10..<13], color: color)
            let bytes = try PNG.encode(original, plain: plain)
            #expect(bytes == (try PNG.encode(original)))
            #expect(try PNG.decode(bytes) == original)
        }
    }

    @Test("rows wider than deflate's 32 KiB window are encoded without the splice")
    func wideRows() throws {
        let original = image(width: 11_000, height: 6, runs: [3], opaque: true, seed: 9)
        #expect(try PNG.decode(try PNG.encode(original)) == original)
    }

    @Test("a flat image is mostly spliced rows, small and exact")
    func flatImage() throws {
        let original = RGBAImage(width: 1179, height: 2556, fill: RGBA8(242, 242, 247, 255))
        let bytes = try PNG.encode(original)
        #expect(try PNG.decode(bytes) == original)
        // 2,555 repeated rows at a few bytes each, against 9 MB of pixels.
        #expect(bytes.count < 16_000, "\(bytes.count) bytes")
    }

    @Test("pngcheck accepts spliced streams", .enabled(if: Support.pngcheckPath != nil))
    func pngcheckAcceptsSplices() throws {
        let directory = try Support.temporaryDirectory()
        defer { Support.remove(directory) }
        for (index, runs) in [[1], [7, 1], [120]].enumerated() {
            let path = directory + "/\(index).png"
            try PNG.write(image(width: 300, height: 120, runs: runs, opaque: index != 1, seed: 3), to: path)
            let result = try Support.pngcheck(path)
            #expect(result.status == 0, "\(result.output)")
        }
    }
}
