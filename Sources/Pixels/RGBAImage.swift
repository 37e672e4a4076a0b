/// An image of 8-bit sRGB pixels with straight (non-premultiplied) alpha, stored row by row
/// as R, G, B, A bytes. This is the currency between the rasterizer, the PNG codec, the checks
/// and the golden comparison.
package struct RGBAImage: Sendable, Equatable, Hashable {
    package let width: Int
    package let height: Int
    /// `width * height * 4` bytes, top row first.
    package var bytes: [UInt8]

    /// Same size and the same bytes, compared a word at a time: the synthesized comparison goes byte by byte, and
    /// the golden comparison asks it of every decoded golden (a tenth of `check --verify-pixels` at @3x).
    package static func == (lhs: RGBAImage, rhs: RGBAImage) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height, lhs.bytes.count == rhs.bytes.count else { return false }
        return lhs.bytes.withUnsafeBytes { left in
            rhs.bytes.withUnsafeBytes { right in
                let count = left.count
                var index = 0
                while index + 8 <= count {
                    if left.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                        != right.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    {
                        return false
                    }
                    index += 8
                }
                while index < count {
                    if left[index] != right[index] { return false }
                    index += 1
                }
                return true
            }
        }
    }

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
