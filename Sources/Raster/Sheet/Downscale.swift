import Pixels

/// Integer box-filter reduction, averaging premultiplied pixels: deterministic and free of the
/// dark fringes straight-alpha averaging leaves at transparent edges.
public enum Downscale {
    public static func image(_ image: RGBAImage, by factor: Int) -> RGBAImage {
        guard factor > 1 else { return image }
        let width = (image.width + factor - 1) / factor
        let height = (image.height + factor - 1) / factor
        var output = RGBAImage(width: width, height: height)
        // Per output row: the sums of its block's input rows, accumulated row by row in memory order.
        let sums = UnsafeMutablePointer<Int>.allocate(capacity: width * 5)
        defer { sums.deallocate() }
        image.bytes.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { source in
                var all: UInt32 = 0xFF00_0000
                for word in source { all &= word }
                let opaque = all == 0xFF00_0000
                output.bytes.withUnsafeMutableBufferPointer { target in
                    for row in 0..<height {
                        sums.update(repeating: 0, count: width * 5)
                        for y in (row * factor)..<min((row + 1) * factor, image.height) {
                            let line = y * image.width
                            if opaque, factor <= 256 {
                                // Every alpha is 255, so the weighted sums are plain sums: red and blue, then
                                // green and alpha, two 16-bit lanes a word (at most 256 × 255 fits).
                                for column in 0..<width {
                                    var redBlue: UInt32 = 0, greenAlpha: UInt32 = 0
                                    let end = min((column + 1) * factor, image.width)
                                    for x in (column * factor)..<end {
                                        let word = source[line + x]
                                        redBlue &+= word & 0x00FF_00FF
                                        greenAlpha &+= word >> 8 & 0x00FF_00FF
                                    }
                                    let sum = sums + column * 5, count = end - column * factor
                                    sum[0] += Int(redBlue & 0xFFFF) * 255
                                    sum[1] += Int(greenAlpha & 0xFFFF) * 255
                                    sum[2] += Int(redBlue >> 16) * 255
                                    sum[3] += count * 255
                                    sum[4] += count
                                }
                                continue
                            }
                            for column in 0..<width {
                                var r = 0, g = 0, b = 0, a = 0
                                let end = min((column + 1) * factor, image.width)
                                for x in (column * factor)..<end {
                                    let word = source[line + x]
                                    let alpha = Int(word >> 24)
                                    r += Int(word & 0xFF) * alpha
                                    g += Int(word >> 8 & 0xFF) * alpha
                                    b += Int(word >> 16 & 0xFF) * alpha
                                    a += alpha
                                }
                                let sum = sums + column * 5
                                sum[0] += r; sum[1] += g; sum[2] += b; sum[3] += a; sum[4] += end - column * factor
                            }
                        }
                        for column in 0..<width {
                            let sum = sums + column * 5, index = (row * width + column) * 4, alpha = sum[3]
                            guard alpha > 0 else { continue }
                            target[index] = UInt8((sum[0] + alpha / 2) / alpha)
                            target[index + 1] = UInt8((sum[1] + alpha / 2) / alpha)
                            target[index + 2] = UInt8((sum[2] + alpha / 2) / alpha)
                            target[index + 3] = UInt8((alpha + sum[4] / 2) / sum[4])
                        }
                    }
                }
            }
        }
        return output
    }
}
