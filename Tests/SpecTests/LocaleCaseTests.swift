import Spec
import Testing

/// Issue 26 (10): language tags ignore case (BCP 47), and `de` and `DE` would be one folder
/// (`light@de`) on macOS, so a spec may not list a locale twice in two cases.
@Suite struct LocaleCaseTests {
    private func problems(_ top: String) -> [String] {
        let json =
            #"{"version": 2, "name": "X", "viewport": {"device": "iPhone 16"}, \#(top), "content": {"type": "text", "text": {"key": "k"}}}"#
        do {
            _ = try SpecLoader.load(bytes: Array(json.utf8), file: "spec.json", baseDirectory: "/nonexistent-buttoncheck-dir")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func aLocaleListedTwiceInTwoCasesIsRefused() {
        #expect(
            problems(#""strings": {"en": {"k": "Go"}, "de": {"k": "Los"}}, "locales": ["de", "DE"]"#) == [
                "spec.json:1:136: error: locale \"DE\" is listed twice (first as \"de\"): language tags ignore case, and both would be one folder on macOS; list each locale once (at $.locales[1])"
            ])
    }

    @Test func stringsGivenTwiceForOneLocaleInTwoCasesAreRefused() {
        #expect(
            problems(#""strings": {"en": {"k": "Go"}, "de": {"k": "Los"}, "DE": {"k": "Weiter"}}, "locales": ["de"]"#) == [
                "spec.json:1:117: error: \"DE\" is the locale \"de\" again (language tags ignore case); give its texts once (at $.strings.DE)"
            ])
    }

    @Test func aLocaleNamedInAnotherCaseFindsItsStrings() throws {
        let json =
            #"{"version": 2, "name": "X", "viewport": {"device": "iPhone 16"}, "strings": {"en": {"k": "Go"}, "pt-BR": {"k": "Ir"}}, "locales": ["pt-br"], "content": {"type": "text", "text": {"key": "k"}}}"#
        let spec = try SpecLoader.load(bytes: Array(json.utf8), file: "spec.json", baseDirectory: "/nonexistent-buttoncheck-dir")
        #expect(spec.locales.map(\.identifier) == ["pt-br"])
        #expect(spec.locales == [RenderLocale(identifier: "pt-BR")!])
    }
}
