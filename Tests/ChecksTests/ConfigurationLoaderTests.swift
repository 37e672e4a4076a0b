import Checks
import JSON
import Spec
import Testing

@Suite struct ConfigurationLoaderTests {
    private func load(_ text: String) throws(SpecLoadError) -> CheckConfiguration {
        try ConfigurationLoader.load(bytes: Array(text.utf8), file: "buttoncheck.config.json")
    }

    @Test func thresholdsSeveritiesAndRulesOff() throws {
        let configuration = try load(
            """
            {"thresholds": {"disabledContrast": 4.5, "reasonGap": 24},
             "rules": {"contrast.disabled": "warning", "label.truncated": "off"}}
            """)
        #expect(configuration.thresholds.disabledContrast == 4.5)
        #expect(configuration.thresholds.reasonGap == 24)
        #expect(configuration.thresholds.textContrast == 4.5)
        #expect(configuration.severity(of: .contrastDisabled) == .warning)
        #expect(configuration.severity(of: .contrastText) == .error)
        #expect(configuration.disabledRules == [.labelTruncated])
    }

    @Test func everyProblemIsReportedWithItsLocation() {
        do {
            _ = try load(
                """
                {"thresholds": {"disabledContrat": 3, "targetSize": "44"},
                 "rules": {"contrast.txt": "error", "label.clipped": "loud"},
                 "rule": {}}
                """)
            Issue.record("expected an error")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    #"buttoncheck.config.json:1:17: error: unknown threshold "disabledContrat" (did you mean "disabledContrast"?); known: disabledContrast, errorGap, footprintTolerance, largeTextContrast, legibilityFloor, nonTextContrast, reasonGap, targetSize, textContrast (at $.thresholds.disabledContrat)"#,
                    #"buttoncheck.config.json:1:53: error: expected a number from 0 to 1000, found a string (at $.thresholds.targetSize)"#,
                    #"buttoncheck.config.json:2:12: error: unknown rule "contrast.txt" (did you mean "contrast.text"?) (at $.rules['contrast.txt'])"#,
                    #"buttoncheck.config.json:2:54: error: expected one of "error", "warning", "note", "off" (at $.rules['label.clipped'])"#,
                    #"buttoncheck.config.json:3:2: error: unknown key "rule" (did you mean "rules"?); "#
                        + #"a configuration has "thresholds", "rules", "words" and "exclude" (at $.rule)"#,
                ])
        }
    }

    /// Keys from the file are written into the JSONPath escaped, like a spec's: a quote in a
    /// rule name or a dot in a threshold name cannot make the path point somewhere else.
    @Test func oddKeysAreEscapedInThePath() {
        do {
            _ = try load(#"{"thresholds": {"a.b": 1}, "rules": {"it's": "off"}, "x y": 1}"#)
            Issue.record("expected an error")
        } catch {
            #expect(error.diagnostics.map(\.path) == [#"$.thresholds['a.b']"#, #"$.rules['it\'s']"#, #"$['x y']"#])
        }
    }

    @Test func excludeIsAListOfGlobs() throws {
        #expect(try load(#"{"exclude": ["drafts/**", "*.fixture.json"]}"#).exclude == ["drafts/**", "*.fixture.json"])
        #expect(try load("{}").exclude == [])
        do {
            _ = try load(#"{"exclude": ["ok", 3, ""]}"#)
            Issue.record("expected an error")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    #"buttoncheck.config.json:1:20: error: expected a glob (a non-empty string) on the path relative to the folder given, "#
                        + #"such as "drafts/**", found a number (at $.exclude[1])"#,
                    #"buttoncheck.config.json:1:23: error: expected a glob (a non-empty string) on the path relative to the folder given, "#
                        + #"such as "drafts/**", found an empty string (at $.exclude[2])"#,
                ])
        }
        do {
            _ = try load(#"{"exclude": "drafts/**"}"#)
            Issue.record("expected an error")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    #"buttoncheck.config.json:1:13: error: expected an array of globs such as ["drafts/**", "*.fixture.json"], "#
                        + #"found a string (at $.exclude)"#
                ])
        }
    }

    @Test func syntaxErrorsAreLocated() {
        #expect(throws: SpecLoadError.self) { try load("{\"rules\": ") }
    }

    @Test("words: a language's lists replace the defaults, a new language starts empty, the others stay")
    func wordLists() throws {
        let configuration = try load(
            """
            {"words": {"en": {"fix": ["Enter", "at least"]}, "fr": {"fix": ["saisissez"], "availability": ["disponible"]}}}
            """)
        let words = configuration.thresholds.words.languages
        #expect(
            words["en"] == CopyWords.Language(fix: ["enter", "at least"], availability: CopyWords.default.languages["en"]!.availability))
        #expect(words["fr"] == CopyWords.Language(fix: ["saisissez"], availability: ["disponible"]))
        #expect(words["de"] == CopyWords.default.languages["de"])
    }

    @Test("words: bad language codes, lists and entries are located")
    func badWordLists() {
        do {
            _ = try load(
                """
                {"words": {"english!": {}, "en": {"fixes": [], "fix": ["enter", 3, "!?"]}, "de": []}}
                """)
            Issue.record("expected an error")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    #"buttoncheck.config.json:1:12: error: "english!" is not a language code; use one such as "en", "de" or "pt-BR" (at $.words['english!'])"#,
                    #"buttoncheck.config.json:1:35: error: unknown word list "fixes"; a language has "fix" and "availability" (at $.words.en.fixes)"#,
                    #"buttoncheck.config.json:1:65: error: expected a word or phrase (a string), found a number (at $.words.en.fix[1])"#,
                    #"buttoncheck.config.json:1:68: error: a word list entry needs letters or digits; remove the entry (at $.words.en.fix[2])"#,
                    #"buttoncheck.config.json:1:82: error: expected an object with "fix" and/or "availability" word lists, found an array (at $.words.de)"#,
                ])
        }
    }

    @Test("a rule's default severity applies unless the configuration names one")
    func defaultSeverity() throws {
        #expect(CheckConfiguration.default.severity(of: .errorNoSuggestion) == .warning)
        #expect(try load(#"{"rules": {"error.no-suggestion": "error"}}"#).severity(of: .errorNoSuggestion) == .error)
    }

    /// Issue 26 (14): a configuration nested too deep was told "a spec needs far fewer".
    @Test func aConfigurationNestedTooDeepIsToldItIsAConfiguration() {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        do {
            _ = try load(#"{"rules": \#(deep)}"#)
            Issue.record("a configuration nested 300 deep loaded")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "buttoncheck.config.json:1:266: error: nesting is deeper than 256 levels, the limit for a configuration; a configuration needs far fewer, so this file is probably generated wrongly (at $)"
                ])
        }
    }
}
