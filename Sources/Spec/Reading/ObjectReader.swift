import JSON
import Limits
import Foundation

/// Reads one JSON object of a known shape, reporting wrong types, missing keys and unknown keys
/// (with a did-you-mean) to the context instead of stopping at the first problem.
struct ObjectReader {
    let node: JSONNode
    let path: JSONPath
    let shape: String
    let context: ReadContext
    private let members: JSONObjectMembers

    /// Nil (after reporting) when `node` is not an object.
    init?(_ node: JSONNode, path: JSONPath, shape: String, context: ReadContext, what: String? = nil) {
        let allowed = SpecVocabulary.objectKeys[shape] ?? []
        guard let members = JSONObjectShape(allowed: allowed).read(node, at: path) else {
            context.error("expected \(what ?? "an object") here, found \(node.value.kindDescription)", at: node.location, path: path)
            return nil
        }
        self.node = node
        self.path = path
        self.shape = shape
        self.context = context
        self.members = members
        reportUnknownKeys(allowed: allowed)
    }

    private func reportUnknownKeys(allowed: [String]) {
        let newer = SpecVocabulary.sinceVersion2[shape] ?? []
        for member in members.list where newer.contains(member.key) {
            context.requireVersion2(for: "\"\(member.key)\" in \(describeShape)", at: member.keyLocation, path: path.appending(member.key))
        }
        for unknown in members.unknownKeys {
            let suggestion = Suggestion.phrase(unknown.suggestion)
            let hint = suggestion.isEmpty ? "; allowed keys: \(allowed.joined(separator: ", "))" : suggestion
            // The key is quoted once, cut to the excerpt, in the message and in the path alike.
            let excerpt = Excerpt.clipped(unknown.member.key)
            context.error(
                "unknown key \"\(excerpt)\" in \(describeShape)\(hint)", at: unknown.member.keyLocation, path: path.appending(excerpt))
        }
    }

    private var describeShape: String {
        if SpecVocabulary.nodeTypes.contains(shape) { return English.withArticle(shape) }
        switch shape {
        case "spec": return "the spec"
        case "scenario": return "a scenario"
        case "hstackBreakpoint", "vstackBreakpoint", "gridBreakpoint":
            return "a breakpoint of \(English.withArticle(String(shape.dropLast("Breakpoint".count))))"
        default: return shape.hasPrefix("backdrop.") ? English.withArticle("\(shape.dropFirst("backdrop.".count)) backdrop") : "\(shape)"
        }
    }

    /// Whether this shape of object takes `key` at all (in the vocabulary; a node type without it never reads it).
    func takes(_ key: String) -> Bool {
        SpecVocabulary.objectKeys[shape]?.contains(key) == true
    }

    func has(_ key: String) -> Bool {
        assert(takes(key), "\(key) is not in the vocabulary of \(shape)")
        return members[key] != nil
    }

    /// The raw member, reporting it as missing when required.
    func member(_ key: String, required: Bool = false) -> (node: JSONNode, path: JSONPath)? {
        assert(takes(key), "\(key) is not in the vocabulary of \(shape)")
        guard let member = members[key] else {
            if required {
                context.error("missing required key \"\(key)\" in \(describeShape)", at: node.location, path: path)
            }
            return nil
        }
        return (member.value, path.appending(key))
    }

    private func typeError(_ expected: String, _ found: JSONNode, _ path: JSONPath) {
        context.error("expected \(expected), found \(found.value.kindDescription)", at: found.location, path: path)
    }

    func string(_ key: String, required: Bool = false, nonEmpty: Bool = false) -> String? {
        guard let (node, path) = member(key, required: required) else { return nil }
        guard case .string(let value) = node.value else {
            typeError("a string", node, path)
            return nil
        }
        return Self.checkedLength(value, name: "\"\(key)\"", nonEmpty: nonEmpty, at: node, path: path, context: context)
    }

    /// `value` if it is within the text length limit (and, with `nonEmpty`, not blank); else nil, with
    /// a located error naming it `name`.
    static func checkedLength(_ value: String, name: String, nonEmpty: Bool, at node: JSONNode, path: JSONPath, context: ReadContext)
        -> String?
    {
        if nonEmpty && value.trimmingCharacters(in: .whitespaces).isEmpty {
            context.error("\(name) must not be empty", at: node.location, path: path)
            return nil
        }
        let length = value.unicodeScalars.count
        if length > Limits.maximumTextLength {
            context.error(
                "\(name) is \(Limits.grouped(length)) characters long; the limit is \(Limits.grouped(Limits.maximumTextLength)) characters",
                at: node.location, path: path)
            return nil
        }
        return value
    }

