import Foundation
import Spec

/// Björn Ottosson's OKLab, a perceptual space in which contrast fixes move a colour: lightness `l`
/// (0 black … 1 white) and the opponent axes `a`, `b`; chroma and hue are their polar form (OKLCH).
/// ΔE OK is the Euclidean distance between two colours here.
package struct OKLab: Sendable, Hashable {
    package var l: Double
    package var a: Double
    package var b: Double

    package init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// An sRGB colour's coordinates (alpha ignored).
    package init(_ color: SRGBColor) {
        let r = WCAGContrast.linear(color.red)
        let g = WCAGContrast.linear(color.green)
        let bl = WCAGContrast.linear(color.blue)
        let lms = (
            cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl),
            cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl),
            cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        )
        l = 0.2104542553 * lms.0 + 0.7936177850 * lms.1 - 0.0040720468 * lms.2
        a = 1.9779984951 * lms.0 - 2.4285922050 * lms.1 + 0.4505937099 * lms.2
        b = 0.0259040371 * lms.0 + 0.7827717662 * lms.1 - 0.8086757660 * lms.2
    }

    /// Chroma and hue (radians): the OKLCH form.
    package var chroma: Double { (a * a + b * b).squareRoot() }
    package var hue: Double { atan2(b, a) }

    package init(l: Double, chroma: Double, hue: Double) {
        self.init(l: l, a: chroma * cos(hue), b: chroma * sin(hue))
    }

    /// The sRGB colour, channels unclamped (outside 0…1 when it is out of gamut).
    var unclampedSRGB: (red: Double, green: Double, blue: Double) {
        let l1 = l + 0.3963377774 * a + 0.2158037573 * b
        let m1 = l - 0.1055613458 * a - 0.0638541728 * b
        let s1 = l - 0.0894841775 * a - 1.2914855480 * b
        let (lc, mc, sc) = (l1 * l1 * l1, m1 * m1 * m1, s1 * s1 * s1)
        let r = 4.0767416621 * lc - 3.3077115913 * mc + 0.2309699292 * sc
        let g = -1.2684380046 * lc + 2.6097574011 * mc - 0.3413193965 * sc
        let bl = -0.0041960863 * lc - 0.7034186147 * mc + 1.7076147010 * sc
        func encode(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }
        return (encode(r), encode(g), encode(bl))
    }

    var isInGamut: Bool {
        let c = unclampedSRGB
        return [c.red, c.green, c.blue].allSatisfy { $0 >= -0.0005 && $0 <= 1.0005 }
    }

    /// ΔE OK: the distance between two colours.
    package static func distance(_ x: OKLab, _ y: OKLab) -> Double {
        ((x.l - y.l) * (x.l - y.l) + (x.a - y.a) * (x.a - y.a) + (x.b - y.b) * (x.b - y.b)).squareRoot()
    }
}
