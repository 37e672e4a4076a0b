import Pixels
import Spec

/// Images drawn into a canvas: the operations `Canvas.apply(_:)` executes for `DrawOp.coverImage` and
/// `DrawOp.image`, on the canvas's premultiplied words. They change pixels only: the journal and the
/// plain rows are `apply`'s.
extension Canvas {
    /// Draws an image scaled to cover the canvas (aspect fill, centred), sampled bilinearly
    /// (`DrawOp.coverImage`). Returns whether every pixel is then opaque.
    static func drawCovering(_ buffer: UnsafeMutableBufferPointer<UInt32>, width: Int, height: Int, image: RGBAImage) -> Bool {
        guard image.width > 0, image.height > 0 else { return false }
        let scale = max(Double(width) / Double(image.width), Double(height) / Double(image.height))
        let offsetX = (Double(image.width) * scale - Double(width)) / 2
        let offsetY = (Double(image.height) * scale - Double(height)) / 2
        var opaque = true
        image.bytes.withUnsafeBufferPointer { source in
            do {
                for row in 0..<height {
                    let sy = min(max((Double(row) + 0.5 + offsetY) / scale - 0.5, 0), Double(image.height - 1))
                    let y0 = Int(sy)
                    let y1 = min(y0 + 1, image.height - 1)
                    let fy = sy - Double(y0)
                    for column in 0..<width {
                        let sx = min(max((Double(column) + 0.5 + offsetX) / scale - 0.5, 0), Double(image.width - 1))
                        let x0 = Int(sx)
                        let x1 = min(x0 + 1, image.width - 1)
                        let fx = sx - Double(x0)
                        // Interpolate premultiplied values so transparent texels do not bleed colour.
                        var r = 0.0
                        var g = 0.0
                        var b = 0.0
                        var a = 0.0
                        for (sxIndex, syIndex, weight) in [
                            (x0, y0, (1 - fx) * (1 - fy)), (x1, y0, fx * (1 - fy)),
                            (x0, y1, (1 - fx) * fy), (x1, y1, fx * fy),
                        ] {
                            let index = (syIndex * image.width + sxIndex) * 4
                            let alpha = Double(source[index + 3]) / 255 * weight
                            r += Double(source[index]) * alpha
                            g += Double(source[index + 1]) * alpha
                            b += Double(source[index + 2]) * alpha
                            a += alpha
                        }
                        guard a > 0 else {
                            opaque = false
                            continue
                        }
                        let alpha = min(a, 1)
                        let sample = Source(red: min(r / a, 255), green: min(g / a, 255), blue: min(b / a, 255), alpha: alpha)
                        if !sample.isOpaque { opaque = false }
                        buffer[row * width + column] = Self.over(sample, buffer[row * width + column])
                    }
                }
            }
        }
        return opaque
    }

    /// Replaces what is under `shape` with a Gaussian blur of it (standard deviation `sigma`
    /// pixels), blended by the shape's coverage. The Gaussian is computed as three successive box
    /// blurs in each direction, the approximation the W3C Filter Effects spec gives for
    /// feGaussianBlur (box width d = ⌊σ·3·√(2π)/4 + 0.5⌋), with running sums: linear in the area

    /// Draws an 8-bit straight-alpha image with its top-left pixel at (x, y), source-over, over `area`, where
    /// it meets the canvas (`DrawOp.image`).
    static func drawImage(_ buffer: UnsafeMutableBufferPointer<UInt32>, width: Int, area: PixelRect, image: RGBAImage, x: Int, y: Int) {
        image.bytes.withUnsafeBufferPointer { source in
            do {
                let words = UnsafeRawPointer(source.baseAddress!).assumingMemoryBound(to: UInt32.self)
                for row in area.y..<area.maxY {
                    // A row of opaque pixels covers what is there with its own bytes: copied whole.
                    let first = (row - y) * image.width + (area.x - x)
                    var opaque = true
                    for column in 0..<area.width where words[first + column] >> 24 != 255 {
                        opaque = false
                        break
                    }
                    if opaque {
                        _ = UnsafeMutableBufferPointer(rebasing: buffer[(row * width + area.x)..<(row * width + area.maxX)])
                            .update(fromContentsOf: UnsafeBufferPointer(start: words + first, count: area.width))
                        continue
                    }
                    for column in area.x..<area.maxX {
                        let index = ((row - y) * image.width + (column - x)) * 4
                        if source[index + 3] == 0 { continue }
                        if source[index + 3] == 255 {
                            // Opaque: straight and premultiplied are the same bytes, and it covers what is there.
                            buffer[row * width + column] =
                                UInt32(source[index]) | UInt32(source[index + 1]) << 8
                                | UInt32(source[index + 2]) << 16 | 255 << 24
                            continue
                        }
                        let pixel = Source(
                            red: Double(source[index]), green: Double(source[index + 1]), blue: Double(source[index + 2]),
                            alpha: Double(source[index + 3]) / 255)
                        buffer[row * width + column] = Canvas.over(pixel, buffer[row * width + column])
                    }
                }
            }
        }
    }
}
