import Checks
import Foundation
import Reports
import Spec
import Testing

/// The data of watch's workspace page (issue 28): axes in sweep order, each render's image, size in
/// points, findings with the element's frame and golden change, and data no spec text can break out of.
@Suite struct PreviewWorkspaceTests {
    static let generation = 7

    /// The checkout fixture with canvases, as a check made it: renders at 3x, "pay" framed where it has findings.
    static var checkout: SpecReport {
        var spec = ReportFixtures.checkout
        let pay = ElementFrame(x: 16, y: 700.5, width: 358, height: 50)
        spec.canvases = [
            "light/large-idle": RenderCanvas(scale: 3, pixelWidth: 1170, pixelHeight: 2532, frames: [:]),
            "light/large-disabled": RenderCanvas(scale: 3, pixelWidth: 1170, pixelHeight: 2532, frames: ["pay": pay]),
            "light/AX5-idle": RenderCanvas(scale: 3, pixelWidth: 1170, pixelHeight: 3001, frames: [:]),
            "light/AX5-disabled": RenderCanvas(scale: 3, pixelWidth: 1170, pixelHeight: 3001, frames: ["pay": pay]),
        ]
        return spec
    }

    static let workspace = PreviewWorkspace(checkout, generation: generation, baseDirectory: "out/checkout")

