import Checks
import JSON
import Spec

/// The fixes of several findings that change the same literal, as one change: each appearance takes the
/// colour that moved furthest from the original (it passes where the nearer ones pass), and an adaptive
/// `{"light": …, "dark": …}` whose two colours agree becomes a plain string again.
enum EditMerge {
    /// One change per literal of `edits` (all in one file), `original` giving the literal's text (quotes
    /// included) at a location.
    static func merge(_ edits: [SpecEdit], original: (SourceLocation) -> String?) -> [LiteralPatch.Change] {
        mergeLiterals(edits.filter { $0.member == nil }, original: original) + mergeMembers(edits.filter { $0.member != nil })
    }

    private static func mergeLiterals(_ edits: [SpecEdit], original: (SourceLocation) -> String?) -> [LiteralPatch.Change] {
        var order: [SourceLocation] = []
        var byLocation: [SourceLocation: [SpecEdit]] = [:]
        for edit in edits {
            if byLocation[edit.location] == nil { order.append(edit.location) }
            byLocation[edit.location, default: []].append(edit)
        }
        return order.map { location in
            let group = byLocation[location]!
            let replacements = Set(group.map(\.replacement))
            // Numbers (a frame's height per text size): the largest, which holds every size's text.
            let numbers = replacements.compactMap(Double.init)
            if replacements.count > 1, numbers.count == replacements.count, let most = numbers.max() {
                return LiteralPatch.Change(location: location, replacement: group.first { Double($0.replacement) == most }!.replacement)
            }
            guard replacements.count > 1, let written = original(location), let text = string(written) else {
                return LiteralPatch.Change(location: location, replacement: group[0].replacement)
            }
            var light: [String] = []
            var dark: [String] = []
            var reducedLight: [String] = []
            var reducedDark: [String] = []
            for edit in group {
                if let object = adaptive(edit.replacement) {
                    if object.light != text { light.append(object.light) }
                    if object.dark != text { dark.append(object.dark) }
                    if let reduced = object.reduced {
                        reducedLight.append(reduced.light)
                        reducedDark.append(reduced.dark)
                    }
                } else if let value = string(edit.replacement) {
                    light.append(value)
                    dark.append(value)
                }
            }
            let chosenLight = furthest(light, from: text, .light) ?? text
            let chosenDark = furthest(dark, from: text, .dark) ?? text
            var replacement =
                chosenLight == chosenDark
                ? "\"\(chosenLight)\""
                : "{\"light\": \"\(chosenLight)\", \"dark\": \"\(chosenDark)\"}"
            // Reduce Transparency variants: each appearance's furthest from the colour kept without the setting.
            if let reduced = furthest(reducedLight, from: chosenLight, .light),
                let reducedOther = furthest(reducedDark, from: chosenDark, .dark)
            {
                let variant = reduced == reducedOther ? "\"\(reduced)\"" : "{\"light\": \"\(reduced)\", \"dark\": \"\(reducedOther)\"}"
                replacement = "{\"light\": \"\(chosenLight)\", \"dark\": \"\(chosenDark)\", \"reduceTransparency\": \(variant)}"
            }
            return LiteralPatch.Change(location: location, replacement: replacement)
        }
    }

    private static func furthest(_ candidates: [String], from original: String, _ appearance: Appearance) -> String? {
        guard let base = try? ColorParsing.parse(original, appearance: appearance) else { return candidates.first }
        return candidates.max { a, b in
            distance(a, base, appearance) < distance(b, base, appearance)
        }
    }

    private static func distance(_ text: String, _ base: SRGBColor, _ appearance: Appearance) -> Double {
        guard let color = try? ColorParsing.parse(text, appearance: appearance) else { return 0 }
        return OKLab.distance(OKLab(color), OKLab(base))
    }

    private static func string(_ json: String) -> String? {
        guard let node = try? JSONParser.parse(Array(json.utf8)), case .string(let text) = node.value else { return nil }
        return text
    }

    /// `{"light": …, "dark": …}` with, when it has one, its `"reduceTransparency"` colour per appearance.
    private static func adaptive(_ json: String) -> (light: String, dark: String, reduced: (light: String, dark: String)?)? {
        guard let node = try? JSONParser.parse(Array(json.utf8)), case .object(let members) = node.value,
            let light = members.member("light"), case .string(let lightText) = light.value.value,
            let dark = members.member("dark"), case .string(let darkText) = dark.value.value
        else { return nil }
        var reduced: (light: String, dark: String)?
        if let variant = members.member("reduceTransparency") {
            if case .string(let text) = variant.value.value {
                reduced = (text, text)
            } else if case .object(let inner) = variant.value.value, let light = inner.member("light"),
                case .string(let lightText) = light.value.value, let dark = inner.member("dark"),
                case .string(let darkText) = dark.value.value
            {
                reduced = (lightText, darkText)
            }
        }
        return (lightText, darkText, reduced)
    }

