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
        var order: [SourceLocation] = []
        var byLocation: [SourceLocation: [SpecEdit]] = [:]
        for edit in edits {
            if byLocation[edit.location] == nil { order.append(edit.location) }
            byLocation[edit.location, default: []].append(edit)
        }
        return order.map { location in
            let group = byLocation[location]!
            let replacements = Set(group.map(\.replacement))
            guard replacements.count > 1, let written = original(location), let text = string(written) else {
                return LiteralPatch.Change(location: location, replacement: group[0].replacement)
            }
            var light: [String] = [], dark: [String] = []
            for edit in group {
                if let object = adaptive(edit.replacement) {
                    if object.light != text { light.append(object.light) }
                    if object.dark != text { dark.append(object.dark) }
                } else if let value = string(edit.replacement) {
                    light.append(value)
                    dark.append(value)
                }
            }
            let chosenLight = furthest(light, from: text, .light) ?? text, chosenDark = furthest(dark, from: text, .dark) ?? text
            let replacement = chosenLight == chosenDark ? "\"\(chosenLight)\""
                : "{\"light\": \"\(chosenLight)\", \"dark\": \"\(chosenDark)\"}"
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

    private static func adaptive(_ json: String) -> (light: String, dark: String)? {
        guard let node = try? JSONParser.parse(Array(json.utf8)), case .object(let members) = node.value,
              let light = members.member("light"), case .string(let lightText) = light.value.value,
              let dark = members.member("dark"), case .string(let darkText) = dark.value.value else { return nil }
        return (lightText, darkText)
    }
}
