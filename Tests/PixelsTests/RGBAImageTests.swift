import Pixels
import Testing

@Suite struct RGBAImageTests {
    /// Equality compares a word at a time, then the bytes after the last whole word: one byte changed anywhere (in
    /// a word, in the tail of a 3×1 image's 12 bytes) makes images unequal, and so does the same bytes at another size.
    @Test(arguments: [0, 5, 7, 8, 11])
    func oneChangedByteMakesImagesUnequal(byte: Int) throws {
        let image = RGBAImage(width: 3, height: 1, fill: RGBA8(10, 20, 30, 255))
        var changed = image
        changed.bytes[byte] ^= 1
        #expect(image == RGBAImage(width: 3, height: 1, fill: RGBA8(10, 20, 30, 255)))
        #expect(image != changed)
        let wide = RGBAImage(width: 2, height: 1, fill: RGBA8(1, 2, 3, 4))
        let tall = try #require(RGBAImage(width: 1, height: 2, bytes: wide.bytes))
        #expect(wide != tall)
    }

    @Test func fillSetsEveryPixel() {
        let image = RGBAImage(width: 3, height: 2, fill: RGBA8(1, 2, 3, 4))
        #expect(image.bytes == Array(repeating: [1, 2, 3, 4] as [UInt8], count: 6).flatMap { $0 })
    }

    @Test func subscriptAddressesRowMajorPixels() {
        var image = RGBAImage(width: 3, height: 2)
        image[2, 1] = RGBA8(9, 8, 7, 6)
        #expect(Array(image.bytes[20..<24]) == [9, 8, 7, 6])
        #expect(image[2, 1] == RGBA8(9, 8, 7, 6))
        #expect(image[0, 0] == RGBA8(0, 0, 0, 0))
    }

    @Test func wrappingRejectsWrongByteCount() {
        #expect(RGBAImage(width: 2, height: 2, bytes: [UInt8](repeating: 0, count: 15)) == nil)
        #expect(RGBAImage(width: 2, height: 2, bytes: [UInt8](repeating: 0, count: 16)) != nil)
    }

    @Test func descriptionIsUpperCaseHex() {
        #expect(RGBA8(255, 10, 0, 128).description == "#FF0A0080")
    }
}
