@testable import Raster
import Testing

/// The blur is fast and gives the same bytes as its plain schedule (kept below as `ReferenceBlur`):
/// the same floating-point operations in the same order for every value, only scheduled differently
/// (a pipeline of rows down the area, four rows at a time, rows and columns no later pass reads left
/// out). And it stays within one level of the exact box blur's value.
@Suite struct GaussianBlurTests {
    /// Premultiplied words from a fixed pseudo-random sequence: smooth areas, edges and noise, some
    /// translucent.
    static func words(width: Int, height: Int, seed: UInt64) -> [UInt32] {
        var state = seed
        func next() -> UInt32 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
        var words = [UInt32](repeating: 0, count: width * height)
        for row in 0..<height {
            for column in 0..<width {
                let alpha: UInt32 = (row / 7 + column / 11) % 5 == 0 ? next() % 256 : 255
                func channel(_ base: UInt32) -> UInt32 { min(alpha, (base + next() % 40) % 256 * alpha / 255) }
                let base = UInt32((column * 255) / max(width - 1, 1)) ^ UInt32((row / 13 % 2) * 200)
                words[row * width + column] = channel(base) | channel(255 - base) << 8 | channel(UInt32(row * 3 % 256)) << 16 | alpha << 24
            }
        }
        return words
    }

    @Test(arguments: [(1.0, 30, 20), (2.0, 64, 700), (2.7, 97, 300), (6.0, 200, 90), (18.0, 330, 610), (24.0, 160, 900)])
    func theBlurGivesTheReferencesBytes(sigma: Double, areaWidth: Int, areaHeight: Int) {
        let width = areaWidth + 150
        let height = areaHeight + 120
        let bounds = PixelRect(x: 0, y: 0, width: width, height: height)
        let shape = Shape.roundedRect(x: 40.3, y: 30.6, width: Double(areaWidth), height: Double(areaHeight), radius: 12.5)
        let area = shape.bounds.intersection(bounds)
        var fast = Self.words(width: width, height: height, seed: UInt64(sigma * 10) + UInt64(areaWidth))
        var reference = fast
        fast.withUnsafeMutableBufferPointer { GaussianBlur.blur($0, width: width, bounds: bounds, area: area, shape: shape, sigma: sigma) }
        reference.withUnsafeMutableBufferPointer {
            ReferenceBlur.blur($0, width: width, bounds: bounds, area: area, shape: shape, sigma: sigma)
        }
        let differing = zip(fast, reference).filter { $0 != $1 }.count
        #expect(differing == 0, "σ \(sigma): \(differing) pixels differ")
        // And the blur did something.
        #expect(fast != Self.words(width: width, height: height, seed: UInt64(sigma * 10) + UInt64(areaWidth)))
    }

    /// Shapes with partial coverage (circles, rounded rectangles) over every edge of the canvas, taller
    /// than a chunk of coverage mask (256 rows), with odd and even box widths (σ 3.3: 6, σ 12: 23,
    /// σ 18: 34, σ 40: 75), give the reference's bytes.
    @Test(arguments: [
        (3.3, Shape.circle(centerX: 4, centerY: 300, radius: 90)),
        (12.0, Shape.roundedRect(x: 30.5, y: -20.25, width: 400, height: 1300, radius: 60)),
        (18.0, Shape.circle(centerX: 420, centerY: 1250, radius: 170)),
        (40.0, Shape.roundedRect(x: -10, y: 700.7, width: 470, height: 700, radius: 120)),
        (2.0, Shape.roundedRect(x: 200.2, y: 0, width: 3, height: 1310, radius: 1)),
    ])
    func shapesOverTheEdgesAndAcrossMaskChunksGiveTheReferencesBytes(sigma: Double, shape: Shape) {
        let width = 460
        let height = 1310
        let bounds = PixelRect(x: 0, y: 0, width: width, height: height)
        let area = shape.bounds.intersection(bounds)
        let original = Self.words(width: width, height: height, seed: UInt64(sigma * 100))
        var fast = original
        var reference = original
        fast.withUnsafeMutableBufferPointer { GaussianBlur.blur($0, width: width, bounds: bounds, area: area, shape: shape, sigma: sigma) }
        reference.withUnsafeMutableBufferPointer {
            ReferenceBlur.blur($0, width: width, bounds: bounds, area: area, shape: shape, sigma: sigma)
        }
        let differing = zip(fast, reference).filter { $0 != $1 }.count
        #expect(differing == 0, "σ \(sigma): \(differing) pixels differ")
        #expect(fast != original)
    }

