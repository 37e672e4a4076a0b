import Foundation

/// The CIEDE2000 colour difference (ΔE00) of CIE 1976 L*a*b* colours, as Sharma, Wu and Dalal give it
/// ("The CIEDE2000 Color-Difference Formula: Implementation Notes, Supplementary Test Data, and
/// Mathematical Observations", Color Research & Application 30(1), 2005), with kL = kC = kH = 1.
/// About 1 is the smallest difference people see side by side; a one-step brand-tint change is 1–3.
package enum DeltaE2000 {
    /// A colour in CIE L*a*b* (D65 white).
    package struct Lab: Sendable, Equatable {
        package let l: Double
        package let a: Double
        package let b: Double

        package init(_ l: Double, _ a: Double, _ b: Double) {
            self.l = l
            self.a = a
            self.b = b
        }

        /// An sRGB pixel in L*a*b*; a pixel that is not opaque is first composited over white (how it
        /// shows on a page), so fully transparent pixels of any colour are the same white.
        package init(_ pixel: RGBA8) {
            func channel(_ value: UInt8) -> Double {
                let alpha = Double(pixel.alpha) / 255
                let encoded = (Double(value) * alpha + 255 * (1 - alpha)) / 255
                return encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
            }
            let red = channel(pixel.red)
            let green = channel(pixel.green)
            let blue = channel(pixel.blue)
            // sRGB (D65) to XYZ, relative to the D65 white.
            let x = (0.4124564 * red + 0.3575761 * green + 0.1804375 * blue) / 0.95047
            let y = 0.2126729 * red + 0.7151522 * green + 0.0721750 * blue
            let z = (0.0193339 * red + 0.1191920 * green + 0.9503041 * blue) / 1.08883
            func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
            self.init(116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
        }
    }

    /// ΔE00 between two pixels (each composited over white when not opaque).
    package static func difference(_ first: RGBA8, _ second: RGBA8) -> Double {
        first == second ? 0 : difference(Lab(first), Lab(second))
    }

    /// ΔE00 between two L*a*b* colours; symmetric.
    package static func difference(_ first: Lab, _ second: Lab) -> Double {
        let degrees = Double.pi / 180
        let chroma1 = hypot(first.a, first.b)
        let chroma2 = hypot(second.a, second.b)
        let meanChroma7 = pow((chroma1 + chroma2) / 2, 7)
        let g = 0.5 * (1 - (meanChroma7 / (meanChroma7 + pow(25, 7))).squareRoot())
        let a1 = (1 + g) * first.a
        let a2 = (1 + g) * second.a
        let c1 = hypot(a1, first.b)
        let c2 = hypot(a2, second.b)
        func hue(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let angle = atan2(b, a) / degrees
            return angle < 0 ? angle + 360 : angle
        }
        let h1 = hue(first.b, a1)
        let h2 = hue(second.b, a2)
        let deltaL = second.l - first.l
        let deltaC = c2 - c1
        var deltaHue = 0.0
        if c1 * c2 != 0 {
            deltaHue = h2 - h1
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * (c1 * c2).squareRoot() * sin(deltaHue / 2 * degrees)
        let meanL = (first.l + second.l) / 2
        let meanC = (c1 + c2) / 2
        var meanHue = h1 + h2
        if c1 * c2 != 0 {
            if abs(h1 - h2) <= 180 {
                meanHue = (h1 + h2) / 2
            } else {
                meanHue = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2
            }
        }
        let t =
            1 - 0.17 * cos((meanHue - 30) * degrees) + 0.24 * cos(2 * meanHue * degrees)
            + 0.32 * cos((3 * meanHue + 6) * degrees) - 0.20 * cos((4 * meanHue - 63) * degrees)
        let deltaTheta = 30 * exp(-pow((meanHue - 275) / 25, 2))
        let meanC7 = pow(meanC, 7)
        let rc = 2 * (meanC7 / (meanC7 + pow(25, 7))).squareRoot()
        let lightness50 = pow(meanL - 50, 2)
        let sl = 1 + 0.015 * lightness50 / (20 + lightness50).squareRoot()
        let sc = 1 + 0.045 * meanC
        let sh = 1 + 0.015 * meanC * t
        let rt = -sin(2 * deltaTheta * degrees) * rc
        let l = deltaL / sl
        let c = deltaC / sc
        let h = deltaH / sh
        return (l * l + c * c + h * h + rt * c * h).squareRoot()
    }
}
