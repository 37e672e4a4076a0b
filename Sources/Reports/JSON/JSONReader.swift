import JSON
import Spec

/// Reads one value of a parsed report, remembering its JSONPath and the file it came from so that
/// every complaint says where. Objects are read strictly: unknown keys and missing keys are errors.
struct JSONReader {
    let node: JSONNode
    let path: String
    let source: String

    func fail(_ message: String) -> ReportError {
        .invalidReport(source: source, location: node.location, path: path, message: message)
    }

    private func typeError(_ expected: String) -> ReportError {
        fail("expected \(expected), found \(node.value.kindDescription)")
    }

    /// The members of an object. Every key in `required` must be present; any key outside
    /// `required` and `optional` is rejected (with a suggestion when it looks like a typo).
    func object(required: [String], optional: [String] = []) throws(ReportError) -> [String: JSONReader] {
        let shape = JSONObjectShape(required: required, optional: optional)
        guard let members = shape.read(node, at: JSONPath(rawDescription: path)) else { throw typeError("an object") }
        if let unknown = members.unknownKeys.first {
            let suggestion = unknown.suggestion.map { "; did you mean \"\($0)\"?" } ?? ""
            throw ReportError.invalidReport(
                source: source, location: unknown.member.keyLocation, path: unknown.path.description,
                message: "unknown key \"\(unknown.member.key)\"\(suggestion)")
        }
        if let key = members.missingKeys.first { throw fail("missing key \"\(key)\"") }
        var result: [String: JSONReader] = [:]
        for member in members.list {
            result[member.key] = JSONReader(node: member.value, path: members.path(of: member.key).description, source: source)
        }
        return result
    }

    func array() throws(ReportError) -> [JSONReader] {
        guard case .array(let elements) = node.value else { throw typeError("an array") }
        return elements.enumerated().map { JSONReader(node: $1, path: path + "[\($0)]", source: source) }
    }

    var isNull: Bool {
        if case .null = node.value { return true }
        return false
    }

    func string() throws(ReportError) -> String {
        guard case .string(let value) = node.value else { throw typeError("a string") }
        return value
    }

    func optionalString() throws(ReportError) -> String? {
        isNull ? nil : try string()
    }

    func bool() throws(ReportError) -> Bool {
        guard case .bool(let value) = node.value else { throw typeError("true or false") }
        return value
    }

    func double() throws(ReportError) -> Double {
        guard case .number(let value) = node.value else { throw typeError("a number") }
        return value
    }

    func optionalDouble() throws(ReportError) -> Double? {
        isNull ? nil : try double()
    }

    func int(minimum: Int = Int.min) throws(ReportError) -> Int {
        let value = try double()
        guard value.isFinite, value == value.rounded() else { throw fail("expected a whole number, found \(value)") }
        // Past 2^53 a JSON number no longer holds every whole number exactly (9223372036854775807 reads as 9.223372036854776e+18).
        guard abs(value) <= 9_007_199_254_740_991 else {
            throw fail(
                "\(value) is out of range; a whole number here is at most 9,007,199,254,740,991 (2^53 − 1, the largest a JSON number holds exactly)"
            )
        }
        guard Int(value) >= minimum else { throw fail("expected a whole number of at least \(minimum), found \(Int(value))") }
        return Int(value)
    }

    func optionalInt(minimum: Int = Int.min) throws(ReportError) -> Int? {
        isNull ? nil : try int(minimum: minimum)
    }

    func strings() throws(ReportError) -> [String] {
        var values: [String] = []
        for element in try array() { values.append(try element.string()) }
        return values
    }

    /// An object whose values are all strings.
    func stringMap() throws(ReportError) -> [String: String] {
        guard case .object(let members) = node.value else { throw typeError("an object of strings") }
        var result: [String: String] = [:]
        for member in members {
            result[member.key] = try JSONReader(node: member.value, path: JSONPath.member(path, member.key), source: source).string()
        }
        return result
    }

    /// One of an enumeration's raw values.
    func value<T: RawRepresentable & CaseIterable>(_ type: T.Type, _ what: String) throws(ReportError) -> T where T.RawValue == String {
        let text = try string()
        if let value = T(rawValue: text) { return value }
        let names = T.allCases.map(\.rawValue)
        let suggestion = Suggestion.closest(to: text, in: names).map { "; did you mean \"\($0)\"?" } ?? ""
        throw fail("unknown \(what) \"\(text)\"\(suggestion)")
    }

    func optionalValue<T: RawRepresentable & CaseIterable>(_ type: T.Type, _ what: String) throws(ReportError) -> T?
    where T.RawValue == String {
        isNull ? nil : try value(type, what)
    }

    func renderCase() throws(ReportError) -> RenderCase {
        let text = try string()
        guard let renderCase = RenderCase(name: text) else {
            throw fail("\"\(text)\" is not a render case; expected appearance/size-state such as \"light/AX5-disabled\"")
        }
        return renderCase
    }
}
