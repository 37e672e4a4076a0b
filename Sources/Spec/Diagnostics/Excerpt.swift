import JSON
/// A value from a file quoted in a message: at most `limit` characters, escaped as a JSON string
/// (quotes, backslashes, control characters), with "…" when cut. A tokens file may be any file the
/// spec names, so a message never echoes more of it than this.
package enum Excerpt {
    package static let limit = 40

    package static func quoted(_ text: String, limit: Int = Excerpt.limit) -> String {
        "\"" + clipped(text, limit: limit) + "\""
    }

    /// The same without the quotes.
    package static func clipped(_ text: String, limit: Int = Excerpt.limit) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                result += "…"
                break
            }
            JSONOutput.escape(scalar, invisibles: true, to: &result)
            count += 1
        }
        return result
    }
}