    @Test func axesListTheValuesTheSweepMadeInSweepOrder() {
        let axes = Self.workspace.axes.map { axis in [axis.id, axis.label, axis.key] + axis.values.map(\.value) }
        #expect(
            axes == [
                ["size", "Size", "s", "large", "AX5"], ["state", "State", "t", "idle", "disabled"],
                ["appearance", "Appearance", "a", "light"],
                ["setting", "Display setting", "d", "none"], ["locale", "Locale", "l", "source"],
            ])
        #expect(Self.workspace.axes.last?.values.map(\.label) == ["source language"])
    }

    @Test func axesOfASweepOverSettingsAndLocales() throws {
        let german = try #require(RenderLocale(identifier: "de"))
        let pseudo = try #require(RenderLocale(identifier: "pseudo"))
        let bold = try #require(DisplaySettings(name: "boldText"))
        let cases = [
            RenderCase(appearance: .dark, settings: bold, locale: german, size: .AX5, state: .idle),
            RenderCase(appearance: .light, locale: pseudo, size: .xSmall, state: .disabled),
            RenderCase(appearance: .light, size: .large, state: .idle),
        ]
        let axes = PreviewWorkspace.axes(of: cases).map { $0.values.map(\.value) }
        #expect(
            axes == [
                ["xSmall", "large", "AX5"], ["idle", "disabled"], ["light", "dark"], ["none", "boldText"], ["source", "de", "pseudo"],
            ])
        #expect(
            PreviewWorkspace.values(cases[0]) == [
                "size": "AX5", "state": "idle", "appearance": "dark", "setting": "boldText", "locale": "de",
            ])
    }

    @Test func everyRenderWithItsImageSizeFindingsAndFrames() {
        let cases = Self.workspace.cases
        #expect(cases.map(\.name) == ["light/large-idle", "light/large-disabled", "light/AX5-idle", "light/AX5-disabled"])
        #expect(
            cases.map(\.image) == [
                "light/large-idle.png?g=7", "light/large-disabled.png?g=7", "light/AX5-idle.png?g=7", "light/AX5-disabled.png?g=7",
            ])
        #expect(cases.map(\.width) == [390, 390, 390, 390])
        #expect(cases.map { $0.height.map { ($0 * 1000).rounded() / 1000 } } == [844, 844, 1000.333, 1000.333])
        // Active findings only: mystery (0), the disabled contrast (1), the truncated warning (2); not the suppressed one.
        #expect(
            Self.workspace.findings.map(\.key) == [
                "disabled.mystery pay", "contrast.disabled pay", "label.truncated $.content.children[3]",
            ])
        #expect(cases.map { $0.marks.map(\.finding) } == [[], [0, 1], [2], [0, 1]])
        let pay = ElementFrame(x: 16, y: 700.5, width: 358, height: 50)
        #expect(cases[1].marks.map(\.frame) == [pay, pay])
        #expect(cases[2].marks.map(\.frame) == [nil])
        #expect(Self.workspace.initialCase == "light/large-idle")
    }

    @Test func aChangedGoldenComparesTheGoldenWithTheRender() {
        let goldens = Self.workspace.cases.map(\.golden)
        // Only the failed golden: passed, missing and recorded ones have nothing to compare.
        #expect(goldens[0] == nil && goldens[1] == nil && goldens[3] == nil)
        #expect(
            goldens[2]
                == PreviewGolden(
                    message: "312 of 1004 pixels differ (allowed 0); if the change is intended, record it with --record failed",
                    expected: "../../goldens/checkout/light/AX5-idle.png?g=7", actual: "light/AX5-idle.png?g=7",
                    diff: "light/AX5-idle.diff.png?g=7", mismatched: 312, total: 1004))
    }

    @Test func theFindingTextsAsListed() throws {
        let contrast = try #require(Self.workspace.findings.dropFirst().first)
        #expect(contrast == PreviewFinding(ReportFixtures.disabledContrast))
        #expect(
            [contrast.rule, contrast.severity, contrast.element, contrast.location] == [
                "contrast.disabled", "error", "pay", "line 12, column 7",
            ])
        #expect(contrast.measured == "1.72:1 (minimum 3:1)")
        #expect(contrast.title == RuleCatalog.info(.contrastDisabled).title)
    }

    @Test func theDataCannotEndItsScriptElementAndReadsBackAsWritten() throws {
        let hostile = "</script><script>alert(1)</script> & <!--"
        let finding = ReportFixtures.finding(
            .disabledMystery, line: 1, column: 1, element: hostile, state: .disabled, message: hostile, fix: hostile)
        let spec = SpecReport(
            file: "specs/x.json", slug: "x", name: hostile, expect: [], cases: [ReportFixtures.cases[1]], findings: [finding],
            images: ["light/large-disabled": "out/x/light/large-disabled.png"])
        let text = PreviewWorkspace(spec, generation: 1, baseDirectory: "out/x").scriptText
        #expect(!text.contains("<") && !text.contains(">") && !text.contains("&"))
        let data = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let findings = try #require(data["findings"] as? [[String: Any]])
        #expect(findings.first?["message"] as? String == hostile)
        #expect(findings.first?["element"] as? String == hostile)
        let cases = try #require(data["cases"] as? [[String: Any]])
        #expect(cases.first?["image"] as? String == "light/large-disabled.png?g=1")
        #expect(data["initialCase"] as? String == "light/large-disabled")
    }

    @Test func theSpecPageEscapesTheSpecsTexts() {
        let hostile = "<script>alert(1)</script>"
        let spec = SpecReport(
            file: "specs/x.json", slug: "x", name: hostile, expect: [], cases: [ReportFixtures.cases[0]], findings: [],
            images: ["light/large-idle": "out/x/light/large-idle.png"])
        let page = PreviewSite.specPage(spec, generation: 1, baseDirectory: "out/x")
        #expect(!page.contains(hostile))
        #expect(page.contains("<h1>&lt;script&gt;alert(1)&lt;/script&gt; <span class=\"file\">specs/x.json</span></h1>"))
        // The page's own scripts: the reload check, the data, the workspace's and the report's.
        #expect(page.components(separatedBy: "<script").count - 1 == 4)
    }

    @Test func manyValuesAreAMenuFewAreSegmentedButtonsOneIsText() {
        let sizes: [SizeCategory] = [.small, .large, .xLarge, .AX1, .AX5]
        let cases = sizes.flatMap { size in [RenderState.idle, .disabled].map { RenderCase(appearance: .light, size: size, state: $0) } }
        let spec = SpecReport(
            file: "specs/x.json", slug: "x", name: "X", expect: [], cases: cases, findings: [],
            images: Dictionary(uniqueKeysWithValues: cases.map { ($0.name, "out/x/\($0.name).png") }))
        let page = PreviewSite.specPage(spec, generation: 1, baseDirectory: "out/x")
        #expect(
            page.contains(
                """
                <select id="axis-size" data-axis="size" aria-keyshortcuts="s S">
                <option value="small">small</option>
                <option value="large" selected>large</option>
                <option value="xLarge">xLarge</option>
                """))
        #expect(
            page.contains(
                """
                <fieldset class="control segmented" data-axis="state">
                <legend class="control-label">State <kbd>T</kbd></legend>
                <input type="radio" name="state" id="axis-state-0" value="idle" checked aria-keyshortcuts="t T"><label for="axis-state-0">idle</label>
                <input type="radio" name="state" id="axis-state-1" value="disabled" aria-keyshortcuts="t T"><label for="axis-state-1">disabled</label>
                </fieldset>
                """))
        #expect(page.contains("<p class=\"control fixed\"><span class=\"control-label\">Appearance</span> light</p>"))
        #expect(page.contains("<p class=\"keys\" id=\"keys\">Keys: <kbd>S</kbd> size, <kbd>T</kbd> state (with Shift: back)</p>"))
        // The render shown before the script runs: the first at size large.
        #expect(page.contains("<img id=\"render\" src=\"light/large-idle.png?g=1\" alt=\"The render light/large-idle of X\">"))
    }

    @Test func lengthsAsTheScriptWritesThem() {
        #expect([390, 1000.3333333, 0.5, 16].map(PreviewWorkspace.px) == ["390px", "1000.333px", "0.5px", "16px"])
    }
}
