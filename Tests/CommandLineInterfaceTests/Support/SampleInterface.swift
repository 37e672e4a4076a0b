import CommandLineInterface

/// A small tool for the man page and completion generators: two commands (one with a folder, a
/// repeatable option with values, a flag and specs; one with a file option and two colours), two
/// top-level options, and help texts with the characters each format must escape.
enum SampleInterface {
    static let tool = ToolInterface(
        name: "demo", version: "1.2.3", summary: "lay out demos and check them",
        description: "Demo lays out demos.\n\nEvery command takes --help.",
        topLevelOptions: [
            InterfaceOption(name: "version", help: "Show the version."),
            InterfaceOption(
                name: "generate-completion-script", valueName: "SHELL", help: "Print the script.", allowedValues: ["bash", "zsh"]),
        ],
        commands: [
            InterfaceCommand(
                name: "run", abstract: "Run specs at every size.", positionalUsage: "SPEC…|DIR",
                options: [
                    InterfaceOption(name: "out", valueName: "DIR", help: "Write renders into DIR."),
                    InterfaceOption(
                        name: "size", valueName: "SIZE", help: "Only this size (repeatable).", repeatable: true,
                        allowedValues: ["small", "AX5"]),
                    InterfaceOption(name: "report", valueName: "FORMAT:PATH", help: "Also write a report, e.g. text:out/r.txt."),
                    InterfaceOption(name: "dry-run", help: #"Write nothing: 'it's' [a] \ "b"."#),
                ],
                discussion: "Renders are PNG files; see --out.\n'demo review' reviews them.\n\n.dot at the start, right-to-left text."),
            InterfaceCommand(
                name: "measure", abstract: "Measure two colours.", positionalUsage: "FOREGROUND BACKGROUND",
                options: [InterfaceOption(name: "tokens", valueName: "FILE", help: "Tokens for {token} colours.")], discussion: ""),
            InterfaceCommand(name: "list", abstract: "List the demos.", positionalUsage: "", options: [], discussion: ""),
        ],
        environment: [InterfaceEntry("DEMO_CACHE", "Where demo caches; off turns it off.")],
        files: [InterfaceEntry("~/.cache/demo", "The cache.")],
        seeAlso: "The README.")
}
