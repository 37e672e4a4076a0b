import Foundation
import Spec
import Testing

// A spec's languages (format version 2): "strings" per locale (inline, a String Catalog or a JSON
// strings file), texts named by {"key": …}, "locales" and "sourceLanguage"; each text read again in
// every locale rendered, and every misuse reported at its place (file, line, column, JSON path).

private func withDirectory<Result>(_ files: [String: String], _ body: (String) throws -> Result) throws -> Result {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("StringsReaderTests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/" + name)) }
    return try body(directory)
}

/// A version 2 spec (one line per key, so line numbers are easy to read) with `top` keys and a
/// button titled `title` whose disabled reason is a text `reason`.
private func specJSON(
    _ top: String, title: String = #"{"key": "continue.title"}"#, reason: String = #"{"key": "continue.reason"}"#,
    label: String = #"{"key": "name.label"}"#
) -> String {
    """
    {"version": 2, "name": "X", "viewport": {"device": "iPhone 16"},
    \(top)
    "content": {"type": "vstack", "children": [
    {"type": "text", "id": "reason", "text": \(reason)},
    {"type": "textField", "id": "name", "label": \(label), "value": "Ada"},
    {"type": "button", "id": "continue", "title": \(title), "states": {"disabled": {"cause": "precondition", "reason": "reason"}}}
    ]}}
    """
}