    /// Added `colors` entries, one change per object: the entries several findings add for one iOS name
    /// become one, each appearance (and Increase Contrast variant) taking the colour furthest from iOS's; a
    /// new `colors` object holds every name added, in the order first added, before `backdrop` or `content`.
    private static func mergeMembers(_ edits: [SpecEdit]) -> [LiteralPatch.Change] {
        var order: [SourceLocation] = []
        var byObject: [SourceLocation: [SpecEdit]] = [:]
        for edit in edits {
            if byObject[edit.location] == nil { order.append(edit.location) }
            byObject[edit.location, default: []].append(edit)
        }
        return order.flatMap { location -> [LiteralPatch.Change] in
            let group = byObject[location]!
            // Each added entry as (name, value JSON): a `colors` member's entries, or the member itself.
            var names: [String] = []
            var values: [String: [String]] = [:]
            let addsColors = group[0].member == "colors"
            for edit in group {
                let entries: [(String, String)]
                if addsColors, let entry = soleEntry(edit.replacement) {
                    entries = [entry]
                } else {
                    entries = [(edit.member!, edit.replacement)]
                }
                for (name, value) in entries {
                    if values[name] == nil { names.append(name) }
                    values[name, default: []].append(value)
                }
            }
            let merged = names.map { ($0, mergedValue(values[$0]!, name: $0)) }
            if addsColors {
                let object = "{" + merged.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
                return [LiteralPatch.Change(location: location, replacement: object, member: "colors", before: group[0].insertBefore)]
            }
            // Entries added to an existing `colors`: one change per name, each before its first member.
            return merged.map { LiteralPatch.Change(location: location, replacement: $0.1, member: $0.0) }
        }
    }

    /// `("name", "value")` of a one-entry object `{"name": value}` as a fix writes it.
    private static func soleEntry(_ text: String) -> (String, String)? {
        guard text.hasPrefix("{\""), text.hasSuffix("}"), let colon = text.range(of: "\": ") else { return nil }
        let name = String(text[text.index(text.startIndex, offsetBy: 2)..<colon.lowerBound])
        return (name, String(text[colon.upperBound..<text.index(before: text.endIndex)]))
    }

    /// One value for an added iOS name from several: per appearance and Increase Contrast, the colour furthest
    /// from iOS's own.
    private static func mergedValue(_ candidates: [String], name: String) -> String {
        guard Set(candidates).count > 1, let system = SystemColor(rawValue: name) else { return candidates[0] }
        var slots: [[String?]] = []
        for candidate in candidates {
            guard let node = try? JSONParser.parse(Array(candidate.utf8)) else { continue }
            switch node.value {
            case .string(let text): slots.append([text, text, nil, nil])
            case .object(let members):
                func text(_ key: String, in members: [JSONMember]) -> String? {
                    guard let member = members.first(where: { $0.key == key }), case .string(let value) = member.value.value else {
                        return nil
                    }
                    return value
                }
                var increased: [JSONMember] = []
                if let member = members.first(where: { $0.key == "increaseContrast" }), case .object(let inner) = member.value.value {
                    increased = inner
                }
                slots.append([
                    text("light", in: members), text("dark", in: members), text("light", in: increased), text("dark", in: increased),
                ])
            default: continue
            }
        }
        let bases = [
            system.color(for: .light), system.color(for: .dark),
            system.increasedContrastColor(for: .light), system.increasedContrastColor(for: .dark),
        ]
        let appearances: [Appearance] = [.light, .dark, .light, .dark]
        let chosen = (0..<4).map { index -> String? in
            slots.compactMap { $0[index] }.max { a, b in
                distance(a, bases[index], appearances[index]) < distance(b, bases[index], appearances[index])
            }
        }
        guard let light = chosen[0], let dark = chosen[1] else { return candidates[0] }
        var text = "{\"light\": \"\(light)\", \"dark\": \"\(dark)\""
        if let increasedLight = chosen[2], let increasedDark = chosen[3] {
            text += ", \"increaseContrast\": {\"light\": \"\(increasedLight)\", \"dark\": \"\(increasedDark)\"}"
        }
        return text + "}"
    }
}
