/// Escaping for XML and HTML text and attribute values.
///
/// XML 1.0 cannot carry most control characters at all, not even as character references, so
/// those are written visibly as `\u{1B}`; the same goes for non-characters (U+FFFE, U+FFFF).
/// Attribute values also escape tab, line feed and carriage return, which an XML parser would
/// otherwise normalise to spaces.
enum MarkupEscaping {
    static func text(_ value: String) -> String { escape(value, attribute: false) }
    static func attribute(_ value: String) -> String { escape(value, attribute: true) }

    private static func escape(_ value: String, attribute: Bool) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += attribute ? "&quot;" : "\""
            case "'": result += attribute ? "&#39;" : "'"
            case "\t": result += attribute ? "&#9;" : "\t"
            case "\n": result += attribute ? "&#10;" : "\n"
            case "\r": result += "&#13;"
            case "\u{00}"..."\u{1F}", "\u{7F}", "\u{FFFE}", "\u{FFFF}":
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
