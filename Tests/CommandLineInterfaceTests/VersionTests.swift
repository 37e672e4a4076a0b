import CommandLineInterface
import Foundation
import Testing

/// `--version` (issue 29): the version and the commit the build's sources are from, which
/// Plugins/BuildCommitPlugin/build-commit.sh names before every build.
@Suite("Version")
struct VersionTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let script = repository + "/Plugins/BuildCommitPlugin/build-commit.sh"

    @Test func theVersionLineNamesTheVersionAndTheCommit() throws {
        #expect(Tool.version == "0.2.0")
        let pattern = try Regex(#"buttoncheck 0\.2\.0 \(commit ([0-9a-f]{7,40}(-dirty)?|unknown)\)"#)
        #expect(Tool.versionLine.wholeMatch(of: pattern) != nil, "\(Tool.versionLine)")
        #expect(Tool.versionLine == "buttoncheck 0.2.0 (commit \(Tool.commit ?? "unknown"))")
    }

    /// Built from this checkout: its HEAD (`-dirty` with changes to tracked files); from a tree
    /// without .git (a source archive): unknown.
    @available(macOS 15, *)
    @Test(.enabled(if: ExternalProgram.runs("git"), "needs git (apt-get install git); required when CI is set"))
    func theCommitIsTheCheckoutsHead() throws {
        var expected: String?
        if FileManager.default.fileExists(atPath: Self.repository + "/.git") {
            let head = try ExternalProgram.run("git", ["-C", Self.repository, "rev-parse", "--short", "HEAD"], package: "git")
            let status = try ExternalProgram.run(
                "git", ["-C", Self.repository, "status", "--porcelain", "--untracked-files=no"], package: "git")
            expected = head.output.trimmingCharacters(in: .newlines) + (status.output.isEmpty ? "" : "-dirty")
        }
        #expect(Tool.commit == expected)
        #expect(runTool(["--version"]) == ToolRun(status: 0, output: "buttoncheck 0.2.0 (commit \(expected ?? "unknown"))\n", error: ""))
    }

    @available(macOS 15, *)
    @Test func theBuiltToolPrintsTheSameLine() throws {
        let tool = try #require(BuiltTool.executable, "build the buttoncheck executable first (swift build)")
        let run = try ExternalProgram.run(tool, ["--version"], package: "buttoncheck")
        #expect(run.status == 0)
        #expect(run.output == Tool.versionLine + "\n")
        #expect(run.error == "")
    }

    @available(macOS 15, *)
    @Test func versionStandsAlone() {
        #expect(
            runTool(["--version", "check"])
                == ToolRun(
                    status: 2, output: "", error: "error: unexpected argument 'check' after '--version'\nhint: see 'buttoncheck --help'\n"))
    }

    // MARK: - build-commit.sh

    /// One folder the script names the commit of, and what it must write.
    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        /// Shell commands making the folder `package` in the current one (git's identity is set).
        let setUp: String
        /// The commit written; `HEAD` stands for the short hash of the folder's HEAD.
        let expected: String?
    }

    static let cases: [Case] = [
        Case(testDescription: "no repository (a source archive)", setUp: "mkdir package", expected: nil),
        Case(testDescription: "a repository with no commit", setUp: "git init -q package", expected: nil),
        Case(
            testDescription: "a clean checkout",
            setUp: "git init -q package && cd package && echo a > f && git add f && git commit -qm one",
            expected: "HEAD"),
        Case(
            testDescription: "an untracked file leaves it clean",
            setUp: "git init -q package && cd package && echo a > f && git add f && git commit -qm one && echo b > g", expected: "HEAD"),
        Case(
            testDescription: "a changed tracked file makes it dirty",
            setUp: "git init -q package && cd package && echo a > f && git add f && git commit -qm one && echo b > f",
            expected: "HEAD-dirty"),
        Case(
            testDescription: "a folder inside another project's repository",
            setUp: "git init -q . && mkdir package && echo a > package/f && git add package/f && git commit -qm one", expected: nil),
    ]

    @Test(.enabled(if: ExternalProgram.runs("git"), "needs git (apt-get install git); required when CI is set"), arguments: cases)
    func theScriptNamesTheCommitOrNone(_ testCase: Case) throws {
        try withSpecDirectory([:]) { directory in
            let identity = [
                "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.invalid", "GIT_COMMITTER_NAME": "t",
                "GIT_COMMITTER_EMAIL": "t@example.invalid", "GIT_CONFIG_NOSYSTEM": "1", "HOME": directory,
            ]
            let setUp = try ExternalProgram.run("sh", ["-c", testCase.setUp], package: "dash", directory: directory, environment: identity)
            #expect(setUp.status == 0, "\(setUp.error)")
            let package = directory + "/package"
            let file = directory + "/out/BuildCommit.swift"
            let run = try ExternalProgram.run("sh", [Self.script, package, file], package: "dash", environment: identity)
            #expect(run.status == 0 && run.error == "", "\(run.error)")
            var expected = testCase.expected
            if let named = expected, named.hasPrefix("HEAD") {
                let head = try ExternalProgram.run(
                    "git", ["-C", package, "rev-parse", "--short", "HEAD"], package: "git", environment: identity)
                expected = head.output.trimmingCharacters(in: .newlines) + named.dropFirst(4)
            }
            #expect(
                try String(contentsOfFile: file, encoding: .utf8) == """
                    // Generated before every build by Plugins/BuildCommitPlugin/build-commit.sh; not in git.
                    /// The commit the sources of this build are from; nil when it cannot be known.
                    enum BuildCommit {
                        static let short: String? = \(expected.map { "\"\($0)\"" } ?? "nil")
                    }

                    """)
        }
    }

    /// The same commit again leaves the file as it was, so the build recompiles nothing.
    @Test(.enabled(if: ExternalProgram.runs("git"), "needs git (apt-get install git); required when CI is set"))
    func anUnchangedCommitLeavesTheFileAlone() throws {
        try withSpecDirectory(["package/f": "a"]) { directory in
            let file = directory + "/BuildCommit.swift"
            _ = try ExternalProgram.run("sh", [Self.script, directory + "/package", file], package: "dash")
            let before = try FileManager.default.attributesOfItem(atPath: file)
            Thread.sleep(forTimeInterval: 0.01)
            _ = try ExternalProgram.run("sh", [Self.script, directory + "/package", file], package: "dash")
            let after = try FileManager.default.attributesOfItem(atPath: file)
            #expect(after[.modificationDate] as? Date == before[.modificationDate] as? Date)
            #expect(after[.systemFileNumber] as? Int == before[.systemFileNumber] as? Int)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["BuildCommit.swift", "package"])
        }
    }
}
