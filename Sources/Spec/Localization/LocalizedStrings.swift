/// A spec's `"strings"`: per locale, each key's text, and the source (development) language the
/// texts fall back to, as Xcode's bundles do: a key missing from a locale is drawn in the source
/// language. The reader has already made sure every key the spec names has a source-language text.
package struct LocalizedStrings: Sendable, Hashable {
    package let sourceLanguage: RenderLocale
    /// Locale → key → text.
    package let tables: [RenderLocale: [String: String]]

    package init(sourceLanguage: RenderLocale, tables: [RenderLocale: [String: String]]) {
        self.sourceLanguage = sourceLanguage
        self.tables = tables
    }

    /// The text of `key` in `locale` (nil: the source language), else in the source language; nil
    /// when neither has it. The pseudo-locale has no table of its own: it takes the source texts.
    package func text(forKey key: String, in locale: RenderLocale?) -> String? {
        if let locale, let text = tables[locale]?[key] { return text }
        return tables[sourceLanguage]?[key]
    }
}