    /// The floating-point running sums stay within one level of the exact blur: the three boxes each way
    /// computed directly in double precision over the whole canvas (edges clamped at the canvas), on
    /// areas far taller and wider than the boxes, where the sums run longest.
    @Test(arguments: [(2.0, 700), (8.0, 1300), (24.0, 1300), (40.0, 900)])
    func theBlurIsWithinOneLevelOfTheExactBlur(sigma: Double, areaHeight: Int) {
        let width = 420
        let height = areaHeight + 60
        let bounds = PixelRect(x: 0, y: 0, width: width, height: height)
        let area = PixelRect(x: 30, y: 20, width: 360, height: areaHeight)
        let shape = Shape.roundedRect(x: 30, y: 20, width: 360, height: Double(areaHeight), radius: 0)
        let original = Self.words(width: width, height: height, seed: UInt64(sigma * 7))
        var fast = original
        fast.withUnsafeMutableBufferPointer { GaussianBlur.blur($0, width: width, bounds: bounds, area: area, shape: shape, sigma: sigma) }
        let exact = ExactBlur.blur(original, width: width, height: height, sigma: sigma)
        var worst = 0
        var differing = 0
        for row in area.y..<area.maxY {
            for column in area.x..<area.maxX {
                let index = row * width + column
                let got = unsafeBitCast(fast[index], to: SIMD4<UInt8>.self)
                let want = unsafeBitCast(exact[index], to: SIMD4<UInt8>.self)
                for lane in 0..<4 {
                    let difference = abs(Int(got[lane]) - Int(want[lane]))
                    worst = max(worst, difference)
                    if difference > 0 { differing += 1 }
                }
            }
        }
        #expect(worst <= 1, "σ \(sigma): a channel differs by \(worst) levels")
        // Off by one only where the exact value lies next to a half.
        #expect(Double(differing) / Double(area.width * area.height * 4) < 0.001, "σ \(sigma): \(differing) channels differ")
    }

    /// The mix written with SSE2 intrinsics (x86-64) gives the portable SIMD code's bytes: every coverage
    /// from 0 to 255 over old pixels of every kind, with blurred values below 0, above 255, on and next to
    /// the halves where rounding parts, and colours above their alpha.
    @Test func theMixGivesThePortableCodesBytes() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt32 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: state >> 33)
        }
        let specials: [Float] = [-3, -0.5, -0.0, 0, 0.49999997, 0.5, 127.5, 127.49999, 254.5, 255, 255.49998, 255.5, 256, 300]
        let count = 256 * 64
        var blurred = [SIMD4<Float>](repeating: .zero, count: count)
        var coverage = [UInt8](repeating: 0, count: count)
        var old = [UInt32](repeating: 0, count: count)
        for index in 0..<count {
            func value() -> Float {
                next() % 4 == 0 ? specials[Int(next()) % specials.count] : Float(Int(next() % 2700) - 100) / 10 + Float(next() % 100) / 1000
            }
            blurred[index] = SIMD4(value(), value(), value(), value())
            coverage[index] = UInt8(index % 256)
            old[index] = next()
        }
        var fast = old
        var portable = old
        blurred.withUnsafeMutableBufferPointer { blurred in
            coverage.withUnsafeBufferPointer { coverage in
                fast.withUnsafeMutableBufferPointer {
                    GaussianBlur.mixRow($0.baseAddress!, blurred.baseAddress!, coverage: coverage.baseAddress!, count: count)
                }
                portable.withUnsafeMutableBufferPointer {
                    GaussianBlur.genericMixRow($0.baseAddress!, blurred.baseAddress!, coverage: coverage.baseAddress!, count: count)
                }
            }
        }
        let differing = zip(fast, portable).filter { $0 != $1 }.count
        #expect(differing == 0)
        #expect(zip(fast, old).filter { $0 != $1 }.count > count / 2)
    }

    /// The blurred channel's rounding without a checked conversion is `UInt32(x)`: for every float
    /// within 2048 steps of each integer and each half from 0 to 255.5 (where rounding to the nearest
    /// integer and flooring part), and every 61st float in between.
    @Test func theFloorIsTheConversionsForEveryValue() {
        var values: [Float] = []
        for half in 0...511 {
            var below = Float(half) / 2
            var above = below
            for _ in 0..<2048 {
                values.append(below)
                values.append(above)
                below = below.nextDown
                above = above.nextUp
            }
        }
        var x: Float = 0
        while x <= 255.5 {
            values.append(x)
            for _ in 0..<61 { x = x.nextUp }
        }
        let inRange = values.filter { $0 >= 0 && $0 <= 255.5 }
        let wrong = inRange.filter { GaussianBlur.floor(SIMD4(repeating: $0))[0] != UInt32($0) }
        #expect(inRange.count > 3_000_000)
        #expect(wrong.prefix(5) == [])
    }

    /// A shape reaching past the canvas's edges blurs what is on the canvas, the same as the reference.
    @Test func aShapeOverTheEdgeGivesTheReferencesBytes() {
        let width = 120
        let height = 90
        let bounds = PixelRect(x: 0, y: 0, width: width, height: height)
        let shape = Shape.circle(centerX: 100, centerY: 10, radius: 40)
        let area = shape.bounds.intersection(bounds)
        var fast = Self.words(width: width, height: height, seed: 7)
        var reference = fast
        fast.withUnsafeMutableBufferPointer { GaussianBlur.blur($0, width: width, bounds: bounds, area: area, shape: shape, sigma: 5) }
        reference.withUnsafeMutableBufferPointer {
            ReferenceBlur.blur($0, width: width, bounds: bounds, area: area, shape: shape, sigma: 5)
        }
        #expect(fast == reference)
    }
}

