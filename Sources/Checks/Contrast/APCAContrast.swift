import Foundation
import Spec

/// APCA lightness contrast (Lc), version 0.0.98G-4g with the W3 "SA98G" constants, computed as the
/// reference implementation apca-w3 (0.1.x) does: `APCAcontrast(sRGBtoY(text), sRGBtoY(background))`.
///
/// Lc is signed and polarity matters: positive for dark text on a light background, negative for
/// light text on a dark background; 0 when the contrast is below the low clip. Alpha is ignored:
/// blend a translucent text colour over its background first (`WCAGContrast.blend`).
package enum APCAContrast {
    // Bronze simple-mode levels, compared with |Lc|.
    /// Preferred for body text.
    package static let preferredBodyTextLc = 90.0
    /// The minimum for body text.
    package static let minimumBodyTextLc = 75.0
    /// The minimum for content text that is not body text.
    package static let minimumContentTextLc = 60.0
    /// The minimum for large or heavy text and headlines.
    package static let minimumLargeTextLc = 45.0
    /// The absolute minimum for any text, placeholder and disabled text included.
    package static let minimumAnyTextLc = 30.0
    /// The minimum for non-text elements.
    package static let minimumNonTextLc = 15.0

    /// The screen luminance Y (apca-w3 `sRGBtoY`): each 0…1 channel through a plain 2.4 power
    /// curve (not the piecewise sRGB curve), weighted by the sRGB coefficients.
    package static func screenLuminance(_ c: SRGBColor) -> Double {
        SA98G.sRco * pow(c.red, SA98G.mainTRC) + SA98G.sGco * pow(c.green, SA98G.mainTRC) + SA98G.sBco * pow(c.blue, SA98G.mainTRC)
    }

    /// Lc of `text` on `background`, unrounded (about -108…106).
    package static func lightness(text: SRGBColor, background: SRGBColor) -> Double {
        lightness(textLuminance: screenLuminance(text), backgroundLuminance: screenLuminance(background))
    }

    /// Lc from screen luminances (apca-w3 `APCAcontrast`); 0 for luminances outside 0…1.1 or NaN.
    package static func lightness(textLuminance: Double, backgroundLuminance: Double) -> Double {
        guard !textLuminance.isNaN, !backgroundLuminance.isNaN,
            min(textLuminance, backgroundLuminance) >= 0, max(textLuminance, backgroundLuminance) <= 1.1
        else { return 0 }
        let text = softClamp(textLuminance)
        let background = softClamp(backgroundLuminance)
        if abs(background - text) < SA98G.deltaYmin { return 0 }
        let output: Double
        if background > text {
            // Normal polarity: dark text on a light background.
            let sapc = (pow(background, SA98G.normBG) - pow(text, SA98G.normTXT)) * SA98G.scaleBoW
            output = sapc < SA98G.loClip ? 0 : sapc - SA98G.loBoWoffset
        } else {
            // Reverse polarity: light text on a dark background.
            let sapc = (pow(background, SA98G.revBG) - pow(text, SA98G.revTXT)) * SA98G.scaleWoB
            output = sapc > -SA98G.loClip ? 0 : sapc + SA98G.loWoBoffset
        }
        return output * 100
    }

    /// Soft clamp near black (flare compensation).
    private static func softClamp(_ y: Double) -> Double {
        y > SA98G.blkThrs ? y : y + pow(SA98G.blkThrs - y, SA98G.blkClmp)
    }

    /// The APCA 0.0.98G-4g W3-compatible constants, named as apca-w3 names them.
    private enum SA98G {
        static let mainTRC = 2.4
        static let sRco = 0.2126729
        static let sGco = 0.7151522
        static let sBco = 0.0721750
        static let normBG = 0.56
        static let normTXT = 0.57
        static let revTXT = 0.62
        static let revBG = 0.65
        static let blkThrs = 0.022
        static let blkClmp = 1.414
        static let scaleBoW = 1.14
        static let scaleWoB = 1.14
        static let loBoWoffset = 0.027
        static let loWoBoffset = 0.027
        static let deltaYmin = 0.0005
        static let loClip = 0.1
    }
}
