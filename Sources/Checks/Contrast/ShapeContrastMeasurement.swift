import Pixels
import Raster
import Spec

/// A control's shape against what is behind it: along a ring just inside its outline (fully covered
/// pixels three to five pixels in, clear of the anti-aliased edge and of a glass highlight
/// hairline), the filled pixel against the pixel that was there before. The worst point is reported.
public struct ShapeContrastMeasurement: Sendable, Hashable {
    public let ratio: Double
    public let apca: Double
    public let fill: SRGBColor
    public let background: SRGBColor

    public static func measure(_ paint: ShapePaint) -> ShapeContrastMeasurement? {
        let width = paint.region.width, height = paint.region.height
        guard width > 0, height > 0 else { return nil }
        func color(_ word: UInt32) -> SRGBColor {
            let color = SRGBColor(red8: UInt8(word & 0xFF), green8: UInt8(word >> 8 & 0xFF), blue8: UInt8(word >> 16 & 0xFF),
                                  alpha: Double(word >> 24) / 255)
            return color.alpha < 1 ? WCAGContrast.blend(color, over: SRGBColor(red: 1, green: 1, blue: 1)) : color
        }
        let ring = ShapeRing.pixels(coverage: paint.coverage, width: width, height: height)
        // In the ring: nothing within two pixels is outside the shape, something within five is.
        var worst: (ratio: Double, fill: UInt32, background: UInt32)?
        var last: (fill: UInt32, background: UInt32, ratio: Double)?
        paint.after.bytes.withUnsafeBufferPointer { afterBytes in
            paint.before.bytes.withUnsafeBufferPointer { beforeBytes in
                afterBytes.withMemoryRebound(to: UInt32.self) { after in
                    beforeBytes.withMemoryRebound(to: UInt32.self) { before in
                        for index in ring {
                            let fill = after[index], background = before[index]
                            let ratio: Double
                            if let last, last.fill == fill, last.background == background {
                                ratio = last.ratio
                            } else {
                                ratio = WCAGContrast.ratio(color(fill), color(background))
                                last = (fill, background, ratio)
                            }
                            if worst == nil || ratio < worst!.ratio { worst = (ratio, fill, background) }
                        }
                    }
                }
            }
        }
        guard let worst else { return nil }
        let fill = color(worst.fill), background = color(worst.background)
        return ShapeContrastMeasurement(ratio: worst.ratio, apca: APCAContrast.lightness(text: fill, background: background),
                                        fill: fill, background: background)
    }
}
