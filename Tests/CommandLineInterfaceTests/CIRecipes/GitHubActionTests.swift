import Foundation
import Testing

/// The composite GitHub Action (`action.yml`, issue 29): its shell steps run here as GitHub runs them
/// (`scripts/run-action-locally`), with the built `buttoncheck` on the PATH, so the install step finds
/// it. Each run must write the files its upload steps name, and end with buttoncheck's exit status
/// after them: 0 clean, 1 findings or golden failures, 2 bad input.
@Suite(.serialized, .enabled(if: RecipeTools.python != nil || RecipeTools.isCI, "needs python3 with PyYAML (apt-get install python3-yaml)"))
struct GitHubActionTests {
    static let clean = """
        {"version": 1, "name": "Continue", "viewport": {"width": 160, "height": 90, "scale": 1},
         "content": {"type": "vstack", "padding": 8, "children": [{"type": "button", "id": "continue", "title": "Continue", "role": "primary", "style": "borderedProminent", "tint": "#0050B3"}]}}
        """

    private func tools() throws -> (python: String, tool: String) {
        (
            try #require(RecipeTools.python, "\(RecipeTools.pythonMissing)"),
            try #require(BuiltTool.executable, "build the buttoncheck executable first (swift build)")
        )
    }

    private func exists(_ path: String?, in workspace: String) -> Bool {
        guard let path, !path.isEmpty else { return false }
        return FileManager.default.fileExists(atPath: path.hasPrefix("/") ? path : workspace + "/" + path)
    }

