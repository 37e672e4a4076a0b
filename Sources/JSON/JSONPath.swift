/// A JSONPath such as `$.content.children[2].title` or `$.rules['label.truncated']`, built while
/// reading. The one place a key is written into a path: plain names after a dot, anything else
/// (dots, spaces, quotes, an empty key) in brackets and single quotes with `\` and `'` escaped, so
/// every path in a message points at exactly one value. Specs, tokens, the configuration, the
/// goldens manifest and reports all name their values this way.
package struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    package private(set) var description: String

    package static let root = JSONPath(description: "$")

    /// A path written elsewhere, taken as it is.
    package init(rawDescription: String) {
        description = rawDescription
    }

    private init(description: String) {
        self.description = description
    }

    package func appending(_ key: String) -> JSONPath {
        let plain = key.first.map { $0.isLetter || $0 == "_" } == true && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        if plain { return JSONPath(description: description + "." + key) }
        let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
        return JSONPath(description: description + "['" + escaped + "']")
    }

    package func appending(_ index: Int) -> JSONPath {
        JSONPath(description: description + "[\(index)]")
    }

    /// `base` (a path's text) with `key` appended.
    package static func member(_ base: String, _ key: String) -> String {
        JSONPath(description: base).appending(key).description
    }
}
