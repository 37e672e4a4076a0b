/// The Gaussian blur behind glass and materials (`DrawOp.blur`), on a canvas's premultiplied words.
///
/// The Gaussian is computed as three successive box blurs in each direction, the approximation the W3C
/// Filter Effects spec gives for feGaussianBlur (box width d = ⌊σ·3·√(2π)/4 + 0.5⌋), with running
/// sums: linear in the area whatever σ, separable, and deterministic. Edges are clamped. A uniform
/// neighbourhood blurs to itself, so it is left as it is without computing. It changes pixels only:
/// the journal and the plain rows are `Canvas.apply(_:)`'s.
///
/// The arithmetic is fixed (goldens with glass and materials depend on its rounding): floating-point
/// running sums, the passes in the order row, column, row, column, row, column, over the area and
/// the neighbourhood the three boxes reach (`source(of:passes:bounds:)`), each pass's sums started at
/// that neighbourhood's first row and column, once. It is scheduled as a pipeline down the area: a row
/// leaves one pass as soon as the next pass needs it, so only a ring of rows per column pass stays in
/// memory (in cache); rows and columns no later pass reads are not computed. Each value goes through
/// exactly the operations, in the order, of the plain schedule (`GaussianBlurTests` compares it with
/// that code, kept as a reference), and stays within one level of the exact box blur's value.
enum GaussianBlur {

    /// Rows a row pass blurs at once (independent running sums in flight).
    static let group = 4

    /// Rows of coverage mask computed at once.
    static let maskRows = 256

    /// Replaces what is under `shape` (its pixels in `area`, inside `bounds`) with a Gaussian blur of
    /// it, standard deviation `sigma` pixels, blended by the shape's coverage.
    static func blur(
        _ buffer: UnsafeMutableBufferPointer<UInt32>, width: Int, bounds: PixelRect, area: PixelRect, shape: Shape,
        sigma: Double
    ) {
        let passes = Self.passes(sigma: sigma)
        // The neighbourhood the three boxes reach: no pixel further away changes the area.
        let source = Self.source(of: area, passes: passes, bounds: bounds)
        guard !area.isEmpty, !source.isEmpty else { return }
        let words = buffer.baseAddress!
        if isUniform(words, width: width, source) { return }
        var pipeline = Pipeline(words: words, width: width, source: source, area: area, passes: passes)
        defer { pipeline.deallocate() }
        // Each row is written in place once the pipeline has read every row its blur needs: later
        // rows are read further down, so a written row is never read again.
        var mask: [UInt8] = []
        var maskTop = area.y
        pipeline.run(outputs: (area.y - source.y)..<(area.maxY - source.y)) { row, blurred in
            let y = row + source.y
            if mask.isEmpty || y >= maskTop + maskRows {
                maskTop = y
                mask = Canvas.coverage(
                    of: shape, in: PixelRect(x: area.x, y: y, width: area.width, height: min(maskRows, area.maxY - y)))
            }
            mask.withUnsafeBufferPointer { mask in
                mixRow(
                    words + (y * width + area.x), blurred, coverage: mask.baseAddress! + (y - maskTop) * area.width,
                    count: area.width)
            }
        }
    }

