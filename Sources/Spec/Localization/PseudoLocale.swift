/// The built-in `pseudo` locale: each text as a translation might come back before there is one,
/// so truncation, clipping and a reason pushed from its button show up before translating.
///
/// Deterministic: every ASCII letter that has an accented look-alike in Latin-1 or Latin
/// Extended-A (which Inter draws) takes it (`Continue` → `Ćöñţîñûé`), other characters stay;
/// then a middle dot for every 2 characters, one fewer (at least one), and the whole between
/// brackets, so a text drawn without its closing bracket was cut short: `Continue` →
/// `[Ćöñţîñûé···]`. In Inter that makes a text of 8 characters or more 30–40 % wider (shorter
/// ones grow more, as short strings do in translation).
enum PseudoLocale {
    static func translate(_ text: String) -> String {
        var accented = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { accented.append(accents[scalar] ?? scalar) }
        let padding = max(1, (text.count + 1) / 2 - 1)
        return "[" + String(accented) + String(repeating: "\u{B7}", count: padding) + "]"
    }

    /// ASCII letter → its accented look-alike (Latin-1 Supplement and Latin Extended-A only).
    static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let pairs = "aåcćdďeégĝhĥiîjĵkķlļnñoörŕsštţuûwŵyýzžAÅCĆDĎEÉGĜHĤIÎJĴKĶLĻNÑOÖRŔSŠTŢUÛWŴYÝZŽ".unicodeScalars.map { $0 }
        var map: [Unicode.Scalar: Unicode.Scalar] = [:]
        for index in stride(from: 0, to: pairs.count, by: 2) { map[pairs[index]] = pairs[index + 1] }
        return map
    }()
}
