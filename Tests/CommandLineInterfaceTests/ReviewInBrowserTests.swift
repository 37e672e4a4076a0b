import Foundation
import Testing

/// The HTML report's review choices (issue 28, deliverable 4), in headless Chromium: each pending golden
/// has accept / reject / leave pending, and the review box shows the one `buttoncheck review` command line
/// for the choices made, live; that command line does what was chosen.
@Suite(.serialized, .enabled(if: HeadlessBrowser.executable != nil, "needs chromium-headless-shell (.ci/run installs it)"))
struct ReviewInBrowserTests {
    @available(macOS 15, *)
    @Test func choicesBuildTheOneReviewCommandLine() throws {
        try withSpecDirectory(["hello.json": ReviewCommandTests.hello]) { directory in
            let tests = ReviewCommandTests()
            try tests.threePending(directory)
            let goldens = directory + "/goldens"
            let report = ["--report", "html:\(directory)/report.html"]
            let check = ["check", directory + "/hello.json", "--goldens", goldens, "--pending"] + report + ReviewCommandTests.sizes
            #expect(runTool(check).status == 1)
            let browser = try HeadlessBrowser(try #require(HeadlessBrowser.executable))
            try browser.open("file://\(directory)/report.html")
            func command() throws -> String? { try browser.evaluate("document.getElementById('review-command').textContent") as? String }
            func choose(_ size: String, _ choice: String) throws {
                let input = "input[data-review-case=\"hello/light/\(size)-idle\"][value=\"\(choice)\"]"
                _ = try browser.evaluate("document.querySelector('\(input)').click(); 0")
            }
            #expect(try browser.evaluate("document.querySelectorAll('input[data-review-case]').length") as? Int == 9)
            #expect(try command() == "(choose accept or reject for a pending golden; its buttoncheck review command appears here)")
            try choose("large", "accept")
            #expect(try command() == "buttoncheck review --goldens \(goldens) --accept-case hello/light/large-idle")
            try choose("small", "reject")
            try choose("medium", "accept")
            // Accepted cases first, each kind in the page's order (small, medium, large).
            #expect(
                try command() == "buttoncheck review --goldens \(goldens) --accept-case hello/light/medium-idle "
                    + "--accept-case hello/light/large-idle --reject-case hello/light/small-idle")
            try choose("medium", "pending")
            let line = try #require(try command())
            #expect(
                line == "buttoncheck review --goldens \(goldens) --accept-case hello/light/large-idle "
                    + "--reject-case hello/light/small-idle")
            #expect(browser.errors == [])
            // Pasted, it does what was chosen.
            let words = line.split(separator: " ").dropFirst().map(String.init)
            #expect(runTool(words).status == 0)
            #expect(
                tests.files(directory) == [
                    "hello/light/large-idle.png", "hello/light/medium-idle.new.json", "hello/light/medium-idle.new.png",
                    "hello/light/medium-idle.png", "hello/light/small-idle.png", "manifest.json",
                ])
        }
    }

    /// A pending VoiceOver transcript is shown as the unified diff review shows at a terminal, with the same choice: its
    /// case, <spec>/voiceover/<situation>, joins the command line, which accepts it.
    @available(macOS 15, *)
    @Test func aPendingTranscriptIsADiffWithItsOwnChoice() throws {
        try withSpecDirectory([:]) { directory in
            try ReviewTranscriptTests().relabel(directory)
            let goldens = directory + "/goldens"
            let check = ["check", directory + "/tiny.json", "--goldens", goldens, "--pending", "--report", "html:\(directory)/report.html"]
            #expect(runTool(check).status == 1)
            let browser = try HeadlessBrowser(try #require(HeadlessBrowser.executable))
            try browser.open("file://\(directory)/report.html")
            func command() throws -> String? { try browser.evaluate("document.getElementById('review-command').textContent") as? String }
            #expect(
                try browser.evaluate("document.querySelector('pre.transcript-diff').textContent") as? String == """
                    --- \(goldens)/tiny/voiceover/idle.txt
                    +++ \(goldens)/tiny/voiceover/idle.new.txt
                    @@ -1,3 +1,3 @@
                     ## xSmall–AX5
                     1. t: Hello
                    -2. b: Go, button
                    +2. b: Pay now, button
                    """)
            #expect(try browser.evaluate("document.querySelectorAll('input[data-review-case]').length") as? Int == 3)
            // A transcript has no images, so the page does not ask for --out to see them.
            #expect(try browser.evaluate("document.querySelector('.golden').textContent.includes('No images')") as? Bool == false)
            #expect(try command() == "(choose accept or reject for a pending golden; its buttoncheck review command appears here)")
            _ = try browser.evaluate(
                "document.querySelector('input[data-review-case=\"tiny/voiceover/idle\"][value=\"accept\"]').click(); 0")
            let line = try #require(try command())
            #expect(line == "buttoncheck review --goldens \(goldens) --accept-case tiny/voiceover/idle")
            #expect(browser.errors == [])
            // The commands for it alone, and the line pasted, do what was chosen.
            let alone = try browser.evaluate("document.querySelector('pre.transcript-diff ~ details code').textContent") as? String
            #expect(alone == "\(line)\nbuttoncheck review --goldens \(goldens) --reject-case tiny/voiceover/idle")
            #expect(runTool(line.split(separator: " ").dropFirst().map(String.init)).status == 0)
            #expect(
                try String(contentsOfFile: goldens + "/tiny/voiceover/idle.txt", encoding: .utf8)
                    == "## xSmall–AX5\n1. t: Hello\n2. b: Pay now, button\n")
            #expect(!FileManager.default.fileExists(atPath: goldens + "/tiny/voiceover/idle.new.txt"))
        }
    }
}
