import Pixels
import Testing

@Suite struct RGBAImageTests {
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
