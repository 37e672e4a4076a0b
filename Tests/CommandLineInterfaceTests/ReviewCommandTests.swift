import Foundation
import Testing

/// Pending goldens and `buttoncheck review` (issue 16): a check writes the render of a failing or
/// missing golden next to it; review accepts (golden and manifest), rejects (pending files deleted)
/// or skips each, on a terminal or with --accept / --reject.
@Suite struct ReviewCommandTests {
    static let hello = """
        {"version": 1, "name": "Hello", "viewport": {"width": 120, "height": 80, "scale": 1},
         "content": {"type": "vstack", "children": [{"type": "text", "id": "t", "text": "Hello"}]}}
        """
    static let sizes = ["--size", "large", "--size", "medium", "--size", "small"]

    /// Records hello.json's goldens at three sizes, changes its text and checks again: three
    /// pending goldens (large, medium, small).
    @available(macOS 15, *)
    func threePending(_ directory: String) throws {
        let spec = directory + "/hello.json"
        #expect(runTool(["check", spec, "--goldens", directory + "/goldens", "--record", "missing"] + Self.sizes).status != 2)
        try Self.hello.replacingOccurrences(of: "Hello", with: "Hallo").write(toFile: spec, atomically: true, encoding: .utf8)
        // --pending: under CI=true the default mode is never, which writes no pending files by itself.
        let run = runTool(["check", spec, "--goldens", directory + "/goldens", "--pending"] + Self.sizes)
        #expect(run.status == 1)
        #expect(
            run.error.hasSuffix(
                "wrote 3 pending goldens (<size>-<state>.new.png next to the golden); review with: buttoncheck review --goldens \(directory)/goldens\n"
            ))
    }

    func files(_ directory: String) -> [String] {
        (FileManager.default.enumerator(atPath: directory + "/goldens")?.allObjects as? [String] ?? []).filter { $0.contains(".") }.sorted()
    }

    func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    @available(macOS 15, *)
    @Test func aFailingGoldenGetsAPendingRenderAndItsDescription() throws {
        try withSpecDirectory(["hello.json": Self.hello]) { directory in
            try threePending(directory)
            #expect(
                files(directory) == [
                    "hello/light/large-idle.new.json", "hello/light/large-idle.new.png", "hello/light/large-idle.png",
                    "hello/light/medium-idle.new.json", "hello/light/medium-idle.new.png", "hello/light/medium-idle.png",
                    "hello/light/small-idle.new.json", "hello/light/small-idle.new.png", "hello/light/small-idle.png", "manifest.json",
                ])
            // The pending render is the render: the pixels `render` writes, encoded as goldens are (smaller).
            #expect(runTool(["render", directory + "/hello.json", "--out", directory + "/out", "--size", "large"]).status == 0)
            let pendingImage = directory + "/goldens/hello/light/large-idle.new.png"
            let rendered = directory + "/out/hello/light/large-idle.png"
            #expect(runTool(["diff", pendingImage, rendered, "--threshold", "0"]).output.hasPrefix("images match (0 of "))
            #expect((bytes(pendingImage)?.count ?? .max) < (bytes(rendered)?.count ?? 0))
            let description = try String(contentsOfFile: directory + "/goldens/hello/light/large-idle.new.json", encoding: .utf8)
            #expect(description.contains(#""golden": "hello/light/large-idle.png""#))
            #expect(description.contains(#""reason": "failed""#))
            #expect(description.contains(#""file": "\#(directory)/hello.json""#))
            // The HTML report offers the exact review commands for each pending golden.
            let reported = runTool([
                "check", directory + "/hello.json", "--goldens", directory + "/goldens", "--size", "large", "--pending",
                "--report", "html:\(directory)/report.html",
            ])
            #expect(reported.status == 1)
            let html = try String(contentsOfFile: directory + "/report.html", encoding: .utf8)
            #expect(
                html.contains(
                    "<pre><code>buttoncheck review --goldens \(directory)/goldens --spec hello --appearance light --size large --state idle --accept\n"
                ))
            #expect(html.contains("data-onion="))
            // Pending files are not orphan goldens.
            let again = runTool(["check", directory + "/hello.json", "--goldens", directory + "/goldens", "--record", "never"])
            #expect(!again.output.contains("orphan"))
            // Once a golden passes (recorded again here), its pending files go.
            #expect(
                runTool(["check", directory + "/hello.json", "--goldens", directory + "/goldens", "--record", "failed", "--size", "large"])
                    .status == 1)
            #expect(!files(directory).contains("hello/light/large-idle.new.png"))
            #expect(!files(directory).contains("hello/light/large-idle.new.json"))
            #expect(files(directory).contains("hello/light/medium-idle.new.png"))
        }
    }

    @available(macOS 15, *)
    @Test func recordNeverWritesNoPendingGoldensUnlessAsked() throws {
        try withSpecDirectory(["hello.json": Self.hello]) { directory in
            let goldens = directory + "/goldens"
            try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
            let never = runTool(["check", directory + "/hello.json", "--goldens", goldens, "--record", "never", "--size", "large"])
            #expect(never.status == 1)
            #expect(files(directory).isEmpty)
            let asked = runTool([
                "check", directory + "/hello.json", "--goldens", goldens, "--record", "never", "--pending", "--size", "large",
            ])
            #expect(asked.status == 1)
            #expect(files(directory) == ["hello/light/large-idle.new.json", "hello/light/large-idle.new.png"])
            let description = try String(contentsOfFile: goldens + "/hello/light/large-idle.new.json", encoding: .utf8)
            #expect(description.contains(#""reason": "missing""#))
            // Accepting a missing golden records it and starts the manifest.
            let accept = runTool(["review", "--goldens", goldens, "--accept"])
            #expect(
                accept.output
                    == "accepted \(goldens)/hello/light/large-idle.png\naccepted 1, rejected 0, skipped 0; 0 pending goldens left\n")
            #expect(files(directory) == ["hello/light/large-idle.png", "manifest.json"])
            #expect(
                runTool(["check", directory + "/hello.json", "--goldens", goldens, "--record", "never", "--size", "large"]).status == 0)
            let both = runTool(["check", directory + "/hello.json", "--goldens", goldens, "--pending", "--no-pending"])
            #expect(both.status == 2)
            #expect(
                both.error
                    == "error: '--pending' and '--no-pending' contradict each other; give one\nhint: see 'buttoncheck check --help'\n")
        }
    }

    @available(macOS 15, *)
    @Test func acceptAndRejectFlagsDecideForTheSelectedOnes() throws {
        try withSpecDirectory(["hello.json": Self.hello]) { directory in
            try threePending(directory)
            let goldens = directory + "/goldens"
            let medium = bytes(goldens + "/hello/light/medium-idle.png")
            let small = bytes(goldens + "/hello/light/small-idle.new.png")
            let reject = runTool(["review", "--goldens", goldens, "--reject", "--spec", "hello", "--size", "medium"])
            #expect(
                reject
                    == ToolRun(
                        status: 0,
                        output: """
                            rejected \(goldens)/hello/light/medium-idle.png
                            accepted 0, rejected 1, skipped 0; 2 pending goldens left

                            """, error: ""))
            #expect(bytes(goldens + "/hello/light/medium-idle.png") == medium)
            let accept = runTool([
                "review", "--goldens", goldens, "--accept", "--state", "idle", "--size", "small", "--appearance", "light",
            ])
            #expect(accept.status == 0)
            #expect(bytes(goldens + "/hello/light/small-idle.png") == small)
            #expect(
                files(directory) == [
                    "hello/light/large-idle.new.json", "hello/light/large-idle.new.png", "hello/light/large-idle.png",
                    "hello/light/medium-idle.png", "hello/light/small-idle.png", "manifest.json",
                ])
            // The manifest lists the accepted golden: it verifies without recording.
            #expect(
                runTool(["check", directory + "/hello.json", "--goldens", goldens, "--record", "never", "--size", "small"]).status == 0)
            // Without a terminal and without a decision, the pending ones are listed and nothing changes.
            let undecided = runTool(["review", "--goldens", goldens])
            #expect(
                undecided
                    == ToolRun(
                        status: 2, output: "\(goldens)/hello/light/large-idle.new.png\n",
                        error: """
                            error: standard input is not a terminal, so there is no one to ask; pass --accept or --reject \
                            (with --spec, --appearance, --size or --state to choose), or --accept-case / --reject-case PATTERN
                            hint: see 'buttoncheck review --help'

                            """))
        }
    }

    @available(macOS 15, *)
    @Test func badInputIsAClearErrorWithExitTwo() throws {
        try withSpecDirectory(["hello.json": Self.hello]) { directory in
            let goldens = directory + "/goldens"
            #expect(runTool(["check", directory + "/hello.json", "--goldens", goldens, "--record", "missing"] + Self.sizes).status == 1)
            #expect(
                runTool(["review", "--goldens", directory + "/golden"]).error.hasPrefix(
                    "error: no goldens folder '\(directory)/golden' (did you mean '\(directory)/goldens'?)"))
            try threePending(directory)
            #expect(
                runTool(["review", "--goldens", goldens, "--accept", "--spec", "helo"])
                    == ToolRun(
                        status: 2, output: "",
                        error: """
                            error: no spec 'helo' in '\(goldens)' (did you mean 'hello'?); --spec takes a spec's file name without .json, one of: hello
                            hint: see 'buttoncheck review --help'

                            """))
            #expect(
                runTool(["review", "--goldens", goldens, "--accept", "--size", "AX5"]).error == """
                    error: none of the 3 pending goldens in '\(goldens)' match --size AX5; pending: hello/light/large-idle, hello/light/medium-idle, hello/light/small-idle
                    hint: see 'buttoncheck review --help'

                    """)
            #expect(runTool(["review", "--goldens", goldens, "--accept", "--reject"]).status == 2)

            // A corrupt pending PNG is refused and nothing changes.
            let golden = bytes(goldens + "/hello/light/large-idle.png")
            let manifest = bytes(goldens + "/manifest.json")
            try Data("not a png".utf8).write(to: URL(fileURLWithPath: goldens + "/hello/light/large-idle.new.png"))
            let corrupt = runTool(["review", "--goldens", goldens, "--accept", "--size", "large"])
            #expect(corrupt.status == 2)
            #expect(corrupt.error.hasPrefix("error: \(goldens)/hello/light/large-idle.new.png: is not a PNG this tool can read ("))
            #expect(
                corrupt.error.hasSuffix(
                    "); the pending golden cannot be accepted: reject it (buttoncheck review --reject) or run check again to write it anew\n"
                ))
            #expect(bytes(goldens + "/hello/light/large-idle.png") == golden)
            #expect(bytes(goldens + "/manifest.json") == manifest)
            #expect(files(directory).contains("hello/light/large-idle.new.png"))

            // A broken description is located.
            try Data(#"{"version": 1, "golden": 7}"#.utf8).write(to: URL(fileURLWithPath: goldens + "/hello/light/medium-idle.new.json"))
            let broken = runTool(["review", "--goldens", goldens, "--reject"])
            #expect(
                broken
                    == ToolRun(
                        status: 2, output: "",
                        error: """
                            \(goldens)/hello/light/medium-idle.new.json:1:1: error: missing "spec", "case", "reason", "message", "findings", "scale", "environment" (at $)
                            \(goldens)/hello/light/medium-idle.new.json:1:26: error: must be a string, found a number (at $.golden)
                            error: \(goldens)/hello/light/medium-idle.new.json: invalid pending-golden description; reject the pending golden (or delete it and its .new.png) and run check again

                            """))
            // Unknown keys: the top level's with the closest key, a nested object's with the keys it takes.
            try Data(#"{"versio": 1, "spec": {"fil": "x"}}"#.utf8).write(
                to: URL(fileURLWithPath: goldens + "/hello/light/medium-idle.new.json"))
            #expect(
                runTool(["review", "--goldens", goldens, "--reject"])
                    == ToolRun(
                        status: 2, output: "",
                        error: """
                            \(goldens)/hello/light/medium-idle.new.json:1:1: error: missing "version", "golden", "case", "reason", "message", "findings", "scale", "environment" (at $)
                            \(goldens)/hello/light/medium-idle.new.json:1:2: error: unknown key "versio" (did you mean "version"?) (at $.versio)
                            \(goldens)/hello/light/medium-idle.new.json:1:23: error: missing "file", "name" (at $.spec)
                            \(goldens)/hello/light/medium-idle.new.json:1:24: error: unknown key "fil"; expected "file", "name" (at $.spec.fil)
                            error: \(goldens)/hello/light/medium-idle.new.json: invalid pending-golden description; reject the pending golden (or delete it and its .new.png) and run check again

                            """))
            // A pending image without its description.
            try FileManager.default.removeItem(atPath: goldens + "/hello/light/medium-idle.new.json")
            #expect(
                runTool(["review", "--goldens", goldens, "--reject"]).error == """
                    error: \(goldens)/hello/light/medium-idle.new.png: its description (hello/light/medium-idle.new.json) is missing (a check stopped while writing it); run check again to write it anew, or delete \(goldens)/hello/light/medium-idle.new.png

                    """)
        }
    }
}

