import Pixels

/// Integer box-filter reduction, averaging premultiplied pixels: deterministic and free of the
/// dark fringes straight-alpha averaging leaves at transparent edges.
package enum Downscale {
    /// `plain` (optional) names rows known to be one colour: blocks made only of those are that colour
    /// and are not read. `maximumHeight` (optional) keeps only that many rows of the result, and the
    /// rows of the image below them are not read.
    package static func image(_ image: RGBAImage, by factor: Int, plain: PlainRows? = nil, maximumHeight: Int? = nil) -> RGBAImage {
        guard factor > 1 else {
            guard let maximumHeight, maximumHeight < image.height else { return image }
            return RGBAImage(
                width: image.width, height: max(0, maximumHeight), bytes: Array(image.bytes[..<(image.width * max(0, maximumHeight) * 4)]))!
        }
        let width = (image.width + factor - 1) / factor
        let height = min((image.height + factor - 1) / factor, max(0, maximumHeight ?? Int.max))
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
                    let first = row * factor
                    let rows = min(factor, image.height - first)
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
                            // Dividing by the block's pixel count as a multiply: exact for every sum
                            // up to 256 · count while count < 4096 (see `Reciprocal`).
                            var divisor = Reciprocal(factor * rows)
                            for column in 0..<width {
                                let start = column * factor
                                let end = min(start + factor, image.width)
                                let count = (end - start) * rows
                                if count != divisor.divisor { divisor = Reciprocal(count) }
                                var r = 0
                                var g = 0
                                var b = 0
                                for x in start..<end {
                                    r += Int(columnSums[x * 4])
                                    g += Int(columnSums[x * 4 + 1])
                                    b += Int(columnSums[x * 4 + 2])
                                }
                                let index = (row * width + column) * 4
                                target[index] = UInt8(divisor.quotient(r + count / 2))
                                target[index + 1] = UInt8(divisor.quotient(g + count / 2))
                                target[index + 2] = UInt8(divisor.quotient(b + count / 2))
                                target[index + 3] = 255
                            }
                            continue
                        }
                    }
                    for column in 0..<width {
                        let start = column * factor
                        let end = min(start + factor, image.width)
                        var r = 0
                        var g = 0
                        var b = 0
                        var a = 0
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
                        let count = (end - start) * rows
                        let index = (row * width + column) * 4
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

/// Division by a small constant as a multiply and a shift: `quotient(n)` is `n / divisor` for
/// 0 ≤ n < 2³² / divisor (with m = ⌈2³² / d⌉ = (2³² + e) / d, e < d, n·m / 2³² = n/d + n·e / (d·2³²), and
/// the error term stays below 1/d when n < 2³²/d, so the floor is unchanged). A block sum is at most
/// 255 · count + count / 2, well inside that bound for any count below 4096.
struct Reciprocal {
    let divisor: Int
    private let multiplier: UInt64

    init(_ divisor: Int) {
        precondition(divisor > 0 && divisor < 4096, "Reciprocal is exact for divisors 1..<4096")
        self.divisor = divisor
        multiplier = ((UInt64(1) << 32) + UInt64(divisor) - 1) / UInt64(divisor)
    }

    @inline(__always)
    func quotient(_ value: Int) -> Int {
        Int((UInt64(truncatingIfNeeded: value) &* multiplier) >> 32)
    }
}
