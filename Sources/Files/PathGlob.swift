/// A glob on a path relative to a folder (`--exclude`, a configuration's `"exclude"`), as `.gitignore`
/// users know it: `*` matches any characters but `/`, `?` one character but `/`, `**` any number of
/// folders (`drafts/**`, `**/old/*.json`). A pattern without `/` matches a file's or folder's name at
/// any depth (`*.draft.json`, `drafts`); a pattern with `/` matches the whole relative path, and
/// excludes what is under a folder it matches. A leading `./` is ignored.
package struct PathGlob: Sendable, Hashable {
    package let pattern: String
    private let parts: [String]
    private let anyDepth: Bool

    package init(_ pattern: String) {
        self.pattern = pattern
        var text = Substring(pattern)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        while text.hasSuffix("/") && text.count > 1 { text = text.dropLast() }
        anyDepth = !text.contains("/")
        parts = text.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    /// Whether `relativePath` (components joined by `/`, no leading `./`) or a folder it is in matches.
    package func matches(_ relativePath: String) -> Bool {
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !parts.isEmpty else { return false }
        if anyDepth {
            return components.contains { Self.matches(name: $0, pattern: parts[0]) }
        }
        // The path or any folder above it.
        return (1...max(1, components.count)).contains { Self.matches(path: components[0..<min($0, components.count)], parts: parts[...]) }
    }

    /// Components against pattern parts, `**` taking any number of components.
    private static func matches(path: ArraySlice<String>, parts: ArraySlice<String>) -> Bool {
        guard let first = parts.first else { return path.isEmpty }
        if first == "**" {
            let rest = parts.dropFirst()
            return (path.startIndex...path.endIndex).contains { matches(path: path[$0...], parts: rest) }
        }
        guard let component = path.first, matches(name: component, pattern: first) else { return false }
        return matches(path: path.dropFirst(), parts: parts.dropFirst())
    }

    /// One name against one part: `*` any run of characters, `?` one character.
    static func matches(name: String, pattern: String) -> Bool {
        let text = Array(name)
        let glob = Array(pattern)
        var t = 0
        var g = 0
        var starG = -1
        var starT = 0
        while t < text.count {
            if g < glob.count && (glob[g] == "?" || glob[g] == text[t]) {
                t += 1
                g += 1
            } else if g < glob.count && glob[g] == "*" {
                starG = g
                starT = t
                g += 1
            } else if starG >= 0 {
                g = starG + 1
                starT += 1
                t = starT
            } else {
                return false
            }
        }
        while g < glob.count && glob[g] == "*" { g += 1 }
        return g == glob.count
    }
}
