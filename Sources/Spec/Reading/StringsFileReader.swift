import JSON

/// Reads a strings file a spec's `"strings"` names for a locale: a String Catalog (`.xcstrings`,
/// the JSON Xcode writes: `sourceLanguage`, then `strings` → key → `localizations` → locale →
/// `stringUnit` → `value`, or the unit its plural or device `variations` draw), or any other file as a JSON object of key → text. Problems in the file
/// are reported against the file, with the JSON path of the offending value.
struct StringsFileReader {
    /// A file read once however many locales name it.
    struct Contents {
        /// A catalog's `sourceLanguage` (nil for a plain JSON file).
        let sourceLanguage: RenderLocale?
        /// Locale identifier → key → text. A plain file's one table is under "".
        let tables: [String: [String: String]]

        /// The table of `locale`: under its identifier, else under one that differs only in case.
        func table(for locale: RenderLocale) -> [String: String]? {
            tables[locale.identifier] ?? tables.first { RenderLocale(identifier: $0.key) == locale }?.value
        }
    }

    let context: ReadContext
    private var cache: [String: Contents?] = [:]

    init(context: ReadContext) {
        self.context = context
    }

    /// The file at `relative` (from the spec's folder), read once; nil after reporting a problem.
    mutating func contents(of relative: String, at location: SourceLocation, path: JSONPath) -> Contents? {
        let resolved = context.resolvePath(relative)
        if let cached = cache[resolved] { return cached }
        let contents = read(
            resolved, display: SpecReader.displayPath(relative, context), isCatalog: relative.hasSuffix(".xcstrings"),
            at: location, path: path)
        cache[resolved] = contents
        return contents
    }

    private func read(_ resolved: String, display: String, isCatalog: Bool, at location: SourceLocation, path: JSONPath) -> Contents? {
        let what = isCatalog ? "String Catalog" : "strings file"
        let data: [UInt8]
        switch BoundedFile.contents(of: resolved, what: "a strings file") {
        case .success(let bytes): data = bytes
        case .failure(let problem):
            context.error("\(what) \(display) \(problem.phrase); fix the path (it is relative to the spec)", at: location, path: path)
            return nil
        }
        let root: JSONNode
        do {
            root = try JSONParser.parse(data, document: isCatalog ? "a String Catalog" : "a strings file")
        } catch {
            context.append(Diagnostic(file: display, location: error.location, path: "$", message: error.message))
            return nil
        }
        let problems = context.diagnostics.count
        func report(_ message: String, _ node: JSONNode, _ path: JSONPath) {
            context.append(Diagnostic(file: display, location: node.location, path: path.description, message: message))
        }
        guard case .object(let top) = root.value else {
            report(
                isCatalog
                    ? "a String Catalog is a JSON object with \"sourceLanguage\" and \"strings\", as Xcode writes it; found \(root.value.kindDescription)"
                    : "a strings file is a JSON object of keys and their texts, such as {\"continue.title\": \"Weiter\"}; found \(root.value.kindDescription)",
                root, .root)
            return nil
        }
        guard isCatalog else {
            var table: [String: String] = [:]
            for member in top {
                guard case .string(let text) = member.value.value else {
                    report(
                        "expected the text of key \"\(Excerpt.clipped(member.key))\" (a string), found \(member.value.value.kindDescription)",
                        member.value, JSONPath.root.appending(member.key))
                    continue
                }
                table[member.key] = text
            }
            return context.diagnostics.count == problems ? Contents(sourceLanguage: nil, tables: ["": table]) : nil
        }
        var sourceLanguage: RenderLocale?
        if let member = top.member("sourceLanguage") {
            if case .string(let identifier) = member.value.value, let locale = RenderLocale(identifier: identifier), !locale.isPseudo {
                sourceLanguage = locale
            } else {
                report(
                    "expected the catalog's source language, a language tag such as \"en\", found \(Self.describe(member.value))",
                    member.value, JSONPath.root.appending("sourceLanguage"))
            }
        } else {
            report("missing required key \"sourceLanguage\" in the String Catalog", root, .root)
        }
        guard let stringsMember = top.member("strings") else {
            report("missing required key \"strings\" in the String Catalog", root, .root)
            return nil
        }
        guard case .object(let entries) = stringsMember.value.value else {
            report(
                "expected \"strings\", an object of keys, found \(stringsMember.value.value.kindDescription)", stringsMember.value,
                JSONPath.root.appending("strings"))
            return nil
        }
        var tables: [String: [String: String]] = [:]
        for entry in entries {
            let entryPath = JSONPath.root.appending("strings").appending(entry.key)
            guard case .object(let fields) = entry.value.value else {
                report(
                    "expected the entry of key \"\(Excerpt.clipped(entry.key))\" (an object), found \(entry.value.value.kindDescription)",
                    entry.value, entryPath)
                continue
            }
            var hasSourceText = false
            if let localizations = fields.member("localizations") {
                let localizationsPath = entryPath.appending("localizations")
                guard case .object(let locales) = localizations.value.value else {
                    report(
                        "expected \"localizations\", an object of locales, found \(localizations.value.value.kindDescription)",
                        localizations.value, localizationsPath)
                    continue
                }
                for locale in locales {
                    let localePath = localizationsPath.appending(locale.key)
                    guard RenderLocale(identifier: locale.key) != nil, locale.key != RenderLocale.pseudo.identifier else {
                        report(
                            "\"\(Excerpt.clipped(locale.key))\" is not a locale; use a language tag such as \"de\", \"pt-BR\" or \"zh-Hans\"",
                            locale.value, localePath)
                        continue
                    }
                    guard case .object(let localeFields) = locale.value.value else {
                        report(
                            "expected a localization (an object with \"stringUnit\"), found \(locale.value.value.kindDescription)",
                            locale.value, localePath)
                        continue
                    }
                    // The string unit drawn: the localization's own, or the one its variations choose.
                    guard let (unit, unitPath) = Self.drawnUnit(localeFields, locale.value, at: localePath, report: report) else {
                        continue
                    }
                    guard case .object(let unitFields) = unit.value else {
                        report(
                            "expected a string unit (an object with \"state\" and \"value\"), found \(unit.value.kindDescription)", unit,
                            unitPath)
                        continue
                    }
                    guard let value = unitFields.member("value") else {
                        report("missing required key \"value\" in the string unit", unit, unitPath)
                        continue
                    }
                    guard case .string(let text) = value.value.value else {
                        report(
                            "expected the text (a string), found \(value.value.value.kindDescription)", value.value,
                            unitPath.appending("value"))
                        continue
                    }
                    if let state = unitFields.member("state") {
                        guard case .string = state.value.value else {
                            report(
                                "expected the state (a string such as \"translated\"), found \(state.value.value.kindDescription)",
                                state.value, unitPath.appending("state"))
                            continue
                        }
                    }
                    tables[locale.key, default: [:]][entry.key] = text
                    if locale.key == sourceLanguage?.identifier { hasSourceText = true }
                }
            }
            // As in Xcode, a key without a source-language text is its own text.
            if let sourceLanguage, !hasSourceText { tables[sourceLanguage.identifier, default: [:]][entry.key] = entry.key }
        }
        guard context.diagnostics.count == problems, let sourceLanguage else { return nil }
        return Contents(sourceLanguage: sourceLanguage, tables: tables)
    }

