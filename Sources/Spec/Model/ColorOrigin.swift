import JSON

/// Where a colour is written: the literal that holds it (a hex string in the spec, a `colors` entry,
/// a token's `$value` in the tokens file), or the semantic name the spec uses in its place. A computed
/// contrast fix replaces the literal here, so it names the spec key to change.
package struct ColorOrigin: Sendable, Hashable {
    /// The file that holds the literal, as the spec's reader named it (the spec, or its tokens file).
    package let file: String
    /// Where the literal starts (its opening quote).
    package let location: SourceLocation
    /// Its JSONPath in that file (`$.content[0].tint`, `$.colors.brand.light`, `$.color.brand.$value`).
    package let path: String
    /// What is written there: `#0A84FF`, `secondaryLabel`.
    package let text: String
    /// The token the spec names (`{color.brand}`), when the literal is in the tokens file.
    package let token: String?

    package init(file: String, location: SourceLocation, path: String, text: String, token: String? = nil) {
        self.file = file
        self.location = location
        self.path = path
        self.text = text
        self.token = token
    }

    /// Whether the literal is a hex colour (a semantic name is replaced by an adaptive colour instead).
    var isHex: Bool { text.hasPrefix("#") }
}
