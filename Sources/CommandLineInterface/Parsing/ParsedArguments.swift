/// The options and positional arguments given to one subcommand.
struct ParsedArguments: Sendable, Equatable {
    var positionals: [String] = []
    /// Option name → values in the order given (flags have one empty value).
    var options: [String: [String]] = [:]

    func has(_ name: String) -> Bool { options[name] != nil }
    func value(_ name: String) -> String? { options[name]?.last }
    func values(_ name: String) -> [String] { options[name] ?? [] }
}
