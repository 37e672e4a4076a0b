/// A language a spec's texts are drawn in: a BCP 47 identifier as Xcode's String Catalogs write it
/// (`en`, `de`, `pt-BR`, `zh-Hans`, `ar`), or the built-in `pseudo` locale (every text accented,
/// expanded and bracketed; see `PseudoLocale`). Its identifier is part of render names and paths
/// (`light@de/AX5-idle`), so it is limited to ASCII letters and digits in `-`-separated subtags.
public struct RenderLocale: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// As written in the spec: `de`, `pt-BR`, `pseudo`.
    public let identifier: String
    /// The identifier lower-cased: language tags ignore case (BCP 47), so `de` and `DE`, or `pt-BR` and
    /// `pt-br`, are one locale — and would be one folder on a file system that ignores case (macOS).
    private let folded: String

    /// Nil when `identifier` is neither `pseudo` nor a language tag: a language subtag of 2 or 3
    /// letters, then subtags of 1 to 8 letters or digits, joined by `-` (`de`, `pt-BR`, `zh-Hans`,
    /// `sr-Latn-RS`), at most 35 characters.
    public init?(identifier: String) {
        guard identifier == Self.pseudoIdentifier || Self.isLanguageTag(identifier) else { return nil }
        self.identifier = identifier
        folded = identifier.lowercased()
    }

    /// Equal when the identifiers are equal ignoring case.
    public static func == (lhs: RenderLocale, rhs: RenderLocale) -> Bool { lhs.folded == rhs.folded }

    public func hash(into hasher: inout Hasher) { hasher.combine(folded) }

    /// The built-in pseudo-locale.
    public static let pseudo = RenderLocale(identifier: pseudoIdentifier)!
    static let pseudoIdentifier = "pseudo"

    public var isPseudo: Bool { folded == Self.pseudoIdentifier }

    /// The language subtag, lower-cased: `pt` for `pt-BR`; `en` for the pseudo-locale, whose texts
    /// are accented English.
    public var languageCode: String {
        isPseudo ? "en" : String(identifier.split(separator: "-")[0]).lowercased()
    }

    /// The script subtag when the identifier has one (`Arab` in `ku-Arab`, `Hans` in `zh-Hans`), title-cased.
    public var scriptCode: String? {
        let subtags = identifier.split(separator: "-").dropFirst()
        guard let script = subtags.first(where: { $0.count == 4 && $0.allSatisfy(\.isLetter) }) else { return nil }
        return script.prefix(1).uppercased() + script.dropFirst().lowercased()
    }

    /// The BCP 47 language tag to shape its text with (HarfBuzz's language): the identifier itself,
    /// or `en-XA` (the tag commonly reserved for accented pseudo-English) for the pseudo-locale.
    public var languageTag: String { isPseudo ? "en-XA" : identifier }

    /// Whether its script is written right to left: by the script subtag when there is one
    /// (`Arab`, `Hebr`, `Thaa`, `Syrc`, `Nkoo`, `Adlm`, `Rohg`, …), else by the language's usual
    /// script (Arabic, Hebrew, Persian, Urdu, Pashto, Sindhi, Uyghur, Yiddish, Dhivehi, Central
    /// Kurdish, Syriac, N'Ko). `ku-Latn` is left to right, `az-Arab` right to left.
    public var isRightToLeft: Bool {
        if let script = scriptCode { return Self.rightToLeftScripts.contains(script) }
        return Self.rightToLeftLanguages.contains(languageCode)
    }

    static let rightToLeftScripts: Set<String> = ["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg", "Mand", "Samr", "Yezi"]
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb", "syr", "nqo", "arc"]

    public var description: String { identifier }

    /// By identifier, ignoring case.
    public static func < (lhs: RenderLocale, rhs: RenderLocale) -> Bool {
        lhs.folded < rhs.folded
    }

    private static func isLanguageTag(_ text: String) -> Bool {
        guard text.count <= 35 else { return false }
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = subtags.first, (2...3).contains(language.count),
            language.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) })
        else { return false }
        return subtags.dropFirst().allSatisfy { subtag in
            (1...8).contains(subtag.count)
                && subtag.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
        }
    }
}
