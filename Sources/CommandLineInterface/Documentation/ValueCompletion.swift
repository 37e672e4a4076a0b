/// What a shell offers for an option's value or a command's arguments, read from the option tables:
/// the allowed values when the option has them; folders for a `DIR`; files for a `FILE`, a named file
/// (`DIFF.png`, `REPORT.json…`) or specs (`SPEC…|DIR`); nothing for other values (numbers, colours).
enum ValueCompletion: Equatable, Sendable {
    case choices([String])
    case directories
    case files
    case nothing

    init(_ option: InterfaceOption) {
        if let allowed = option.allowedValues {
            self = .choices(allowed)
        } else if let name = option.valueName {
            self = Self.kind(of: name)
        } else {
            self = .nothing
        }
    }

    /// What the words of `positionalUsage` (`SPEC…|DIR`, `A.png B.png`, `FOREGROUND BACKGROUND`) are.
    init(positionals usage: String) {
        self = usage.isEmpty ? .nothing : Self.kind(of: usage)
    }

    private static func kind(of name: String) -> ValueCompletion {
        if name == "DIR" { return .directories }
        if name == "FILE" || name.contains("SPEC") || name.contains("DIR") || name.contains(".") { return .files }
        return .nothing
    }
}
