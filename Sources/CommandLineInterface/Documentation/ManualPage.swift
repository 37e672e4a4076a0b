/// The man page (man(7) roff), generated from the tool's interface: `buttoncheck --generate-manpage`.
package enum ManualPage {
    package static func render(_ tool: ToolInterface) -> String {
        var lines = [
            ".TH \(tool.name.uppercased()) 1 \"\" \"\(tool.name) \(tool.version)\" \"User Commands\"",
            // Option names and values are not hyphenated, lines not stretched to the margin.
            ".nh",
            ".ad l",
            ".SH NAME",
            "\(tool.name) \\- \(Roff.escape(tool.summary))",
            ".SH SYNOPSIS",
            ".nf",
        ]
        for command in tool.commands {
            lines.append(
                Roff.bold("\(tool.name) \(command.name)") + " [" + Roff.italic("options") + "]"
                    + (command.positionalUsage.isEmpty ? "" : " " + Roff.italic(command.positionalUsage)))
        }
        for option in tool.topLevelOptions {
            lines.append(Roff.bold("\(tool.name) --\(option.name)") + (option.valueName.map { " " + Roff.italic($0) } ?? ""))
        }
        lines += [".fi", ".SH DESCRIPTION"]
        lines += paragraphs(tool.description)
        lines.append(".SH COMMANDS")
        for command in tool.commands {
            lines += [".SS \(command.name)", Roff.escape(command.abstract)]
            for option in command.options { lines += item(option) }
            lines += [".TP", Roff.bold("-h") + ", " + Roff.bold("--help"), "Show help for this command."]
            if !command.discussion.isEmpty { lines += paragraphs(command.discussion) }
        }
        lines.append(".SH OPTIONS")
        for option in tool.topLevelOptions { lines += item(option) }
        lines += [
            ".TP", Roff.bold("-h") + ", " + Roff.bold("--help"),
            Roff.escape("Show the commands. '\(tool.name) COMMAND --help' shows a command's options."),
        ]
        lines += [
            ".SH EXIT STATUS",
            ".TP", "0", "Clean: no findings at error severity, no golden failures (with \(Roff.bold("--expect")): every spec as expected).",
            ".TP", "1",
            "Findings at error severity, golden failures, or (with \(Roff.bold("--expect"))) specs whose findings differ from their expect lists.",
            ".TP", "2", "Bad input or usage: a spec that does not load, an unreadable file, an unknown option.",
            ".SH ENVIRONMENT",
        ]
        for entry in tool.environment { lines += [".TP", Roff.bold(entry.name), Roff.escape(entry.meaning)] }
        lines.append(".SH FILES")
        for entry in tool.files { lines += [".TP", Roff.italic(entry.name), Roff.escape(entry.meaning)] }
        lines += [".SH SEE ALSO", Roff.escape(tool.seeAlso)]
        return lines.joined(separator: "\n") + "\n"
    }

    /// An option as a tagged paragraph: its name and value, then its help and the values it takes.
    private static func item(_ option: InterfaceOption) -> [String] {
        let allowed = option.allowedValues.map { " One of: " + $0.joined(separator: ", ") + "." } ?? ""
        return [
            ".TP", Roff.bold("--\(option.name)") + (option.valueName.map { " " + Roff.italic($0) } ?? ""),
            Roff.escape(option.help + allowed),
        ]
    }

    /// Text whose blank lines separate paragraphs, as `.PP` paragraphs (roff fills the lines).
    private static func paragraphs(_ text: String) -> [String] {
        var lines: [String] = []
        var paragraph: [String] = []
        func flush() {
            if !paragraph.isEmpty { lines += [".PP"] + paragraph }
            paragraph = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.isEmpty { flush() } else { paragraph.append(Roff.escape(String(trimmed))) }
        }
        flush()
        return lines
    }
}
