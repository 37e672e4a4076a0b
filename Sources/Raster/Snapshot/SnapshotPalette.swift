import Spec

/// The colours of an accessibility snapshot's outlines and badges, cycled in navigation order: the
/// Okabe–Ito palette (told apart with the common colour-vision deficiencies) without its yellow and
/// black, which vanish on white and on black backdrops. Each colour has the ink its badge number is
/// written in, the one of black and white with the higher contrast on it (at least 5.2:1).
package enum SnapshotPalette {
    package static let colors: [(fill: SRGBColor, ink: SRGBColor)] = [
        (SRGBColor(red8: 0x00, green8: 0x72, blue8: 0xB2), white),  // blue, white 5.2:1
        (SRGBColor(red8: 0xE6, green8: 0x9F, blue8: 0x00), black),  // orange, black 9.3:1
        (SRGBColor(red8: 0x00, green8: 0x9E, blue8: 0x73), black),  // bluish green, black 6.1:1
        (SRGBColor(red8: 0xCC, green8: 0x79, blue8: 0xA7), black),  // reddish purple, black 6.9:1
        (SRGBColor(red8: 0x56, green8: 0xB4, blue8: 0xE9), black),  // sky blue, black 9.1:1
        (SRGBColor(red8: 0xD5, green8: 0x5E, blue8: 0x00), black),  // vermillion, black 5.4:1
    ]
    static let white = SRGBColor(red: 1, green: 1, blue: 1)
    static let black = SRGBColor(red: 0, green: 0, blue: 0)

    /// The colour of the element VoiceOver reaches `index`-th (0 first).
    package static func color(_ index: Int) -> (fill: SRGBColor, ink: SRGBColor) {
        colors[index % colors.count]
    }
}
