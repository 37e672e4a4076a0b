import Foundation
import Spec

/// WCAG 2.x contrast: relative luminance, the contrast ratio and its thresholds (SC 1.4.3 AA,
/// SC 1.4.6 AAA, SC 1.4.11 non-text), and source-over blending of a translucent foreground.
///
/// Luminance and ratio ignore alpha: blend a translucent colour over what lies behind it first.
/// Ratios are never rounded: compare the unrounded value (4.499 fails 4.5).
package enum WCAGContrast {
    /// SC 1.4.3 (AA): text that is not large.
    package static let normalTextMinimumRatio = 4.5
    /// SC 1.4.3 (AA): large-scale text.
    package static let largeTextMinimumRatio = 3.0
    /// SC 1.4.11: the visual boundary of a UI component, and graphics, against adjacent colours.
    package static let nonTextMinimumRatio = 3.0
    /// SC 1.4.6 (AAA): text that is not large.
    package static let enhancedNormalTextMinimumRatio = 7.0
    /// SC 1.4.6 (AAA): large-scale text.
    package static let enhancedLargeTextMinimumRatio = 4.5

    /// Large-scale text is at least this size at any weight…
    package static let largeTextMinimumPointSize = 18.0
    /// …or at least this size when bold.
    package static let largeBoldTextMinimumPointSize = 14.0
    /// The same on the web, where sizes are CSS px (1 pt = 4/3 px): 24 px at any weight, or 18.66 px
    /// bold (the figures WCAG's Understanding 1.4.3 gives for 18 pt and 14 pt).
    static let largeTextMinimumCSSPixels = 24.0
    static let largeBoldTextMinimumCSSPixels = 18.66

    /// The sRGB channel value at and below which the transfer curve is linear.
    static let linearThreshold = 0.04045

    /// Relative luminance (0 for black, 1 for white) of an sRGB colour with channels in 0…1.
    package static func relativeLuminance(_ c: SRGBColor) -> Double {
        0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    }

    /// The contrast ratio, unrounded, from 1 (identical luminance) to 21 (black and white).
    /// Symmetric: the order of the colours does not matter.
    package static func ratio(_ a: SRGBColor, _ b: SRGBColor) -> Double {
        let (first, second) = (relativeLuminance(a), relativeLuminance(b))
        return (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// `foreground` drawn over `background` (straight alpha, source-over, in sRGB space, as
    /// browsers and apca-w3's `alphaBlend` composite, without rounding to 8 bits). The background
    /// is taken as opaque (its alpha is ignored); the result is opaque.
    package static func blend(_ foreground: SRGBColor, over background: SRGBColor) -> SRGBColor {
        let alpha = min(max(foreground.alpha, 0), 1)
        let complement = 1 - alpha
        return SRGBColor(
            red: background.red * complement + foreground.red * alpha,
            green: background.green * complement + foreground.green * alpha,
            blue: background.blue * complement + foreground.blue * alpha,
            alpha: 1)
    }

    /// Whether text of this size and weight is large-scale text: at least 18 pt, or at least 14 pt
    /// and bold. `pointSize` is compared as given, in the unit the caller states sizes in.
    package static func isLargeText(pointSize: Double, isBold: Bool) -> Bool {
        pointSize >= largeTextMinimumPointSize || (isBold && pointSize >= largeBoldTextMinimumPointSize)
    }

    /// Whether text is large-scale on a platform: iOS sizes are points (the thresholds above), web
    /// sizes are CSS px (24 px, or 18.66 px bold).
    package static func isLargeText(size: Double, isBold: Bool, platform: Platform) -> Bool {
        switch platform {
        case .ios: isLargeText(pointSize: size, isBold: isBold)
        case .web: size >= largeTextMinimumCSSPixels || (isBold && size >= largeBoldTextMinimumCSSPixels)
        }
    }

    /// The AA minimum ratio for text of this size and weight: 3 for large-scale text, else 4.5.
    package static func requiredRatio(pointSize: Double, isBold: Bool) -> Double {
        isLargeText(pointSize: pointSize, isBold: isBold) ? largeTextMinimumRatio : normalTextMinimumRatio
    }

    /// The piecewise sRGB transfer function, encoded 0…1 to linear light.
    static func linear(_ channel: Double) -> Double {
        channel <= linearThreshold ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
}
