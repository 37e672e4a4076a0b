import Pixels
import Raster
import Spec

/// A control's shape against what is behind it: along a ring just inside its outline (fully covered
/// pixels three to five pixels in, clear of the anti-aliased edge and of a glass highlight
/// hairline), the filled pixel against the pixel that was there before. The worst point is reported.
package struct ShapeContrastMeasurement: Sendable, Hashable {
    package let ratio: Double
    package let apca: Double
    package let fill: SRGBColor
    package let background: SRGBColor

    package static func measure(_ paint: ShapePaint) -> ShapeContrastMeasurement? {
        func color(_ pixel: RGBA8) -> SRGBColor { StoredPixel.color(pixel) }
        var worst: (ratio: Double, sample: ShapePaint.Sample)?
        var last: (sample: ShapePaint.Sample, ratio: Double)?
        for sample in paint.ring {
            let ratio: Double
            if let last, last.sample.before == sample.before, last.sample.after == sample.after {
                ratio = last.ratio
            } else {
                ratio = WCAGContrast.ratio(color(sample.after), color(sample.before))
                last = (sample, ratio)
            }
            if worst == nil || ratio < worst!.ratio { worst = (ratio, sample) }
        }
        guard let worst else { return nil }
        let fill = color(worst.sample.after)
        let background = color(worst.sample.before)
        return ShapeContrastMeasurement(
            ratio: worst.ratio, apca: APCAContrast.lightness(text: fill, background: background),
            fill: fill, background: background)
    }
}
