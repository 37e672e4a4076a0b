/// Small helpers for well-formed messages.
enum English {
    /// "a text", "an inlineError".
    static func withArticle(_ noun: String) -> String {
        guard let first = noun.lowercased().first else { return noun }
        return ("aeiou".contains(first) ? "an " : "a ") + noun
    }
}
