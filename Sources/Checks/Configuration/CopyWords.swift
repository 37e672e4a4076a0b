import Spec

/// The word lists the copy rules read, per language (a BCP 47 language code such as "en"): the words
/// and phrases that tell people what to do (`error.no-suggestion`) and those that announce that a
/// control became available (`announcement.noise`). A project's configuration replaces a language's
/// lists or adds a language ("words" in the configuration file); the defaults cover English and German.
package struct CopyWords: Sendable, Hashable {
    /// One language's lists, each entry a word or a phrase of words, lower-cased.
    package struct Language: Sendable, Hashable {
        /// Words and phrases that name a fix: imperative verbs ("enter", "choose") and requirement
        /// phrases ("at least", "for example").
        package var fix: [String]
        /// Words and phrases that announce a control's availability ("available", "enabled").
        package var availability: [String]

        package init(fix: [String], availability: [String]) {
            self.fix = fix
            self.availability = availability
        }
    }

    package var languages: [String: Language]

    package init(languages: [String: Language]) {
        self.languages = languages
    }

    /// The lists the copy rules judge `locale`'s texts with, and its language code; nil for the
    /// pseudo-locale and for a language without lists, whose texts are not judged.
    package func lists(for locale: RenderLocale) -> (language: String, words: Language)? {
        guard !locale.isPseudo, let words = languages[locale.languageCode] else { return nil }
        return (locale.languageCode, words)
    }

    package static let `default` = CopyWords(languages: [
        "en": Language(
            fix: [
                "enter", "type", "use", "choose", "select", "pick", "add", "include", "remove", "check", "try", "accept",
                "agree", "fill", "give", "make", "tap", "turn", "sign", "write", "describe", "fix", "correct", "provide",
                "update", "confirm", "wait", "contact", "connect", "upload", "allow", "change", "set", "must", "needs",
                "at least", "at most", "no more than", "between", "for example", "e g", "like",
            ],
            availability: ["available", "enabled", "can now", "is now active", "unlocked", "ready to tap"]),
        "de": Language(
            fix: [
                "gib", "geben", "eingeben", "wähle", "wählen", "verwende", "verwenden", "nutze", "nutzen", "prüfe", "prüfen",
                "füge", "hinzufügen", "akzeptiere", "akzeptieren", "bestätige", "bestätigen", "versuche", "versuchen", "muss",
                "müssen", "mindestens", "höchstens", "zum beispiel", "z b",
            ],
            availability: ["verfügbar", "aktiviert", "jetzt aktiv", "kannst jetzt", "können jetzt"]),
    ])

    /// The words of a text, lower-cased: runs of letters and digits, so punctuation and spaces separate them.
    package static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The first entry of `list` that occurs in `text` as whole words, in order ("at least" in
    /// "Use at least 8 characters"); nil when none does.
    package static func firstMatch(of list: [String], in text: String) -> String? {
        let textWords = words(text)
        for entry in list {
            let entryWords = words(entry)
            guard !entryWords.isEmpty, entryWords.count <= textWords.count else { continue }
            for start in 0...(textWords.count - entryWords.count) where Array(textWords[start..<(start + entryWords.count)]) == entryWords {
                return entry
            }
        }
        return nil
    }
}