private let inline = #"""
    "strings": {"en": {"continue.title": "Continue", "continue.reason": "Accept the terms first.", "name.label": "Name"},
                "de": {"continue.title": "Weiter", "continue.reason": "Erst den Bedingungen zustimmen."}},
    """#

private func load(_ json: String, in directory: String = "/nonexistent-buttoncheck-dir") throws(SpecLoadError) -> ScreenSpec {
    try SpecLoader.load(bytes: Array(json.utf8), file: "spec.json", baseDirectory: directory)
}

private func problems(_ json: String, in directory: String = "/nonexistent-buttoncheck-dir") -> [String] {
    do {
        _ = try load(json, in: directory)
        return []
    } catch {
        return error.diagnostics.map(\.description)
    }
}

/// The texts of the content's three children in `locale` (nil: the source language).
private func texts(_ spec: ScreenSpec, _ locale: RenderLocale?) -> [String] {
    spec.localized(locale).content.allNodes.compactMap { node -> String? in
        switch node.kind {
        case .text(let text): text.text
        case .textField(let field): "\(field.label ?? "") = \(field.value ?? "")"
        case .button(let button): button.title
        default: nil
        }
    }
}

@Suite("Strings, text keys and locales")
struct StringsReaderTests {
    @Test func keysAreDrawnInEachLocaleAndFallBackToTheSourceLanguage() throws {
        let spec = try load(specJSON(inline + #""locales": ["en", "de", "pseudo"],"#))
        let de = try #require(RenderLocale(identifier: "de"))
        #expect(spec.sourceLanguage.identifier == "en")
        #expect(spec.locales.map(\.identifier) == ["en", "de", "pseudo"])
        #expect(texts(spec, nil) == ["Accept the terms first.", "Name = Ada", "Continue"])
        // "name.label" has no German text: German falls back to English, as Xcode's bundles do.
        #expect(texts(spec, de) == ["Erst den Bedingungen zustimmen.", "Name = Ada", "Weiter"])
        // The pseudo-locale expands every text, keyed or written, but not what the user typed.
        #expect(texts(spec, .pseudo) == ["[Åććépţ ţĥé ţéŕmš fîŕšţ.···········]", "[Ñåmé·] = Ada", "[Ćöñţîñûé···]"])
    }

    @Test func withoutLocalesASpecRendersItsSourceLanguageAlone() throws {
        let spec = try load(specJSON(inline))
        #expect(spec.locales.map(\.identifier) == ["en"])
        #expect(spec.localizedContent.isEmpty)
        let written = try load(
            specJSON(#""locales": ["pseudo"],"#, title: #""Continue""#, reason: #""Accept the terms first.""#, label: #""Name""#))
        #expect(written.locales == [.pseudo])
        #expect(texts(written, .pseudo).last == "[Ćöñţîñûé···]")
    }

    @Test func aKeyWithoutASourceLanguageTextIsALocatedError() {
        #expect(
            problems(specJSON(inline, title: #"{"key": "continue.titel"}"#)) == [
                #"spec.json:7:55: error: text key "continue.titel" has no text in the source language "en" (did you mean "continue.title"?); add it to the "en" strings (every locale falls back to them) or fix the key (at $.content.children[2].title.key)"#
            ])
        #expect(
            problems(
                specJSON(
                    #""strings": {"en": {}, "de": {"only.german": "Nur"}},"#, title: #"{"key": "only.german"}"#, reason: #""Why""#,
                    label: #""Name""#)
            ).first?.hasPrefix(
                #"spec.json:6:55: error: text key "only.german" has no text in the source language "en" (only "de" has it); add it to the "en" strings"#
            ) == true)
        #expect(
            problems(specJSON("", reason: #""Why""#, label: #""Name""#)).first
                == #"spec.json:6:55: error: text key "continue.title" names no text: the spec has no "strings"; add "strings": {"en": {"continue.title": "…"}} at the top of the spec (at $.content.children[2].title.key)"#
        )
    }

    @Test func aLocaleWithoutStringsOrNotALocaleIsALocatedError() {
        #expect(
            problems(specJSON(inline + #""locales": ["en", "dee", "fr"],"#)) == [
                #"spec.json:3:121: error: locale "dee" has no strings (did you mean "de"?); add its texts to "strings" or list one of "en", "de", "pseudo" (at $.locales[1])"#,
                #"spec.json:3:128: error: locale "fr" has no strings; add its texts to "strings" or list one of "en", "de", "pseudo" (at $.locales[2])"#,
            ])
        #expect(
            problems(specJSON(inline + #""locales": ["en", "de_DE", "en"],"#)) == [
                #"spec.json:3:121: error: expected a locale such as "de", "pt-BR" or "pseudo", found "de_DE" (at $.locales[1])"#,
                #"spec.json:3:130: error: locale "en" is listed twice; list each locale once (at $.locales[2])"#,
            ])
        #expect(
            problems(
                specJSON(#""strings": {"German": {}, "pseudo": {}, "en": {"continue.title": "Go"}},"#, reason: #""Why""#, label: #""Name""#)
            ) == [
                #"spec.json:2:13: error: "German" is not a locale; use a language tag such as "de", "pt-BR" or "zh-Hans" (at $.strings.German)"#,
                #"spec.json:2:27: error: "pseudo" is built in and takes no strings; it draws the source language's texts accented and expanded (at $.strings.pseudo)"#,
            ])
    }

    @Test func aVersion1SpecIsToldToSayVersion2() {
        let json = specJSON(inline).replacingOccurrences(of: #""version": 2"#, with: #""version": 1"#)
        let found = problems(json)
        #expect(
            found.contains(
                #"spec.json:2:1: error: "strings" in the spec needs spec format version 2; set "version": 2 at the top of the spec (at $.strings)"#
            ))
        #expect(
            found.contains(
                #"spec.json:7:47: error: a text named by its key ({"key": …}) needs spec format version 2; set "version": 2 at the top of the spec (at $.content.children[2].title)"#
            ))
    }

    @Test func aTranslationOnlyALocaleGetsWrongNamesTheLocale() {
        let json = specJSON(
            #""strings": {"en": {"continue.title": "Continue"}, "de": {"continue.title": " "}}, "locales": ["en", "de"],"#,
            reason: #""Why""#,
            label: #""Name""#)
        #expect(problems(json) == [#"spec.json:6:47: error: in locale "de": "title" must not be empty (at $.content.children[2].title)"#])
    }

    @Test func aStringCatalogGivesItsLocalesAndItsSourceLanguage() throws {
        let catalog = #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "continue.title": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Weiter"}}}},
              "continue.reason": {"comment": "Under the button", "localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "Accept the terms first."}},
                "de": {"stringUnit": {"state": "needs_review", "value": "Erst zustimmen."}}}},
              "name.label": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Name"}},
                "de": {"variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "Namen"}}}}}}}
            }}
            """#
        try withDirectory(["Localizable.xcstrings": catalog]) { directory in
            let spec = try load(specJSON(#""strings": {"de": "Localizable.xcstrings"}, "locales": ["en", "de"],"#), in: directory)
            #expect(spec.sourceLanguage.identifier == "en")
            // A key without a source-language unit is its own text, as in Xcode; a plural variation draws "other".
            #expect(texts(spec, nil) == ["Accept the terms first.", "Name = Ada", "continue.title"])
            #expect(texts(spec, RenderLocale(identifier: "de")) == ["Erst zustimmen.", "Namen = Ada", "Weiter"])
        }
    }

    // Issue 15: a String Catalog's plural and device variations are read, not skipped: plural draws its
    // "other" form, device its "iphone" form (else "other"), and a device variation holding plural ones both.
    @Test func pluralAndDeviceVariationsDrawTheirOtherAndIPhoneForms() throws {
        let catalog = #"""
            {"sourceLanguage": "en", "strings": {
              "continue.title": {"localizations": {"en": {"variations": {"device": {"iphone": {"stringUnit": {"state": "translated", "value": "Tap to continue"}}, "mac": {"stringUnit": {"state": "translated", "value": "Click to continue"}}}}},
                "de": {"variations": {"device": {"mac": {"stringUnit": {"state": "translated", "value": "Klicken"}}, "other": {"stringUnit": {"state": "translated", "value": "Weiter"}}}}}}},
              "continue.reason": {"localizations": {"en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "Accept the term first."}}, "other": {"stringUnit": {"state": "translated", "value": "Accept the terms first."}}}}},
                "de": {"variations": {"device": {"iphone": {"variations": {"plural": {"one": {"stringUnit": {"state": "new", "value": "Erst der Bedingung zustimmen."}}, "other": {"stringUnit": {"state": "new", "value": "Erst den Bedingungen zustimmen."}}}}}}}}}},
              "name.label": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Name"}}}}
            }}
            """#
        try withDirectory(["Localizable.xcstrings": catalog]) { directory in
            let spec = try load(specJSON(#""strings": {"de": "Localizable.xcstrings"}, "locales": ["en", "de"],"#), in: directory)
            #expect(texts(spec, nil) == ["Accept the terms first.", "Name = Ada", "Tap to continue"])
            #expect(texts(spec, RenderLocale(identifier: "de")) == ["Erst den Bedingungen zustimmen.", "Name = Ada", "Weiter"])
        }
    }

    @Test func aMalformedVariationIsReportedWithItsJSONPath() throws {
        let catalog = #"""
            {"sourceLanguage": "en", "strings": {
              "a": {"localizations": {"de": {"variations": {"plural": {"one": {"stringUnit": {"value": "Eins"}}}}}}},
              "b": {"localizations": {"de": {"variations": {"device": {"mac": {"stringUnit": {"value": "Mac"}}, "ipad": {"stringUnit": {"value": "iPad"}}}}}}},
              "c": {"localizations": {"de": {"variations": {"width": {"1": {"stringUnit": {"value": "Kurz"}}}}}}},
              "d": {"localizations": {"de": {"variations": ["plural"]}}},
              "e": {"localizations": {"de": {"variations": {"plural": {"other": "Viele"}}}}},
              "f": {"localizations": {"de": {"variations": {"device": {"iphone": {"state": "translated"}}}}}},
              "g": {"localizations": {"de": {"variations": {}}}},
              "h": {"localizations": {"de": {"variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": 3}}}}}}}
            }}
            """#
        try withDirectory(["Localizable.xcstrings": catalog]) { directory in
            #expect(
                problems(
                    specJSON(
                        #""strings": {"en": {"continue.title": "Go", "continue.reason": "Why", "name.label": "Name"}, "de": "Localizable.xcstrings"},"#
                    ),
                    in: directory) == [
                        #"Localizable.xcstrings:2:59: error: the plural variations have no "other" form, the one ButtonCheck draws (found "one"); add it (at $.strings.a.localizations.de.variations.plural)"#,
                        #"Localizable.xcstrings:3:59: error: the device variations have neither "iphone" nor "other", the forms ButtonCheck draws (found "mac", "ipad"); add one (at $.strings.b.localizations.de.variations.device)"#,
                        #"Localizable.xcstrings:4:58: error: unknown variation "width"; a String Catalog varies by "plural" (ButtonCheck draws its "other" form) or "device" (its "iphone" form, else "other") (at $.strings.c.localizations.de.variations.width)"#,
                        #"Localizable.xcstrings:5:48: error: expected "variations", an object of "plural" or "device" variations, found an array (at $.strings.d.localizations.de.variations)"#,
                        #"Localizable.xcstrings:6:69: error: expected a variation (an object with "stringUnit" or "variations"), found a string (at $.strings.e.localizations.de.variations.plural.other)"#,
                        #"Localizable.xcstrings:7:70: error: missing required key "stringUnit" in the device variation "iphone" (at $.strings.f.localizations.de.variations.device.iphone)"#,
                        #"Localizable.xcstrings:8:48: error: "variations" is empty; give it "plural" or "device" variations, or give the localization a "stringUnit" (at $.strings.g.localizations.de.variations)"#,
                        #"Localizable.xcstrings:9:117: error: expected the text (a string), found a number (at $.strings.h.localizations.de.variations.plural.other.stringUnit.value)"#,
                    ])
        }
    }

    @Test func aMalformedStringCatalogIsReportedInTheCatalogWithItsJSONPath() throws {
        let catalog = """
            {"sourceLanguage": "en", "strings": {
              "continue.title": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": 7}}}},
              "name.label": {"localizations": {"de": {"stringUnit": {"state": "translated"}}}},
              "continue.reason": {"localizations": {"German": {"stringUnit": {"value": "Zustimmen"}}}}
            }}
            """
        try withDirectory([
            "Localizable.xcstrings": catalog, "fr.xcstrings": #"{"sourceLanguage": "fr", "strings": {}}"#,
            "broken.xcstrings": "{\"strings\": ",
        ]) { directory in
            #expect(
                problems(specJSON(#""strings": {"de": "Localizable.xcstrings"},"#), in: directory).prefix(3) == [
                    #"Localizable.xcstrings:2:94: error: expected the text (a string), found a number (at $.strings['continue.title'].localizations.de.stringUnit.value)"#,
                    #"Localizable.xcstrings:3:57: error: missing required key "value" in the string unit (at $.strings['name.label'].localizations.de.stringUnit)"#,
                    #"Localizable.xcstrings:4:51: error: "German" is not a locale; use a language tag such as "de", "pt-BR" or "zh-Hans" (at $.strings['continue.reason'].localizations.German)"#,
                ])
            #expect(
                problems(specJSON(#""strings": {"de": "broken.xcstrings"},"#), in: directory).first?.hasPrefix("broken.xcstrings:1:")
                    == true)
            #expect(
                problems(specJSON(#""strings": {"de": "missing.xcstrings"},"#), in: directory).first
                    == #"spec.json:2:19: error: String Catalog missing.xcstrings does not exist; fix the path (it is relative to the spec) (at $.strings.de)"#
            )
            #expect(
                problems(specJSON(#""sourceLanguage": "en", "strings": {"fr": "fr.xcstrings"},"#), in: directory).first
                    == #"spec.json:2:43: error: String Catalog fr.xcstrings has the source language "fr" but the spec's "sourceLanguage" is "en"; a spec has one source language: use catalogs of the same one, or set "sourceLanguage" to match (at $.strings.fr)"#
            )
        }
    }

    @Test func aJSONStringsFileIsAnObjectOfKeysAndTexts() throws {
        try withDirectory([
            "de.json": #"{"continue.title": "Weiter", "continue.reason": "Zustimmen."}"#, "bad.json": #"{"continue.title": ["Weiter"]}"#,
        ]) { directory in
            let spec = try load(
                specJSON(
                    #""strings": {"en": {"continue.title": "Continue", "continue.reason": "Agree.", "name.label": "Name"}, "de": "de.json"}, "locales": ["de"],"#
                ),
                in: directory)
            #expect(spec.locales.map(\.identifier) == ["de"])
            #expect(texts(spec, RenderLocale(identifier: "de")) == ["Zustimmen.", "Name = Ada", "Weiter"])
            #expect(
                problems(specJSON(#""strings": {"de": "bad.json"},"#), in: directory).first
                    == #"bad.json:1:20: error: expected the text of key "continue.title" (a string), found an array (at $['continue.title'])"#
            )
        }
    }
}
