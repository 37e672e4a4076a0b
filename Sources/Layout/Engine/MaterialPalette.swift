import Spec

/// How SwiftUI's materials are drawn: what is behind blurred (as glass buttons blur it), then a
/// veil — white in light appearance, near-black in dark — that is more opaque the thicker the
/// material. Calibrated by eye against the system materials; change them here in one place.
enum MaterialPalette {
    /// The blur's standard deviation, in points.
    package static func blurSigma(_ material: Material) -> Double {
        switch material {
        case .ultraThin: 4
        case .thin: 5
        case .regular: 6
        case .thick: 8
        case .ultraThick: 10
        }
    }

    /// The veil's opacity over the blur.
    static func veilAlpha(_ material: Material) -> Double {
        switch material {
        case .ultraThin: 0.35
        case .thin: 0.5
        case .regular: 0.65
        case .thick: 0.78
        case .ultraThick: 0.88
        }
    }

    /// The veil over the blur, in `appearance`.
    package static func veil(_ material: Material, _ appearance: Appearance) -> SRGBColor {
        let alpha = veilAlpha(material)
        return appearance == .light
            ? SRGBColor(red: 1, green: 1, blue: 1, alpha: alpha)
            : SRGBColor(red: 0.11, green: 0.11, blue: 0.12, alpha: alpha)
    }
}
