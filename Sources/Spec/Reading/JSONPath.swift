/// A JSONPath such as `$.content.children[2].title`, built while reading.
struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    private(set) var description: String

    static let root = JSONPath(description: "$")

    init(rawDescription: String) {
        description = rawDescription
    }

    private init(description: String) {
        self.description = description
    }

    func appending(_ key: String) -> JSONPath {
        let plain = key.first.map { $0.isLetter || $0 == "_" } == true && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        if plain { return JSONPath(description: description + "." + key) }
        let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
        return JSONPath(description: description + "['" + escaped + "']")
    }

    func appending(_ index: Int) -> JSONPath {
        JSONPath(description: description + "[\(index)]")
    }
}
