import Limits
import Spec

/// The content-size limits, checked on a finished layout before anything is rendered: content
/// height in points and, at the spec's scale, canvas height and total pixels (`Limits`).
enum ContentLimits {
    /// The problem with a layout of `size` points (CSS px on the web: `unit`) at `scale`, or nil when it is within every limit.
    static func problem(contentWidth: Double, contentHeight: Double, scale: Int, unit: LengthUnit = .point) -> String? {
        let advice = "shorten the screen or split it into several specs"
        if !(contentHeight <= Limits.maximumContentHeight) {
            return
                "the content is \(points(contentHeight)) \(unit) tall, over the limit of \(points(Limits.maximumContentHeight)) \(unit); \(advice)"
        }
        let pixelWidth = Int((contentWidth * Double(scale)).rounded())
        let pixelHeight = Int((contentHeight * Double(scale)).rounded())
        if pixelHeight > Limits.maximumCanvasHeight {
            return "at @\(scale)x the content is \(Limits.grouped(pixelHeight)) pixels tall, over the limit of "
                + "\(Limits.grouped(Limits.maximumCanvasHeight)) pixels; \(advice), or render at a lower --scale"
        }
        let pixels = pixelWidth.multipliedReportingOverflow(by: pixelHeight)
        if pixels.overflow || pixels.partialValue > Limits.maximumCanvasPixels {
            let bytes = Limits.describe(bytes: Limits.maximumCanvasPixels * Limits.bytesPerPixel)
            return
                "at @\(scale)x the render would be \(Limits.grouped(pixelWidth)) × \(Limits.grouped(pixelHeight)) pixels, over the limit of "
                + "\(Limits.grouped(Limits.maximumCanvasPixels)) pixels (\(bytes)); \(advice), or render at a lower --scale"
        }
        return nil
    }

    /// Whole points, rounded up: "8,193".
    private static func points(_ value: Double) -> String {
        Limits.grouped(Int(value.rounded(.up)))
    }
}
