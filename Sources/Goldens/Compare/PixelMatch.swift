import Dispatch
import Foundation
import Pixels

/// Pixel-by-pixel comparison that counts exactly what pixelmatch 5.x/6.x (mapbox) counts.
///
/// For each pixel position:
/// 1. Equal RGBA values are equal (the 32-bit values are compared first).
/// 2. Otherwise both pixels are blended over white (`c' = 255 + (c − 255)·alpha/255`) and their
///    difference is measured in YIQ (Kotsarenko & Ramos 2010):
///    `δ = 0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ²`, signed negative when the second pixel is darker.
/// 3. `|δ| ≤ 35215·threshold²` is a match (35215 is the largest possible δ).
/// 4. A larger difference is anti-aliasing, and not counted unless `includeAA`, when the pixel
///    is anti-aliased in either image (after Vyšniauskas 2009): among its 8 neighbours at most 2
///    have the same brightness (a pixel on the image border counts one extra), at least one is
///    darker and one brighter (by the Y difference), and the darkest or the brightest of them
///    has 3 or more identical (RGBA) neighbours in *both* images. The neighbours are scanned
///    column by column (x outer, y inner); the first darkest and first brightest are kept.
///
/// The diff image shows matching pixels as the first image's brightness faded towards white
/// (`255 + (Y − 255)·alpha·a/255`, truncated), anti-aliased ones in `aaColor`, and differences
/// in `diffColor` (or `diffColorAlt` where the second image is darker).
package enum PixelMatch {
    /// The largest possible YIQ difference between two colours.
    package static let maximumDelta = 35215.0

    /// Compares two images of the same size.
    /// - Parameter diffImage: whether to draw `PixelMatchResult.diff`.
    package static func compare(
        _ a: RGBAImage, _ b: RGBAImage, options: PixelMatchOptions = .init(), diffImage: Bool = true
    ) throws(GoldenError) -> PixelMatchResult {
        guard a.width == b.width, a.height == b.height else {
            throw .sizeMismatch(firstWidth: a.width, firstHeight: a.height, secondWidth: b.width, secondHeight: b.height)
        }
        guard options.threshold >= 0, options.threshold <= 1 else { throw .invalidThreshold(options.threshold) }
        guard options.alpha >= 0, options.alpha <= 1 else { throw .invalidAlpha(options.alpha) }

        let width = a.width
        let height = a.height
        let total = width * height
        var output: [UInt8] = diffImage ? [UInt8](repeating: 0, count: total * 4) : []

        let identical = a.bytes.withUnsafeBytes { first in
            b.bytes.withUnsafeBytes { second in first.isEmpty || memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0 }
        }
        if identical {
            if diffImage {
                output.withUnsafeMutableBufferPointer { out in
                    for index in 0..<total { drawGray(a.bytes, index * 4, options.alpha, out) }
                }
            }
            return PixelMatchResult(
                mismatched: 0, total: total, diff: diffImage ? RGBAImage(width: width, height: height, bytes: output) : nil)
        }

        let maxDelta = maximumDelta * options.threshold * options.threshold
        // Rows are compared in bands on every core; each band writes only its own rows of the diff
        // image and counts its own mismatches, so the result does not depend on the number of bands.
        let bands = max(1, min(ProcessInfo.processInfo.activeProcessorCount, height / 64))
        let counts = UnsafeMutableBufferPointer<Int>.allocate(capacity: bands)
        counts.initialize(repeating: 0)
        defer { counts.deallocate() }
        a.bytes.withUnsafeBufferPointer { image1 in
            b.bytes.withUnsafeBufferPointer { image2 in
                output.withUnsafeMutableBufferPointer { out in
                    let shared = Shared(image1: image1, image2: image2, out: out, counts: counts)
                    DispatchQueue.concurrentPerform(iterations: bands) { band in
                        let first = ImageView(bytes: shared.image1, width: width, height: height)
                        let second = ImageView(bytes: shared.image2, width: width, height: height)
                        var mismatched = 0
                        for y in (height * band / bands)..<(height * (band + 1) / bands) {
                            // Without a diff image to draw, a row of equal bytes has nothing to count.
                            let row = y * width * 4
                            if !diffImage, memcmp(shared.image1.baseAddress! + row, shared.image2.baseAddress! + row, width * 4) == 0 {
                                continue
                            }
                            for x in 0..<width {
                                let index = y * width + x
                                let position = index * 4
                                let delta =
                                    first.word(index) == second.word(index)
                                    ? 0 : colorDelta(shared.image1, position, shared.image2, position, yOnly: false)
                                if abs(delta) > maxDelta {
                                    let isAntialiased =
                                        !options.includeAA
                                        && (antialiased(first, x, y, other: second) || antialiased(second, x, y, other: first))
                                    if isAntialiased {
                                        if diffImage { draw(options.aaColor, at: position, in: shared.out) }
                                    } else {
                                        if diffImage {
                                            let color = delta < 0 ? (options.diffColorAlt ?? options.diffColor) : options.diffColor
                                            draw(color, at: position, in: shared.out)
                                        }
                                        mismatched += 1
                                    }
                                } else if diffImage {
                                    drawGray(shared.image1, position, options.alpha, shared.out)
                                }
                            }
                        }
                        shared.counts[band] = mismatched
                    }
                }
            }
        }
        let mismatched = counts.reduce(0, +)
        return PixelMatchResult(
            mismatched: mismatched, total: total, diff: diffImage ? RGBAImage(width: width, height: height, bytes: output) : nil)
    }

    // MARK: - The metric

    /// One image as bytes, read a pixel at a time as one 32-bit value for equality tests (in place: no copy).
    private struct ImageView {
        let bytes: UnsafeBufferPointer<UInt8>
        let width: Int
        let height: Int

        /// The pixel at `index` as one value (its four bytes).
        @inline(__always)
        func word(_ index: Int) -> UInt32 {
            UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)
        }
    }

    @inline(__always)
    private static func blendWithWhite(_ channel: Double, _ opacity: Double) -> Double {
        255 + (channel - 255) * opacity
    }

    @inline(__always)
    private static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    @inline(__always)
    private static func inPhase(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }

    @inline(__always)
    private static func quadrature(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }

    /// The signed YIQ difference between the pixel at byte offset `k` of `image1` and the one at
    /// `m` of `image2` (negative when the second is darker), or with `yOnly` the brightness
    /// difference Y1 − Y2 alone. Equal pixels give exactly 0.
    @inline(__always)
    private static func colorDelta(
        _ image1: UnsafeBufferPointer<UInt8>, _ k: Int, _ image2: UnsafeBufferPointer<UInt8>, _ m: Int, yOnly: Bool
    ) -> Double {
        let alpha1 = image1[k + 3]
        let alpha2 = image2[m + 3]
        if alpha1 == alpha2, image1[k] == image2[m], image1[k + 1] == image2[m + 1], image1[k + 2] == image2[m + 2] {
            return 0
        }
        var r1 = Double(image1[k])
        var g1 = Double(image1[k + 1])
        var b1 = Double(image1[k + 2])
        var r2 = Double(image2[m])
        var g2 = Double(image2[m + 1])
        var b2 = Double(image2[m + 2])
        if alpha1 < 255 {
            let opacity = Double(alpha1) / 255
            r1 = blendWithWhite(r1, opacity)
            g1 = blendWithWhite(g1, opacity)
            b1 = blendWithWhite(b1, opacity)
        }
        if alpha2 < 255 {
            let opacity = Double(alpha2) / 255
            r2 = blendWithWhite(r2, opacity)
            g2 = blendWithWhite(g2, opacity)
            b2 = blendWithWhite(b2, opacity)
        }
        let y1 = luma(r1, g1, b1)
        let y2 = luma(r2, g2, b2)
        let y = y1 - y2
        if yOnly { return y }
        let i = inPhase(r1, g1, b1) - inPhase(r2, g2, b2)
        let q = quadrature(r1, g1, b1) - quadrature(r2, g2, b2)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y1 > y2 ? -delta : delta
    }

    // MARK: - Anti-aliasing

    /// Whether the pixel at (x1, y1) of `image` looks like anti-aliasing (see the type's notes).
    private static func antialiased(_ image: ImageView, _ x1: Int, _ y1: Int, other: ImageView) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, image.width - 1)
        let y2 = min(y1 + 1, image.height - 1)
        let position = (y1 * image.width + x1) * 4
        var equal = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var darkest = 0.0
        var brightest = 0.0
        var darkestX = 0
        var darkestY = 0
        var brightestX = 0
        var brightestY = 0

        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = colorDelta(image.bytes, position, image.bytes, (y * image.width + x) * 4, yOnly: true)
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestX = x
                    darkestY = y
                } else if delta > brightest {
                    brightest = delta
                    brightestX = x
                    brightestY = y
                }
            }
        }
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(image, darkestX, darkestY) && hasManySiblings(other, darkestX, darkestY))
            || (hasManySiblings(image, brightestX, brightestY) && hasManySiblings(other, brightestX, brightestY))
    }

    /// Whether the pixel at (x1, y1) has 3 or more neighbours of identical RGBA (a pixel on the
    /// border counts one extra).
    private static func hasManySiblings(_ image: ImageView, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0)
        let y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, image.width - 1)
        let y2 = min(y1 + 1, image.height - 1)
        let value = image.word(y1 * image.width + x1)
        var equal = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if image.word(y * image.width + x) == value { equal += 1 }
                if equal > 2 { return true }
            }
        }
        return false
    }

    // MARK: - Drawing

    @inline(__always)
    private static func draw(_ color: RGBA8, at position: Int, in output: UnsafeMutableBufferPointer<UInt8>) {
        output[position] = color.red
        output[position + 1] = color.green
        output[position + 2] = color.blue
        output[position + 3] = color.alpha
    }

    /// The pixel's brightness blended with white by `alpha` × its opacity, truncated, opaque.
    @inline(__always)
    private static func drawGray<Bytes: RandomAccessCollection<UInt8>>(
        _ image: Bytes, _ position: Int, _ alpha: Double, _ output: UnsafeMutableBufferPointer<UInt8>
    ) where Bytes.Index == Int {
        let y = luma(Double(image[position]), Double(image[position + 1]), Double(image[position + 2]))
        let value = blendWithWhite(y, alpha * Double(image[position + 3]) / 255)
        let level = UInt8(max(0, min(255, value.rounded(.towardZero))))
        draw(RGBA8(level, level, level, 255), at: position, in: output)
    }

    /// The buffers the bands share: each band reads all of the inputs and writes only its own rows
    /// of `out` and its own slot of `counts`.
    private struct Shared: @unchecked Sendable {
        let image1: UnsafeBufferPointer<UInt8>
        let image2: UnsafeBufferPointer<UInt8>
        let out: UnsafeMutableBufferPointer<UInt8>
        let counts: UnsafeMutableBufferPointer<Int>
    }
}
