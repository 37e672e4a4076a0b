import Foundation
import Testing

/// Issue 28 (5): a folder of specs as people keep it, with a package.json and a tsconfig.json beside the
/// specs, made the whole run exit 2, and nothing could be left out.
@Suite struct SpecArgumentsTests {
    static let packageJSON = #"{"name": "design-system", "version": "1.4.0", "devDependencies": {"typescript": "^5.6.0"}}"#
    static let tsconfig = """
        {
          // written by tsc --init: comments, so not JSON
          "compilerOptions": {"strict": true}
        }
        """
    static let folder = [
        "package.json": packageJSON, "tsconfig.json": tsconfig, "clean.json": CheckCommandTests.clean,
        "drafts/grey.json": CheckCommandTests.greyText,
    ]

    static func cleanRun(_ directory: String) -> String {
        "\(directory)/clean.json — Clean: clean\n\n1 spec (1 passed, 0 failed), 1 render: 0 errors, 0 warnings, 0 notes\n"
    }

    static func notes(_ directory: String) -> String {
        #"note: skipped \#(directory)/package.json: not a ButtonCheck spec "#
            + #"(no "content", "viewport", numeric "version" or buttoncheck "$schema")"# + "\n"
            + #"note: skipped \#(directory)/tsconfig.json: not a ButtonCheck spec "#
            + #"(not valid JSON, and no "content", "viewport", "version" or buttoncheck in it)"# + "\n"
    }

    @available(macOS 15, *)
    @Test func otherJSONFilesAreSkippedWithANoteAndAnExcludedSpecIsLeftOut() throws {
        try withSpecDirectory(Self.folder) { directory in
            let run = runTool(["check", directory, "--size", "large", "--exclude", "drafts/**"])
            #expect(run == ToolRun(status: 0, output: Self.cleanRun(directory), error: Self.notes(directory)))
            // Without the glob the draft is checked, and its finding fails the run.
            let all = runTool(["check", directory, "--size", "large"])
            #expect(all.status == 1)
            #expect(all.error == Self.notes(directory))
            #expect(all.output.contains("\(directory)/drafts/grey.json — Grey: 1 finding\n"))
        }
    }

    /// The configuration file kept in the folder is neither a spec nor noted.
    @available(macOS 15, *)
    @Test func theConfigurationsExcludeListLeavesFilesOutToo() throws {
        var files = Self.folder
        files["buttoncheck.config.json"] = #"{"exclude": ["grey.json"]}"#
        try withSpecDirectory(files) { directory in
            let config = directory + "/buttoncheck.config.json"
            let run = runTool(["check", directory, "--size", "large", "--config", config])
            #expect(run == ToolRun(status: 0, output: Self.cleanRun(directory), error: Self.notes(directory)))
            #expect(
                runTool(["validate", directory, "--config", config])
                    == ToolRun(status: 0, output: "\(directory)/clean.json: ok\n", error: Self.notes(directory)))
            let render = runTool(["render", directory, "--size", "large", "--config", config, "--out", directory + "/out"])
            #expect(
                render
                    == ToolRun(
                        status: 0, output: "",
                        error: Self.notes(directory) + "wrote 2 PNGs for 1 of 1 spec into \(directory)/out\n"))
        }
    }

    @available(macOS 15, *)
    @Test func aNonSpecNamedOnTheCommandLineIsAnError() throws {
        try withSpecDirectory(Self.folder) { directory in
            let run = runTool(["check", directory + "/package.json", "--size", "large"])
            #expect(run.status == 2)
            #expect(
                run.error == "\(directory)/package.json:1:1: error: not a ButtonCheck spec (no \"content\", \"viewport\", "
                    + "numeric \"version\" or buttoncheck \"$schema\"); a spec is a JSON object {\"version\": 1, \"name\": …, "
                    + "\"viewport\": …, \"content\": …}: check the path, or leave this file out (at $)\n")
            // Globs leave out files found in folders, never a file named explicitly.
            let named = runTool(["validate", directory + "/drafts/grey.json", "--exclude", "**"])
            #expect(named.output == "\(directory)/drafts/grey.json: ok\n")
        }
    }

    @available(macOS 15, *)
    @Test func aFolderLeftWithNoSpecIsAUsageError() throws {
        try withSpecDirectory(["package.json": Self.packageJSON, "a/clean.json": CheckCommandTests.clean]) { directory in
            let run = runTool(["validate", directory, "--exclude", "a"])
            #expect(run.status == 2)
            #expect(run.error.hasPrefix(#"note: skipped \#(directory)/package.json: not a ButtonCheck spec"#))
            #expect(run.error.contains("error: no spec files (*.json) in directory '\(directory)' (skipped: 1 not spec, 1 excluded)\n"))
        }
    }

    /// A spec broken while being written still looks like a spec: it fails the run, located.
    @available(macOS 15, *)
    @Test func aBrokenSpecInAFolderIsStillAnError() throws {
        let broken = #"{"version": 1, "name": "B", "viewport": }"#
        try withSpecDirectory(["package.json": Self.packageJSON, "broken.json": broken]) { directory in
            let run = runTool(["validate", directory])
            #expect(run.status == 2)
            #expect(run.error.hasPrefix(#"note: skipped \#(directory)/package.json"#))
            #expect(
                run.error.contains(
                    "\(directory)/broken.json:1:41: error: unexpected '}'; "
                        + "expected a value (object, array, string, number, true, false or null) (at $)\n"))
        }
    }
}
