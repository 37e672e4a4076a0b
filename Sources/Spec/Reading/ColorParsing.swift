/// One colour written as a spec writes a colour string, outside any spec: `#RGB`, `#RRGGBB`,
/// `#RRGGBBAA` or an iOS semantic name such as `label` or `systemBlue` (resolved for `appearance`).
/// A spec's own `colors` and `{token}` references need the spec, so they are not accepted here.
package enum ColorParsing {
    package static func parse(_ text: String, appearance: Appearance) throws(ColorParseError) -> SRGBColor {
        if text.hasPrefix("#") {
            guard let color = ColorSyntax.hex(text) else { throw .invalidHex(text) }
            return color
        }
        if let color = SystemColor(named: text) { return color.color(for: appearance) }
        throw .unknownName(text, suggestion: Suggestion.closest(to: text, in: SystemColor.names))
    }
}

/// Why a colour string is not a colour.
package enum ColorParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Starts with `#` but is not `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    case invalidHex(String)
    /// Not an iOS semantic colour name; `suggestion` is the closest name when it is a likely typo.
    case unknownName(String, suggestion: String?)

    package var description: String {
        switch self {
        case .invalidHex(let text):
            return "invalid hex colour \"\(Excerpt.clipped(text))\"; write #RGB, #RRGGBB or #RRGGBBAA"
        case .unknownName(let text, let suggestion):
            let phrase = suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""
            return
                "unknown colour \"\(Excerpt.clipped(text))\"\(phrase); use #RRGGBB or an iOS colour name such as \"label\" or \"systemBlue\""
        }
    }
}
