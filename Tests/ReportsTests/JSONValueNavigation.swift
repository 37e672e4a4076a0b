import JSON
import Spec

/// Reads parsed JSON in tests: `node["runs"]?[0]?["results"]`.
extension JSONNode {
    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    subscript(index: Int) -> JSONNode? {
        guard case .array(let elements) = value, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    var elements: [JSONNode] {
        if case .array(let elements) = value { return elements }
        return []
    }

    var keys: [String] {
        if case .object(let members) = value { return members.map(\.key) }
        return []
    }

    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    var number: Double? {
        if case .number(let number) = value { return number }
        return nil
    }

    var bool: Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }

    var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    static func parse(_ text: String) throws -> JSONNode {
        try JSONParser.parse(Array(text.utf8))
    }
}
