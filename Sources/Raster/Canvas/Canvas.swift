import Foundation
import Pixels
import Spec

/// An RGBA canvas of premultiplied sRGB floats.
///
/// Blending space: colours are blended in sRGB (gamma-encoded) space, as UIKit/Core Animation and
/// browsers composite by default. This is deliberate: the checks measure what a phone shows, and a
/// translucent grey over a photo on an iPhone is mixed in sRGB, not in linear light. Floats keep
/// every intermediate exact enough that 8-bit output is identical on every run and thread count.
public struct Canvas: Sendable {
    public let width: Int
    public let height: Int
    /// Premultiplied R, G, B, A in 0…1, row by row.
    var pixels: [Float]

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = [Float](repeating: 0, count: self.width * self.height * 4)
    }

    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// Source-over of a straight-alpha colour at `coverage` onto one pixel.
    @inline(__always)
    static func blend(_ buffer: UnsafeMutableBufferPointer<Float>, _ index: Int, _ r: Float, _ g: Float, _ b: Float, _ a: Float) {
        let inverse = 1 - a
        buffer[index] = r * a + buffer[index] * inverse
        buffer[index + 1] = g * a + buffer[index + 1] * inverse
        buffer[index + 2] = b * a + buffer[index + 2] * inverse
        buffer[index + 3] = a + buffer[index + 3] * inverse
    }

    /// Paints the whole canvas with a colour (source-over).
    public mutating func fillAll(_ color: SRGBColor) {
        fill(.rect(x: 0, y: 0, width: Double(width), height: Double(height)), color: color)
    }

    /// Fills a shape with a colour, anti-aliased.
    public mutating func fill(_ shape: Shape, color: SRGBColor) {
        let area = shape.bounds.intersection(bounds)
        guard !area.isEmpty, color.alpha > 0 else { return }
        let r = Float(color.red), g = Float(color.green), b = Float(color.blue), alpha = color.alpha
        let width = self.width
        if case .roundedRect(let x, let y, let w, let h, 0) = shape {
            // Square corners: coverage is the product of the row's and the column's overlap.
            let columns = (area.x..<area.maxX).map { max(0, min(1, min(Double($0 + 1), x + w) - max(Double($0), x))) }
            pixels.withUnsafeMutableBufferPointer { buffer in
                for row in area.y..<area.maxY {
                    let rowCoverage = max(0, min(1, min(Double(row + 1), y + h) - max(Double(row), y))) * alpha
                    for column in area.x..<area.maxX {
                        let coverage = Float(columns[column - area.x] * rowCoverage)
                        if coverage <= 0 { continue }
                        Canvas.blend(buffer, (row * width + column) * 4, r, g, b, coverage)
                    }
                }
            }
            return
        }
        pixels.withUnsafeMutableBufferPointer { buffer in
            for row in area.y..<area.maxY {
                for column in area.x..<area.maxX {
                    let coverage = shape.coverage(column: column, row: row)
                    if coverage <= 0 { continue }
                    Canvas.blend(buffer, (row * width + column) * 4, r, g, b, Float(coverage * alpha))
                }
            }
        }
    }

    /// Composites an 8-bit coverage mask (a glyph) in a colour, its top-left pixel at (x, y).
    public mutating func composite(coverage: [UInt8], width maskWidth: Int, height maskHeight: Int, x: Int, y: Int, color: SRGBColor) {
        let area = PixelRect(x: x, y: y, width: maskWidth, height: maskHeight).intersection(bounds)
        guard !area.isEmpty else { return }
        let r = Float(color.red), g = Float(color.green), b = Float(color.blue), alpha = Float(color.alpha)
        let width = self.width
        pixels.withUnsafeMutableBufferPointer { buffer in
            for row in area.y..<area.maxY {
                for column in area.x..<area.maxX {
                    let value = coverage[(row - y) * maskWidth + (column - x)]
                    if value == 0 { continue }
                    Canvas.blend(buffer, (row * width + column) * 4, r, g, b, Float(value) / 255 * alpha)
                }
            }
        }
    }

    /// Fills the canvas with a linear gradient from `start` to `end` (pixel coordinates); stops
    /// are interpolated in sRGB with straight alpha.
    public mutating func fillLinearGradient(stops: [(color: SRGBColor, location: Double)], startX: Double, startY: Double, endX: Double, endY: Double) {
        guard let first = stops.first, let last = stops.last else { return }
        let dx = endX - startX, dy = endY - startY
        let length2 = max(dx * dx + dy * dy, 1e-12)
        let width = self.width
        pixels.withUnsafeMutableBufferPointer { buffer in
            for row in 0..<height {
                for column in 0..<width {
                    let t = ((Double(column) + 0.5 - startX) * dx + (Double(row) + 0.5 - startY) * dy) / length2
                    var color = t <= first.location ? first.color : last.color
                    if t > first.location && t < last.location {
                        var upper = 1
                        while upper < stops.count - 1 && stops[upper].location < t { upper += 1 }
                        let a = stops[upper - 1], b = stops[upper]
                        let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 0
                        color = SRGBColor(red: a.color.red + (b.color.red - a.color.red) * f,
                                          green: a.color.green + (b.color.green - a.color.green) * f,
                                          blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                                          alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
                    }
                    Canvas.blend(buffer, (row * width + column) * 4, Float(color.red), Float(color.green), Float(color.blue), Float(color.alpha))
                }
            }
        }
    }

    /// Draws an image scaled to cover the canvas (aspect fill, centred), sampled bilinearly.
    public mutating func drawCovering(_ image: RGBAImage) {
        guard image.width > 0, image.height > 0 else { return }
        let scale = max(Double(width) / Double(image.width), Double(height) / Double(image.height))
        let offsetX = (Double(image.width) * scale - Double(width)) / 2
        let offsetY = (Double(image.height) * scale - Double(height)) / 2
        let width = self.width
        image.bytes.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { buffer in
                for row in 0..<height {
                    let sy = min(max((Double(row) + 0.5 + offsetY) / scale - 0.5, 0), Double(image.height - 1))
                    let y0 = Int(sy), y1 = min(y0 + 1, image.height - 1)
                    let fy = Float(sy - Double(y0))
                    for column in 0..<width {
                        let sx = min(max((Double(column) + 0.5 + offsetX) / scale - 0.5, 0), Double(image.width - 1))
                        let x0 = Int(sx), x1 = min(x0 + 1, image.width - 1)
                        let fx = Float(sx - Double(x0))
                        // Interpolate premultiplied values so transparent texels do not bleed colour.
                        var sample: (Float, Float, Float, Float) = (0, 0, 0, 0)
                        for (sxIndex, syIndex, weight) in [(x0, y0, (1 - fx) * (1 - fy)), (x1, y0, fx * (1 - fy)),
                                                           (x0, y1, (1 - fx) * fy), (x1, y1, fx * fy)] {
                            let index = (syIndex * image.width + sxIndex) * 4
                            let a = Float(source[index + 3]) / 255
                            sample.0 += Float(source[index]) / 255 * a * weight
                            sample.1 += Float(source[index + 1]) / 255 * a * weight
                            sample.2 += Float(source[index + 2]) / 255 * a * weight
                            sample.3 += a * weight
                        }
                        guard sample.3 > 0 else { continue }
                        Canvas.blend(buffer, (row * width + column) * 4, sample.0 / sample.3, sample.1 / sample.3, sample.2 / sample.3, sample.3)
                    }
                }
            }
        }
    }

    /// Replaces what is under `shape` with a Gaussian blur of it (standard deviation `sigma`
    /// pixels), blended by the shape's coverage. The Gaussian is computed as three successive box
    /// blurs in each direction, the approximation the W3C Filter Effects spec gives for
    /// feGaussianBlur (box width d = ⌊σ·3·√(2π)/4 + 0.5⌋), with running sums: linear in the area
    /// whatever σ, separable, and deterministic. Edges are clamped.
    public mutating func blur(under shape: Shape, sigma: Double) {
        let area = shape.bounds.intersection(bounds)
        guard !area.isEmpty, sigma > 0 else { return }
        let box = max(1, Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)))
        let reach = 3 * box + 2
        // Blur a margin around the shape so the kernel sees the real neighbourhood.
        let source = PixelRect(x: area.x - reach, y: area.y - reach, width: area.width + 2 * reach, height: area.height + 2 * reach)
            .intersection(bounds)
        let sw = source.width, sh = source.height
        var work = [Float](repeating: 0, count: sw * sh * 4)
        let width = self.width
        pixels.withUnsafeBufferPointer { buffer in
            work.withUnsafeMutableBufferPointer { out in
                for row in 0..<sh {
                    let from = ((row + source.y) * width + source.x) * 4
                    for index in 0..<(sw * 4) { out[row * sw * 4 + index] = buffer[from + index] }
                }
            }
        }
        var scratch = [Float](repeating: 0, count: max(sw, sh) * 4)
        work.withUnsafeMutableBufferPointer { data in
            scratch.withUnsafeMutableBufferPointer { line in
                // Odd d: three boxes of d, centred. Even d: two boxes of d, the first centred half a
                // pixel to the leading side and the second half a pixel to the trailing side, then one
                // of d + 1, centred — so the result stays centred.
                let passes: [(width: Int, leading: Int)] = box % 2 == 1
                    ? [(box, box / 2), (box, box / 2), (box, box / 2)]
                    : [(box, box / 2), (box, box / 2 - 1), (box + 1, box / 2)]
                for pass in passes {
                    for row in 0..<sh {
                        Self.boxBlur(data, start: row * sw * 4, stride: 4, count: sw, width: pass.width, leading: pass.leading, line: line)
                    }
                    for column in 0..<sw {
                        Self.boxBlur(data, start: column * 4, stride: sw * 4, count: sh, width: pass.width, leading: pass.leading, line: line)
                    }
                }
            }
        }
        pixels.withUnsafeMutableBufferPointer { buffer in
            for row in area.y..<area.maxY {
                for column in area.x..<area.maxX {
                    let coverage = Float(shape.coverage(column: column, row: row))
                    if coverage <= 0 { continue }
                    let blurred = ((row - source.y) * sw + (column - source.x)) * 4
                    let index = (row * width + column) * 4
                    for channel in 0..<4 {
                        buffer[index + channel] += (work[blurred + channel] - buffer[index + channel]) * coverage
                    }
                }
            }
        }
    }

    /// One box blur along a line of `count` RGBA pixels, in place, edges clamped: each output is
    /// the mean of `width` inputs, `leading` of them before it.
    private static func boxBlur(_ data: UnsafeMutableBufferPointer<Float>, start: Int, stride: Int, count: Int, width: Int, leading: Int,
                                line: UnsafeMutableBufferPointer<Float>) {
        for index in 0..<count {
            for channel in 0..<4 { line[index * 4 + channel] = data[start + index * stride + channel] }
        }
        let before = leading, after = width - 1 - leading
        let scale = 1 / Float(width)
        for channel in 0..<4 {
            var sum: Float = 0
            for offset in -before...after { sum += line[min(max(offset, 0), count - 1) * 4 + channel] }
            for index in 0..<count {
                data[start + index * stride + channel] = sum * scale
                sum += line[min(index + after + 1, count - 1) * 4 + channel] - line[max(index - before, 0) * 4 + channel]
            }
        }
    }

    /// The pixel at (x, y) as 8-bit straight alpha.
    public func pixel(x: Int, y: Int) -> RGBA8 {
        let index = (y * width + x) * 4
        return Canvas.straight(pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
    }

    static func straight(_ r: Float, _ g: Float, _ b: Float, _ a: Float) -> RGBA8 {
        guard a > 0 else { return RGBA8(0, 0, 0, 0) }
        // Round half up by truncation (the values are never negative): libm's roundf is not inlined
        // and this runs for every pixel of every image.
        @inline(__always) func channel(_ value: Float) -> UInt8 { UInt8(min(max(value * 255 + 0.5, 0), 255.5)) }
        let clampedAlpha = min(a, 1)
        return RGBA8(channel(r / clampedAlpha), channel(g / clampedAlpha), channel(b / clampedAlpha), channel(clampedAlpha))
    }

    /// A copy of a region as 8-bit straight-alpha pixels (clipped to the canvas).
    public func image(of region: PixelRect) -> RGBAImage {
        let area = region.intersection(bounds)
        var image = RGBAImage(width: area.width, height: area.height)
        image.bytes.withUnsafeMutableBufferPointer { out in
            pixels.withUnsafeBufferPointer { buffer in
                for row in 0..<area.height {
                    for column in 0..<area.width {
                        let index = ((row + area.y) * width + column + area.x) * 4
                        let pixel = Canvas.straight(buffer[index], buffer[index + 1], buffer[index + 2], buffer[index + 3])
                        let target = (row * area.width + column) * 4
                        out[target] = pixel.red
                        out[target + 1] = pixel.green
                        out[target + 2] = pixel.blue
                        out[target + 3] = pixel.alpha
                    }
                }
            }
        }
        return image
    }

    /// The whole canvas as 8-bit straight-alpha pixels.
    public func image() -> RGBAImage { image(of: bounds) }
}

extension Canvas {
    /// Draws an 8-bit straight-alpha image with its top-left pixel at (x, y), source-over.
    public mutating func composite(image: RGBAImage, x: Int, y: Int) {
        let area = PixelRect(x: x, y: y, width: image.width, height: image.height).intersection(bounds)
        guard !area.isEmpty else { return }
        let width = self.width
        image.bytes.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { buffer in
                for row in area.y..<area.maxY {
                    for column in area.x..<area.maxX {
                        let index = ((row - y) * image.width + (column - x)) * 4
                        let alpha = Float(source[index + 3]) / 255
                        if alpha == 0 { continue }
                        Canvas.blend(buffer, (row * width + column) * 4, Float(source[index]) / 255, Float(source[index + 1]) / 255,
                                     Float(source[index + 2]) / 255, alpha)
                    }
                }
            }
        }
    }
}