    @Test func aCleanRunUploadsItsReportsAndExitsZero() throws {
        let (python, tool) = try tools()
        try RecipeTools.withFolder { workspace in
            try RecipeTools.write(["specs/continue.json": Self.clean], in: workspace)
            let run = try LocalActionRun.run(["args": "specs --size large"], in: workspace, python: python, tool: tool)
            #expect(run.status == 0, "\(run.log)")
            #expect(
                run.steps.map(\.name) == [
                    "Install buttoncheck", "Run buttoncheck", "Upload SARIF to code scanning",
                    "Upload the reports, renders and diff images", "Pass buttoncheck's exit status on",
                ])
            #expect(run.steps.map(\.ran) == [true, true, true, true, true])
            #expect(run.log.contains("using \(tool): buttoncheck "), "\(run.log)")
            #expect(
                run.outputs == [
                    "exit-code": "0", "sarif": "buttoncheck-out/buttoncheck.sarif", "html": "buttoncheck-out/report.html",
                    "junit": "buttoncheck-out/junit.xml", "json": "buttoncheck-out/report.json", "out": "buttoncheck-out",
                ])
            let sarif = try #require(run.upload("github/codeql-action/upload-sarif"))
            #expect(sarif.with == ["sarif_file": "buttoncheck-out/buttoncheck.sarif", "category": "buttoncheck"])
            #expect(exists(sarif.with?["sarif_file"], in: workspace))
            let artifact = try #require(run.upload("actions/upload-artifact"))
            #expect(artifact.with == ["name": "buttoncheck-report", "path": "buttoncheck-out", "if-no-files-found": "warn"])
            #expect(exists(workspace + "/buttoncheck-out/report.html", in: workspace))
            #expect(exists(workspace + "/buttoncheck-out/continue/sheet.png", in: workspace))
            #expect(run.step("Pass buttoncheck's exit status on")?.status == 0)
        }
    }

    @Test func findingsAndAChangedGoldenExitOneAfterTheUploads() throws {
        let (python, tool) = try tools()
        try RecipeTools.withFolder { workspace in
            try RecipeTools.write(["specs/continue.json": Self.clean], in: workspace)
            let recorded = try RecipeTools.run(
                tool, ["check", "specs", "--goldens", "goldens", "--record", "missing", "--size", "large"],
                in: workspace, environment: RecipeTools.environment(tool: tool))
            #expect(recorded.status == 1, "\(recorded)")
            // The tint changes (the golden fails) and the title's colour is grey on white (a contrast error).
            try RecipeTools.write(["specs/continue.json": Self.clean.replacingOccurrences(of: "#0050B3", with: "#B0B0B0")], in: workspace)
            let run = try LocalActionRun.run(
                [
                    "args": "specs --size large", "goldens": "goldens", "category": "buttoncheck-ios",
                    "artifact-name": "buttoncheck-ios",
                ], in: workspace, python: python, tool: tool)
            #expect(run.status == 1, "\(run.log)")
            #expect(run.outputs["exit-code"] == "1")
            #expect(run.log.contains("::error::buttoncheck found problems (exit 1): see the reports in buttoncheck-out"), "\(run.log)")
            #expect(run.step("Run buttoncheck")?.status == 0)
            #expect(run.step("Pass buttoncheck's exit status on")?.status == 1)
            let sarif = try #require(run.upload("github/codeql-action/upload-sarif"))
            #expect(sarif.ran)
            #expect(sarif.with?["category"] == "buttoncheck-ios")
            #expect(exists(sarif.with?["sarif_file"], in: workspace))
            let artifact = try #require(run.upload("actions/upload-artifact"))
            #expect(artifact.ran)
            #expect(artifact.with?["name"] == "buttoncheck-ios")
            #expect(
                RecipeTools.files(under: workspace + "/buttoncheck-out", endingWith: ".diff.png") == ["continue/light/large-idle.diff.png"])
            #expect(exists("buttoncheck-out/report.html", in: workspace))
            let junit = try String(contentsOfFile: workspace + "/buttoncheck-out/junit.xml", encoding: .utf8)
            #expect(junit.contains("<failure"), "\(junit)")
        }
    }

    @Test func aBrokenSpecExitsTwoAndStillWritesTheSARIF() throws {
        let (python, tool) = try tools()
        try RecipeTools.withFolder { workspace in
            try RecipeTools.write(
                ["specs/continue.json": Self.clean, "specs/broken.json": #"{"version": 1, "name": "Broken", "#], in: workspace)
            let run = try LocalActionRun.run(["args": "specs --size large"], in: workspace, python: python, tool: tool)
            #expect(run.status == 2, "\(run.log)")
            #expect(run.outputs["exit-code"] == "2")
            #expect(
                run.log.contains("::error::buttoncheck could not check what it was given (exit 2): see its messages above"), "\(run.log)")
            #expect(run.step("Pass buttoncheck's exit status on")?.status == 2)
            let sarif = try #require(run.upload("github/codeql-action/upload-sarif"))
            #expect(sarif.ran)
            #expect(exists(sarif.with?["sarif_file"], in: workspace), "\(run.log)")
            let text = try String(contentsOfFile: workspace + "/buttoncheck-out/buttoncheck.sarif", encoding: .utf8)
            #expect(text.contains("broken.json"), "\(text)")
        }
    }

    @Test func aMissingPackageFailsTheInstallAndNothingRuns() throws {
        let (python, tool) = try tools()
        try RecipeTools.withFolder { workspace in
            let run = try LocalActionRun.run(["version": "99.0.0", "deb": "missing.deb"], in: workspace, python: python, tool: tool)
            #expect(run.status == 2, "\(run.log)")
            #expect(run.log.contains("::error::no such package: \(workspace)/missing.deb (the 'deb' input)"), "\(run.log)")
            #expect(run.steps.map(\.ran) == [true, false, false, false, true])
            #expect(run.step("Install buttoncheck")?.status == 2)
            #expect(run.log.contains("::error::buttoncheck did not run (see the install step)"), "\(run.log)")
            #expect(run.outputs["exit-code"] == "")
        }
    }

    @Test func anUnknownCommandIsBadInput() throws {
        let (python, tool) = try tools()
        try RecipeTools.withFolder { workspace in
            let run = try LocalActionRun.run(["command": "lint"], in: workspace, python: python, tool: tool)
            #expect(run.status == 2, "\(run.log)")
            #expect(run.log.contains("::error::unknown command 'lint' (the 'command' input): use check or merge-reports"), "\(run.log)")
            #expect(run.upload("github/codeql-action/upload-sarif")?.ran == false)
        }
    }
}
