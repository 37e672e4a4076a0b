import JSON

/// "Did you mean …?" for misspelled keys, enum values and names.
package enum Suggestion {
    /// The candidate closest to `word` when it is close enough to be a likely typo (the JSON module's
    /// core, which every object reader uses for its unknown keys).
    package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        JSONKeySuggestion.closest(to: word, in: candidates)
    }

    /// ` (did you mean "x"?)` or nothing.
    package static func phrase(for word: String, in candidates: some Sequence<String>) -> String {
        phrase(closest(to: word, in: candidates))
    }

    /// ` (did you mean "x"?)` for a match found already (a `JSONObjectMembers.UnknownKey`'s suggestion), or nothing.
    package static func phrase(_ match: String?) -> String {
        match.map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    /// Levenshtein distance over characters.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        JSONKeySuggestion.editDistance(a, b)
    }
}