    /// The three boxes for `sigma`. Odd d: three boxes of d, centred. Even d: two boxes of d, the first
    /// centred half a pixel to the leading side and the second half a pixel to the trailing side, then
    /// one of d + 1, centred — so the result stays centred.
    static func passes(sigma: Double) -> [Pass] {
        let box = max(1, Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)))
        return box % 2 == 1
            ? [Pass(box, box / 2), Pass(box, box / 2), Pass(box, box / 2)]
            : [Pass(box, box / 2), Pass(box, box / 2 - 1), Pass(box + 1, box / 2)]
    }

    /// The pixels the blur of `area` reads: the area and as far as the three boxes reach on each side,
    /// inside `bounds` (beyond them the edge pixels repeat).
    static func source(of area: PixelRect, passes: [Pass], bounds: PixelRect) -> PixelRect {
        let leading = passes.reduce(0) { $0 + $1.leading }
        let trailing = passes.reduce(0) { $0 + $1.trailing }
        return PixelRect(
            x: area.x - leading, y: area.y - leading, width: area.width + leading + trailing,
            height: area.height + leading + trailing
        ).intersection(bounds)
    }

    /// Whether every pixel of `rect` is the same word.
    private static func isUniform(_ words: UnsafeMutablePointer<UInt32>, width: Int, _ rect: PixelRect) -> Bool {
        let first = words[rect.y * width + rect.x]
        for row in rect.y..<rect.maxY {
            let line = words + row * width
            for column in rect.x..<rect.maxX where line[column] != first { return false }
        }
        return true
    }

    /// One box of the three: its width and how many of its inputs lie before the output.
    struct Pass {
        let width: Int
        let leading: Int
        var trailing: Int { width - 1 - leading }
        var scale: SIMD4<Float> { SIMD4<Float>(repeating: 1 / Float(width)) }
        init(_ width: Int, _ leading: Int) {
            self.width = width
            self.leading = leading
        }
    }

    /// ⌊x⌋ of each lane, for x in 0…255.5 (what `UInt32(x)` gives, without its range checks): x + 2²³
    /// rounds x to the nearest integer r in its low bits, one too many when r > x.
    @inline(__always)
    static func floor(_ x: SIMD4<Float>) -> SIMD4<UInt32> {
        let magic = SIMD4<Float>(repeating: 8_388_608)
        let near = x + magic
        let over = unsafeBitCast((near - magic) .> x, to: SIMD4<UInt32>.self)
        return unsafeBitCast(near, to: SIMD4<UInt32>.self) &- 0x4B00_0000 &+ over
    }

    /// The passes as a pipeline down the source. Stage k holds, in a ring, the rows of row pass k's output
    /// that column pass k still reads, with column pass k's running sums. A row is made when a later
    /// stage asks for it: read from the canvas and blurred along (stage 0), or taken from the previous
    /// stage's column pass and blurred along.
    struct Pipeline {
        let words: UnsafeMutablePointer<UInt32>
        let width: Int
        let source: PixelRect
        let passes: [Pass]
        /// Columns (from `source.x`) of each row pass's output that later passes read; the last pass's
        /// column blur runs on `area`'s columns alone.
        let outputs: [Int]
        let lastColumns: Range<Int>
        /// Canvas columns read for the first row pass.
        let inputs: Int
        let rings: [UnsafeMutablePointer<SIMD4<Float>>]
        let slots: [Int]
        let sums: [UnsafeMutablePointer<SIMD4<Float>>]
        /// `group` rows of room for the last pass's output, then as many per stage for rows on their way in.
        let scratch: UnsafeMutablePointer<SIMD4<Float>>
        /// The canvas rows the pipeline reads: the source's.
        var window: Range<Int> { source.y..<source.maxY }
        /// Rows in each stage's ring so far (from the window's top).
        var made = [0, 0, 0]

        init(words: UnsafeMutablePointer<UInt32>, width: Int, source: PixelRect, area: PixelRect, passes: [Pass]) {
            self.words = words
            self.width = width
            self.source = source
            self.passes = passes
            let sw = source.width
            var outputs = [0, 0, area.maxX - source.x]
            outputs[1] = min(sw, outputs[2] + passes[2].trailing)
            outputs[0] = min(sw, outputs[1] + passes[1].trailing)
            self.outputs = outputs
            inputs = min(sw, outputs[0] + passes[0].trailing)
            lastColumns = (area.x - source.x)..<(area.maxX - source.x)
            slots = passes.map { $0.width + 2 * GaussianBlur.group }
            rings = slots.map { .allocate(capacity: $0 * sw) }
            sums = passes.map { _ in .allocate(capacity: sw) }
            scratch = .allocate(capacity: 4 * GaussianBlur.group * sw)
        }

        func deallocate() {
            for ring in rings { ring.deallocate() }
            for sum in sums { sum.deallocate() }
            scratch.deallocate()
        }

        /// Ring row `row` of stage `stage`.
        @inline(__always)
        func ringRow(_ stage: Int, _ row: Int) -> UnsafeMutablePointer<SIMD4<Float>> {
            rings[stage] + (row % slots[stage]) * source.width
        }

        /// Runs the last column pass down to `rows` (window rows), handing each of those rows to `body`
        /// (its area's columns, blurred).
        mutating func run(outputs rows: Range<Int>, _ body: (Int, UnsafeMutablePointer<SIMD4<Float>>) -> Void) {
            let out = scratch
            let sw = source.width
            let start = lastColumns.lowerBound
            for first in stride(from: 0, to: rows.upperBound, by: GaussianBlur.group) {
                let group = first..<min(first + GaussianBlur.group, rows.upperBound)
                columnPass(2, rows: group, into: out)
                for row in group where rows.contains(row) { body(row, out + (row - first) * sw + start) }
            }
        }

        /// Makes stage `stage` hold row pass output rows up to `count` (the window's rows at most).
        mutating func fill(_ stage: Int, upTo count: Int) {
            let sw = source.width
            let group = GaussianBlur.group
            // Whole groups where the window allows (the ring has room for a group more than asked).
            let target = min(window.count, max(count, made[stage] + group))
            while made[stage] < count {
                let first = made[stage]
                let n = min(group, target - first)
                // The rows' inputs, in the stage's part of scratch.
                let input = scratch + (1 + stage) * group * sw
                if stage == 0 {
                    for index in 0..<n {
                        let from = words + ((window.lowerBound + first + index) * width + source.x)
                        let to = input + index * sw
                        for column in 0..<inputs {
                            let bytes = unsafeBitCast(from[column], to: SIMD4<UInt8>.self)
                            to[column] = SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: bytes))
                        }
                    }
                } else {
                    columnPass(stage - 1, rows: first..<(first + n), into: input)
                }
                let pass = passes[stage]
                if n == group {
                    GaussianBlur.rowPassFour(
                        input, stride: sw, count: sw, outputs: outputs[stage], pass: pass,
                        into: ringRow(stage, first), ringRow(stage, first + 1), ringRow(stage, first + 2),
                        ringRow(stage, first + 3))
                } else {
                    for index in 0..<n {
                        GaussianBlur.rowPass(
                            input + index * sw, count: sw, outputs: outputs[stage], pass: pass, into: ringRow(stage, first + index))
                    }
                }
                made[stage] = first + n
            }
        }

        /// The column pass of stage `stage` at window rows `rows` (at most `group`, following the rows
        /// done before, from 0): its running sums brought down those rows, each row written to `out`,
        /// rows `source.width` apart, at the stage's columns.
        mutating func columnPass(_ stage: Int, rows: Range<Int>, into out: UnsafeMutablePointer<SIMD4<Float>>) {
            let height = window.count
            let pass = passes[stage]
            let before = pass.leading
            let after = pass.trailing
            let scale = pass.scale
            let sw = source.width
            fill(stage, upTo: min(height, rows.upperBound + after))
            let columns = stage == 2 ? lastColumns : 0..<outputs[stage]
            let start = columns.lowerBound
            let count = columns.count
            let sums = self.sums[stage] + start
            var first = rows.lowerBound
            if first == 0 {
                for column in 0..<count { sums[column] = .zero }
                for offset in -before...after {
                    let line = ringRow(stage, min(max(offset, 0), height - 1)) + start
                    for column in 0..<count { sums[column] += line[column] }
                }
                let target = out + start
                for column in 0..<count { target[column] = sums[column] * scale }
                first = 1
            }
            @inline(__always)
            func lines(_ row: Int) -> (
                UnsafeMutablePointer<SIMD4<Float>>, UnsafeMutablePointer<SIMD4<Float>>, UnsafeMutablePointer<SIMD4<Float>>
            ) {
                (
                    ringRow(stage, min(row + after, height - 1)) + start, ringRow(stage, max(row - 1 - before, 0)) + start,
                    out + (row - rows.lowerBound) * sw + start
                )
            }
            if rows.upperBound - first == 4 {
                // Four rows per column: the sums stay in registers.
                let (i0, g0, d0) = lines(first)
                let (i1, g1, d1) = lines(first + 1)
                let (i2, g2, d2) = lines(first + 2)
                let (i3, g3, d3) = lines(first + 3)
                for column in 0..<count {
                    var sum = sums[column]
                    sum += i0[column] - g0[column]
                    d0[column] = sum * scale
                    sum += i1[column] - g1[column]
                    d1[column] = sum * scale
                    sum += i2[column] - g2[column]
                    d2[column] = sum * scale
                    sum += i3[column] - g3[column]
                    d3[column] = sum * scale
                    sums[column] = sum
                }
            } else {
                for row in first..<rows.upperBound {
                    let (incoming, outgoing, target) = lines(row)
                    for column in 0..<count {
                        sums[column] += incoming[column] - outgoing[column]
                        target[column] = sums[column] * scale
                    }
                }
            }
        }
    }

    /// One box blur along a row of `count` pixels from `data` into `out`, edges clamped, its first
    /// `outputs` pixels: each the mean of `width` inputs, `leading` of them before it.
    static func rowPass(
        _ data: UnsafeMutablePointer<SIMD4<Float>>, count: Int, outputs: Int, pass: Pass, into out: UnsafeMutablePointer<SIMD4<Float>>
    ) {
        let before = pass.leading
        let after = pass.trailing
        let scale = pass.scale
        var sum = SIMD4<Float>.zero
        for offset in -before...after { sum += data[min(max(offset, 0), count - 1)] }
        for index in 0..<outputs {
            out[index] = sum * scale
            sum += data[min(index + after + 1, count - 1)] - data[max(index - before, 0)]
        }
    }

    /// `rowPass` on four rows `stride` apart at once, the same arithmetic in the same order for each:
    /// four independent running sums keep the core busy where one waits on each addition.
    static func rowPassFour(
        _ data: UnsafeMutablePointer<SIMD4<Float>>, stride: Int, count: Int, outputs: Int, pass: Pass,
        into o0: UnsafeMutablePointer<SIMD4<Float>>, _ o1: UnsafeMutablePointer<SIMD4<Float>>,
        _ o2: UnsafeMutablePointer<SIMD4<Float>>, _ o3: UnsafeMutablePointer<SIMD4<Float>>
    ) {
        let before = pass.leading
        let after = pass.trailing
        let scale = pass.scale
        let l0 = data
        let l1 = data + stride
        let l2 = data + 2 * stride
        let l3 = data + 3 * stride
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
        @inline(__always)
        func step(_ index: Int, _ incoming: Int, _ outgoing: Int) {
            o0[index] = s0 * scale
            o1[index] = s1 * scale
            o2[index] = s2 * scale
            o3[index] = s3 * scale
            s0 += l0[incoming] - l0[outgoing]
            s1 += l1[incoming] - l1[outgoing]
            s2 += l2[incoming] - l2[outgoing]
            s3 += l3[incoming] - l3[outgoing]
        }
        // Clamped at the start and the end; in between, no clamping.
        let head = min(before, outputs)
        let body = max(head, min(outputs, count - 1 - after))
        for index in 0..<head { step(index, min(index + after + 1, count - 1), 0) }
        for index in head..<body { step(index, index + after + 1, index - before) }
        for index in body..<outputs { step(index, min(index + after + 1, count - 1), max(index - before, 0)) }
    }
}
