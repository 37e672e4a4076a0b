import Spec

/// A button whose `tint` draws both what is measured and what it is measured against (a `bordered` title in the
/// tint on a 15% tint fill) or draws the fill through a translucent layer (`glassProminent`'s 92% tint over the
/// blurred backdrop): the tint is searched with both sides recomposited from each candidate, as the canvas draws them.
enum TintedButton {
    /// How much of the tint a style's fill lays over what is under it; nil for a style whose fill is not its tint.
    static func fillAlpha(_ style: ButtonStyle) -> Double? {
        switch style {
        case .borderedProminent: 1
        case .glassProminent: 0.92
        case .bordered: 0.15
        case .glass, .plain: nil
        }
    }

    /// The colour under a fill of `tint` at `alpha` that gives the measured `fill`: the fill's compositing undone.
    static func under(_ fill: SRGBColor, tint: SRGBColor, alpha: Double) -> SRGBColor {
        guard alpha < 1 else { return fill }
        func channel(_ measured: Double, _ drawn: Double) -> Double { min(max((measured - alpha * drawn) / (1 - alpha), 0), 1) }
        return SRGBColor(red: channel(fill.red, tint.red), green: channel(fill.green, tint.green), blue: channel(fill.blue, tint.blue))
    }

    /// The tint as a fill over `under`, stored.
    static func fill(_ tint: SRGBColor, alpha: Double, over under: SRGBColor) -> SRGBColor {
        alpha >= 1
            ? StoredPixel.composite(tint, over: under)
            : StoredPixel.composite(SRGBColor(red: tint.red, green: tint.green, blue: tint.blue, alpha: alpha), over: under)
    }
}
