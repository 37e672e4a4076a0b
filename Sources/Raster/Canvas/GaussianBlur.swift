/// The Gaussian blur behind glass and materials (`DrawOp.blur`), on a canvas's premultiplied words.
///
/// The Gaussian is computed as three successive box blurs in each direction, the approximation the W3C
/// Filter Effects spec gives for feGaussianBlur (box width d = ⌊σ·3·√(2π)/4 + 0.5⌋), with running
/// sums: linear in the area whatever σ, separable, and deterministic. Edges are clamped. A uniform
/// neighbourhood blurs to itself, so it is left as it is without computing. It changes pixels only:
/// the journal and the plain rows are `Canvas.apply(_:)`'s.
enum GaussianBlur {

    /// Replaces what is under `shape` (its pixels in `area`, inside `bounds`) with a Gaussian blur of
    /// it, standard deviation `sigma` pixels, blended by the shape's coverage.
    static func blur(
        _ buffer: UnsafeMutableBufferPointer<UInt32>, width: Int, bounds: PixelRect, area: PixelRect, shape: Shape,
        sigma: Double
    ) {
        let box = max(1, Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)))
        let reach = 3 * box + 2
        // Blur a margin around the shape so the kernel sees the real neighbourhood.
        let source = PixelRect(x: area.x - reach, y: area.y - reach, width: area.width + 2 * reach, height: area.height + 2 * reach)
            .intersection(bounds)
        let sw = source.width
        let sh = source.height
        let uniform = { () -> Bool in
            let first = buffer[source.y * width + source.x]
            for row in source.y..<source.maxY {
                for column in source.x..<source.maxX where buffer[row * width + column] != first { return false }
            }
            return true
        }()
        if uniform { return }
        // Odd d: three boxes of d, centred. Even d: two boxes of d, the first centred half a pixel to
        // the leading side and the second half a pixel to the trailing side, then one of d + 1,
        // centred — so the result stays centred.
        let passes: [(width: Int, leading: Int)] =
            box % 2 == 1
            ? [(box, box / 2), (box, box / 2), (box, box / 2)]
            : [(box, box / 2), (box, box / 2 - 1), (box + 1, box / 2)]
        // The area is blurred in bands of rows, each with `reach` rows of the real neighbourhood above
        // and below (more than the three vertical passes spread), so the work buffer stays a band's
        // size however large the shape. An area no taller than one band is blurred in one go. A band's
        // last `reach` rows are written only after the next band has read its neighbourhood, which must
        // be the pixels before the blur.
        let band = max(256, 2 * reach)
        var work = [SIMD4<Float>](repeating: .zero, count: sw * min(sh, band + 2 * reach))
        // Rows are blurred four at a time (four running sums in flight), columns in strips of `strip`
        // columns (a strip's rows stay in cache between the running sum's reads of them).
        var lines = [SIMD4<Float>](repeating: .zero, count: 4 * sw)
        let strip = min(sw, Self.strip)
        var sums = [SIMD4<Float>](repeating: .zero, count: strip)
        var ring = [SIMD4<Float>](repeating: .zero, count: strip * (box + 2))
        var pending: (rows: Range<Int>, words: [UInt32])?
        for top in stride(from: area.y, to: area.maxY, by: band) {
            let bottom = min(top + band, area.maxY)
            let window = max(source.y, top - reach)..<min(source.maxY, bottom + reach)
            let wh = window.count
            do {
                work.withUnsafeMutableBufferPointer { out in
                    for row in 0..<wh {
                        for column in 0..<sw {
                            let word = buffer[(row + window.lowerBound) * width + source.x + column]
                            out[row * sw + column] = SIMD4<Float>(
                                Float(word & 0xFF), Float(word >> 8 & 0xFF), Float(word >> 16 & 0xFF),
                                Float(word >> 24))
                        }
                    }
                }
            }
            if let held = pending {
                do {
                    for (offset, row) in held.rows.enumerated() {
                        for column in 0..<area.width { buffer[row * width + area.x + column] = held.words[offset * area.width + column] }
                    }
                }
                pending = nil
            }
            work.withUnsafeMutableBufferPointer { data in
                lines.withUnsafeMutableBufferPointer { lines in
                    sums.withUnsafeMutableBufferPointer { sums in
                        ring.withUnsafeMutableBufferPointer { ring in
                            let data = data.baseAddress!
                            let lines = lines.baseAddress!
                            let sums = sums.baseAddress!
                            let ring = ring.baseAddress!
                            for pass in passes {
                                var row = 0
                                while row + 4 <= wh {
                                    Self.boxBlurFourRows(data + row * sw, count: sw, width: pass.width, leading: pass.leading, lines: lines)
                                    row += 4
                                }
                                while row < wh {
                                    Self.boxBlurRow(data + row * sw, count: sw, width: pass.width, leading: pass.leading, line: lines)
                                    row += 1
                                }
                                for first in stride(from: 0, to: sw, by: strip) {
                                    Self.boxBlurColumns(
                                        data + first, stride: sw, width: min(strip, sw - first), height: wh,
                                        box: pass.width, leading: pass.leading, sums: sums, ring: ring)
                                }
                            }
                        }
                    }
                }
            }
            let rows = PixelRect(x: area.x, y: top, width: area.width, height: bottom - top)
            let mask = Canvas.coverage(of: shape, in: rows)
            let held = bottom < area.maxY ? max(top, bottom - reach)..<bottom : bottom..<bottom
            var heldWords = [UInt32](repeating: 0, count: held.count * area.width)
            work.withUnsafeBufferPointer { work in
                mask.withUnsafeBufferPointer { mask in
                    heldWords.withUnsafeMutableBufferPointer { heldWords in
                        for row in top..<bottom {
                            let blurredRow = work.baseAddress! + ((row - window.lowerBound) * sw + area.x - source.x)
                            let maskRow = mask.baseAddress! + (row - top) * area.width
                            // Rows the next band still reads are held back; the others written in place.
                            let out =
                                held.contains(row)
                                ? heldWords.baseAddress! + (row - held.lowerBound) * area.width
                                : buffer.baseAddress! + (row * width + area.x)
                            let old = buffer.baseAddress! + (row * width + area.x)
                            for column in 0..<area.width {
                                let coverage = UInt32(maskRow[column])
                                out[column] = coverage > 0 ? Self.mix(old[column], blurredRow[column], coverage: coverage) : old[column]
                            }
                        }
                    }
                }
            }
            if !held.isEmpty { pending = (held, heldWords) }
        }
    }

    /// Columns per strip of the vertical passes: 2 KiB of a row, so the rows a running sum reads
    /// again stay in the core's cache.
    static let strip = 128

    /// The blurred pixel mixed over the old one by the shape's coverage (1…255), the colour no more
    /// than the alpha (premultiplied).
    @inline(__always)
    private static func mix(_ old: UInt32, _ blurred: SIMD4<Float>, coverage: UInt32) -> UInt32 {
        var result: UInt32 = 0
        let alpha = UInt32(min(max(blurred[3], 0), 255) + 0.5)
        for channel in 0..<4 {
            let before = old >> UInt32(channel * 8) & 0xFF
            let after = UInt32(min(max(blurred[channel], 0), 255) + 0.5)
            let value = channel == 3 ? after : min(after, alpha)
            result |= Canvas.div255(before * (255 - coverage) + value * coverage) << UInt32(channel * 8)
        }
        return result
    }

    /// One box blur along a row of `count` pixels, in place, edges clamped: each output is the mean
    /// of `width` inputs, `leading` of them before it. `line`: room for a copy of the row.
    private static func boxBlurRow(
        _ data: UnsafeMutablePointer<SIMD4<Float>>, count: Int, width: Int, leading: Int,
        line: UnsafeMutablePointer<SIMD4<Float>>
    ) {
        line.update(from: data, count: count)
        let before = leading
        let after = width - 1 - leading
        let scale = SIMD4<Float>(repeating: 1 / Float(width))
        var sum = SIMD4<Float>.zero
        for offset in -before...after { sum += line[min(max(offset, 0), count - 1)] }
        for index in 0..<count {
            data[index] = sum * scale
            sum += line[min(index + after + 1, count - 1)] - line[max(index - before, 0)]
        }
    }

    /// `boxBlurRow` on four consecutive rows at once, the same arithmetic in the same order for each
    /// (so the same results): four independent running sums keep the core busy where one waits on
    /// each addition. `lines`: room for a copy of the four rows.
    private static func boxBlurFourRows(
        _ data: UnsafeMutablePointer<SIMD4<Float>>, count: Int, width: Int, leading: Int,
        lines: UnsafeMutablePointer<SIMD4<Float>>
    ) {
        lines.update(from: data, count: 4 * count)
        let before = leading
        let after = width - 1 - leading
        let scale = SIMD4<Float>(repeating: 1 / Float(width))
        let l0 = lines
        let l1 = lines + count
        let l2 = lines + 2 * count
        let l3 = lines + 3 * count
        let d0 = data
        let d1 = data + count
        let d2 = data + 2 * count
        let d3 = data + 3 * count
        var s0 = SIMD4<Float>.zero
        var s1 = SIMD4<Float>.zero
        var s2 = SIMD4<Float>.zero
        var s3 = SIMD4<Float>.zero
        for offset in -before...after {
            let index = min(max(offset, 0), count - 1)
            s0 += l0[index]
            s1 += l1[index]
            s2 += l2[index]
            s3 += l3[index]
        }
        for index in 0..<count {
            d0[index] = s0 * scale
            d1[index] = s1 * scale
            d2[index] = s2 * scale
            d3[index] = s3 * scale
            let incoming = min(index + after + 1, count - 1)
            let outgoing = max(index - before, 0)
            s0 += l0[incoming] - l0[outgoing]
            s1 += l1[incoming] - l1[outgoing]
            s2 += l2[incoming] - l2[outgoing]
            s3 += l3[incoming] - l3[outgoing]
        }
    }

    /// The same box blur down every column at once, row by row (memory order): a running sum per
    /// column, with the input rows still needed kept in a ring of `box + 1` rows.
    /// `width` columns from `data`, rows `stride` apart (a strip: each column's sums are its own).
    private static func boxBlurColumns(
        _ data: UnsafeMutablePointer<SIMD4<Float>>, stride: Int, width: Int, height: Int, box: Int,
        leading: Int, sums: UnsafeMutablePointer<SIMD4<Float>>, ring: UnsafeMutablePointer<SIMD4<Float>>
    ) {
        let before = leading
        let after = box - 1 - leading
        let slots = box + 1
        let scale = SIMD4<Float>(repeating: 1 / Float(box))
        for column in 0..<width { sums[column] = .zero }
        for offset in -before...after {
            let row = min(max(offset, 0), height - 1) * stride
            for column in 0..<width { sums[column] += data[row + column] }
        }
        for row in 0..<height {
            // Keep this input row before it is overwritten: rows up to `before` back are read later.
            let slot = (row % slots) * width
            let base = row * stride
            for column in 0..<width {
                ring[slot + column] = data[base + column]
                data[base + column] = sums[column] * scale
            }
            guard row + 1 < height else { break }
            let incoming = min(row + after + 1, height - 1) * stride
            let outgoing = (max(row - before, 0) % slots) * width
            for column in 0..<width { sums[column] += data[incoming + column] - ring[outgoing + column] }
        }
    }
}
