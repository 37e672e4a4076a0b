/// `--color auto|always|never`, on every command: whether text is coloured.
///
/// Precedence, first match wins: `--color always` or `--color never`; then, for `auto` (the default),
/// `NO_COLOR` set to anything but the empty string turns colour off (no-color.org); `CLICOLOR_FORCE`
/// set to anything but empty or `0` turns it on; otherwise colour is on when the stream is a terminal
/// and `TERM` is not `dumb`.
package enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never

    static let option = OptionSpec.value(
        "color", "WHEN", "When to colour the output; auto: on a terminal, unless NO_COLOR is set.",
        allowed: allCases.map(\.rawValue))

    /// Whether a stream is coloured, given whether it is a terminal and the environment.
    package func colors(isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if let value = environment["NO_COLOR"], !value.isEmpty { return false }
            if let value = environment["CLICOLOR_FORCE"], !value.isEmpty, value != "0" { return true }
            return isTerminal && environment["TERM"] != "dumb"
        }
    }
}
