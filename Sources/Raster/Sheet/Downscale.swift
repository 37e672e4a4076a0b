import Pixels

/// Integer box-filter reduction, averaging premultiplied pixels: deterministic and free of the
/// dark fringes straight-alpha averaging leaves at transparent edges.
public enum Downscale {
    /// `plain` (optional) names rows known to be one colour: blocks made only of those are that colour
    /// and are not read.
    public static func image(_ image: RGBAImage, by factor: Int, plain: PlainRows? = nil) -> RGBAImage {
        guard factor > 1 else { return image }
        let width = (image.width + factor - 1) / factor
        let height = (image.height + factor - 1) / factor
        var output = RGBAImage(width: width, height: height)
        let rowBytes = image.width * 4
        // Per output row, its input rows' bytes summed column by column (a loop the compiler
        // vectorises). Where every pixel of those rows is opaque — the usual case — every weight is
        // the same and a block's average is its plain sum over its count; otherwise the block row is
        // averaged weighted by alpha, pixel by pixel.
        let columnSums = UnsafeMutablePointer<UInt16>.allocate(capacity: max(rowBytes, 1))
        defer { columnSums.deallocate() }
        image.bytes.withUnsafeBufferPointer { source in
            output.bytes.withUnsafeMutableBufferPointer { target in
                guard let base = source.baseAddress else { return }
                for row in 0..<height {
                    let first = row * factor, rows = min(factor, image.height - first)
                    if let plain, plain.arePlain(first..<(first + rows)) {
                        // Every pixel of the block is the plain colour, so its average is that colour.
                        guard plain.color.alpha > 0 else { continue }
                        for column in 0..<width {
                            let index = (row * width + column) * 4
                            target[index] = plain.color.red
                            target[index + 1] = plain.color.green
                            target[index + 2] = plain.color.blue
                            target[index + 3] = plain.color.alpha
                        }
                        continue
                    }
                    if factor * factor * 255 <= Int(UInt16.max) {
                        columnSums.update(repeating: 0, count: rowBytes)
                        for y in first..<(first + rows) {
                            let line = base + y * rowBytes
                            for index in 0..<rowBytes { columnSums[index] &+= UInt16(line[index]) }
                        }
                        var opaque = true
                        for x in 0..<image.width where Int(columnSums[x * 4 + 3]) != rows * 255 {
                            opaque = false
                            break
                        }
                        if opaque {
                            for column in 0..<width {
                                let start = column * factor, end = min(start + factor, image.width), count = (end - start) * rows
                                var r = 0, g = 0, b = 0
                                for x in start..<end {
                                    r += Int(columnSums[x * 4])
                                    g += Int(columnSums[x * 4 + 1])
                                    b += Int(columnSums[x * 4 + 2])
                                }
                                let index = (row * width + column) * 4
                                target[index] = UInt8((r + count / 2) / count)
                                target[index + 1] = UInt8((g + count / 2) / count)
                                target[index + 2] = UInt8((b + count / 2) / count)
                                target[index + 3] = 255
                            }
                            continue
                        }
                    }
                    for column in 0..<width {
                        let start = column * factor, end = min(start + factor, image.width)
                        var r = 0, g = 0, b = 0, a = 0
                        for y in first..<(first + rows) {
                            for x in start..<end {
                                let index = (y * image.width + x) * 4
                                let alpha = Int(source[index + 3])
                                r += Int(source[index]) * alpha
                                g += Int(source[index + 1]) * alpha
                                b += Int(source[index + 2]) * alpha
                                a += alpha
                            }
                        }
                        let count = (end - start) * rows, index = (row * width + column) * 4
                        guard a > 0 else { continue }
                        target[index] = UInt8((r + a / 2) / a)
                        target[index + 1] = UInt8((g + a / 2) / a)
                        target[index + 2] = UInt8((b + a / 2) / a)
                        target[index + 3] = UInt8((a + count / 2) / count)
                    }
                }
            }
        }
        return output
    }
}
