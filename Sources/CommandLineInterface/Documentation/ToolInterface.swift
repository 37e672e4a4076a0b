/// What the man page and the completion scripts describe: the tool's top-level options and every
/// command's own `CommandSpec` (the tables the parser reads), so neither can drift from what the
/// tool accepts. `-h`/`--help` is added everywhere: every command and the tool take it.
package struct ToolInterface: Sendable {
    /// The program's name, as typed.
    package let name: String
    package let version: String
    /// One line for the man page's NAME, lower case, no full stop.
    package let summary: String
    /// The man page's DESCRIPTION, paragraphs separated by blank lines.
    package let description: String
    /// Options given instead of a command (`--version`, …).
    package let topLevelOptions: [InterfaceOption]
    package let commands: [InterfaceCommand]
    /// The man page's ENVIRONMENT and FILES: a name and what it means, in order.
    package let environment: [InterfaceEntry]
    package let files: [InterfaceEntry]
    package let seeAlso: String

    package init(
        name: String, version: String, summary: String, description: String, topLevelOptions: [InterfaceOption],
        commands: [InterfaceCommand], environment: [InterfaceEntry], files: [InterfaceEntry], seeAlso: String
    ) {
        self.name = name
        self.version = version
        self.summary = summary
        self.description = description
        self.topLevelOptions = topLevelOptions
        self.commands = commands
        self.environment = environment
        self.files = files
        self.seeAlso = seeAlso
    }

    /// `buttoncheck` itself.
    package static var buttoncheck: ToolInterface {
        ToolInterface(
            name: "buttoncheck", version: Tool.version,
            summary: "lay out button and form specs at every Dynamic Type size, render them and check them",
            description: """
                \(Tool.overview) A spec is a JSON file describing a screen's buttons and form; ButtonCheck lays it \
                out at every Dynamic Type size from xSmall to AX5 with real font metrics (FreeType, FriBidi, HarfBuzz), \
                renders every size, state and appearance, checks what makes a primary action fail its users (contrast, \
                truncation, a disabled button with no reason, a collapsing loading state, …) and compares the renders \
                with golden images.

                Every command takes --help, which prints its options as below.
                """,
            topLevelOptions: Tool.topLevelOptions.map(InterfaceOption.init),
            commands: Tool.commands.map { InterfaceCommand($0.spec) },
            environment: [
                InterfaceEntry(
                    "CI",
                    "When true (or 1), check's --record defaults to never: goldens are compared, not written. Otherwise it defaults to missing."
                ),
                InterfaceEntry(
                    "BUTTONCHECK_CACHE_DIR",
                    "Where check keeps its scene cache (the pixel hashes of renders it has compared before); off, or empty, turns the cache off."
                ),
                InterfaceEntry(
                    "XDG_CACHE_HOME", "Without BUTTONCHECK_CACHE_DIR, the scene cache is in $XDG_CACHE_HOME/buttoncheck (an absolute path)."
                ),
                InterfaceEntry(
                    "HOME", "Without either, the scene cache is in ~/.cache/buttoncheck, and its key in ~/.local/state/buttoncheck."),
                InterfaceEntry(
                    "XDG_STATE_HOME",
                    "The scene cache's signing key is $XDG_STATE_HOME/buttoncheck/scene-cache.key (mode 0600, made on first use); a cache file it does not verify is not used."
                ),
                InterfaceEntry(
                    "NO_COLOR",
                    "Set to anything but the empty string: no colour with --color auto (the default); "
                        + "--color always still colours."),
                InterfaceEntry(
                    "CLICOLOR_FORCE",
                    "Set to anything but the empty string or 0 (and NO_COLOR not set): colour with "
                        + "--color auto even through a pipe."),
                InterfaceEntry(
                    "TERM",
                    "dumb: no colour with --color auto. xterm-kitty: review shows each pending golden's expected | diff | actual "
                        + "image inline (kitty's graphics protocol)."),
                InterfaceEntry(
                    "KITTY_WINDOW_ID",
                    "Set (kitty sets it): review shows images inline with kitty's graphics protocol, "
                        + "whatever TERM says."),
                InterfaceEntry(
                    "TERM_PROGRAM",
                    "iTerm.app or WezTerm: review shows each pending golden's image inline "
                        + "(iTerm2's inline images)."),
            ],
            files: [
                InterfaceEntry(
                    "./\(CheckCommand.defaultConfiguration)",
                    "The project configuration (thresholds, rule severities, rules off) check and watch read when --config is not given."),
                InterfaceEntry("GOLDENS/manifest.json", "The goldens folder's manifest: the hash, size and environment of every golden."),
                InterfaceEntry(
                    "GOLDENS/SPEC/APPEARANCE/SIZE-STATE.png",
                    "A golden; SIZE-STATE.new.png and SIZE-STATE.new.json next to it are a pending golden for review."),
                InterfaceEntry("~/.cache/buttoncheck", "The scene cache (see ENVIRONMENT); safe to delete."),
            ],
            seeAlso:
                "The README and the docs folder of the ButtonCheck source; installed from the Debian package, /usr/share/doc/buttoncheck.")
    }
}
