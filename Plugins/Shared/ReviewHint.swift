/// What to do instead when `review` is run through a plugin without `--accept`, `--reject`, `--accept-case`
/// or `--reject-case`: it asks about each pending golden on a terminal, and a plugin's tool has none.
enum ReviewHint {
    /// Whether `arguments` (the tool's, command first) are a review that would ask.
    static func applies(to arguments: [String]) -> Bool {
        let options = arguments.prefix { $0 != "--" }
        let decides = options.contains { option in
            ["--accept", "--reject", "--accept-case", "--reject-case"].contains(String(option.prefix { $0 != "=" }))
        }
        return arguments.first == "review" && !decides
    }

    /// The lines that do it, for the same arguments.
    static func text(_ arguments: [String]) -> String {
        """
        'review' asks about each pending golden on a terminal, and a SwiftPM plugin has none. Review them with the \
        tool itself, from the package's folder:
            swift run -c release buttoncheck \(ShellLine.join(arguments))
        or decide for all of them without asking:
            swift package --allow-writing-to-package-directory buttoncheck-write \(ShellLine.join(arguments + ["--accept"]))
            swift package --allow-writing-to-package-directory buttoncheck-write \(ShellLine.join(arguments + ["--reject"]))

        """
    }
}
