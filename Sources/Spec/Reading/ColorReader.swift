import JSON
/// Reads a colour value in any of the spec's forms and resolves it for light and dark:
/// hex, an iOS semantic name (or one of the spec's own `colors`), a `{token.path}` reference,
/// or `{"light": …, "dark": …}` with, in format 2, `"increaseContrast"`: the colour (itself a colour
/// string or `{"light": …, "dark": …}`) drawn when Increase Contrast is on, and `"reduceTransparency"`: the colour
/// drawn when Reduce Transparency is on (with or without Increase Contrast).
enum ColorReader {
    /// `within`: the display-setting member (`increaseContrast`, `reduceTransparency`) this colour is the value of,
    /// which cannot have display-setting colours of its own.
    static func read(_ node: JSONNode, path: JSONPath, context: ReadContext, within: String? = nil) -> Color? {
        switch node.value {
        case .string(let text):
            guard let color = resolve(text, appearance: nil, node: node, path: path, context: context) else { return nil }
            return color
        case .object:
            guard let reader = ObjectReader(node, path: path, shape: "adaptiveColor", context: context) else { return nil }
            guard let light = reader.member("light", required: true), let dark = reader.member("dark", required: true) else { return nil }
            guard case .string(let lightText) = light.node.value else {
                context.error(
                    "expected a colour string, found \(light.node.value.kindDescription)", at: light.node.location, path: light.path)
                return nil
            }
            guard case .string(let darkText) = dark.node.value else {
                context.error("expected a colour string, found \(dark.node.value.kindDescription)", at: dark.node.location, path: dark.path)
                return nil
            }
            let lightColor = resolve(lightText, appearance: .light, node: light.node, path: light.path, context: context)
            let darkColor = resolve(darkText, appearance: .dark, node: dark.node, path: dark.path, context: context)
            // The display-setting colours, each read the same way, in this order (the first wrong one ends the read).
            var variants: [DisplaySetting: Color] = [:]
            for setting in [DisplaySetting.increaseContrast, .reduceTransparency] {
                let key = setting.rawValue
                guard let member = reader.member(key) else { continue }
                if let within {
                    context.error(
                        "\(Self.article(within)) \"\(within)\" colour cannot have \(Self.article(key)) \"\(key)\" of its own; "
                            + "give it a colour or {\"light\": …, \"dark\": …}",
                        at: member.node.location, path: member.path)
                    return nil
                }
                guard let color = read(member.node, path: member.path, context: context, within: key) else { return nil }
                variants[setting] = color
            }
            let increased = variants[.increaseContrast]
            let reduced = variants[.reduceTransparency]
            guard let lightColor, let darkColor else { return nil }
            var origins: [Appearance: ColorOrigin] = [:]
            origins[.light] = lightColor.origins[.light]
            origins[.dark] = darkColor.origins[.dark]
            return Color(
                light: lightColor.light, dark: darkColor.dark,
                increasedContrastLight: increased?.light ?? lightColor.increasedContrastLight,
                increasedContrastDark: increased?.dark ?? darkColor.increasedContrastDark,
                source: "\(lightText) / \(darkText)"
            )
            .reducingTransparency(light: reduced?.light, dark: reduced?.dark)
            .written(at: origins)
        default:
            context.error(
                "expected a colour (\"#RRGGBB\", an iOS colour name, a {token} or {\"light\": …, \"dark\": …}), found \(node.value.kindDescription)",
                at: node.location, path: path)
            return nil
        }
    }

    private static func article(_ word: String) -> String {
        "aeiou".contains(word.first ?? "x") ? "an" : "a"
    }

    /// An object of part colours (`{"fill": …, "border": …}`) whose keys `shape` lists; nil after reporting.
    static func parts(_ node: JSONNode, path: JSONPath, shape: String, context: ReadContext) -> PartColors? {
        guard let reader = ObjectReader(node, path: path, shape: shape, context: context, what: "an object of part colours") else {
            return nil
        }
        var colors: [String: Color] = [:]
        var failed = false
        for part in SpecVocabulary.objectKeys[shape] ?? [] {
            guard let member = reader.member(part) else { continue }
            if let color = read(member.node, path: member.path, context: context) { colors[part] = color } else { failed = true }
        }
        return failed ? nil : PartColors(colors)
    }

    /// The colour a string names, with where it is written (`Color.origins`): the string itself, the
    /// token's value in the tokens file, or the spec's `colors` entry it names.
    private static func resolve(_ text: String, appearance: Appearance?, node: JSONNode, path: JSONPath, context: ReadContext) -> Color? {
        guard let color = resolveValue(text, appearance: appearance, node: node, path: path, context: context) else { return nil }
        if text.hasPrefix("{"), let tokens = context.tokens, let written = tokens.origin(String(text.dropFirst().dropLast())) {
            let origin = ColorOrigin(file: tokens.file, location: written.location, path: written.path, text: written.text, token: text)
            return color.written(at: [.light: origin, .dark: origin])
        }
        if !text.hasPrefix("#"), !text.hasPrefix("{"), !color.origins.isEmpty { return color }
        let origin = ColorOrigin(file: context.file, location: node.location, path: path.description, text: text)
        return color.written(at: [.light: origin, .dark: origin])
    }

    private static func resolveValue(_ text: String, appearance: Appearance?, node: JSONNode, path: JSONPath, context: ReadContext)
        -> Color?
    {
        if text.hasPrefix("#") {
            guard let color = ColorSyntax.hex(text) else {
                context.error(
                    "invalid hex colour \"\(Excerpt.clipped(text))\"; write #RGB, #RRGGBB or #RRGGBBAA", at: node.location, path: path)
                return nil
            }
            return Color(color, source: text)
        }
        if text.hasPrefix("{") {
            guard text.hasSuffix("}"), text.count > 2 else {
                context.error("invalid token reference \"\(Excerpt.clipped(text))\"; write {group.name}", at: node.location, path: path)
                return nil
            }
            guard let tokens = context.tokens else {
                // A named tokens file that could not be read is reported once, at "tokens".
                if context.namesTokensFile { return nil }
                context.error(
                    "\(Excerpt.clipped(text)) is a token reference, but the spec names no \"tokens\" file", at: node.location, path: path)
                return nil
            }
            switch tokens.resolveColor(String(text.dropFirst().dropLast())) {
            case .color(let color): return Color(color, source: text)
            case .failure(let message):
                context.error(message, at: node.location, path: path)
                return nil
            }
        }
        if let custom = context.customColors[text] { return custom }
        if let system = SystemColor(named: text) { return .system(system) }
        let names = Array(context.customColors.keys) + SystemColor.names
        context.error(
            "unknown colour \"\(Excerpt.clipped(text))\"\(Suggestion.phrase(for: text, in: names)); use #RRGGBB, an iOS colour name such as \"label\" or \"systemBlue\", a name from the spec's \"colors\", or a {token}",
            at: node.location, path: path)
        return nil
    }
}
