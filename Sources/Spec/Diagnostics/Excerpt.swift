/// A value from a file quoted in a message: at most `limit` characters, escaped as a JSON string
/// (quotes, backslashes, control characters), with "…" when cut. A tokens file may be any file the
/// spec names, so a message never echoes more of it than this.
enum Excerpt {
    static let limit = 40

    static func quoted(_ text: String, limit: Int = Excerpt.limit) -> String {
        "\"" + clipped(text, limit: limit) + "\""
    }

    /// The same without the quotes.
    static func clipped(_ text: String, limit: Int = Excerpt.limit) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                result += "…"
                break
            }
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                    || scalar.properties.generalCategory == .lineSeparator || scalar.properties.generalCategory == .paragraphSeparator {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
            count += 1
        }
        return result
    }
}
