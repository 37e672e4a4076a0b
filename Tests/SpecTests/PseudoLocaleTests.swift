import Foundation
@testable import Spec
import Testing

// The pseudo-locale's text is fixed: accented look-alikes, a middle dot per 2 characters less one,
// brackets. That Inter draws every accented letter, and how much wider the text gets, is
// tested in TextTests (PseudoLocaleGlyphTests).

@Suite("Pseudo-locale")
struct PseudoLocaleTests {
    @Test func textsBecomeTheirAccentedExpandedBracketedSelves() {
        #expect(PseudoLocale.translate("Continue") == "[Ćöñţîñûé···]")
        #expect(PseudoLocale.translate("Pay") == "[Påý·]")
        #expect(PseudoLocale.translate("Accept the terms to continue.") == "[Åććépţ ţĥé ţéŕmš ţö ćöñţîñûé.··············]")
        #expect(PseudoLocale.translate("42 € – OK?") == "[42 € – ÖĶ?····]")
        #expect(PseudoLocale.translate("X") == "[X·]")
    }

    @Test func eachAccentedLetterIsItsASCIILetterWithAMark() {
        #expect(PseudoLocale.accents.count == 38)
        for (plain, accented) in PseudoLocale.accents {
            #expect(plain.isASCII && plain.properties.isAlphabetic)
            let decomposed = String(accented).decomposedStringWithCanonicalMapping.unicodeScalars
            #expect(decomposed.first == plain && decomposed.count == 2, "\(plain) → \(accented)")
        }
    }
}
