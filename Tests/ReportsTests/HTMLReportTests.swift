import Checks
import Reports
import Spec
import Testing

@Suite struct HTMLReportTests {
    static let html = HTMLReport.render(ReportFixtures.run, baseDirectory: "out")

    static func matches(_ pattern: Regex<(Substring, Substring)>, in text: String) -> [String] {
        text.matches(of: pattern).map { String($0.output.1) }
    }

    @Test func theRunAsHTML() throws {
        ReportFixtures.expectFixture(Self.html, "run.html")
        #expect(HTMLReport.render(ReportFixtures.run, baseDirectory: "out") == Self.html)
    }

    @Test func landmarksSkipLinkAndHeadingHierarchy() {
        let html = Self.html
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"))
        #expect(
            html.contains(
                "<title>ButtonCheck report: could not check every spec — 2 specs (0 passed, 1 failed, 1 could not be checked), 4 renders: ")
        )
        // The skip link is the first thing in the body and lands on <main>.
        #expect(
            html.contains("<body>\n<a class=\"skip-link\" href=\"#main\">Skip to the report</a>\n<header>\n<h1>ButtonCheck report</h1>"))
        #expect(html.contains("<main id=\"main\" tabindex=\"-1\">"))
        for landmark in ["<header>", "</header>", "<nav aria-labelledby=\"nav-heading\">", "</nav>", "</main>"] {
            #expect(html.components(separatedBy: landmark).count == 2, "one \(landmark)")
        }
        let levels = Self.matches(#/<h([1-6])[ >]/#, in: html).compactMap { Int($0) }
        #expect(levels.first == 1)
        #expect(levels.filter { $0 == 1 }.count == 1)
        for (previous, next) in zip(levels, levels.dropFirst()) {
            #expect(next <= previous + 1, "heading level jumps from h\(previous) to h\(next)")
        }
        // The checkout's goldens: the group of those that changed in the same elements, then each golden; the review box last.
        #expect(levels == [1, 2, 2, 3, 3, 3, 4, 4, 4, 4, 2, 3, 2, 2, 2])
    }

    @Test func imagesHaveAltTextTablesHaveScopedHeadersControlsHaveLabelsAndIDsAreUnique() throws {
        let html = Self.html
        let images = Self.matches(#/<img ([^>]*)>/#, in: html)
        #expect(images.count == 14)
        for image in images {
            let alt = try #require(image.firstMatch(of: #/alt="([^"]*)"/#), "an image without alt: \(image)")
            #expect(!alt.output.1.isEmpty)
        }
        for header in Self.matches(#/<th((?: [^>]*)?)>/#, in: html) {
            #expect(header.contains("scope=\"col\"") || header.contains("scope=\"row\""))
        }
        #expect(html.contains("<caption>Findings in Checkout: 3 active, 1 suppressed</caption>"))
        let ids = Self.matches(#/ id="([^"]+)"/#, in: html)
        #expect(Set(ids).count == ids.count)
        for input in Self.matches(#/<input [^>]*id="([^"]+)"/#, in: html) {
            #expect(html.contains("<label for=\"\(input)\">"))
        }
        // In-page links point at ids that exist.
        for target in Self.matches(#/href="#([^"]+)"/#, in: html) {
            #expect(ids.contains(target), "#\(target)")
        }
        #expect(html.contains(":focus-visible { outline: 3px solid #0b57d0;"))
    }

    @Test func selfContainedNothingLoadedFromElsewhere() {
        let html = Self.html
        for source in Self.matches(#/src="([^"]*)"/#, in: html) {
            #expect(!source.contains(":") && !source.hasPrefix("/"), "\(source) is not a relative path")
        }
        for link in Self.matches(#/href="([^"]*)"/#, in: html) where link.contains(":") {
            #expect(
                link.hasPrefix("https://www.w3.org/WAI/WCAG22/Understanding/")
                    || link.hasPrefix("https://developer.apple.com/design/human-interface-guidelines/"), "\(link)")
        }
        #expect(!html.contains("<link"))
        #expect(!html.contains("@import"))
        #expect(!html.contains("url("))
        #expect(!html.contains("<script src"))
        #expect(
            html.contains(
                "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src &#39;none&#39;; img-src &#39;self&#39; file: data:;"))
    }

    @Test func findingsShowTheirRenderAndGoldenFailuresShowExpectedActualDiffAndASwipe() {
        let html = Self.html
        #expect(html.contains("<td>1.72:1 (minimum 3:1)<br><span class=\"muted\">APCA Lc -21.4</span></td>"))
        #expect(
            html.contains(
                "<a href=\"checkout/light/AX5-disabled.png\"><img class=\"thumb\" src=\"checkout/light/AX5-disabled.png\" alt=\"Render light/AX5-disabled of Checkout, where element pay has this finding\" loading=\"lazy\"></a>"
            ))
        #expect(html.contains("<td><span class=\"status status-note\">suppressed</span> <span class=\"muted\">(error)</span></td>"))
        #expect(html.contains("<strong>Suppressed:</strong> Inline help link; a larger target is on the roadmap."))
        #expect(html.contains("<h4>light/AX5-idle: failed, 312 of 1004 pixels differ</h4>"))
        #expect(
            html.contains(
                "<img src=\"../goldens/checkout/light/AX5-idle.png\" alt=\"Expected: the golden image of light/AX5-idle\" loading=\"lazy\">"
            ))
        #expect(html.contains("<img src=\"checkout/light/AX5-idle.diff.png\" alt=\"Difference for light/AX5-idle:"))
        #expect(html.contains("<img class=\"swipe-actual\" id=\"spec-1-golden-2-actual\" src=\"checkout/light/AX5-idle.png\""))
        #expect(
            html.contains(
                "<input type=\"range\" id=\"spec-1-golden-2-actual-range\" min=\"0\" max=\"100\" step=\"1\" value=\"50\" data-swipe=\"spec-1-golden-2-actual\""
            ))
        #expect(
            html.components(separatedBy: "type=\"range\"").count == 3,
            "a swipe only where both images exist and the golden failed, and an onion skin where it is pending")
        // A pending golden: the onion skin and the exact review commands.
        #expect(
            html.contains(
                "<input type=\"range\" id=\"spec-1-golden-2-onion-range\" min=\"0\" max=\"100\" step=\"1\" value=\"50\" data-onion=\"spec-1-golden-2-onion\" aria-valuetext=\"actual at 50% opacity\">"
            ))
        #expect(
            html.contains(
                "<pre><code>buttoncheck review --goldens goldens --spec checkout --appearance light --size AX5 --state idle --accept\nbuttoncheck review --goldens goldens --spec checkout --appearance light --size AX5 --state idle --reject</code></pre>"
            ))
        #expect(html.contains("<h4>light/large-disabled: missing</h4>"))
        #expect(html.contains("<figcaption>Recorded golden</figcaption>"))
        #expect(html.contains("<p class=\"note\" role=\"note\"><strong>Environment:</strong> Goldens were made with FreeType"))
        #expect(html.contains("<li><code>goldens/retired-screen/light/large-idle.png</code></li>"))
        #expect(html.contains("<pre>specs/sign-up.json:3:5: error: unknown key \"colour\"; did you mean \"color\"? (at $.content)\n"))
    }

    /// A recorded VoiceOver transcript golden is text: its outcome shows its message, not an image of a .txt file.
    @Test func aRecordedTranscriptShowsItsMessageNotAnImage() {
        let golden = "goldens/about/voiceover/idle.txt"
        let spec = SpecReport(
            file: "specs/about.json", slug: "about", name: "About", expect: [], cases: [ReportFixtures.cases[0]], findings: [],
            goldens: [
                GoldenOutcome(
                    renderCase: ReportFixtures.cases[0], status: .recorded, golden: golden,
                    message: "recorded a new VoiceOver transcript golden at \(golden)")
            ])
        let html = HTMLReport.render(RunReport(specs: [spec], orphanGoldens: []), baseDirectory: "out")
        #expect(html.contains("<h4>light/large-idle: recorded</h4>"))
        #expect(html.contains("<p>recorded a new VoiceOver transcript golden at goldens/about/voiceover/idle.txt</p>"))
        #expect(!html.contains("idle.txt\""))
        #expect(!html.contains("<figcaption>Recorded golden</figcaption>"))
    }

    @Test func textIsEscaped() {
        #expect(
            Self.html.contains(
                "<h2 id=\"spec-2-heading\">Sign up \"beta\" &lt;form&gt; &amp; co <span class=\"file\">specs/sign-up.json</span></h2>"))
        #expect(!Self.html.contains("<form>"))
        let script = ReportFixtures.finding(.contrastText, line: 1, column: 1, element: "<script>alert(1)</script>", message: "m", fix: "f")
        let spec = SpecReport(file: "a.json", slug: "a", name: "A", expect: [], cases: [], findings: [script])
        #expect(
            HTMLReport.render(RunReport(specs: [spec]), baseDirectory: ".").contains("<code>&lt;script&gt;alert(1)&lt;/script&gt;</code>"))
    }

    @Test func imagePathsAreRelativeToTheReportsFolderAndURLEncoded() {
        let spec = SpecReport(
            file: "a.json", slug: "a", name: "A", expect: [], cases: [], findings: [], sheet: "out/my specs/a#1/sheet.png")
        let nested = HTMLReport.render(RunReport(specs: [spec]), baseDirectory: "reports/html/")
        #expect(nested.contains("<img src=\"../../out/my%20specs/a%231/sheet.png\""))
        let same = HTMLReport.render(RunReport(specs: [spec]), baseDirectory: "./out/my specs")
        #expect(same.contains("<img src=\"a%231/sheet.png\""))
        let absolute = SpecReport(file: "a.json", slug: "a", name: "A", expect: [], cases: [], findings: [], sheet: "/ci/out/a/sheet.png")
        #expect(HTMLReport.render(RunReport(specs: [absolute]), baseDirectory: "/ci/out").contains("<img src=\"a/sheet.png\""))
        #expect(HTMLReport.render(RunReport(specs: [absolute]), baseDirectory: "/ci/reports").contains("<img src=\"../out/a/sheet.png\""))
    }

    @Test func textColoursReachFourAndAHalfToOne() throws {
        let css = try #require(Self.html.firstMatch(of: #/<style>\n([\s\S]*?)\n</style>/#)).output.1
        func hex(_ text: Substring) -> SRGBColor {
            let value = Int(text.dropFirst(), radix: 16)!
            return SRGBColor(red8: UInt8(value >> 16), green8: UInt8((value >> 8) & 0xFF), blue8: UInt8(value & 0xFF))
        }
        var pairs: [(selector: Substring, text: Substring, background: Substring?)] = []
        var backgrounds: [Substring] = []
        for rule in css.matches(of: #/([^{}\n]+)\{([^}]*)\}/#) {
            let body = rule.output.2
            let text = body.firstMatch(of: #/(?:^|[;\s])color: (#[0-9a-fA-F]{6})/#)?.output.1
            let background = body.firstMatch(of: #/background-color: (#[0-9a-fA-F]{6})/#)?.output.1
            if let background { backgrounds.append(background) }
            if let text { pairs.append((rule.output.1, text, background)) }
        }
        #expect(pairs.count >= 10)
        let light = backgrounds.filter { WCAGContrast.relativeLuminance(hex($0)) > 0.5 }
        for pair in pairs {
            // A rule without its own background can sit on any of the page's light backgrounds.
            for background in pair.background.map({ [$0] }) ?? light {
                let ratio = WCAGContrast.ratio(hex(pair.text), hex(background))
                #expect(ratio >= 4.5, "\(pair.selector): \(pair.text) on \(background) is \(ratio):1")
            }
        }
    }
}

@Suite struct MeasurementDisplayTests {
    @Test func ratiosAreTruncatedSoAMissNeverReadsAsAPass() {
        let finding = ReportFixtures.finding(
            .contrastText, line: 3, column: 5, element: "t", measured: 4.4999, threshold: 4.5, unit: .ratio,
            message: "m", fix: "f")
        let spec = SpecReport(file: "s.json", slug: "s", name: "S", expect: [], cases: [], findings: [finding])
        let html = HTMLReport.render(RunReport(specs: [spec]), baseDirectory: ".")
        #expect(html.contains("4.49:1 (minimum 4.5:1)"))
        #expect(!html.contains("4.5:1 (minimum"))
    }

    /// A configured threshold of 4.6 is 459.99999999999994 hundredths in binary: cutting that
    /// showed "minimum 4.59:1", a threshold lower than the one configured.
    @Test func aThresholdReadsAsConfigured() {
        let finding = ReportFixtures.finding(
            .contrastText, line: 3, column: 5, element: "t", measured: 4.59, threshold: 4.6, unit: .ratio,
            message: "m", fix: "f")
        let html = HTMLReport.render(
            RunReport(specs: [SpecReport(file: "s.json", slug: "s", name: "S", expect: [], cases: [], findings: [finding])]),
            baseDirectory: ".")
        #expect(html.contains("4.59:1 (minimum 4.6:1)"))
    }
}

@Suite struct HTMLCropTests {
    @Test func aFindingWithAnElementFrameShowsJustThatElement() {
        var finding = ReportFixtures.finding(
            .targetSize, line: 3, column: 5, element: "edit", appearance: .light, state: .idle,
            measured: 30, threshold: 44, unit: .point, message: "m", fix: "f")
        // x 120, y 300, 480 × 90 image pixels of a 1179 px wide render: shown at half size (240 px wide).
        finding.crop = FindingCrop(x: 120, y: 300, width: 480, height: 90, imageWidth: 1179)
        let renderCase = RenderCase(appearance: .light, size: .large, state: .idle)
        let spec = SpecReport(
            file: "s.json", slug: "s", name: "S", expect: [], cases: [renderCase], findings: [finding],
            images: [renderCase.name: "out/s/light/large-idle.png"])
        let html = HTMLReport.render(RunReport(specs: [spec]), baseDirectory: "out")
        #expect(html.contains(#"<a href="s/light/large-idle.png" class="crop" style="width:240px;height:45px">"#))
        #expect(html.contains(#"style="width:590px;max-width:none;margin-left:-60px;margin-top:-150px""#))
        #expect(html.contains("cropped to the element"))
    }
}
