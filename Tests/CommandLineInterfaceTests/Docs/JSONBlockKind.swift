/// What a ```` ```json ```` block of the docs says it is, by the second word of its info string
/// (docs/architecture.md, "Writing docs"): a spec that checks clean, a spec with exactly these findings,
/// a spec, a fragment of one of the spec schema's definitions, or another document.
enum JSONBlockKind: Equatable, Sendable {
    case specClean
    case specFinds(Set<String>)
    case spec
    case definition(String)
    case report
    case tokens
    case config

    /// The languages that must say what they are.
    static let languages: Set<String> = ["json", "jsonc", "json5"]

    /// The kinds, as the error message lists them.
    static let accepted = "spec-clean, spec-finds=RULE,RULE…, spec, def=NAME, report, tokens or config"

    /// The kind of a block whose info string has `words`, or why there is none.
    static func of(_ words: [String]) -> Result<JSONBlockKind, JSONBlockKindError> {
        guard words.first == "json" else {
            return .failure(
                JSONBlockKindError(
                    "a \(words.first ?? "") block cannot be checked; write JSON (no comments) with the info string \"json KIND\""))
        }
        guard words.count >= 2 else {
            return .failure(JSONBlockKindError("a plain json block: give its info string a kind, \"json KIND\" where KIND is \(accepted)"))
        }
        let kind = words[1]
        switch kind {
        case "spec-clean": return .success(.specClean)
        case "spec": return .success(.spec)
        case "report": return .success(.report)
        case "tokens": return .success(.tokens)
        case "config": return .success(.config)
        default: break
        }
        if kind.hasPrefix("spec-finds=") {
            let rules = kind.dropFirst("spec-finds=".count).split(separator: ",").map(String.init)
            guard !rules.isEmpty else {
                return .failure(JSONBlockKindError("spec-finds= names no rule; list them, as spec-finds=contrast.text,target.size"))
            }
            return .success(.specFinds(Set(rules)))
        }
        if kind.hasPrefix("def=") {
            let name = String(kind.dropFirst("def=".count))
            guard !name.isEmpty else {
                return .failure(JSONBlockKindError("def= names no definition; name one of the spec schema's $defs, as def=button"))
            }
            return .success(.definition(name))
        }
        return .failure(JSONBlockKindError("unknown kind \"\(kind)\"; use \(accepted)"))
    }
}

/// Why a json block's info string says nothing the docs tests can check.
struct JSONBlockKindError: Error, Equatable, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
