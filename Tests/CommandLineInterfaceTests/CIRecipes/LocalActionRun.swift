import Foundation

/// One run of the composite action (`action.yml`) on this machine by `scripts/run-action-locally`:
/// its shell steps executed as GitHub executes them, its `uses:` steps (the uploads) listed with their
/// inputs, in a workspace folder, with the built `buttoncheck` first on the PATH.
struct LocalActionRun: Decodable {
    /// What the job would end with: 0, or the exit status of the last step that failed.
    let status: Int32
    let steps: [Step]
    /// The action's outputs.
    let outputs: [String: String]
    /// The steps' printed output (standard output and error of the runner), for failure messages.
    var log = ""

    struct Step: Decodable {
        let name: String
        let kind: String
        let ran: Bool
        let status: Int32?
        let uses: String?
        let with: [String: String]?
    }

    private enum CodingKeys: String, CodingKey { case status, steps, outputs }

    /// The `uses:` step of this action, by what it uses (`github/codeql-action/upload-sarif`).
    func upload(_ action: String) -> Step? {
        steps.first { $0.uses?.hasPrefix(action + "@") == true }
    }

    /// The run step of this name.
    func step(_ name: String) -> Step? { steps.first { $0.name == name } }

    /// Runs the action with `inputs` in `workspace`.
    static func run(_ inputs: [String: String], in workspace: String, python: String, tool: String) throws -> LocalActionRun {
        let result = workspace + "/.run-action-locally.json"
        let arguments =
            [RecipeTools.root + "/scripts/run-action-locally", RecipeTools.root + "/action.yml", "--result", result]
            + inputs.sorted { $0.key < $1.key }.flatMap { ["--input", "\($0.key)=\($0.value)"] }
        let runner = try RecipeTools.run(python, arguments, in: workspace, environment: RecipeTools.environment(tool: tool))
        guard let data = FileManager.default.contents(atPath: result) else {
            throw RecipeError("run-action-locally wrote no result (exit \(runner.status)):\n\(runner.output)\(runner.error)")
        }
        defer { try? FileManager.default.removeItem(atPath: result) }
        var run = try JSONDecoder().decode(LocalActionRun.self, from: data)
        run.log = runner.output + runner.error
        guard run.status == runner.status else {
            throw RecipeError("run-action-locally exited \(runner.status) but its result says \(run.status)")
        }
        return run
    }
}
