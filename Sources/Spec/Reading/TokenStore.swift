import Foundation
import JSON

/// The colour tokens of a W3C Design Tokens (DTCG) file, addressed by dotted path
/// (`{color.brand.accent}`), with aliases followed and cycles detected.
struct TokenStore {
    /// A token as written: its value node and declared (or inherited) `$type`.
    struct Token {
        let value: JSONNode
        let type: String?
    }

    let file: String
    private(set) var tokens: [String: Token] = [:]

    /// Loads and flattens a tokens file; problems in the file itself are reported against it.
    init?(path: String, displayPath: String, reportingTo context: ReadContext, at location: SourceLocation, jsonPath: JSONPath) {
        file = displayPath
        let data: [UInt8]
        switch BoundedFile.contents(of: path) {
        case .success(let bytes): data = bytes
        case .failure(let problem):
            context.error(
                "tokens file \(displayPath) \(problem.phrase); fix the \"tokens\" path (it is relative to the spec)", at: location,
                path: jsonPath)
            return nil
        }
        let root: JSONNode
        do {
            root = try JSONParser.parse(Array(data), document: "a tokens file")
        } catch {
            context.append(Diagnostic(file: displayPath, location: error.location, path: "$", message: error.message))
            return nil
        }
        guard case .object = root.value else {
            context.append(
                Diagnostic(
                    file: displayPath, location: root.location, path: "$",
                    message: "a tokens file is a JSON object of groups and tokens, found \(root.value.kindDescription)"))
            return nil
        }
        collect(root, prefix: [], inheritedType: nil)
    }

    private mutating func collect(_ node: JSONNode, prefix: [String], inheritedType: String?) {
        guard case .object(let members) = node.value else { return }
        var type = inheritedType
        if let declared = members.member("$type"), case .string(let name) = declared.value.value {
            type = name
        }
        if let value = members.member("$value") {
            tokens[prefix.joined(separator: ".")] = Token(value: value.value, type: type)
            return
        }
        for member in members where !member.key.hasPrefix("$") {
            collect(member.value, prefix: prefix + [member.key], inheritedType: type)
        }
    }

    enum Resolution {
        case color(SRGBColor)
        case failure(String)
    }

    /// Where the colour `name` resolves to is written: the last token's `$value` string (after aliases),
    /// its JSONPath in the tokens file and its text; nil when it does not resolve to a hex string.
    func origin(_ name: String) -> (location: SourceLocation, path: String, text: String)? {
        var current = name
        var seen: Set<String> = []
        while seen.insert(current).inserted, let token = tokens[current] {
            guard case .string(let text) = token.value.value else { return nil }
            if text.hasPrefix("{") && text.hasSuffix("}") {
                current = String(text.dropFirst().dropLast())
                continue
            }
            let path = current.split(separator: ".", omittingEmptySubsequences: false)
                .reduce(JSONPath.root) { $0.appending(String($1)) }.appending("$value")
            return (token.value.location, path.description, text)
        }
        return nil
    }

    /// Follows aliases from `name` to a colour value.
    func resolveColor(_ name: String) -> Resolution {
        var chain: [String] = []
        var current = name
        while true {
            if chain.contains(current) {
                let cycle = (chain + [current]).map { "{\(Excerpt.clipped($0))}" }.joined(separator: " → ")
                return .failure("token cycle in \(file): \(cycle); make one of them a colour value")
            }
            chain.append(current)
            guard let token = tokens[current] else {
                let hint = Suggestion.phrase(for: current, in: tokens.keys.sorted())
                let via = chain.count > 1 ? " (reached through {\(Excerpt.clipped(chain[0]))})" : ""
                return .failure("unknown token {\(Excerpt.clipped(current))} in \(file)\(via)\(hint)")
            }
            if let type = token.type, type != "color" {
                return .failure("token {\(Excerpt.clipped(current))} in \(file) is a \(Excerpt.clipped(type)), not a color")
            }
            switch token.value.value {
            case .string(let text) where text.hasPrefix("{") && text.hasSuffix("}"):
                current = String(text.dropFirst().dropLast())
            case .string(let text):
                guard let color = ColorSyntax.hex(text) else {
                    return .failure(
                        "token {\(Excerpt.clipped(current))} in \(file) has the value \(Excerpt.quoted(text)), which is not a #RRGGBB or #RRGGBBAA colour"
                    )
                }
                return .color(color)
            case .object(let members):
                // DTCG 2025 colour object: {"colorSpace": "srgb", "components": [r, g, b], "alpha": a}
                var space: String?
                var components: [Double] = []
                var alpha = 1.0
                for member in members {
                    switch (member.key, member.value.value) {
                    case ("colorSpace", .string(let value)): space = value
                    case ("components", .array(let values)):
                        components = values.compactMap { if case .number(let n) = $0.value { n } else { nil } }
                    case ("alpha", .number(let value)): alpha = value
                    default: break
                    }
                }
                guard space == "srgb", components.count == 3, components.allSatisfy({ (0...1).contains($0) }), (0...1).contains(alpha)
                else {
                    return .failure(
                        "token {\(Excerpt.clipped(current))} in \(file) is not an sRGB colour (expected {\"colorSpace\": \"srgb\", \"components\": [r, g, b]} with components 0…1, or a hex string)"
                    )
                }
                return .color(SRGBColor(red: components[0], green: components[1], blue: components[2], alpha: alpha))
            default:
                return .failure(
                    "token {\(Excerpt.clipped(current))} in \(file) has \(token.value.value.kindDescription) as its value, not a colour")
            }
        }
    }
}
