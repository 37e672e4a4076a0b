import Foundation
import Testing

/// The CI files validate against the schemas their systems publish, as vendored by `check-jsonschema`
/// (issue 29): the action against GitHub's action schema, the example workflow against the workflow
/// schema, the GitLab recipe against GitLab's. A file with a known mistake fails each, so a validator
/// that passes everything cannot pass this suite.
@Suite(.enabled(if: RecipeTools.checkJSONSchema != nil || RecipeTools.isCI, "needs check-jsonschema (pip install check-jsonschema)"))
struct RecipeSchemaTests {
    private func validate(_ schema: String, _ path: String) throws -> ToolRun {
        let validator = try #require(RecipeTools.checkJSONSchema, "\(RecipeTools.checkJSONSchemaMissing)")
        return try RecipeTools.run(validator, ["--builtin-schema", schema, path], in: RecipeTools.root)
    }

    @Test(arguments: [
        ("vendor.github-actions", "action.yml"), ("vendor.github-workflows", "docs/ci/github-workflow.yml"),
        ("vendor.gitlab-ci", "docs/ci/gitlab-ci.yml"),
    ])
    func theFileValidates(schema: String, path: String) throws {
        let run = try validate(schema, RecipeTools.root + "/" + path)
        #expect(run.status == 0, "\(run)")
        #expect(run.output == "ok -- validation done\n", "\(run)")
    }

    @Test(arguments: [
        ("vendor.github-actions", "name: x\ndescription: y\nruns:\n  using: composite\n  steps:\n    - run: echo hi\n", "bad.yml::$.runs"),
        (
            "vendor.github-workflows", "on: push\njobs:\n  check:\n    steps:\n      - run: echo hi\n",
            "$.jobs.check: 'runs-on' is a required property"
        ),
        ("vendor.gitlab-ci", "check:\n  script: 3\n", "$.check.script: 3 is not of type 'string'"),
    ])
    func aFileWithAMistakeFails(schema: String, text: String, mentioned: String) throws {
        try RecipeTools.withFolder { folder in
            try RecipeTools.write(["bad.yml": text], in: folder)
            let run = try validate(schema, folder + "/bad.yml")
            #expect(run.status == 1, "\(run)")
            #expect(run.output.contains("Schema validation errors were encountered."), "\(run)")
            #expect(run.output.contains(mentioned), "\(run)")
        }
    }
}
