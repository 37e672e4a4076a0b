import JSON
import Spec

/// Reads a pending golden's description (`….new.json`) without trusting it: every value is checked
/// for its type, and the golden path must be the one the file's own name gives.
struct PendingReader {
    let source: String
    /// The golden the file's name says it describes.
    let golden: String
    private var problems: [Diagnostic] = []

    /// A description's keys (in the order a suggestion prefers them) and the ones it must have.
    static let shape = JSONObjectShape(
        allowed: [
            "version", "golden", "spec", "case", "reason", "message", "mismatched", "total", "diff", "findings", "changed", "scale",
            "environment",
        ],
        required: ["version", "golden", "spec", "case", "reason", "message", "findings", "scale", "environment"])

    init(source: String, golden: String) {
        self.source = source
        self.golden = golden
    }

    consuming func read(_ bytes: [UInt8]) throws(PendingError) -> PendingGolden {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes, document: "a pending golden's description")
        } catch {
            throw .invalidDescription(
                path: source, problems: [Diagnostic(file: source, location: error.location, path: "$", message: error.message)])
        }
        guard let object = Self.shape.read(root) else {
            problem(root, "$", "a pending-golden description must be an object, found \(root.value.kindDescription)")
            throw .invalidDescription(path: source, problems: problems)
        }
        var strings: [String: String] = [:]
        var integers: [String: Int] = [:]
        var specFile: String?
        var specName: String?
        var appearance: Appearance?
        var size: SizeCategory?
        var state: RenderState?
        var findings: [String]?
        var changed: [String] = []
        var environment: GoldenEnvironment?
        for member in object.list {
            let path = "$." + member.key
            switch member.key {
            case "version", "mismatched", "total", "scale":
                integers[member.key] = integer(member.value, path)
            case "golden", "reason", "message", "diff":
                strings[member.key] = string(member.value, path)
            case "spec":
                let fields = self.strings(member.value, path, keys: ["file", "name"])
                specFile = fields["file"]
                specName = fields["name"]
            case "case":
                let fields = self.strings(member.value, path, keys: ["appearance", "size", "state"])
                appearance = fields["appearance"].flatMap { value in enumerated(value, Appearance.self, member.value, path + ".appearance")
                }
                size = fields["size"].flatMap { value in enumerated(value, SizeCategory.self, member.value, path + ".size") }
                state = fields["state"].flatMap { value in enumerated(value, RenderState.self, member.value, path + ".state") }
            case "findings", "changed":
                guard case .array(let items) = member.value.value else {
                    problem(
                        member.value, path, "\"\(member.key)\" must be an array of strings, found \(member.value.value.kindDescription)")
                    continue
                }
                let values = items.enumerated().compactMap { index, item in string(item, "\(path)[\(index)]") }
                if member.key == "findings" { findings = values } else { changed = values }
            case "environment":
                environment = readEnvironment(member.value, path)
            default: continue  // an unknown key: reported below
            }
        }
        for unknown in object.unknownKeys {
            // Its path is written "$." + key, as every path of this file (not escaped as a JSONPath).
            let key = unknown.member.key
            problem(at: unknown.member.keyLocation, "$." + key, "unknown key \"\(key)\"\(Suggestion.phrase(unknown.suggestion))")
        }
        let missing = object.missingKeys
        if !missing.isEmpty { problem(root, "$", "missing " + missing.map { "\"\($0)\"" }.joined(separator: ", ")) }
        if let version = integers["version"], version != 1 {
            problem(root, "$.version", "\"version\" must be 1, found \(version); this file was written by another version of buttoncheck")
        }
        if let value = strings["golden"], value != golden {
            problem(root, "$.golden", "\"golden\" is \"\(value.prefix(40))\" but the file's name says \"\(golden)\"")
        }
        let reason = strings["reason"].flatMap { value in enumerated(value, PendingGolden.Reason.self, root, "$.reason") }
        if let scale = integers["scale"], !(1...3).contains(scale) {
            problem(root, "$.scale", "\"scale\" must be 1, 2 or 3, found \(scale)")
        }
        guard problems.isEmpty, let specFile, let specName, let appearance, let size, let state, let reason,
            let message = strings["message"],
            let findings, let scale = integers["scale"], let environment
        else {
            throw .invalidDescription(path: source, problems: problems.sorted())
        }
        return PendingGolden(
            golden: golden, specFile: specFile, specName: specName,
            renderCase: PendingGolden.Case(appearance: appearance, size: size, state: state), reason: reason,
            message: message, mismatched: integers["mismatched"], total: integers["total"], diffImage: strings["diff"],
            findings: findings, changed: changed, scale: scale, environment: environment)
    }

    private mutating func readEnvironment(_ node: JSONNode, _ path: String) -> GoldenEnvironment? {
        guard case .object(let members) = node.value else {
            problem(node, path, "\"environment\" must be an object, found \(node.value.kindDescription)")
            return nil
        }
        let fields = strings(node, path, keys: ["tool", "freetype", "harfbuzz"], ignoring: ["fonts"])
        var fonts: [String: String]?
        if let member = members.member("fonts") {
            if case .object(let entries) = member.value.value {
                var values: [String: String] = [:]
                for entry in entries { values[entry.key] = string(entry.value, path + ".fonts." + entry.key) }
                fonts = values
            } else {
                problem(member.value, path + ".fonts", "\"fonts\" must be an object, found \(member.value.value.kindDescription)")
            }
        } else {
            problem(node, path, "missing \"fonts\"")
        }
        guard let tool = fields["tool"], let freeType = fields["freetype"], let harfBuzz = fields["harfbuzz"], let fonts else { return nil }
        return GoldenEnvironment(tool: tool, freeType: freeType, harfBuzz: harfBuzz, fonts: fonts)
    }

    /// An object of exactly these string members (plus `ignoring`, read elsewhere).
    private mutating func strings(_ node: JSONNode, _ path: String, keys: [String], ignoring: [String] = []) -> [String: String] {
        guard let object = JSONObjectShape(allowed: keys + ignoring, required: keys).read(node) else {
            problem(node, path, "must be an object, found \(node.value.kindDescription)")
            return [:]
        }
        var values: [String: String] = [:]
        for unknown in object.unknownKeys {
            problem(
                at: unknown.member.keyLocation, path + "." + unknown.member.key,
                "unknown key \"\(unknown.member.key)\"; expected " + keys.map { "\"\($0)\"" }.joined(separator: ", "))
        }
        for member in object.list where keys.contains(member.key) {
            values[member.key] = string(member.value, path + "." + member.key)
        }
        let missing = object.missingKeys
        if !missing.isEmpty { problem(node, path, "missing " + missing.map { "\"\($0)\"" }.joined(separator: ", ")) }
        return values
    }

    private mutating func enumerated<T: RawRepresentable & CaseIterable>(_ value: String, _ type: T.Type, _ node: JSONNode, _ path: String)
        -> T?
    where T.RawValue == String {
        if let known = T(rawValue: value) { return known }
        let allowed = T.allCases.map(\.rawValue)
        problem(
            node, path,
            "unknown value \"\(value.prefix(40))\"\(Suggestion.phrase(for: value, in: allowed)); allowed: "
                + allowed.map { "\"\($0)\"" }.joined(separator: ", "))
        return nil
    }

    private mutating func string(_ node: JSONNode, _ path: String) -> String? {
        if case .string(let value) = node.value { return value }
        problem(node, path, "must be a string, found \(node.value.kindDescription)")
        return nil
    }

    private mutating func integer(_ node: JSONNode, _ path: String) -> Int? {
        if case .number(let value) = node.value, value.isFinite, value == value.rounded(), value >= 0, value < 1e15 { return Int(value) }
        problem(node, path, "must be a whole number, found \(node.value.kindDescription)")
        return nil
    }

    private mutating func problem(_ node: JSONNode, _ path: String, _ message: String) {
        problem(at: node.location, path, message)
    }

    private mutating func problem(at location: SourceLocation, _ path: String, _ message: String) {
        problems.append(Diagnostic(file: source, location: location, path: path, message: message))
    }
}