/// The blur in its plain schedule (byte for byte the reference for `GaussianBlur`): every pass over the
/// whole source in turn, in a buffer of its size.
enum ReferenceBlur {

    /// Replaces what is under `shape` (its pixels in `area`, inside `bounds`) with a Gaussian blur of
    /// it, standard deviation `sigma` pixels, blended by the shape's coverage.
    static func blur(
        _ buffer: UnsafeMutableBufferPointer<UInt32>, width: Int, bounds: PixelRect, area: PixelRect, shape: Shape, sigma: Double
    ) {
        let box = max(1, Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)))
        // Odd d: three boxes of d, centred. Even d: two boxes of d, the first centred half a pixel to
        // the leading side and the second half a pixel to the trailing side, then one of d + 1,
        // centred — so the result stays centred.
        let passes: [(width: Int, leading: Int)] =
            box % 2 == 1
            ? [(box, box / 2), (box, box / 2), (box, box / 2)]
            : [(box, box / 2), (box, box / 2 - 1), (box + 1, box / 2)]
        // The neighbourhood the three boxes reach.
        let leading = passes.reduce(0) { $0 + $1.leading }
        let trailing = passes.reduce(0) { $0 + $1.width - 1 - $1.leading }
        let source = PixelRect(
            x: area.x - leading, y: area.y - leading, width: area.width + leading + trailing, height: area.height + leading + trailing
        ).intersection(bounds)
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
        var work = [SIMD4<Float>](repeating: .zero, count: sw * sh)
        var line = [SIMD4<Float>](repeating: .zero, count: max(sw, sh))
        var sums = [SIMD4<Float>](repeating: .zero, count: sw)
        var ring = [SIMD4<Float>](repeating: .zero, count: sw * (box + 2))
        for row in 0..<sh {
            for column in 0..<sw {
                let word = buffer[(row + source.y) * width + source.x + column]
                work[row * sw + column] = SIMD4<Float>(
                    Float(word & 0xFF), Float(word >> 8 & 0xFF), Float(word >> 16 & 0xFF), Float(word >> 24))
            }
        }
        work.withUnsafeMutableBufferPointer { data in
            line.withUnsafeMutableBufferPointer { line in
                sums.withUnsafeMutableBufferPointer { sums in
                    ring.withUnsafeMutableBufferPointer { ring in
                        for pass in passes {
                            for row in 0..<sh {
                                Self.boxBlurRow(data, start: row * sw, count: sw, width: pass.width, leading: pass.leading, line: line)
                            }
                            Self.boxBlurColumns(data, width: sw, height: sh, box: pass.width, leading: pass.leading, sums: sums, ring: ring)
                        }
                    }
                }
            }
        }
        let mask = Canvas.coverage(of: shape, in: area)
        for row in area.y..<area.maxY {
            for column in area.x..<area.maxX {
                let index = row * width + column
                let old = buffer[index]
                let coverage = UInt32(mask[(row - area.y) * area.width + column - area.x])
                guard coverage > 0 else { continue }
                let blurred = work[(row - source.y) * sw + (column - source.x)]
                var result: UInt32 = 0
                for channel in 0..<4 {
                    let before = old >> UInt32(channel * 8) & 0xFF
                    let after = UInt32(min(max(blurred[channel], 0), 255) + 0.5)
                    let alpha = channel == 3 ? after : min(after, UInt32(min(max(blurred[3], 0), 255) + 0.5))
                    let mixed = Canvas.div255(before * (255 - coverage) + alpha * coverage)
                    result |= mixed << UInt32(channel * 8)
                }
                buffer[index] = result
            }
        }
    }

    /// One box blur along a row of `count` pixels, in place, edges clamped: each output is the mean
    /// of `width` inputs, `leading` of them before it.
    private static func boxBlurRow(
        _ data: UnsafeMutableBufferPointer<SIMD4<Float>>, start: Int, count: Int, width: Int, leading: Int,
        line: UnsafeMutableBufferPointer<SIMD4<Float>>
    ) {
        for index in 0..<count { line[index] = data[start + index] }
        let before = leading
        let after = width - 1 - leading
        let scale = SIMD4<Float>(repeating: 1 / Float(width))
        var sum = SIMD4<Float>.zero
        for offset in -before...after { sum += line[min(max(offset, 0), count - 1)] }
        for index in 0..<count {
            data[start + index] = sum * scale
            sum += line[min(index + after + 1, count - 1)] - line[max(index - before, 0)]
        }
    }

    /// The same box blur down every column at once, row by row (memory order): a running sum per
    /// column, with the input rows still needed kept in a ring of `box + 1` rows.
    private static func boxBlurColumns(
        _ data: UnsafeMutableBufferPointer<SIMD4<Float>>, width: Int, height: Int, box: Int, leading: Int,
        sums: UnsafeMutableBufferPointer<SIMD4<Float>>, ring: UnsafeMutableBufferPointer<SIMD4<Float>>
    ) {
        let before = leading
        let after = box - 1 - leading
        let slots = box + 1
        let scale = SIMD4<Float>(repeating: 1 / Float(box))
        for column in 0..<width { sums[column] = .zero }
        for offset in -before...after {
            let row = min(max(offset, 0), height - 1) * width
            for column in 0..<width { sums[column] += data[row + column] }
        }
        for row in 0..<height {
            // Keep this input row before it is overwritten: rows up to `before` back are read later.
            let slot = (row % slots) * width
            let base = row * width
            for column in 0..<width {
                ring[slot + column] = data[base + column]
                data[base + column] = sums[column] * scale
            }
            guard row + 1 < height else { break }
            let incoming = min(row + after + 1, height - 1) * width
            let outgoing = (max(row - before, 0) % slots) * width
            for column in 0..<width { sums[column] += data[incoming + column] - ring[outgoing + column] }
        }
    }
}

