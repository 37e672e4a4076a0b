import Pixels

/// Integer box-filter reduction, averaging premultiplied pixels: deterministic and free of the
/// dark fringes straight-alpha averaging leaves at transparent edges.
public enum Downscale {
    public static func image(_ image: RGBAImage, by factor: Int) -> RGBAImage {
        guard factor > 1 else { return image }
        let width = (image.width + factor - 1) / factor
        let height = (image.height + factor - 1) / factor
        var output = RGBAImage(width: width, height: height)
        image.bytes.withUnsafeBufferPointer { source in
            output.bytes.withUnsafeMutableBufferPointer { target in
                for row in 0..<height {
                    for column in 0..<width {
                        var r = 0, g = 0, b = 0, a = 0, count = 0
                        for y in (row * factor)..<min((row + 1) * factor, image.height) {
                            for x in (column * factor)..<min((column + 1) * factor, image.width) {
                                let index = (y * image.width + x) * 4
                                let alpha = Int(source[index + 3])
                                r += Int(source[index]) * alpha
                                g += Int(source[index + 1]) * alpha
                                b += Int(source[index + 2]) * alpha
                                a += alpha
                                count += 1
                            }
                        }
                        let index = (row * width + column) * 4
                        if a > 0 {
                            target[index] = UInt8((r + a / 2) / a)
                            target[index + 1] = UInt8((g + a / 2) / a)
                            target[index + 2] = UInt8((b + a / 2) / a)
                            target[index + 3] = UInt8((a + count / 2) / count)
                        }
                    }
                }
            }
        }
        return output
    }
}
