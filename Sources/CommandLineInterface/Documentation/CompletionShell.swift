/// A shell `--generate-completion-script` writes a completion script for.
package enum CompletionShell: String, CaseIterable, Sendable {
    case bash, zsh, fish

    package func script(_ tool: ToolInterface) -> String {
        switch self {
        case .bash: BashCompletion.render(tool)
        case .zsh: ZshCompletion.render(tool)
        case .fish: FishCompletion.render(tool)
        }
    }
}