/// The three boxes each way computed directly, in double precision, edges clamped at the canvas, then
/// rounded as the blur rounds (each channel to the nearest level, the colour no more than the alpha).
enum ExactBlur {
    static func blur(_ words: [UInt32], width: Int, height: Int, sigma: Double) -> [UInt32] {
        let box = max(1, Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)))
        let passes: [(width: Int, leading: Int)] =
            box % 2 == 1
            ? [(box, box / 2), (box, box / 2), (box, box / 2)]
            : [(box, box / 2), (box, box / 2 - 1), (box + 1, box / 2)]
        var data = words.map { word in
            SIMD4<Double>(Double(word & 0xFF), Double(word >> 8 & 0xFF), Double(word >> 16 & 0xFF), Double(word >> 24))
        }
        for pass in passes {
            var next = data
            for row in 0..<height {
                for column in 0..<width {
                    var sum = SIMD4<Double>.zero
                    for offset in -pass.leading..<(pass.width - pass.leading) {
                        sum += data[row * width + min(max(column + offset, 0), width - 1)]
                    }
                    next[row * width + column] = sum / Double(pass.width)
                }
            }
            data = next
            for row in 0..<height {
                for column in 0..<width {
                    var sum = SIMD4<Double>.zero
                    for offset in -pass.leading..<(pass.width - pass.leading) {
                        sum += data[min(max(row + offset, 0), height - 1) * width + column]
                    }
                    next[row * width + column] = sum / Double(pass.width)
                }
            }
            data = next
        }
        return data.map { value in
            let alpha = UInt32(min(max(value[3], 0), 255) + 0.5)
            var word = alpha << 24
            for channel in 0..<3 { word |= min(UInt32(min(max(value[channel], 0), 255) + 0.5), alpha) << UInt32(channel * 8) }
            return word
        }
    }
}
