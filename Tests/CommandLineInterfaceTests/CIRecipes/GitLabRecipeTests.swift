import Foundation
import Testing

/// The GitLab CI recipe (`docs/ci/gitlab-ci.yml`, issue 29) run here on a sample project: each of the
/// `buttoncheck` job's parallel instances runs its `script` lines with GitLab's `CI_NODE_INDEX` and
/// `CI_NODE_TOTAL`, then the report job merges their JSON reports; every line exits 0 and the JUnit
/// report the merge request reads (`artifacts:reports:junit`) is there, naming every spec.
/// The `before_script` (downloading and installing the package) is left out: the built tool is used.
@Suite(.serialized, .enabled(if: RecipeTools.python != nil || RecipeTools.isCI, "needs python3 with PyYAML (apt-get install python3-yaml)"))
struct GitLabRecipeTests {
    static let recipe = RecipeTools.root + "/docs/ci/gitlab-ci.yml"

    /// Runs a job's `script` lines one by one as GitLab's shell does (stopping at the first failure).
    private func script(_ job: [String: Any], in folder: String, tool: String, variables: [String: String]) throws -> [ToolRun] {
        let lines = try #require(job["script"] as? [String])
        var runs: [ToolRun] = []
        for line in lines {
            let run = try RecipeTools.run(
                "/bin/bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", line], in: folder,
                environment: RecipeTools.environment(tool: tool, adding: variables.merging(["GITLAB_CI": "true"]) { _, new in new }))
            runs.append(run)
            if run.status != 0 { break }
        }
        return runs
    }

    @Test func theParallelJobsAndTheReportJobPassOnASampleProject() throws {
        let python = try #require(RecipeTools.python, "\(RecipeTools.pythonMissing)")
        let tool = try #require(BuiltTool.executable, "build the buttoncheck executable first (swift build)")
        let recipe = try #require(try RecipeTools.yaml(Self.recipe, python: python) as? [String: Any])
        #expect(recipe["stages"] as? [String] == ["test", "report"])
        let install = try #require((recipe["default"] as? [String: Any])?["before_script"] as? [String])
        #expect(install.last == "apt-get install -y --no-install-recommends /tmp/buttoncheck.deb")
        let check = try #require(recipe["buttoncheck"] as? [String: Any])
        let parallel = try #require((check["parallel"] as? NSNumber)?.intValue)
        #expect(parallel == 4)
        let report = try #require(recipe["buttoncheck-report"] as? [String: Any])
        #expect(report["needs"] as? [String] == ["buttoncheck"])
        let artifacts = try #require(report["artifacts"] as? [String: Any])
        let junit = try #require((artifacts["reports"] as? [String: Any])?["junit"] as? String)

        try RecipeTools.withFolder { folder in
            try SampleProject.make(in: folder, tool: tool)
            for index in 1...parallel {
                let runs = try script(
                    check, in: folder, tool: tool, variables: ["CI_NODE_INDEX": "\(index)", "CI_NODE_TOTAL": "\(parallel)"])
                #expect(runs.map(\.status) == [0], "job \(index) of \(parallel): \(runs)")
            }
            #expect(
                RecipeTools.files(under: folder + "/out", endingWith: "report.json") == (1...parallel).map { "shard-\($0)/report.json" })
            let merged = try script(report, in: folder, tool: tool, variables: [:])
            #expect(merged.map(\.status) == [0], "\(merged)")
            let xml = try String(contentsOfFile: folder + "/" + junit, encoding: .utf8)
            #expect(SampleProject.paths.filter { !xml.contains($0) } == [], "\(xml)")
            #expect(xml.contains("<testcase "), "\(xml)")
            #expect(!xml.contains("<failure"), "\(xml)")
            #expect(FileManager.default.fileExists(atPath: folder + "/out/report.html"))
            #expect(FileManager.default.fileExists(atPath: folder + "/out/buttoncheck.sarif"))
        }
    }
}