    /// `value` unless it holds a control character (C0, DEL or C1: an ESC, a NUL, a carriage return), which
    /// a value printed in every report and on terminals (a spec's name, an id) may not; `what` is
    /// "a spec's name" or "an id". Nil after a located error quoting the value escaped.
    static func withoutControlCharacters(
        _ value: String, key: String, what: String, at node: JSONNode, path: JSONPath, context: ReadContext
    ) -> String? {
        guard let control = value.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) else { return value }
        let hex = String(control.value, radix: 16, uppercase: true)
        context.error(
            "\"\(key)\" holds the control character U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex); "
                + "\(what) is printed in every report and on terminals, so it may hold none: \(Excerpt.quoted(value))",
            at: node.location, path: path)
        return nil
    }

    /// The id of another element, checked once the whole tree is read.
    func reference(_ key: String, required: Bool = false, mustBe kinds: [String], role: String) -> String? {
        guard let (node, path) = member(key, required: required) else { return nil }
        guard case .string(let id) = node.value, !id.isEmpty else {
            typeError("the id of an element (a non-empty string)", node, path)
            return nil
        }
        context.references.append(ReadContext.Reference(id: id, kinds: kinds, role: role, location: node.location, path: path))
        return id
    }

    func bool(_ key: String) -> Bool? {
        guard let (node, path) = member(key) else { return nil }
        guard case .bool(let value) = node.value else {
            typeError("true or false", node, path)
            return nil
        }
        return value
    }

    /// A number within `range` (inclusive).
    func number(_ key: String, required: Bool = false, in range: ClosedRange<Double> = -1e6...1e6) -> Double? {
        guard let (node, path) = member(key, required: required) else { return nil }
        return Self.number(node, path: path, in: range, context: context)
    }

    static func number(_ node: JSONNode, path: JSONPath, in range: ClosedRange<Double>, context: ReadContext) -> Double? {
        guard case .number(let value) = node.value else {
            context.error("expected a number, found \(node.value.kindDescription)", at: node.location, path: path)
            return nil
        }
        guard range.contains(value) else {
            context.error(
                "\(format(value)) is out of range; expected a number from \(format(range.lowerBound)) to \(format(range.upperBound))",
                at: node.location, path: path)
            return nil
        }
        return value
    }

    func integer(_ key: String, required: Bool = false, in range: ClosedRange<Int>) -> Int? {
        guard let (node, path) = member(key, required: required) else { return nil }
        guard case .number(let value) = node.value, value == value.rounded() else {
            typeError("a whole number", node, path)
            return nil
        }
        guard value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
            context.error(
                "\(Self.format(value)) is out of range; expected a whole number from \(range.lowerBound) to \(range.upperBound)",
                at: node.location, path: path)
            return nil
        }
        return Int(value)
    }

    func enumValue<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type, required: Bool = false) -> E?
    where E.RawValue == String {
        guard let (node, path) = member(key, required: required) else { return nil }
        return Self.enumValue(node, path: path, type, context: context)
    }

    static func enumValue<E: RawRepresentable & CaseIterable>(_ node: JSONNode, path: JSONPath, _ type: E.Type, context: ReadContext) -> E?
    where E.RawValue == String {
        let allowed = E.allCases.map(\.rawValue)
        return oneOf(node, path: path, allowed: allowed, context: context).flatMap(E.init(rawValue:))
    }

    /// A string that must be one of `allowed`.
    static func oneOf(_ node: JSONNode, path: JSONPath, allowed: [String], context: ReadContext) -> String? {
        guard case .string(let value) = node.value else {
            context.error("expected one of \(quotedList(allowed)), found \(node.value.kindDescription)", at: node.location, path: path)
            return nil
        }
        guard allowed.contains(value) else {
            context.error(
                "unknown value \"\(Excerpt.clipped(value))\"\(Suggestion.phrase(for: value, in: allowed)); allowed: \(quotedList(allowed))",
                at: node.location, path: path)
            return nil
        }
        return value
    }

    /// The elements of an array member.
    func array(_ key: String, required: Bool = false) -> [(node: JSONNode, path: JSONPath)]? {
        guard let (node, path) = member(key, required: required) else { return nil }
        guard case .array(let elements) = node.value else {
            typeError("an array", node, path)
            return nil
        }
        return elements.enumerated().map { ($0.element, path.appending($0.offset)) }
    }

    static func quotedList(_ values: [String]) -> String {
        values.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
