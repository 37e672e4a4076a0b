import Spec

/// iOS's Reduce Transparency: what is translucent over the content behind it (glass buttons,
/// materials) is drawn opaque instead, as if laid over the appearance's systemBackground, and
/// nothing behind it is blurred or shows through.
enum ReduceTransparency {
    /// `color` laid over the opaque `background`, in sRGB (gamma-encoded) space as UIKit composites.
    static func opaque(_ color: SRGBColor, over background: SRGBColor) -> SRGBColor {
        let alpha = min(max(color.alpha, 0), 1)
        func mix(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
        return SRGBColor(
            red: mix(color.red, background.red), green: mix(color.green, background.green),
            blue: mix(color.blue, background.blue), alpha: 1)
    }
}
