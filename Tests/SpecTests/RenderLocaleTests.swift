import Spec
import Testing

// A locale as a render names it: a language tag or `pseudo`, with the direction and shaping tag
// the text stage needs.

@Suite("Render locales")
struct RenderLocaleTests {
    @Test func languageTagsAndPseudoAreLocalesAndNothingElseIs() {
        for identifier in ["en", "de", "pt-BR", "zh-Hans", "sr-Latn-RS", "ckb", "pseudo"] {
            #expect(RenderLocale(identifier: identifier)?.identifier == identifier)
        }
        for identifier in ["", "e", "english", "de_DE", "de-", "-de", "de/AT", "de@x", "pt-BRAZILIAN", "ü"] {
            #expect(RenderLocale(identifier: identifier) == nil, "\(identifier)")
        }
    }

    @Test func rightToLeftFollowsTheLanguageOrItsScript() throws {
        for identifier in ["ar", "ar-EG", "he", "fa", "ur", "ps", "yi", "ckb", "az-Arab", "ug"] {
            #expect(try #require(RenderLocale(identifier: identifier)).isRightToLeft, "\(identifier)")
        }
        for identifier in ["en", "de", "zh-Hans", "ku-Latn", "ar-Latn", "pseudo", "tr"] {
            #expect(try !#require(RenderLocale(identifier: identifier)).isRightToLeft, "\(identifier)")
        }
    }

    @Test func theShapingTagIsTheIdentifierAndPseudoIsAccentedEnglish() throws {
        #expect(try #require(RenderLocale(identifier: "pt-BR")).languageTag == "pt-BR")
        #expect(try #require(RenderLocale(identifier: "pt-BR")).languageCode == "pt")
        #expect(try #require(RenderLocale(identifier: "zh-Hans")).scriptCode == "Hans")
        #expect(RenderLocale.pseudo.languageTag == "en-XA")
        #expect(RenderLocale.pseudo.languageCode == "en")
        #expect(RenderLocale.pseudo.isPseudo)
    }
}
