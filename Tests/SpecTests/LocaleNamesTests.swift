import Spec
import Testing

// Render names and paths with a locale: the source language keeps today's names, other locales
// follow the variant after "@".

@Suite("Render case names with locales")
struct LocaleNamesTests {
    @Test func aLocaleFollowsTheVariantAndTheSourceLanguageNamesNone() throws {
        let de = try #require(RenderLocale(identifier: "de"))
        let german = RenderCase(appearance: .light, locale: de, size: .AX5, state: .disabled)
        #expect(german.name == "light@de/AX5-disabled")
        #expect(german.path(spec: "checkout") == "checkout/light@de/AX5-disabled.png")
        #expect(RenderCase(name: german.name) == german)
        let boldPseudo = RenderCase(appearance: .dark, settings: DisplaySettings([.boldText]), locale: .pseudo, size: .AX3, state: .idle)
        #expect(boldPseudo.name == "dark+boldText@pseudo/AX3-idle")
        #expect(RenderCase(name: boldPseudo.name) == boldPseudo)
        #expect(RenderCase(appearance: .light, size: .AX5, state: .disabled).name == "light/AX5-disabled")
        #expect(RenderCase(name: "light@/AX5-idle") == nil)
        #expect(RenderCase(name: "light@de_DE/AX5-idle") == nil)
        #expect(RenderCase(name: "@de/AX5-idle") == nil)
    }

    @Test func theSourceLanguageSortsFirstThenLocalesByName() throws {
        let de = try #require(RenderLocale(identifier: "de"))
        let cases = [
            RenderCase(appearance: .light, locale: .pseudo, size: .xSmall, state: .idle),
            RenderCase(appearance: .light, locale: de, size: .xSmall, state: .idle),
            RenderCase(appearance: .dark, size: .AX5, state: .idle),
        ]
        #expect(cases.sorted().map(\.name) == ["dark/AX5-idle", "light@de/xSmall-idle", "light@pseudo/xSmall-idle"])
    }
}
