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
        if Self.isPlain(key) { return JSONPath(description: description + "." + key) }
        // Most bracketed keys (file paths, rule ids) need no escape: they are written as they are.
        let needsEscape = key.utf8.contains { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "'") }
        let escaped = needsEscape ? key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") : key
        return JSONPath(description: description + "['" + escaped + "']")
    }

    /// A key written after a dot: a letter or `_`, then letters, digits and `_` (ASCII decided from
    /// its bytes; anything else by its characters).
    private static func isPlain(_ key: String) -> Bool {
        let bytes = key.utf8
        guard let first = bytes.first else { return false }
        if bytes.allSatisfy({ $0 < 0x80 }) {
            func letter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
            return (letter(first) || first == UInt8(ascii: "_"))
                && bytes.allSatisfy { letter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_") }
        }
        return key.first.map { $0.isLetter || $0 == "_" } == true && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    package func appending(_ index: Int) -> JSONPath {
        JSONPath(description: description + "[\(index)]")
    }

    /// `base` (a path's text) with `key` appended.
    package static func member(_ base: String, _ key: String) -> String {
        JSONPath(description: base).appending(key).description
    }
}
