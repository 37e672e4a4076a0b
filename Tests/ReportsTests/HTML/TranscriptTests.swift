import Checks
import Foundation
import Reports
import Spec
import Testing

/// What VoiceOver says, beside the renders (issue 30, deliverable 3): the HTML report's numbered lists
/// (renders that hear the same share one), beside a golden that did not pass, on a render's preview page
/// and in the workspace's data; a report without transcripts is byte for byte what it was.
@Suite struct TranscriptTests {
    static let idle = [
        TranscriptLine(index: 1, element: "title", spoken: "Checkout, heading"),
        TranscriptLine(index: 2, element: "pay", spoken: "Pay, button"),
    ]
    static let disabled = [
        TranscriptLine(index: 1, element: "title", spoken: "Checkout, heading"),
        TranscriptLine(index: 2, element: "accept", spoken: "I accept, switch button, off", hint: "double-tap to toggle setting"),
        TranscriptLine(index: 3, element: "pay", spoken: "Pay, Accept <the> terms & pay, dimmed, button"),
    ]

    /// The checkout fixture with a transcript per render: idle and disabled each the same at large and AX5.
    static var checkout: SpecReport {
        var spec = ReportFixtures.checkout
        spec.transcripts = [
            "light/large-idle": idle, "light/AX5-idle": idle, "light/large-disabled": disabled, "light/AX5-disabled": disabled,
        ]
        return spec
    }

    static let idleList = """
        <ol class="transcript">
        <li value="1"><code>title</code> Checkout, heading</li>
        <li value="2"><code>pay</code> Pay, button</li>
        </ol>
        """
    static let disabledList = """
        <ol class="transcript">
        <li value="1"><code>title</code> Checkout, heading</li>
        <li value="2"><code>accept</code> I accept, switch button, off <span class="muted">(hint, after a pause: double-tap to toggle setting)</span></li>
        <li value="3"><code>pay</code> Pay, Accept &lt;the&gt; terms &amp; pay, dimmed, button</li>
        </ol>
        """

    @Test func theReportListsEachTranscriptOnceWithTheRendersThatHearIt() {
        let html = HTMLReport.render(RunReport(specs: [Self.checkout]), baseDirectory: "out")
        let section = """
            <h3>What VoiceOver says</h3>
            <p>Each render's elements in VoiceOver's navigation order, one per swipe right; renders that hear the same share a list.</p>
            <details class="transcript">
            <summary>light/large-idle, light/AX5-idle (2 renders): 2 elements</summary>
            \(Self.idleList)
            </details>
            <details class="transcript">
            <summary>light/large-disabled, light/AX5-disabled (2 renders): 3 elements</summary>
            \(Self.disabledList)
            </details>
            <h3>Findings</h3>
            """
        #expect(html.contains(section))
    }

    @Test func aGoldenThatDidNotPassHasItsRendersTranscriptBesideIt() throws {
        let html = HTMLReport.render(RunReport(specs: [Self.checkout]), baseDirectory: "out")
        // The failed golden is light/AX5-idle; its figures come first, then the transcript, then the swipe view.
        let beside = """
            <details class="transcript">
            <summary>What VoiceOver says on light/AX5-idle</summary>
            \(Self.idleList)
            </details>
            <div class="swipe">
            """
        #expect(html.contains(beside))
        // Beside each golden that did not pass: large-disabled (missing), AX5-idle (failed), AX5-disabled (recorded).
        #expect(html.components(separatedBy: "<summary>What VoiceOver says on ").count == 4)
        #expect(!html.contains("<summary>What VoiceOver says on light/large-idle</summary>"))
    }

    @Test func withoutTranscriptsTheReportIsUnchanged() {
        let html = HTMLReport.render(ReportFixtures.run, baseDirectory: "out")
        #expect(!html.contains("transcript"))
        #expect(!html.contains("What VoiceOver says"))
    }

    @Test func aRendersPreviewPageListsWhatVoiceOverSays() throws {
        let page = PreviewSite.casePage(Self.checkout, renderCase: ReportFixtures.cases[3], generation: 1, baseDirectory: "out/checkout")
        #expect(page.contains("<h2>What VoiceOver says</h2>\n\(Self.disabledList)\n</main>"))
        let empty = { () -> SpecReport in
            var spec = ReportFixtures.checkout
            spec.transcripts = ["light/large-idle": []]
            return spec
        }()
        let nothing = PreviewSite.casePage(empty, renderCase: ReportFixtures.cases[0], generation: 1, baseDirectory: "out/checkout")
        #expect(
            nothing.contains(
                "<h2>What VoiceOver says</h2>\n<p class=\"muted\">VoiceOver finds nothing to read on this render.</p>\n</main>"))
        let none = PreviewSite.casePage(
            ReportFixtures.checkout, renderCase: ReportFixtures.cases[0], generation: 1, baseDirectory: "out/checkout")
        #expect(!none.contains("What VoiceOver says"))
    }

    @Test func theWorkspaceCarriesEachRendersTranscriptAndHasItsPanel() throws {
        let workspace = PreviewWorkspace(Self.checkout, generation: 1, baseDirectory: "out/checkout")
        #expect(workspace.cases.map(\.transcript) == [Self.idle, Self.disabled, Self.idle, Self.disabled])
        let data = workspace.scriptText
        #expect(data.contains(#""transcript": [{"element": "title", "hint": null, "index": 1, "spoken": "Checkout, heading"}, "#))
        #expect(
            data.contains(
                #"{"element": "accept", "hint": "double-tap to toggle setting", "index": 2, "spoken": "I accept, switch button, off"}"#))
        #expect(data.contains(#"Pay, Accept \u003cthe\u003e terms \u0026 pay, dimmed, button"#))
        let page = PreviewSite.specPage(Self.checkout, generation: 1, baseDirectory: "out/checkout")
        #expect(
            page.contains(
                """
                <section class="transcript-panel" id="transcript-panel" aria-labelledby="transcript-heading" hidden>
                <h2 id="transcript-heading">What VoiceOver says</h2>
                <ol class="transcript" id="transcript-list"></ol>
                <p id="no-transcript" hidden>VoiceOver finds nothing to read on this render.</p>
                </section>
                """))
        // Without transcripts, no panel and no data for one.
        let plain = PreviewSite.specPage(ReportFixtures.checkout, generation: 1, baseDirectory: "out/checkout")
        #expect(
            !plain.contains("<section class=\"transcript-panel\"")
                && !PreviewWorkspace(ReportFixtures.checkout, generation: 1, baseDirectory: "out").scriptText.contains("\"transcript\""))
    }
}
