import Foundation
import Testing

// Issue 30: `buttoncheck voiceover` prints what VoiceOver says, one swipe a line; bad options get a did-you-mean.
@Suite struct VoiceOverCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let terms = repository.appendingPathComponent("specs/terms-disabled-continue.json").path

    static let transcript = """
        1. title: Before You Start
        2. summary: We keep your data on your device and sync it only when you turn on iCloud. Read the full terms in Settings.
        3. accept-terms: I agree to the Terms of Service, switch button, off (pause) double-tap to toggle setting
        4. terms-reason: Accept the terms to continue.
        5. continue: Continue, Accept the terms first, dimmed, button

        """

    /// The seed's terms screen: the reason one swipe before Continue, heard with "dimmed", the same at every size.
    @Test func theTermsScreenAtEverySize() {
        #expect(
            runTool(["voiceover", Self.terms, "--state", "disabled"])
                == ToolRun(status: 0, output: "## xSmall–AX5\n" + Self.transcript, error: ""))
        #expect(
            runTool(["voiceover", Self.terms, "--state", "disabled", "--size", "AX5"])
                == ToolRun(status: 0, output: Self.transcript, error: ""))
        let noHints = runTool(["voiceover", Self.terms, "--size", "large", "--no-hints"])
        #expect(noHints.output.contains("3. accept-terms: I agree to the Terms of Service, switch button, off\n"))
        #expect(noHints.output.contains("5. continue: Continue, button\n"))
    }

    /// docs/voiceover.md shows the command's real output.
    @Test func theDocsExampleIsTheCommandsOutput() throws {
        let page = try String(contentsOf: Self.repository.appendingPathComponent("docs/voiceover.md"), encoding: .utf8)
        let run = runTool(["voiceover", Self.terms, "--state", "disabled"])
        #expect(run.status == 0)
        #expect(page.contains("```text\n" + run.output + "```\n"))
    }

    @Test func jsonListsEveryElement() throws {
        let run = runTool(["voiceover", Self.terms, "--state", "disabled", "--size", "large", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(object["situation"] as? String == "disabled")
        #expect(object["language"] as? String == "en")
        let groups = try #require(object["groups"] as? [[String: Any]])
        #expect(groups.count == 1)
        #expect(groups[0]["sizes"] as? [String] == ["large"])
        let elements = try #require(groups[0]["elements"] as? [[String: Any]])
        #expect(elements.map { $0["id"] as? String } == ["title", "summary", "accept-terms", "terms-reason", "continue"])
        #expect(elements[4]["spoken"] as? String == "Continue, Accept the terms first, dimmed, button")
        #expect(elements[4]["traits"] as? [String] == ["dimmed", "button"])
        #expect(elements[2]["hint"] as? String == "double-tap to toggle setting")
    }

    @Test func unknownSizeStateAndLocaleSayWhatToDo() {
        let hint = "hint: see 'buttoncheck voiceover --help'\n"
        #expect(
            runTool(["voiceover", Self.terms, "--size", "AX9"])
                == ToolRun(
                    status: 2, output: "",
                    error: """
                        error: invalid value 'AX9' for '--size': not a size (did you mean 'AX1'?); use one of: xSmall, small, medium, large, xLarge, \
                        xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5, zoom100, zoom125, zoom150, zoom175, zoom200, reflow320

                        """ + hint))
        #expect(
            runTool(["voiceover", Self.terms, "--state", "disabld"])
                == ToolRun(
                    status: 2, output: "",
                    error: """
                        error: \(Self.terms) has no state or scenario 'disabld' (did you mean 'disabled'?); it has: idle, disabled

                        """ + hint))
        #expect(
            runTool(["voiceover", Self.terms, "--locale", "fr"])
                == ToolRun(
                    status: 2, output: "",
                    error: """
                        error: \(Self.terms) does not render the locale 'fr'; its locales are: en

                        """ + hint))
        #expect(
            runTool(["voiceover", Self.terms, "--size", "reflow320"])
                == ToolRun(
                    status: 2, output: "",
                    error: """
                        error: \(Self.terms) is not swept at 'reflow320'; its sizes are: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, \
                        AX1, AX2, AX3, AX4, AX5

                        """ + hint))
    }
}
