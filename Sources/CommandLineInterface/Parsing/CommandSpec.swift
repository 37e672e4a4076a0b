/// What a subcommand accepts and how it explains itself in `--help`.
struct CommandSpec: Sendable {
    let name: String
    let abstract: String
    /// Positional arguments as shown in usage, such as `SPEC…`.
    let positionalUsage: String
    let minimumPositionals: Int
    let maximumPositionals: Int?
    /// The command's own options, then the options every command accepts (`--color`).
    let options: [OptionSpec]
    let discussion: String

    init(
        name: String, abstract: String, positionalUsage: String, minimumPositionals: Int, maximumPositionals: Int?,
        options: [OptionSpec], discussion: String
    ) {
        self.name = name
        self.abstract = abstract
        self.positionalUsage = positionalUsage
        self.minimumPositionals = minimumPositionals
        self.maximumPositionals = maximumPositionals
        self.options = options + Self.commonOptions
        self.discussion = discussion
    }

    static let commonOptions = [ColorChoice.option]

    var usage: String {
        let optionUsage = options.map { option in
            let text = option.valueName.map { "--\(option.name) \($0)" } ?? "--\(option.name)"
            return option.isRequired ? text : "[\(text)]"
        }
        return (["buttoncheck", name] + optionUsage + [positionalUsage]).filter { !$0.isEmpty }.joined(separator: " ")
    }

    var help: String {
        var lines = ["OVERVIEW: \(abstract)", "", "USAGE: \(usage)", ""]
        if !options.isEmpty {
            lines.append("OPTIONS:")
            for option in options {
                let left = "  --\(option.name)" + (option.valueName.map { " \($0)" } ?? "")
                let allowed = option.allowedValues.map { " (\($0.joined(separator: ", ")))" } ?? ""
                lines.append(left.padding(toLength: max(left.count + 2, 28), withPad: " ", startingAt: 0) + option.help + allowed)
            }
            lines.append("  -h, --help".padding(toLength: 28, withPad: " ", startingAt: 0) + "Show help for this command.")
            lines.append("")
        }
        if !discussion.isEmpty {
            lines.append(discussion)
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
