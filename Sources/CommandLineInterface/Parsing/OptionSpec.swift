/// One option a command accepts: `--name VALUE` or a `--flag`.
struct OptionSpec: Sendable {
    let name: String
    let valueName: String?
    let help: String
    let repeatable: Bool
    /// When set, the value must be one of these.
    let allowedValues: [String]?
    /// The command cannot run without it: usage shows it without brackets.
    var isRequired = false
    /// Why a value outside `allowedValues` is refused, when the generic "expected one of" says too
    /// little (a did-you-mean, or that a known name does not apply here).
    var refusal: (@Sendable (String) -> String)? = nil

    static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, help: help, repeatable: false, allowedValues: nil)
    }

    static func value(
        _ name: String, _ valueName: String, _ help: String, repeatable: Bool = false, allowed: [String]? = nil,
        required: Bool = false
    ) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, help: help, repeatable: repeatable, allowedValues: allowed, isRequired: required)
    }
}
