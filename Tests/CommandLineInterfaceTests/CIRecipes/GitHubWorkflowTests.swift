import Foundation
import Testing

/// The example workflow (`docs/ci/github-workflow.yml`, issue 29) run here as GitHub would run it on
/// this repository: each shard of the `check` matrix runs the action (`uses: ./`) with that job's inputs
/// on the corpus in a workspace of its own, each shard's output folder is downloaded the way
/// `actions/download-artifact` lays it out (`shards/<artifact>/…`), and `merge-reports` runs the action
/// with its inputs on them. The shards and the merge pass (`--expect`), and the merged SARIF is uploaded.
@Suite(.serialized, .enabled(if: RecipeTools.python != nil || RecipeTools.isCI, "needs python3 with PyYAML (apt-get install python3-yaml)"))
struct GitHubWorkflowTests {
    static let workflow = RecipeTools.root + "/docs/ci/github-workflow.yml"

    /// The `with:` of the job's step that uses the action itself (`uses: ./`), `${{ matrix.shard }}`
    /// replaced.
    private func actionInputs(_ job: [String: Any], shard: Int?) throws -> [String: String] {
        let steps = job["steps"] as? [[String: Any]] ?? []
        let uses = steps.filter { $0["uses"] as? String == "./" }
        guard uses.count == 1, let with = uses[0]["with"] as? [String: Any] else {
            throw RecipeError("the job has \(uses.count) steps with 'uses: ./', not one with inputs")
        }
        return try with.mapValues { value in
            var text = "\(value)".trimmingCharacters(in: .whitespacesAndNewlines)
            if let shard { text = text.replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)") }
            guard !text.contains("${{") else { throw RecipeError("an input this test cannot evaluate: \(text)") }
            return text
        }
    }

    /// The corpus as a checkout of this repository holds it: specs/ copied (a folder given to `check`
    /// is listed, and a link to one is not followed) and goldens/ linked (159 MB, only read).
    private func checkout(_ workspace: String) throws {
        try FileManager.default.createDirectory(atPath: workspace, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: RecipeTools.root + "/specs", toPath: workspace + "/specs")
        try FileManager.default.createSymbolicLink(atPath: workspace + "/goldens", withDestinationPath: RecipeTools.root + "/goldens")
    }

    @Test func theShardMatrixAndTheMergeJobPassOnTheCorpus() throws {
        let python = try #require(RecipeTools.python, "\(RecipeTools.pythonMissing)")
        let tool = try #require(BuiltTool.executable, "build the buttoncheck executable first (swift build)")
        let workflow = try #require(try RecipeTools.yaml(Self.workflow, python: python) as? [String: Any])
        let jobs = try #require(workflow["jobs"] as? [String: Any])
        #expect(jobs.keys.sorted() == ["check", "merge-reports", "package"])
        let check = try #require(jobs["check"] as? [String: Any])
        let matrix = try #require((check["strategy"] as? [String: Any])?["matrix"] as? [String: Any])
        let shards = try #require(matrix["shard"] as? [Any]).compactMap { ($0 as? NSNumber)?.intValue }
        #expect(shards == [1, 2, 3, 4])
        let merge = try #require(jobs["merge-reports"] as? [String: Any])
        #expect((merge["permissions"] as? [String: String])?["security-events"] == "write")

        try RecipeTools.withFolder { folder in
            let mergeWorkspace = folder + "/merge-reports"
            try checkout(mergeWorkspace)
            for shard in shards {
                let inputs = try actionInputs(check, shard: shard)
                #expect(inputs["shard"] == "\(shard)/4")
                let workspace = folder + "/check-\(shard)"
                try checkout(workspace)
                let run = try LocalActionRun.run(inputs, in: workspace, python: python, tool: tool)
                #expect(run.status == 0, "shard \(shard):\n\(run.log)")
                #expect(run.upload("github/codeql-action/upload-sarif")?.ran == false, "shards leave code scanning to the merged report")
                let artifact = try #require(run.upload("actions/upload-artifact"))
                #expect(artifact.ran)
                let name = try #require(artifact.with?["name"])
                let path = try #require(artifact.with?["path"])
                #expect(name == "buttoncheck-shard-\(shard)")
                // download-artifact with a pattern puts each artifact's files in a folder of its name.
                try FileManager.default.createDirectory(atPath: mergeWorkspace + "/shards", withIntermediateDirectories: true)
                try FileManager.default.copyItem(atPath: workspace + "/" + path, toPath: mergeWorkspace + "/shards/" + name)
            }
            let inputs = try actionInputs(merge, shard: nil)
            #expect(inputs["command"] == "merge-reports")
            let run = try LocalActionRun.run(inputs, in: mergeWorkspace, python: python, tool: tool)
            #expect(run.status == 0, "\(run.log)")
            let sarif = try #require(run.upload("github/codeql-action/upload-sarif"))
            #expect(sarif.ran)
            #expect(sarif.with == ["sarif_file": "merged/buttoncheck.sarif", "category": "buttoncheck"])
            #expect(FileManager.default.fileExists(atPath: mergeWorkspace + "/merged/buttoncheck.sarif"))
            #expect(FileManager.default.fileExists(atPath: mergeWorkspace + "/merged/report.html"))
            #expect(FileManager.default.fileExists(atPath: mergeWorkspace + "/merged/junit.xml"))
            #expect(run.upload("actions/upload-artifact")?.with?["name"] == "buttoncheck-report")
        }
    }
}
