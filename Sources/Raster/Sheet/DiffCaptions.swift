import Pixels
import Spec
import Text

/// A caption band over a golden failure image: "expected (golden)", "diff" and "actual (render)"
/// centred over the three panels of `SideBySide`, so the image explains itself when opened alone.
package enum DiffCaptions {
    package static let titles = ["expected (golden)", "diff", "actual (render)"]
    static let bandHeight = 22

    /// `composite` is three panels of `panelWidth` pixels, `gap` pixels apart, left to right, of
    /// renders at `scale` pixels per point: the band is 22 points tall with 12-point captions.
    package static func captioned(_ composite: RGBAImage, panelWidth: Int, gap: Int, scale: Int = 1, engine: TextEngine) throws(TextError)
        -> RGBAImage
    {
        let scale = max(1, scale)
        let band = bandHeight * scale
        let size = 12.0 * Double(scale)
        var canvas = Canvas(
            width: composite.width, height: composite.height + band,
            filledWith: SRGBColor(red: 0.93, green: 0.93, blue: 0.94))
        canvas.composite(image: composite, x: 0, y: band)
        for (index, title) in titles.enumerated() {
            let left = index * (panelWidth + gap)
            let width = try SheetText.width(title, size: size, weight: .semibold, engine: engine)
            let x = left + max(2, Int(((Double(panelWidth) - width) / 2).rounded(.down)))
            try SheetText.draw(
                title, x: x, baseline: 16 * scale, size: size, weight: .semibold, color: SRGBColor(red: 0.1, green: 0.1, blue: 0.12),
                engine: engine, on: &canvas, maxX: left + panelWidth)
        }
        return canvas.image()
    }
}
