import Foundation
import Testing

/// The Jenkins recipe (`docs/ci/Jenkinsfile`, issue 29): its `sh` step runs here on a sample project and
/// exits 0, writing the JUnit report its `junit` step reads and the files `archiveArtifacts` keeps; with
/// a changed golden the same line exits 1, which the pipeline turns into an unstable build.
@Suite(.serialized)
struct JenkinsRecipeTests {
    static let recipe = RecipeTools.root + "/docs/ci/Jenkinsfile"

    /// The text between the first `prefix` and the next `'` after it.
    private func quoted(after prefix: String, in text: String) throws -> String {
        guard let start = text.range(of: prefix), let end = text[start.upperBound...].firstIndex(of: "'") else {
            throw RecipeError("the Jenkinsfile has no \(prefix)…'")
        }
        return String(text[start.upperBound..<end])
    }

    @Test func theShellStepWritesTheReportsTheJUnitStepReads() throws {
        let tool = try #require(BuiltTool.executable, "build the buttoncheck executable first (swift build)")
        let jenkinsfile = try String(contentsOfFile: Self.recipe, encoding: .utf8)
        let line = try quoted(after: "sh(returnStatus: true, script: '", in: jenkinsfile)
        let junit = try quoted(after: "junit testResults: '", in: jenkinsfile)
        #expect(jenkinsfile.contains("if (status == 1) {\n                        unstable("))
        try RecipeTools.withFolder { folder in
            try SampleProject.make(in: folder, tool: tool)
            let run = try RecipeTools.run("/bin/sh", ["-c", line], in: folder, environment: RecipeTools.environment(tool: tool))
            #expect(run.status == 0, "\(run)")
            let xml = try String(contentsOfFile: folder + "/" + junit, encoding: .utf8)
            #expect(SampleProject.paths.filter { !xml.contains($0) } == [], "\(xml)")
            #expect(xml.contains("<testcase "), "\(xml)")
            #expect(FileManager.default.fileExists(atPath: folder + "/out/report.html"))
            #expect(FileManager.default.fileExists(atPath: folder + "/out/buttoncheck.sarif"))
            try RecipeTools.write(
                ["specs/save.json": SampleProject.spec("Save").replacingOccurrences(of: "#0050B3", with: "#0060C0")], in: folder)
            let changed = try RecipeTools.run("/bin/sh", ["-c", line], in: folder, environment: RecipeTools.environment(tool: tool))
            #expect(changed.status == 1, "\(changed)")
            #expect(try String(contentsOfFile: folder + "/" + junit, encoding: .utf8).contains("<failure"))
        }
    }
}
