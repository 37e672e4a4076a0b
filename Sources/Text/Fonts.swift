// Font weights and the weight → font file mapping (FontWeight, FontSet).

/// A font weight, ordered from thinnest to heaviest (CSS/OpenType `usWeightClass` 100…900).
///
/// The raw value is the spelling used in specs (`"semibold"`, `"extraLight"`, …).
package enum FontWeight: String, CaseIterable, Sendable, Comparable {
    case thin, extraLight, light, regular, medium, semibold, bold, heavy, black

    /// The CSS / OpenType weight number: 100 (thin) … 900 (black).
    package var numericValue: Int {
        switch self {
        case .thin: 100
        case .extraLight: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    package static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
        lhs.numericValue < rhs.numericValue
    }
}

/// Which font file renders each weight.
package struct FontSet: Sendable, Hashable {
    /// Weight → path of an OpenType/TrueType font file. Weights may be missing; see `file(for:)`.
    package var files: [FontWeight: String]

    package init(files: [FontWeight: String]) {
        self.files = files
    }

    /// Where Debian's `fonts-inter` package installs Inter.
    package static let interDirectory = "/usr/share/fonts/opentype/inter"

    /// Inter's nine upright static weights (`Inter-Regular.otf`, `Inter-SemiBold.otf`, …) in `directory`.
    /// Files are not checked here; `TextEngine.init` reports a missing one.
    package static func inter(directory: String = interDirectory) -> FontSet {
        let dir = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        return FontSet(files: weightFileNames.mapValues { "\(dir)/Inter-\($0).otf" })
    }

    /// How font families name their static weights' files (`Inter-SemiBold.otf`, `NotoSansArabic-Bold.ttf`).
    static let weightFileNames: [FontWeight: String] = [
        .thin: "Thin", .extraLight: "ExtraLight", .light: "Light", .regular: "Regular",
        .medium: "Medium", .semibold: "SemiBold", .bold: "Bold", .heavy: "ExtraBold",
        .black: "Black",
    ]

    /// The file for `weight`, or for the nearest available weight in CSS font-matching order
    /// (CSS Fonts 4 §5.2) when that weight is absent:
    /// - regular (400): medium (500), then lighter weights descending, then heavier ascending;
    /// - medium (500): lighter weights descending, then heavier ascending;
    /// - lighter than regular: lighter weights descending, then heavier ascending;
    /// - heavier than medium: heavier weights ascending, then lighter descending.
    /// `nil` only when the set is empty.
    package func file(for weight: FontWeight) -> String? {
        resolvedWeight(for: weight).flatMap { files[$0] }
    }

    /// The weight whose file `file(for:)` returns.
    func resolvedWeight(for weight: FontWeight) -> FontWeight? {
        if files[weight] != nil { return weight }
        let all = FontWeight.allCases  // ascending
        let lighter = all.filter { $0 < weight }.reversed()
        let heavier = all.filter { $0 > weight }
        let order: [FontWeight]
        switch weight {
        case .regular:
            // 400 ≤ w ≤ 500: heavier up to 500 first, then lighter descending, then above 500 ascending.
            order = [.medium] + lighter + heavier.filter { $0 > .medium }
        case .medium:
            order = Array(lighter) + heavier
        case _ where weight < .regular:
            order = Array(lighter) + heavier
        default:
            order = heavier + lighter
        }
        return order.first { files[$0] != nil }
    }
}