extension ReviewCommandTests {
    /// Issue 26, item 9: with one pending image of three that is not a PNG, `--accept` accepted the ones
    /// before it. Every pending golden is read and decoded before any is renamed: nothing changes.
    @available(macOS 15, *)
    @Test func acceptIsAllOrNothing() throws {
        try withSpecDirectory(["hello.json": Self.hello]) { directory in
            let goldens = directory + "/goldens"
            try threePending(directory)
            let before = files(directory)
            let contents = before.map { bytes(goldens + "/" + $0) }
            try Data("not a png".utf8).write(to: URL(fileURLWithPath: goldens + "/hello/light/small-idle.new.png"))
            let changed = before.map { bytes(goldens + "/" + $0) }
            let run = runTool(["review", "--goldens", goldens, "--accept"])
            #expect(run.status == 2)
            #expect(run.output == "")
            #expect(
                run.error.hasPrefix("error: \(goldens)/hello/light/small-idle.new.png: is not a PNG this tool can read ("), "\(run.error)")
            #expect(
                run.error.hasSuffix(
                    "); the pending golden cannot be accepted: reject it (buttoncheck review --reject) or run check again to write it anew\n"
                ))
            #expect(files(directory) == before)
            #expect(before.map { bytes(goldens + "/" + $0) } == changed)
            #expect(
                zip(before, zip(contents, changed)).allSatisfy { name, pair in name == "hello/light/small-idle.new.png" || pair.0 == pair.1
                })
        }
    }
}
