import Foundation
import Spec

/// The nearest colour that passes: `original` moved along OKLCH lightness, lighter and darker, keeping
/// its hue and chroma (chroma lowered only as far as the sRGB gamut needs at that lightness) and its
/// alpha, each step rounded to the 8-bit colour a spec writes, until `ratio` (the worst contrast the
/// colour gives, computed through the real compositing by the caller) reaches `required`. The closer
/// of the two directions (ΔE OK) wins. A translucent colour that cannot pass is tried opaque.
enum ContrastFixSearch {
    package struct Result: Sendable, Hashable {
        /// The colour to write (8-bit channels, the original's alpha unless it had to become opaque).
        package let color: SRGBColor
        /// The worst ratio it gives.
        package let ratio: Double
        /// Its distance from the original (ΔE OK, opaque parts).
        package let deltaE: Double
        /// Whether it is lighter than the original.
        let isLighter: Bool
    }

    /// `drawn` is the translucent `original` as it is seen (over the worst background): an opaque colour is
    /// searched from there when none passes at the original's alpha, so it stays near what people see.
    package static func nearest(
        to original: SRGBColor, drawn: SRGBColor? = nil, required: Double,
        ratio: (SRGBColor) -> Double
    ) -> Result? {
        if let result = search(original, alpha: original.alpha, required: required, ratio: ratio) { return result }
        guard original.alpha < 1 else { return nil }
        return search(drawn ?? original, alpha: 1, required: required, ratio: ratio)
    }

    private static func search(_ original: SRGBColor, alpha: Double, required: Double, ratio: (SRGBColor) -> Double) -> Result? {
        let start = OKLab(original)
        let (chroma, hue) = (start.chroma, start.hue)
        var best: Result?
        for direction in [1.0, -1.0] {
            var previous: SRGBColor?
            var step = 1
            while true {
                let lightness = start.l + direction * Double(step) * 0.002
                step += 1
                guard lightness >= 0, lightness <= 1 else { break }
                let candidate = quantized(inGamut(lightness: lightness, chroma: chroma, hue: hue), alpha: alpha)
                if candidate == previous { continue }
                previous = candidate
                let value = ratio(candidate)
                guard value >= required else { continue }
                let deltaE = OKLab.distance(start, OKLab(candidate))
                if best == nil || deltaE < best!.deltaE {
                    best = Result(color: candidate, ratio: value, deltaE: deltaE, isLighter: direction > 0)
                }
                break
            }
        }
        return best
    }

    /// The colour at this lightness and hue with as much of `chroma` as the sRGB gamut holds.
    static func inGamut(lightness: Double, chroma: Double, hue: Double) -> OKLab {
        let full = OKLab(l: lightness, chroma: chroma, hue: hue)
        if full.isInGamut { return full }
        var (low, high) = (0.0, chroma)
        for _ in 0..<24 {
            let middle = (low + high) / 2
            if OKLab(l: lightness, chroma: middle, hue: hue).isInGamut { low = middle } else { high = middle }
        }
        return OKLab(l: lightness, chroma: low, hue: hue)
    }

    static func quantized(_ lab: OKLab, alpha: Double) -> SRGBColor {
        let c = lab.unclampedSRGB
        func channel(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        let a = (min(max(alpha, 0), 1) * 255).rounded() / 255
        return SRGBColor(red8: channel(c.red), green8: channel(c.green), blue8: channel(c.blue), alpha: a)
    }
}
