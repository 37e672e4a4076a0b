import Foundation
import Testing

/// `check --review` (issue 28, deliverable 4): check and review in one step at a terminal, refused
/// clearly without one; and `review` exiting 0 when nothing is pending, so `check && review --accept`
/// passes a clean run.
@Suite struct CheckReviewTests {
    @available(macOS 15, *)
    @Test func checkReviewChecksThenAsksAboutEachChangedGolden() throws {
        let executable = try #require(BuiltTool.executable, "build the buttoncheck executable first (swift build)")
        try withSpecDirectory(["hello.json": ReviewCommandTests.hello]) { directory in
            let spec = directory + "/hello.json"
            let goldens = directory + "/goldens"
            #expect(runTool(["check", spec, "--goldens", goldens, "--record", "missing", "--size", "large"]).status == 1)
            let changed = ReviewCommandTests.hello.replacingOccurrences(of: "Hello", with: "Hallo")
            try changed.write(toFile: spec, atomically: true, encoding: .utf8)
            // --record never (CI's default) writes no pending goldens by itself; --review writes them.
            let arguments = ["check", spec, "--goldens", goldens, "--record", "never", "--size", "large", "--review"]
            let terminal = try PseudoTerminal(
                executable, arguments, environment: ReviewSessionTests.terminal(ReviewSessionTests.plainTerminal))
            let prompt = ReviewSessionTests.prompt
            #expect(terminal.read(until: prompt))
            terminal.press("a")
            // The exit status is the check's: the golden differed.
            #expect(terminal.finish() == 1)
            let review = try #require(terminal.transcript.range(of: "\n1 pending golden to review in"))
            let check = terminal.transcript[..<review.lowerBound]
            #expect(check.contains("wrote 1 pending golden (<size>-<state>.new.png next to the golden)"))
            #expect(
                String(terminal.transcript[review.lowerBound...]) == "\n1 pending golden to review in \(goldens)\n\n"
                    + ReviewSessionTests.describe("large", number: 1, directory: directory).replacingOccurrences(of: "[1/3]", with: "[1/1]")
                    + prompt + "a\naccepted \(goldens)/hello/light/large-idle.png\n\n"
                    + "accepted 1, rejected 0, skipped 0; 0 pending goldens left\n")
            #expect(runTool(["check", spec, "--goldens", goldens, "--record", "never", "--size", "large"]).status == 0)
        }
    }

    /// Without a terminal there is no one to ask: refused before anything is checked, naming what works in CI.
    @available(macOS 15, *)
    @Test func checkReviewWithoutATerminalIsRefusedUpFront() throws {
        try withSpecDirectory(["hello.json": ReviewCommandTests.hello]) { directory in
            let spec = directory + "/hello.json"
            let goldens = directory + "/goldens"
            try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
            #expect(
                runTool(["check", spec, "--goldens", goldens, "--review"])
                    == ToolRun(
                        status: 2, output: "",
                        error: """
                            error: '--review' asks about each changed golden at a terminal, and standard input is not one; \
                            without a terminal, run 'buttoncheck check … --goldens \(goldens)' and then \
                            'buttoncheck review --goldens \(goldens) --accept' (or --reject)
                            hint: see 'buttoncheck check --help'

                            """))
            #expect(try FileManager.default.contentsOfDirectory(atPath: goldens).isEmpty)
            #expect(
                runTool(["check", spec, "--review"]).error.hasPrefix(
                    "error: '--review' needs '--goldens DIR': the goldens whose changes to review\n"))
            #expect(
                runTool(["check", spec, "--goldens", goldens, "--review", "--format", "json"]).error.hasPrefix(
                    "error: '--review' asks its questions on standard output, where '--format json' puts the report; "
                        + "write that report to a file instead (--report json:PATH)\n"))
            #expect(
                runTool(["check", spec, "--goldens", goldens, "--review", "--no-pending"]).error.hasPrefix(
                    "error: '--review' reviews the pending goldens that '--no-pending' would not write; give one\n"))
        }
    }

    @available(macOS 15, *)
    @Test func reviewExitsZeroWhenNothingIsPending() throws {
        try withSpecDirectory(["hello.json": ReviewCommandTests.hello]) { directory in
            let spec = directory + "/hello.json"
            let goldens = directory + "/goldens"
            #expect(runTool(["check", spec, "--goldens", goldens, "--record", "missing", "--size", "large"]).status == 1)
            // A clean run: check && review --accept passes.
            #expect(runTool(["check", spec, "--goldens", goldens, "--size", "large"]).status == 0)
            let nothing =
                "nothing to review in \(goldens): no pending goldens "
                + "(a check writes <size>-<state>.new.png next to each golden that fails or is missing)\n"
            #expect(runTool(["review", "--goldens", goldens, "--accept"]) == ToolRun(status: 0, output: nothing, error: ""))
            #expect(runTool(["review", "--goldens", goldens]) == ToolRun(status: 0, output: nothing, error: ""))
        }
    }

    /// --accept-case and --reject-case decide for the cases their globs match; the rest stay pending.
    @available(macOS 15, *)
    @Test func acceptCaseAndRejectCaseDecideForTheCasesTheyMatch() throws {
        try withSpecDirectory(["hello.json": ReviewCommandTests.hello]) { directory in
            let tests = ReviewCommandTests()
            try tests.threePending(directory)
            let goldens = directory + "/goldens"
            let large = tests.bytes(goldens + "/hello/light/large-idle.new.png")
            let medium = tests.bytes(goldens + "/hello/light/medium-idle.png")
            // Mistakes change nothing.
            let before = tests.files(directory)
            #expect(
                runTool(["review", "--goldens", goldens, "--accept-case", "hello/dark/*"])
                    == ToolRun(
                        status: 2, output: "",
                        error: """
                            error: '--accept-case hello/dark/*' matches no pending golden (nothing was changed); the cases are \
                            <spec>/<appearance>/<size>-<state>: hello/light/large-idle, hello/light/medium-idle, hello/light/small-idle
                            hint: see 'buttoncheck review --help'

                            """))
            #expect(
                runTool(["review", "--goldens", goldens, "--accept-case", "hello/*", "--reject-case", "*/medium-idle"]).error == """
                    error: 'hello/light/medium-idle' is matched by both --accept-case and --reject-case (nothing was changed); \
                    make the patterns narrower
                    hint: see 'buttoncheck review --help'

                    """)
            #expect(
                runTool(["review", "--goldens", goldens, "--accept", "--reject-case", "*"]).error == """
                    error: '--accept' decides for every pending golden selected, so '--reject-case' has nothing left to decide; give one
                    hint: see 'buttoncheck review --help'

                    """)
            #expect(tests.files(directory) == before)
            let run = runTool([
                "review", "--goldens", goldens, "--accept-case", "hello/*/large-*",
                "--reject-case", "hello/light/medium-idle",
            ])
            #expect(
                run
                    == ToolRun(
                        status: 0,
                        output: """
                            accepted \(goldens)/hello/light/large-idle.png
                            rejected \(goldens)/hello/light/medium-idle.png
                            accepted 1, rejected 1, skipped 0; 1 pending golden left

                            """, error: ""))
            #expect(tests.bytes(goldens + "/hello/light/large-idle.png") == large)
            #expect(tests.bytes(goldens + "/hello/light/medium-idle.png") == medium)
            #expect(
                tests.files(directory) == [
                    "hello/light/large-idle.png", "hello/light/medium-idle.png",
                    "hello/light/small-idle.new.json", "hello/light/small-idle.new.png", "hello/light/small-idle.png", "manifest.json",
                ])
            #expect(
                runTool(["check", directory + "/hello.json", "--goldens", goldens, "--record", "never", "--size", "large"]).status == 0)
        }
    }

    /// A pattern that matches nothing names ten cases, not every one a corpus's change left pending.
    @available(macOS 15, *)
    @Test func aPatternThatMatchesNothingNamesTenCases() throws {
        try withSpecDirectory(["hello.json": ReviewCommandTests.hello]) { directory in
            let spec = directory + "/hello.json"
            let goldens = directory + "/goldens"
            #expect(runTool(["check", spec, "--goldens", goldens, "--record", "missing", "--state", "idle"]).status == 1)
            let changed = ReviewCommandTests.hello.replacingOccurrences(of: "Hello", with: "Hallo")
            try changed.write(toFile: spec, atomically: true, encoding: .utf8)
            #expect(runTool(["check", spec, "--goldens", goldens, "--pending", "--state", "idle"]).status == 1)
            let cases = ReviewCommandTests().files(directory).filter { $0.hasSuffix(".new.png") }.map {
                String($0.dropLast(".new.png".count))
            }
            #expect(cases.count > 10)
            #expect(
                runTool(["review", "--goldens", goldens, "--reject-case", "nope/*"]).error == """
                    error: '--reject-case nope/*' matches no pending golden (nothing was changed); the cases are \
                    <spec>/<appearance>/<size>-<state>: \(cases.prefix(10).joined(separator: ", ")), … (\(cases.count) in all)
                    hint: see 'buttoncheck review --help'

                    """)
        }
    }
}
