import CommandLineInterface
import Foundation
import Testing

/// The man page `--generate-manpage` prints (issue 29): exact for a small table, rendered by man
/// without a warning, and listing every option of every command and every variable the tool reads.
@Suite("Manual page")
struct ManualPageTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test func aSmallTableGivesExactlyThisPage() {
        #expect(ManualPage.render(SampleInterface.tool) == Self.samplePage)
    }

    @Test(
        "escaping for roff",
        arguments: [
            ("--out DIR", #"\-\-out DIR"#),
            ("right-to-left, I-th, (--expect) and '--record'", #"right-to-left, I-th, (\-\-expect) and '\-\-record'"#),
            (".starts\n'quoted", "\\&.starts\n\\&'quoted"),
            (#"a \ b"#, #"a \e b"#),
            ("SPEC…|DIR → é", #"SPEC\[u2026]|DIR \[u2192] \[u00E9]"#),
        ])
    func escaping(_ text: String, _ escaped: String) {
        #expect(Roff.escape(text) == escaped)
    }

    @available(macOS 15, *)
    @Test func theToolPrintsThePage() {
        #expect(runTool(["--generate-manpage"]) == ToolRun(status: 0, output: ManualPage.render(.buttoncheck), error: ""))
        #expect(
            runTool(["--generate-manpage", "x"])
                == ToolRun(
                    status: 2, output: "",
                    error: "error: unexpected argument 'x' after '--generate-manpage'\nhint: see 'buttoncheck --help'\n"))
    }

    @Test func everyOptionOfEveryCommandIsInThePage() throws {
        let page = ManualPage.render(.buttoncheck)
        let commands = try #require(page.components(separatedBy: "\n.SH COMMANDS\n").last?.components(separatedBy: "\n.SH ").first)
        let sections = commands.components(separatedBy: ".SS ")
        for command in ToolInterface.buttoncheck.commands {
            let section = try #require(sections.first { $0.hasPrefix(command.name + "\n") }, "no section for \(command.name)")
            for option in command.options {
                #expect(section.contains(".TP\n\\fB\(Roff.escape("--" + option.name))\\fR"), "\(command.name) --\(option.name)")
                for value in option.allowedValues ?? [] { #expect(section.contains(value), "\(command.name) --\(option.name) \(value)") }
            }
        }
        #expect(sections.count == ToolInterface.buttoncheck.commands.count + 1)
    }

    /// Every variable the sources read (`environment["…"]`) is in ENVIRONMENT, and only those.
    @Test func theEnvironmentSectionListsWhatTheToolReads() throws {
        let sources = URL(fileURLWithPath: Self.repository + "/Sources")
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        let pattern = try Regex(#"environment\["([A-Z_]+)"\]|getenv\("([A-Z_]+)"\)"#)
        var read: Set<String> = []
        for case let url as URL in enumerator where url.pathExtension == "swift" && !url.path.contains("/buttoncheck-benchmark/") {
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let name = match.output[1].substring ?? match.output[2].substring { read.insert(String(name)) }
            }
        }
        #expect(
            read == [
                "BUTTONCHECK_CACHE_DIR", "CI", "CLICOLOR_FORCE", "HOME", "KITTY_WINDOW_ID", "NO_COLOR", "TERM", "TERM_PROGRAM",
                "XDG_CACHE_HOME", "XDG_STATE_HOME",
            ])
        #expect(Set(ToolInterface.buttoncheck.environment.map(\.name)) == read)
    }

    /// man-db renders it (as `man buttoncheck` does, and as lintian checks) without a warning.
    @Test(.enabled(if: ExternalProgram.runs("man"), "needs man-db (apt-get install man-db); required when CI is set"))
    func manRendersItWithoutWarnings() throws {
        try withSpecDirectory(["buttoncheck.1": ManualPage.render(.buttoncheck)]) { directory in
            let run = try ExternalProgram.run(
                "man", ["--warnings", "-E", "UTF-8", "-l", directory + "/buttoncheck.1"], package: "man-db",
                environment: ["MANWIDTH": "80", "MAN_KEEP_FORMATTING": "", "LC_ALL": "C.UTF-8"])
            #expect(run.status == 0)
            #expect(run.error == "")
            let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.first?.hasPrefix("BUTTONCHECK(1)") == true)
            for heading in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "EXIT STATUS", "ENVIRONMENT", "FILES", "SEE ALSO"] {
                #expect(lines.contains(Substring(heading)), "\(heading)")
            }
            #expect(lines.contains("       buttoncheck check [options] SPEC…|DIR"))
            #expect(lines.allSatisfy { $0.count <= 80 })
        }
    }

    static let samplePage = #"""
        .TH DEMO 1 "" "demo 1.2.3" "User Commands"
        .nh
        .ad l
        .SH NAME
        demo \- lay out demos and check them
        .SH SYNOPSIS
        .nf
        \fBdemo run\fR [\fIoptions\fR] \fISPEC\[u2026]|DIR\fR
        \fBdemo measure\fR [\fIoptions\fR] \fIFOREGROUND BACKGROUND\fR
        \fBdemo list\fR [\fIoptions\fR]
        \fBdemo \-\-version\fR
        \fBdemo \-\-generate\-completion\-script\fR \fISHELL\fR
        .fi
        .SH DESCRIPTION
        .PP
        Demo lays out demos.
        .PP
        Every command takes \-\-help.
        .SH COMMANDS
        .SS run
        Run specs at every size.
        .TP
        \fB\-\-out\fR \fIDIR\fR
        Write renders into DIR.
        .TP
        \fB\-\-size\fR \fISIZE\fR
        Only this size (repeatable). One of: small, AX5.
        .TP
        \fB\-\-report\fR \fIFORMAT:PATH\fR
        Also write a report, e.g. text:out/r.txt.
        .TP
        \fB\-\-dry\-run\fR
        Write nothing: 'it's' [a] \e "b".
        .TP
        \fB\-h\fR, \fB\-\-help\fR
        Show help for this command.
        .PP
        Renders are PNG files; see \-\-out.
        \&'demo review' reviews them.
        .PP
        \&.dot at the start, right-to-left text.
        .SS measure
        Measure two colours.
        .TP
        \fB\-\-tokens\fR \fIFILE\fR
        Tokens for {token} colours.
        .TP
        \fB\-h\fR, \fB\-\-help\fR
        Show help for this command.
        .SS list
        List the demos.
        .TP
        \fB\-h\fR, \fB\-\-help\fR
        Show help for this command.
        .SH OPTIONS
        .TP
        \fB\-\-version\fR
        Show the version.
        .TP
        \fB\-\-generate\-completion\-script\fR \fISHELL\fR
        Print the script. One of: bash, zsh.
        .TP
        \fB\-h\fR, \fB\-\-help\fR
        Show the commands. 'demo COMMAND \-\-help' shows a command's options.
        .SH EXIT STATUS
        .TP
        0
        Clean: no findings at error severity, no golden failures (with \fB\-\-expect\fR: every spec as expected).
        .TP
        1
        Findings at error severity, golden failures, or (with \fB\-\-expect\fR) specs whose findings differ from their expect lists.
        .TP
        2
        Bad input or usage: a spec that does not load, an unreadable file, an unknown option.
        .SH ENVIRONMENT
        .TP
        \fBDEMO_CACHE\fR
        Where demo caches; off turns it off.
        .SH FILES
        .TP
        \fI~/.cache/demo\fR
        The cache.
        .SH SEE ALSO
        The README.

        """#
}
