/// An image of 8-bit sRGB pixels with straight (non-premultiplied) alpha, stored row by row
/// as R, G, B, A bytes. This is the currency between the rasterizer, the PNG codec, the checks
/// and the golden comparison.
package struct RGBAImage: Sendable, Equatable, Hashable {
    package let width: Int
    package let height: Int
    /// `width * height * 4` bytes, top row first.
    package var bytes: [UInt8]

    /// An image filled with one colour (transparent black by default).
    package init(width: Int, height: Int, fill: RGBA8 = RGBA8(0, 0, 0, 0)) {
        precondition(width >= 0 && height >= 0, "image dimensions must not be negative")
        self.width = width
        self.height = height
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        if fill != RGBA8(0, 0, 0, 0) {
            for index in stride(from: 0, to: bytes.count, by: 4) {
                bytes[index] = fill.red
                bytes[index + 1] = fill.green
                bytes[index + 2] = fill.blue
                bytes[index + 3] = fill.alpha
            }
        }
        self.bytes = bytes
    }

    /// Wraps existing bytes; returns nil when their count is not `width * height * 4`.
    package init?(width: Int, height: Int, bytes: [UInt8]) {
        guard width >= 0, height >= 0, bytes.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    package subscript(x: Int, y: Int) -> RGBA8 {
        get {
            let index = (y * width + x) * 4
            return RGBA8(bytes[index], bytes[index + 1], bytes[index + 2], bytes[index + 3])
        }
        set {
            let index = (y * width + x) * 4
            bytes[index] = newValue.red
            bytes[index + 1] = newValue.green
            bytes[index + 2] = newValue.blue
            bytes[index + 3] = newValue.alpha
        }
    }
}
