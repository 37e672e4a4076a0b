import CommandLineInterface
import Foundation
import Testing

/// The completion scripts `--generate-completion-script bash|zsh|fish` prints (issue 29): exact for a
/// small table, accepted by each shell, offering every option of every command, and completing in
/// bash and fish as a user would see.
@Suite("Completion scripts")
struct CompletionScriptTests {
    @Test func aSmallTableGivesExactlyTheseScripts() {
        #expect(CompletionShell.bash.script(SampleInterface.tool) == Self.sampleBash)
        #expect(CompletionShell.zsh.script(SampleInterface.tool) == Self.sampleZsh)
        #expect(CompletionShell.fish.script(SampleInterface.tool) == Self.sampleFish)
    }

    @available(macOS 15, *)
    @Test func theToolPrintsTheScripts() {
        for shell in CompletionShell.allCases {
            #expect(
                runTool(["--generate-completion-script", shell.rawValue])
                    == ToolRun(status: 0, output: shell.script(.buttoncheck), error: ""))
        }
        #expect(
            runTool(["--generate-completion-script"])
                == ToolRun(
                    status: 2, output: "",
                    error: "error: '--generate-completion-script' needs a shell: bash, zsh, fish\nhint: see 'buttoncheck --help'\n"))
        #expect(
            runTool(["--generate-completion-script", "tcsh"])
                == ToolRun(
                    status: 2, output: "",
                    error:
                        "error: invalid value 'tcsh' for '--generate-completion-script'; expected one of: bash, zsh, fish\nhint: see 'buttoncheck --help'\n"
                ))
        #expect(
            runTool(["--generate-completion-script", "bash", "zsh"])
                == ToolRun(
                    status: 2, output: "", error: "error: unexpected argument 'zsh' after 'bash'\nhint: see 'buttoncheck --help'\n"))
    }

    /// Each command's part of a script: from `start` to the first `end` after it.
    private func part(_ script: String, from start: String, to end: String) throws -> Substring {
        let begin = try #require(script.range(of: start), "\(start)")
        let finish = try #require(script[begin.upperBound...].range(of: end), "\(end) after \(start)")
        return script[begin.upperBound..<finish.lowerBound]
    }

    /// The line of `text` that contains `marker`.
    private func line(_ text: Substring, containing marker: String) -> Substring? {
        text.split(separator: "\n").first { $0.contains(marker) }
    }

    @Test func everyOptionOfEveryCommandIsOffered() throws {
        let tool = ToolInterface.buttoncheck
        let bash = CompletionShell.bash.script(tool)
        let zsh = CompletionShell.zsh.script(tool)
        let fish = CompletionShell.fish.script(tool)
        for command in tool.commands {
            let bashPart = try part(bash, from: "\n        \(command.name))\n", to: "\n            ;;\n")
            let zshPart = try part(zsh, from: "\n                \(command.name))\n", to: "\n                    ;;\n")
            let bashLines = bashPart.split(separator: "\n")
            let index = try #require(bashLines.firstIndex { $0.contains("if [[ $cur == -* ]]") }, "bash: \(command.name)")
            let words = bashLines[index + 1]
            for option in command.options {
                let name = "--\(option.name)"
                #expect(words.contains(" \(name) ") || words.contains("'\(name) "), "bash: \(command.name) \(name)")
                let zshLine = line(zshPart, containing: "--\(option.name)\(option.valueName == nil ? "[" : "=[")")
                #expect(zshLine != nil, "zsh: \(command.name) \(name)")
                let fishLine = line(fish[...], containing: "-n '__buttoncheck_using \(command.name)' -l \(option.name) ")
                #expect(fishLine != nil, "fish: \(command.name) \(name)")
                if option.valueName != nil {
                    let bashLine = line(bashPart, containing: "                \(name)) ")
                    #expect(bashLine != nil, "bash: \(command.name) \(name) value")
                    if let values = option.allowedValues?.joined(separator: " ") {
                        for found in [bashLine, zshLine, fishLine] {
                            #expect(found?.contains(values) == true, "\(command.name) \(name): \(values)")
                        }
                    }
                }
            }
        }
    }

    /// The shell reads the script without a syntax error (`-n`: parse only).
    private func parses(_ shell: CompletionShell, package: String) throws {
        try withSpecDirectory(["script": shell.script(.buttoncheck)]) { directory in
            let run = try ExternalProgram.run(shell.rawValue, ["-n", directory + "/script"], package: package)
            #expect(run.status == 0 && run.error == "", "\(run.error)")
        }
    }

    @Test(.enabled(if: ExternalProgram.runs("bash"), "needs bash; required when CI is set"))
    func bashAcceptsTheScript() throws { try parses(.bash, package: "bash") }

    @Test(.enabled(if: ExternalProgram.runs("zsh"), "needs zsh (apt-get install zsh); required when CI is set"))
    func zshAcceptsTheScript() throws { try parses(.zsh, package: "zsh") }

    /// What fish offers for the command line typed (`complete -C`), without the descriptions.
    private func fishOffers(_ line: String, in directory: String) throws -> [String] {
        let run = try ExternalProgram.run(
            "fish", ["--no-config", "-c", "source ./buttoncheck.fish; complete -C '\(line)'"], package: "fish",
            directory: directory)
        #expect(run.status == 0 && run.error == "", "\(run.error)")
        return run.output.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
    }

    @Test(.enabled(if: ExternalProgram.runs("fish"), "needs fish (apt-get install fish); required when CI is set"))
    func fishAcceptsTheScript() throws { try parses(.fish, package: "fish") }

    /// What bash's completion function offers for the words typed, the last one being completed.
    private func bashOffers(_ words: [String], in directory: String) throws -> [String] {
        let array = words.map { "'\($0)'" }.joined(separator: " ")
        let script =
            "source ./script; COMP_WORDS=(\(array)); COMP_CWORD=\(words.count - 1); _buttoncheck; printf '%s\\n' \"${COMPREPLY[@]}\""
        let run = try ExternalProgram.run("bash", ["--norc", "--noprofile", "-c", script], package: "bash", directory: directory)
        #expect(run.status == 0 && run.error == "", "\(run.error)")
        return run.output.split(separator: "\n").map(String.init)
    }

    @Test(.enabled(if: ExternalProgram.runs("bash"), "needs bash; required when CI is set"))
    func bashCompletesCommandsOptionsValuesAndFiles() throws {
        try withSpecDirectory(["script": CompletionShell.bash.script(.buttoncheck), "specs/a.json": "{}", "specs/b.json": "{}"]) {
            directory in
            let registered = try ExternalProgram.run(
                "bash", ["--norc", "--noprofile", "-c", "source ./script; complete -p buttoncheck"],
                package: "bash", directory: directory)
            #expect(registered.output == "complete -o filenames -F _buttoncheck buttoncheck\n")
            #expect(try bashOffers(["buttoncheck", "re"], in: directory) == ["render", "review"])
            #expect(try bashOffers(["buttoncheck", "--gen"], in: directory) == ["--generate-completion-script", "--generate-manpage"])
            #expect(try bashOffers(["buttoncheck", "--generate-completion-script", ""], in: directory) == ["bash", "zsh", "fish"])
            #expect(try bashOffers(["buttoncheck", "check", "--rec"], in: directory) == ["--record"])
            #expect(try bashOffers(["buttoncheck", "check", "--record", ""], in: directory) == ["never", "missing", "failed", "all"])
            #expect(try bashOffers(["buttoncheck", "check", "--record", "=", "f"], in: directory) == ["failed"])
            #expect(try bashOffers(["buttoncheck", "check", "specs/"], in: directory) == ["specs/a.json", "specs/b.json"])
            #expect(try bashOffers(["buttoncheck", "render", "--out", "sp"], in: directory) == ["specs"])
            #expect(try bashOffers(["buttoncheck", "contrast", "#"], in: directory) == [])
        }
    }

    @Test(.enabled(if: ExternalProgram.runs("fish"), "needs fish (apt-get install fish); required when CI is set"))
    func fishCompletesCommandsOptionsValuesAndFiles() throws {
        try withSpecDirectory(["buttoncheck.fish": CompletionShell.fish.script(.buttoncheck), "specs/a.json": "{}"]) {
            (directory: String) throws in
            #expect(try fishOffers("buttoncheck re", in: directory) == ["render", "review"])
            #expect(try fishOffers("buttoncheck check --record ", in: directory) == ["all", "failed", "missing", "never"])
            #expect(try fishOffers("buttoncheck check --no-", in: directory) == ["--no-pending"])
            #expect(try fishOffers("buttoncheck check specs/", in: directory) == ["specs/a.json"])
            #expect(try fishOffers("buttoncheck contrast ", in: directory) == [])
        }
    }

    static let sampleBash = #"""
        # bash completion for demo 1.2.3; generated by 'demo --generate-completion-script bash'.
        _demo() {
            local cur=${COMP_WORDS[COMP_CWORD]} option=${COMP_WORDS[COMP_CWORD-1]}
            # --name=value: bash splits the word at the '='.
            if [[ $option == = && COMP_CWORD -ge 3 ]]; then option=${COMP_WORDS[COMP_CWORD-2]}; fi
            if [[ COMP_CWORD -eq 1 ]]; then
                COMPREPLY=($(compgen -W 'run measure list --version --generate-completion-script -h --help' -- "$cur"))
                return
            fi
            case ${COMP_WORDS[1]} in
                --generate-completion-script)
                    if [[ COMP_CWORD -eq 2 ]]; then COMPREPLY=($(compgen -W 'bash zsh' -- "$cur")); fi
                    ;;
                run)
                    case $option in
                        --out) mapfile -t COMPREPLY < <(compgen -d -- "$cur"); return ;;
                        --size) COMPREPLY=($(compgen -W 'small AX5' -- "$cur")); return ;;
                        --report) COMPREPLY=(); return ;;
                    esac
                    if [[ $cur == -* ]]; then
                        COMPREPLY=($(compgen -W '--out --size --report --dry-run -h --help' -- "$cur"))
                    else
                        mapfile -t COMPREPLY < <(compgen -f -- "$cur")
                    fi
                    ;;
                measure)
                    case $option in
                        --tokens) mapfile -t COMPREPLY < <(compgen -f -- "$cur"); return ;;
                    esac
                    if [[ $cur == -* ]]; then
                        COMPREPLY=($(compgen -W '--tokens -h --help' -- "$cur"))
                    fi
                    ;;
                list)
                    if [[ $cur == -* ]]; then
                        COMPREPLY=($(compgen -W '-h --help' -- "$cur"))
                    fi
                    ;;
            esac
        }
        complete -o filenames -F _demo demo

        """#

    static let sampleZsh = #"""
        #compdef demo
        # zsh completion for demo 1.2.3; generated by 'demo --generate-completion-script zsh'.
        _demo() {
            local curcontext=$curcontext state line
            typeset -A opt_args
            local -a commands
            commands=(
                'run:Run specs at every size.'
                'measure:Measure two colours.'
                'list:List the demos.'
            )
            _arguments -C \
                '(- *)--version[Show the version.]' \
                '(- *)--generate-completion-script=[Print the script. (bash, zsh)]:SHELL:(bash zsh)' \
                '(- *)'{-h,--help}'[Show the commands.]' \
                '1: :->command' \
                '*:: :->argument'
            case $state in
                command) _describe -t commands command commands ;;
                argument)
                    case $line[1] in
                        run)
                            _arguments \
                                '--out=[Write renders into DIR.]:DIR:_files -/' \
                                '*--size=[Only this size (repeatable). (small, AX5)]:SIZE:(small AX5)' \
                                '--report=[Also write a report, e.g. text:out/r.txt.]:FORMAT\:PATH: ' \
                                '--dry-run[Write nothing: '\''it'\''s'\'' \[a\] \\ "b".]' \
                                '(- *)'{-h,--help}'[Show help for this command.]' \
                                '*:SPEC…|DIR:_files'
                            ;;
                        measure)
                            _arguments \
                                '--tokens=[Tokens for {token} colours.]:FILE:_files' \
                                '(- *)'{-h,--help}'[Show help for this command.]' \
                                '*:FOREGROUND BACKGROUND: '
                            ;;
                        list)
                            _arguments \
                                '(- *)'{-h,--help}'[Show help for this command.]'
                            ;;
                    esac
                    ;;
            esac
        }
        _demo "$@"

        """#

    static let sampleFish = #"""
        # fish completion for demo 1.2.3; generated by 'demo --generate-completion-script fish'.
        function __demo_needs_command
            test (count (commandline -opc)) -eq 1
        end
        function __demo_using
            set -l words (commandline -opc)
            test (count $words) -ge 2; and test "$words[2]" = "$argv[1]"
        end
        # Files only where a command or an option takes them.
        complete -c demo -f
        complete -c demo -n __demo_needs_command -a run -d 'Run specs at every size.'
        complete -c demo -n __demo_needs_command -a measure -d 'Measure two colours.'
        complete -c demo -n __demo_needs_command -a list -d 'List the demos.'
        complete -c demo -n __demo_needs_command -l version -d 'Show the version.'
        complete -c demo -n __demo_needs_command -l generate-completion-script -x -a 'bash zsh' -d 'Print the script.'
        complete -c demo -n __demo_needs_command -s h -l help -d 'Show the commands.'
        complete -c demo -n '__demo_using run' -l out -x -a '(__fish_complete_directories)' -d 'Write renders into DIR.'
        complete -c demo -n '__demo_using run' -l size -x -a 'small AX5' -d 'Only this size (repeatable).'
        complete -c demo -n '__demo_using run' -l report -x -d 'Also write a report, e.g. text:out/r.txt.'
        complete -c demo -n '__demo_using run' -l dry-run -d 'Write nothing: \'it\'s\' [a] \\ "b".'
        complete -c demo -n '__demo_using run' -s h -l help -d 'Show help for this command.'
        complete -c demo -n '__demo_using run' -F
        complete -c demo -n '__demo_using measure' -l tokens -r -F -d 'Tokens for {token} colours.'
        complete -c demo -n '__demo_using measure' -s h -l help -d 'Show help for this command.'
        complete -c demo -n '__demo_using list' -s h -l help -d 'Show help for this command.'

        """#
}
