import Foundation
import Testing

/// `review` and a changed VoiceOver transcript (issue 30): `check` leaves the new text beside the transcript golden
/// (`voiceover/<situation>.new.txt`), review shows the change as a unified diff of the old and new lines (beside the
/// image diff when the render's pixels changed too) and accepting writes the transcript golden.
@Suite struct ReviewTranscriptTests {
    /// A text and a button whose accessibility label is LABEL (changing it leaves the title, and so the pixels, as
    /// they were).
    static let tiny = """
        {"version": 1, "name": "Tiny", "viewport": {"width": 200, "height": 400, "scale": 1}, "appearances": ["light"],
         "content": {"type": "vstack", "children": [{"type": "text", "id": "t", "text": "Hello"},
           {"type": "button", "id": "b", "title": "Go", "accessibility": {"label": "LABEL"}}]}}
        """

    /// Records tiny.json (every size), then gives its button another accessibility label and checks again: only
    /// what VoiceOver says changed, so the one pending golden is the transcript's.
    @available(macOS 15, *)
    func relabel(_ directory: String) throws {
        let spec = directory + "/tiny.json"
        try Self.tiny.replacingOccurrences(of: "LABEL", with: "Go").write(toFile: spec, atomically: true, encoding: .utf8)
        #expect(runTool(["check", spec, "--goldens", directory + "/goldens", "--record", "missing"]).status != 2)
        try Self.tiny.replacingOccurrences(of: "LABEL", with: "Pay now").write(toFile: spec, atomically: true, encoding: .utf8)
        let run = runTool(["check", spec, "--goldens", directory + "/goldens", "--pending"])
        #expect(run.status == 1)
        #expect((run.output + run.error).contains("what VoiceOver says changed: - 2. b: Go, button / + 2. b: Pay now, button; review it"))
        #expect(
            run.error.hasSuffix(
                "wrote 1 pending VoiceOver transcript (voiceover/<situation>.new.txt next to the golden); "
                    + "review with: buttoncheck review --goldens \(directory)/goldens\n"))
        #expect(FileManager.default.fileExists(atPath: directory + "/goldens/tiny/voiceover/idle.new.txt"))
        let pendingImages = (FileManager.default.enumerator(atPath: directory + "/goldens")?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".new.png") }
        #expect(pendingImages.isEmpty)
    }

    static func diff(_ goldens: String) -> String {
        """
            --- \(goldens)/tiny/voiceover/idle.txt
            +++ \(goldens)/tiny/voiceover/idle.new.txt
            @@ -1,3 +1,3 @@
             ## xSmall–AX5
             1. t: Hello
            -2. b: Go, button
            +2. b: Pay now, button
        """
    }

    @available(macOS 15, *)
    @Test func acceptingWithoutATerminalWritesTheTranscriptGolden() throws {
        try withSpecDirectory([:]) { directory in
            try relabel(directory)
            let goldens = directory + "/goldens"
            let asked = runTool(["review", "--goldens", goldens])
            #expect(asked.status == 2)
            #expect(asked.output == "\(goldens)/tiny/voiceover/idle.new.txt\n")
            // --state picks a transcript by its situation; --size picks images only.
            #expect(runTool(["review", "--goldens", goldens, "--size", "large", "--accept"]).status == 2)
            let accepted = runTool(["review", "--goldens", goldens, "--state", "idle", "--accept"])
            #expect(accepted.status == 0)
            #expect(
                accepted.output
                    == "accepted \(goldens)/tiny/voiceover/idle.txt\naccepted 1, rejected 0, skipped 0; 0 pending goldens left\n")
            #expect(
                try String(contentsOfFile: goldens + "/tiny/voiceover/idle.txt", encoding: .utf8)
                    == "## xSmall–AX5\n1. t: Hello\n2. b: Pay now, button\n")
            #expect(!FileManager.default.fileExists(atPath: goldens + "/tiny/voiceover/idle.new.txt"))
            // The next check hears what the golden holds (its findings aside): no change, nothing pending.
            let again = runTool(["check", directory + "/tiny.json", "--goldens", goldens, "--record", "never"])
            #expect(again.status != 2 && !(again.output + again.error).contains("what VoiceOver says changed"))
            #expect(!FileManager.default.fileExists(atPath: goldens + "/tiny/voiceover/idle.new.txt"))
        }
    }

    @available(macOS 15, *)
    @Test func rejectingDeletesTheNewTextAndKeepsTheGolden() throws {
        try withSpecDirectory([:]) { directory in
            try relabel(directory)
            let goldens = directory + "/goldens"
            let rejected = runTool(["review", "--goldens", goldens, "--reject"])
            #expect(
                rejected.output
                    == "rejected \(goldens)/tiny/voiceover/idle.txt\naccepted 0, rejected 1, skipped 0; 0 pending goldens left\n")
            #expect(
                try String(contentsOfFile: goldens + "/tiny/voiceover/idle.txt", encoding: .utf8)
                    == "## xSmall–AX5\n1. t: Hello\n2. b: Go, button\n")
            #expect(!FileManager.default.fileExists(atPath: goldens + "/tiny/voiceover/idle.new.txt"))
        }
    }

    /// At a terminal: the transcript is a question of its own (its render has no pending image), shown as a diff.
    @available(macOS 15, *)
    @Test func atATerminalTheChangeIsAUnifiedDiff() throws {
        let executable = try #require(BuiltTool.executable, "build the buttoncheck executable first (swift build)")
        try withSpecDirectory([:]) { directory in
            try relabel(directory)
            let goldens = directory + "/goldens"
            let prompt = "accept (a), reject (r), skip (s), accept all of tiny (A), quit (q), help (?)? "
            let terminal = try PseudoTerminal(
                executable, ["review", "--goldens", goldens], environment: ReviewSessionTests.terminal(ReviewSessionTests.plainTerminal))
            #expect(terminal.read(until: prompt))
            terminal.press("a")
            #expect(terminal.finish() == 0)
            #expect(
                terminal.transcript == "1 pending golden to review in \(goldens)\n\n"
                    + "[1/1] tiny: what VoiceOver says changed (tiny/voiceover/idle)\n" + Self.diff(goldens) + "\n" + prompt
                    + "a\naccepted \(goldens)/tiny/voiceover/idle.txt\n\naccepted 1, rejected 0, skipped 0; 0 pending goldens left\n")
            #expect(
                try String(contentsOfFile: goldens + "/tiny/voiceover/idle.txt", encoding: .utf8)
                    == "## xSmall–AX5\n1. t: Hello\n2. b: Pay now, button\n")
        }
    }

    /// When the pixels changed too, the diff is shown beside the image's change, and accepting accepts both.
    @available(macOS 15, *)
    @Test func besideAChangedImageTheDiffFollowsItAndIsAcceptedWithIt() throws {
        let executable = try #require(BuiltTool.executable, "build the buttoncheck executable first (swift build)")
        try withSpecDirectory([:]) { directory in
            let spec = directory + "/tiny.json"
            let goldens = directory + "/goldens"
            let hello = Self.tiny.replacingOccurrences(of: #", "accessibility": {"label": "LABEL"}"#, with: "")
            try hello.write(toFile: spec, atomically: true, encoding: .utf8)
            #expect(runTool(["check", spec, "--goldens", goldens, "--record", "missing"]).status != 2)
            try hello.replacingOccurrences(of: "\"Go\"", with: "\"Buy\"").write(toFile: spec, atomically: true, encoding: .utf8)
            #expect(runTool(["check", spec, "--goldens", goldens, "--pending"]).status == 1)
            let prompt = "accept (a), reject (r), skip (s), accept all of tiny (A), quit (q), help (?)? "
            let terminal = try PseudoTerminal(
                executable, ["review", "--goldens", goldens], environment: ReviewSessionTests.terminal(ReviewSessionTests.plainTerminal))
            #expect(terminal.read(until: prompt))
            terminal.press("a")
            #expect(terminal.read(until: "[2/12]"))
            terminal.press("q")
            #expect(terminal.finish() == 0)
            // Twelve images (one per size, AX1 first by path) and the transcript: twelve questions, the first holding both.
            let beside = """
                  voiceover what VoiceOver says on this render changed too (decided with this golden):
                    --- \(goldens)/tiny/voiceover/idle.txt
                    +++ \(goldens)/tiny/voiceover/idle.new.txt
                    @@ -1,3 +1,3 @@
                     ## xSmall–AX5
                     1. t: Hello
                    -2. b: Go, button
                    +2. b: Buy, button
                """
            #expect(terminal.transcript.hasPrefix("13 pending goldens to review in \(goldens)\n\n[1/12] tiny: Tiny"))
            #expect(
                terminal.transcript.contains(
                    beside + "\n" + prompt + "a\naccepted \(goldens)/tiny/light/AX1-idle.png\naccepted \(goldens)/tiny/voiceover/idle.txt\n"
                ))
            #expect(terminal.transcript.hasSuffix("accepted 2, rejected 0, skipped 11; 11 pending goldens left\n"))
            #expect(
                try String(contentsOfFile: goldens + "/tiny/voiceover/idle.txt", encoding: .utf8)
                    == "## xSmall–AX5\n1. t: Hello\n2. b: Buy, button\n")
        }
    }

    /// --accept-case and --reject-case match a pending transcript by its case, <spec>/voiceover[@<locale>]/<situation>,
    /// and decide it as the interactive review does.
    @available(macOS 15, *)
    @Test func acceptCaseAndRejectCaseMatchATranscriptByItsCase() throws {
        try withSpecDirectory([:]) { directory in
            try relabel(directory)
            let goldens = directory + "/goldens"
            let pending = goldens + "/tiny/voiceover/idle.new.txt"
            // Mistakes change nothing; the cases listed name the transcript.
            #expect(
                runTool(["review", "--goldens", goldens, "--accept-case", "tiny/light/*"])
                    == ToolRun(
                        status: 2, output: "",
                        error: """
                            error: '--accept-case tiny/light/*' matches no pending golden (nothing was changed); the cases are \
                            <spec>/voiceover[@<locale>]/<situation>: tiny/voiceover/idle
                            hint: see 'buttoncheck review --help'

                            """))
            #expect(
                runTool(["review", "--goldens", goldens, "--accept-case", "tiny/*", "--reject-case", "*/idle"]).error == """
                    error: 'tiny/voiceover/idle' is matched by both --accept-case and --reject-case (nothing was changed); \
                    make the patterns narrower
                    hint: see 'buttoncheck review --help'

                    """)
            #expect(FileManager.default.fileExists(atPath: pending))
            let accepted = runTool(["review", "--goldens", goldens, "--accept-case", "tiny/voiceover/idle"])
            #expect(
                accepted
                    == ToolRun(
                        status: 0,
                        output: "accepted \(goldens)/tiny/voiceover/idle.txt\naccepted 1, rejected 0, skipped 0; 0 pending goldens left\n",
                        error: ""))
            #expect(
                try String(contentsOfFile: goldens + "/tiny/voiceover/idle.txt", encoding: .utf8)
                    == "## xSmall–AX5\n1. t: Hello\n2. b: Pay now, button\n")
            #expect(!FileManager.default.fileExists(atPath: pending))
        }
        try withSpecDirectory([:]) { directory in
            try relabel(directory)
            let goldens = directory + "/goldens"
            let rejected = runTool(["review", "--goldens", goldens, "--reject-case", "tiny/voiceover/*"])
            #expect(
                rejected
                    == ToolRun(
                        status: 0,
                        output: "rejected \(goldens)/tiny/voiceover/idle.txt\naccepted 0, rejected 1, skipped 0; 0 pending goldens left\n",
                        error: ""))
            #expect(
                try String(contentsOfFile: goldens + "/tiny/voiceover/idle.txt", encoding: .utf8)
                    == "## xSmall–AX5\n1. t: Hello\n2. b: Go, button\n")
            #expect(!FileManager.default.fileExists(atPath: goldens + "/tiny/voiceover/idle.new.txt"))
        }
    }

    /// With images pending too, an image's case and a transcript's are decided apart, each by the patterns that match it.
    @available(macOS 15, *)
    @Test func caseDecisionsTellAnImageFromItsTranscript() throws {
        try withSpecDirectory([:]) { directory in
            let spec = directory + "/tiny.json"
            let goldens = directory + "/goldens"
            let hello = Self.tiny.replacingOccurrences(of: #", "accessibility": {"label": "LABEL"}"#, with: "")
            try hello.write(toFile: spec, atomically: true, encoding: .utf8)
            #expect(runTool(["check", spec, "--goldens", goldens, "--record", "missing"]).status != 2)
            try hello.replacingOccurrences(of: "\"Go\"", with: "\"Buy\"").write(toFile: spec, atomically: true, encoding: .utf8)
            #expect(runTool(["check", spec, "--goldens", goldens, "--pending"]).status == 1)
            // Both forms are named when a pattern matches nothing; images first, then transcripts.
            let missed = runTool(["review", "--goldens", goldens, "--reject-case", "tiny/dark/*"])
            #expect(missed.status == 2)
            #expect(
                missed.error.hasPrefix(
                    "error: '--reject-case tiny/dark/*' matches no pending golden (nothing was changed); the cases are "
                        + "<spec>/<appearance>/<size>-<state> and <spec>/voiceover[@<locale>]/<situation>: tiny/light/AX1-idle, "))
            #expect(missed.error.contains(", … (13 in all)\n"))
            let run = runTool(["review", "--goldens", goldens, "--accept-case", "tiny/voiceover/*", "--reject-case", "tiny/light/AX1-*"])
            #expect(
                run
                    == ToolRun(
                        status: 0,
                        output: """
                            accepted \(goldens)/tiny/voiceover/idle.txt
                            rejected \(goldens)/tiny/light/AX1-idle.png
                            accepted 1, rejected 1, skipped 0; 11 pending goldens left

                            """, error: ""))
            #expect(
                try String(contentsOfFile: goldens + "/tiny/voiceover/idle.txt", encoding: .utf8)
                    == "## xSmall–AX5\n1. t: Hello\n2. b: Buy, button\n")
            #expect(!FileManager.default.fileExists(atPath: goldens + "/tiny/light/AX1-idle.new.png"))
            #expect(FileManager.default.fileExists(atPath: goldens + "/tiny/light/AX2-idle.new.png"))
        }
    }

    /// A transcript in another locale than the spec's source language is <spec>/voiceover@<locale>/<situation>: a pattern
    /// picks it apart from the source language's.
    @available(macOS 15, *)
    @Test func aLocalesTranscriptIsMatchedByItsLocale() throws {
        try withSpecDirectory([:]) { directory in
            try relabel(directory)
            let goldens = directory + "/goldens"
            // German's golden and its pending text, as a check of a German render leaves them.
            try FileManager.default.createDirectory(atPath: goldens + "/tiny/voiceover@de", withIntermediateDirectories: true)
            try "## xSmall–AX5\n1. t: Hallo\n".write(toFile: goldens + "/tiny/voiceover@de/idle.txt", atomically: true, encoding: .utf8)
            try "## xSmall–AX5\n1. t: Guten Tag\n".write(
                toFile: goldens + "/tiny/voiceover@de/idle.new.txt", atomically: true, encoding: .utf8)
            let missed = runTool(["review", "--goldens", goldens, "--accept-case", "tiny/voiceover@fr/*"])
            #expect(
                missed.error.hasPrefix(
                    "error: '--accept-case tiny/voiceover@fr/*' matches no pending golden (nothing was changed); the cases are "
                        + "<spec>/voiceover[@<locale>]/<situation>: tiny/voiceover/idle, tiny/voiceover@de/idle\n"))
            let run = runTool(["review", "--goldens", goldens, "--accept-case", "tiny/voiceover@de/*"])
            #expect(
                run
                    == ToolRun(
                        status: 0,
                        output:
                            "accepted \(goldens)/tiny/voiceover@de/idle.txt\naccepted 1, rejected 0, skipped 0; 1 pending golden left\n",
                        error: ""))
            #expect(
                try String(contentsOfFile: goldens + "/tiny/voiceover@de/idle.txt", encoding: .utf8) == "## xSmall–AX5\n1. t: Guten Tag\n")
            #expect(!FileManager.default.fileExists(atPath: goldens + "/tiny/voiceover@de/idle.new.txt"))
            #expect(FileManager.default.fileExists(atPath: goldens + "/tiny/voiceover/idle.new.txt"))
        }
    }
}