    /// The string unit a localization (or one of its variations, `fields` of the object `node` at `path`)
    /// draws: its `stringUnit`, else the form its `variations` choose: of `device` variations the
    /// `iphone` one, else `other`; of `plural` variations `other` (the form for most counts; a spec shows
    /// one text, not a count); device variations holding plural ones are followed through both. Nil when it
    /// has neither (the key is then drawn in its source text) or after reporting a malformed variation.
    private static func drawnUnit(
        _ fields: [JSONMember], _ node: JSONNode, at path: JSONPath,
        report: (String, JSONNode, JSONPath) -> Void
    ) -> (JSONNode, JSONPath)? {
        if let unit = fields.member("stringUnit") { return (unit.value, path.appending("stringUnit")) }
        guard let variations = fields.member("variations") else { return nil }
        let variationsPath = path.appending("variations")
        guard case .object(let kinds) = variations.value.value else {
            report(
                "expected \"variations\", an object of \"plural\" or \"device\" variations, found \(variations.value.value.kindDescription)",
                variations.value, variationsPath)
            return nil
        }
        for kind in kinds where kind.key != "plural" && kind.key != "device" {
            report(
                "unknown variation \"\(Excerpt.clipped(kind.key))\"; a String Catalog varies by \"plural\" (ButtonCheck draws its \"other\" form) or \"device\" (its \"iphone\" form, else \"other\")",
                kind.value, variationsPath.appending(kind.key))
            return nil
        }
        // Xcode nests plural variations inside device ones; device is chosen first either way.
        guard let kind = kinds.member("device") ?? kinds.member("plural") else {
            report(
                "\"variations\" is empty; give it \"plural\" or \"device\" variations, or give the localization a \"stringUnit\"",
                variations.value, variationsPath)
            return nil
        }
        let kindPath = variationsPath.appending(kind.key)
        guard case .object(let cases) = kind.value.value else {
            report(
                "expected the \(kind.key) variations (an object of forms such as \(kind.key == "plural" ? "\"one\" and \"other\"" : "\"iphone\" and \"other\"")), found \(kind.value.value.kindDescription)",
                kind.value, kindPath)
            return nil
        }
        let wanted = kind.key == "plural" ? ["other"] : ["iphone", "other"]
        guard let chosen = wanted.lazy.compactMap({ name in cases.member(name) }).first else {
            let found = cases.isEmpty ? "none" : cases.map { "\"\(Excerpt.clipped($0.key))\"" }.joined(separator: ", ")
            let message =
                kind.key == "plural"
                ? "the plural variations have no \"other\" form, the one ButtonCheck draws (found \(found)); add it"
                : "the device variations have neither \"iphone\" nor \"other\", the forms ButtonCheck draws (found \(found)); add one"
            report(message, kind.value, kindPath)
            return nil
        }
        let chosenPath = kindPath.appending(chosen.key)
        guard case .object(let chosenFields) = chosen.value.value else {
            report(
                "expected a variation (an object with \"stringUnit\" or \"variations\"), found \(chosen.value.value.kindDescription)",
                chosen.value, chosenPath)
            return nil
        }
        guard chosenFields.contains(where: { $0.key == "stringUnit" || $0.key == "variations" }) else {
            report("missing required key \"stringUnit\" in the \(kind.key) variation \"\(chosen.key)\"", chosen.value, chosenPath)
            return nil
        }
        return drawnUnit(chosenFields, chosen.value, at: chosenPath, report: report)
    }

    private static func describe(_ node: JSONNode) -> String {
        if case .string(let text) = node.value { return "\"\(Excerpt.clipped(text))\"" }
        return node.value.kindDescription
    }
}
