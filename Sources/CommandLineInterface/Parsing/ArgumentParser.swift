import Spec

/// Parses a subcommand's arguments against its `CommandSpec`. Hand-written: the tool depends on
/// no outside packages. Accepts `--name value`, `--name=value`, flags, and `--` to end options.
enum ArgumentParser {
    static func parse(_ arguments: [String], for command: CommandSpec) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            guard argument.hasPrefix("--") else {
                throw UsageError("unknown option '\(argument)'; options are written --name", command: command.name)
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let option = command.options.first(where: { $0.name == name }) else {
                let names = command.options.map(\.name)
                let suggestion = Suggestion.closest(to: name, in: names).map { "; did you mean '--\($0)'?" } ?? ""
                throw UsageError("unknown option '--\(name)' for '\(command.name)'\(suggestion)", command: command.name)
            }
            if option.valueName == nil {
                if inlineValue != nil {
                    throw UsageError("option '--\(name)' takes no value", command: command.name)
                }
                parsed.options[name, default: []].append("")
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    throw UsageError("option '--\(name)' needs a value (\(option.valueName!))", command: command.name)
                }
                value = arguments[index]
                index += 1
            }
            if let allowed = option.allowedValues, !allowed.contains(value) {
                if let refusal = option.refusal {
                    throw UsageError("invalid value '\(value)' for '--\(name)': \(refusal(value))", command: command.name)
                }
                throw UsageError(
                    "invalid value '\(value)' for '--\(name)'; expected one of: \(allowed.joined(separator: ", "))",
                    command: command.name)
            }
            if !option.repeatable, parsed.options[name] != nil {
                throw UsageError("option '--\(name)' given more than once", command: command.name)
            }
            parsed.options[name, default: []].append(value)
        }
        if parsed.positionals.count < command.minimumPositionals {
            throw UsageError("missing \(command.positionalUsage) for '\(command.name)'", command: command.name)
        }
        if let maximum = command.maximumPositionals, parsed.positionals.count > maximum {
            let extra = parsed.positionals[maximum]
            throw UsageError("unexpected argument '\(extra)' for '\(command.name)'", command: command.name)
        }
        return parsed
    }
}
