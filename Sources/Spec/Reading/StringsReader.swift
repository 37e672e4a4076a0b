import JSON
import Limits

/// Reads a spec's languages (format 2): `"sourceLanguage"` (the development language keys fall
/// back to), `"strings"` — per locale an object of key → text or the path of a strings file (a
/// String Catalog `.xcstrings` or a JSON object of key → text) — and `"locales"`, the locales
/// rendered (default: the source language alone).
enum StringsReader {
    struct Languages {
        let strings: LocalizedStrings?
        let sourceLanguage: RenderLocale
        /// The locales rendered, in the spec's order.
        let locales: [RenderLocale]
    }

    /// The source language when neither the spec nor a String Catalog names one.
    static let defaultSourceLanguage = RenderLocale(identifier: "en")!

    static func read(_ reader: ObjectReader, context: ReadContext) -> Languages {
        var declaredSource: (locale: RenderLocale, path: JSONPath)?
        if let (node, path) = reader.member("sourceLanguage") {
            if case .string(let identifier) = node.value, let locale = RenderLocale(identifier: identifier), !locale.isPseudo {
                declaredSource = (locale, path)
            } else {
                context.error(
                    "expected the source language, a language tag such as \"en\" or \"pt-BR\", found \(describe(node))", at: node.location,
                    path: path)
            }
        }
        var tables: [RenderLocale: [String: String]] = [:]
        var catalogSources: [(locale: RenderLocale, file: String, node: JSONNode, path: JSONPath)] = []
        var files = StringsFileReader(context: context)
        // Each locale's key as first written: "de" and "DE" are one locale (tags ignore case).
        var written: [RenderLocale: String] = [:]
        if let (node, path) = reader.member("strings") {
            if case .object(let members) = node.value {
                for member in members {
                    let localePath = path.appending(Excerpt.clipped(member.key))
                    guard let locale = RenderLocale(identifier: member.key), !locale.isPseudo else {
                        let message =
                            member.key == RenderLocale.pseudo.identifier
                            ? "\"pseudo\" is built in and takes no strings; it draws the source language's texts accented and expanded"
                            : "\"\(Excerpt.clipped(member.key))\" is not a locale; use a language tag such as \"de\", \"pt-BR\" or \"zh-Hans\""
                        context.error(message, at: member.keyLocation, path: localePath)
                        continue
                    }
                    if let first = written[locale] {
                        context.error(
                            "\"\(member.key)\" is the locale \"\(first)\" again (language tags ignore case); give its texts once",
                            at: member.keyLocation, path: localePath)
                        continue
                    }
                    written[locale] = member.key
                    switch member.value.value {
                    case .object(let entries):
                        var table: [String: String] = [:]
                        for entry in entries {
                            guard case .string(let text) = entry.value.value else {
                                context.error(
                                    "expected the text of key \"\(Excerpt.clipped(entry.key))\" (a string), found \(entry.value.value.kindDescription)",
                                    at: entry.value.location, path: localePath.appending(entry.key))
                                continue
                            }
                            table[entry.key] = text
                        }
                        tables[locale, default: [:]].merge(table) { _, given in given }
                    case .string(let relative) where !relative.isEmpty:
                        guard let contents = files.contents(of: relative, at: member.value.location, path: localePath) else {
                            // Reported once, against the file; its keys are not reported again one by one.
                            context.unreadStringsFile = true
                            continue
                        }
                        if let catalogSource = contents.sourceLanguage {
                            catalogSources.append((catalogSource, SpecReader.displayPath(relative, context), member.value, localePath))
                            // The catalog's source texts fill in the source language (a text given in the spec wins).
                            if let sourceTable = contents.table(for: catalogSource) {
                                tables[catalogSource, default: [:]].merge(sourceTable) { given, _ in given }
                            }
                            let table = contents.table(for: locale) ?? [:]
                            if table.isEmpty && locale != catalogSource {
                                context.error(
                                    "String Catalog \(SpecReader.displayPath(relative, context)) has no \"\(locale.identifier)\" texts; "
                                        + "name a locale it translates (\(contents.tables.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")))",
                                    at: member.value.location, path: localePath)
                                continue
                            }
                            tables[locale, default: [:]].merge(table) { _, file in file }
                        } else {
                            tables[locale, default: [:]].merge(contents.tables[""] ?? [:]) { _, file in file }
                        }
                    default:
                        context.error(
                            "expected the texts of \"\(locale.identifier)\": an object of keys and texts such as {\"continue.title\": \"Weiter\"}, "
                                + "or the path of a String Catalog (.xcstrings) or JSON strings file; found \(describe(member.value))",
                            at: member.value.location, path: localePath)
                    }
                }
            } else {
                context.error(
                    "expected an object of locales and their texts, such as {\"de\": {\"continue.title\": \"Weiter\"}}, found \(node.value.kindDescription)",
                    at: node.location, path: path)
            }
        }
        let sourceLanguage = self.sourceLanguage(declared: declaredSource, catalogs: catalogSources, context: context)
        let strings = reader.has("strings") ? LocalizedStrings(sourceLanguage: sourceLanguage, tables: tables) : nil
        return Languages(
            strings: strings, sourceLanguage: sourceLanguage,
            locales: readLocales(reader, sourceLanguage: sourceLanguage, tables: tables, context: context))
    }

    /// The spec's `"sourceLanguage"`, else its String Catalogs' (which must agree), else English.
    private static func sourceLanguage(
        declared: (locale: RenderLocale, path: JSONPath)?,
        catalogs: [(locale: RenderLocale, file: String, node: JSONNode, path: JSONPath)], context: ReadContext
    ) -> RenderLocale {
        let source = declared?.locale ?? catalogs.first?.locale ?? defaultSourceLanguage
        for catalog in catalogs where catalog.locale != source {
            let other =
                declared.map { "the spec's \"sourceLanguage\" is \"\($0.locale.identifier)\"" }
                ?? "\(catalogs[0].file)'s is \"\(source.identifier)\""
            context.error(
                "String Catalog \(catalog.file) has the source language \"\(catalog.locale.identifier)\" but \(other); "
                    + "a spec has one source language: use catalogs of the same one, or set \"sourceLanguage\" to match",
                at: catalog.node.location, path: catalog.path)
        }
        return source
    }

    private static func readLocales(
        _ reader: ObjectReader, sourceLanguage: RenderLocale, tables: [RenderLocale: [String: String]],
        context: ReadContext
    ) -> [RenderLocale] {
        guard let list = reader.array("locales"), let member = reader.member("locales") else { return [sourceLanguage] }
        if list.isEmpty {
            context.error(
                "\"locales\" must list at least one locale; leave it out to render the source language (\"\(sourceLanguage.identifier)\") alone",
                at: member.node.location, path: member.path)
            return [sourceLanguage]
        }
        let available = [sourceLanguage] + tables.keys.sorted().filter { $0 != sourceLanguage } + [RenderLocale.pseudo]
        // Sets, so that reading is linear in the number of locales (100,000 took 55 s when each was
        // looked for in the lists); tags ignore case, so "de" and "DE" are one locale (one folder on macOS).
        let availableSet = Set(available)
        var listed: [RenderLocale: String] = [:]
        var locales: [RenderLocale] = []
        for (node, path) in list {
            guard case .string(let identifier) = node.value, let locale = RenderLocale(identifier: identifier) else {
                context.error(
                    "expected a locale such as \"de\", \"pt-BR\" or \"pseudo\", found \(describe(node))", at: node.location, path: path)
                continue
            }
            if let first = listed[locale] {
                let message =
                    first == identifier
                    ? "locale \"\(identifier)\" is listed twice; list each locale once"
                    : "locale \"\(identifier)\" is listed twice (first as \"\(first)\"): language tags ignore case, and both would be one folder on macOS; list each locale once"
                context.error(message, at: node.location, path: path)
                continue
            }
            listed[locale] = identifier
            guard availableSet.contains(locale) else {
                let names = available.map(\.identifier)
                // A long list is named in part, and only a short one is searched for a likely typo.
                let shown =
                    names.count > 12
                    ? ObjectReader.quotedList(Array(names.prefix(12))) + " (and \(Limits.grouped(names.count - 12)) more)"
                    : ObjectReader.quotedList(names)
                let suggestion = names.count > 100 ? "" : Suggestion.phrase(for: identifier, in: names)
                context.error(
                    "locale \"\(identifier)\" has no strings\(suggestion); "
                        + "add its texts to \"strings\" or list one of \(shown)",
                    at: node.location, path: path)
                continue
            }
            locales.append(locale)
        }
        return locales.isEmpty ? [sourceLanguage] : locales
    }

    private static func describe(_ node: JSONNode) -> String {
        if case .string(let text) = node.value { return "\"\(Excerpt.clipped(text))\"" }
        return node.value.kindDescription
    }
}
