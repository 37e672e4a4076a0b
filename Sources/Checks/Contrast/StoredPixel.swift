import Pixels
import Raster
import Spec

/// Colours as the PNG stores them: every contrast figure (ratio, APCA, the printed colours) is computed
/// from 8-bit pixels, so a printed pair reproduces its printed ratio. A translucent pixel is shown over
/// white, as the canvas would composite it; a translucent colour drawn over a pixel is the canvas's own
/// source-over, rounded to 8 bits as it is stored.
package enum StoredPixel {
    static let white = RGBA8(255, 255, 255, 255)

    /// An 8-bit pixel as an opaque colour (over white when it is translucent).
    package static func color(_ pixel: RGBA8) -> SRGBColor {
        let shown =
            pixel.alpha == 255
            ? pixel
            : Canvas.stored(
                SRGBColor(red8: pixel.red, green8: pixel.green, blue8: pixel.blue, alpha: Double(pixel.alpha) / 255), over: white)
        return SRGBColor(red8: shown.red, green8: shown.green, blue8: shown.blue)
    }

    /// An opaque colour as the 8-bit pixel that holds it.
    package static func pixel(_ color: SRGBColor) -> RGBA8 {
        func channel(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        return RGBA8(channel(color.red), channel(color.green), channel(color.blue), channel(color.alpha))
    }

    /// `color` drawn at full coverage over an opaque colour, as stored: the pixel a fully covered glyph
    /// pixel or a filled shape's inside shows.
    package static func composite(_ color: SRGBColor, over background: SRGBColor) -> SRGBColor {
        Self.color(Canvas.stored(color, over: pixel(SRGBColor(red: background.red, green: background.green, blue: background.blue))))
    }
}
