import Checks
import Spec

/// The pages `buttoncheck watch` keeps up to date in its `--out` folder, for a browser to show as
/// files (no server): `index.html` (every spec with its status and sheet), `<spec>/index.html` (the
/// sheet, the findings with element crops, or the located problems of a spec that does not load)
/// and `<spec>/<appearance>/<size>-<state>.html` (one render at full size and the crops of the
/// elements with findings in it).
///
/// Every page reloads itself when its folder's `generation.js` (a one-line script setting
/// `buttoncheckGeneration`) names another generation than the page was written with: a small inline
/// script loads that file anew every second. Script tags load from `file:` URLs where `fetch` may not.
package enum PreviewSite {
    /// The file each folder's pages poll.
    package static let generationFile = "generation.js"

    /// The content of a `generation.js`.
    package static func generationScript(_ generation: Int) -> String {
        "window.buttoncheckGeneration = \(generation);\n"
    }

    /// `index.html`: every spec, its status and its sheet.
    package static func index(_ specs: [SpecReport], generation: Int, baseDirectory: String) -> String {
        var page = HTMLPage(baseDirectory: baseDirectory)
        page.open(title: "ButtonCheck preview", generation: generation, generationPath: generationFile)
        page.line("<header>")
        page.line("<h1>ButtonCheck preview</h1>")
        let problems = specs.filter { !$0.errors.isEmpty }.count
        let findings = specs.reduce(0) { $0 + $1.activeFindings.count }
        page.line(
            "<p>\(specs.count) spec\(specs.count == 1 ? "" : "s"), \(findings) finding\(findings == 1 ? "" : "s")\(problems > 0 ? ", \(problems) that could not be checked" : ""); open a spec to step through its renders, findings and golden changes. This page reloads itself when a spec is checked again.</p>"
        )
        page.line("</header>")
        page.line("<main id=\"main\" tabindex=\"-1\">")
        for spec in specs {
            let status = HTMLPage.specStatus(spec)
            page.line("<section class=\"spec\" aria-labelledby=\"spec-\(page.a(spec.slug))\">")
            page.line(
                "<h2 id=\"spec-\(page.a(spec.slug))\"><a href=\"\(page.a(spec.slug))/index.html\">\(page.h(spec.name))</a> <span class=\"file\">\(page.h(spec.file))</span></h2>"
            )
            page.line("<p class=\"status \(status.style)\">\(page.h(status.text))</p>")
            if !spec.errors.isEmpty {
                page.line("<pre class=\"problems\">\(page.h(spec.errors.joined(separator: "\n")))</pre>")
            } else if let sheet = spec.sheet {
                page.line(
                    "<a href=\"\(page.a(spec.slug))/index.html\"><img class=\"thumb\" src=\"\(page.src(sheet))?g=\(generation)\" alt=\"Contact sheet of \(page.a(spec.name))\"></a>"
                )
            }
            page.line("</section>")
        }
        if specs.isEmpty { page.line("<p>No specs.</p>") }
        page.line("</main>")
        page.close()
        return page.html
    }

    /// `<spec>/index.html`: the spec's workspace — the render at one CSS pixel per point with controls
    /// (and keys) for every size, state, appearance, display setting and locale its sweep made, the
    /// findings of the render shown (the one chosen outlined on it) and its golden change — then, folded,
    /// the sheet, the findings table and links to the case pages; for a spec that could not be
    /// checked, its located problems instead.
    package static func specPage(_ spec: SpecReport, generation: Int, baseDirectory: String) -> String {
        var page = HTMLPage(baseDirectory: baseDirectory)
        page.open(
            title: "\(spec.name) — ButtonCheck preview", generation: generation, generationPath: generationFile, style: WorkspaceStyle.css)
        let status = HTMLPage.specStatus(spec)
        page.line("<header>")
        page.line("<p><a href=\"../index.html\">All specs</a></p>")
        page.line("<h1>\(page.h(spec.name)) <span class=\"file\">\(page.h(spec.file))</span></h1>")
        page.line("<p class=\"status \(status.style)\">\(page.h(status.text))</p>")
        page.line("</header>")
        page.line("<main id=\"main\" tabindex=\"-1\">")
        guard spec.errors.isEmpty && !spec.cases.isEmpty else {
            page.section(spec, id: "spec", environmentNote: nil)
            page.line("</main>")
            page.close()
            return page.html
        }
        page.workspace(PreviewWorkspace(spec, generation: generation, baseDirectory: baseDirectory))
        page.line("<details class=\"sheet-details\">")
        page.line("<summary>Contact sheet, every finding and every render's page</summary>")
        page.section(spec, id: "spec", environmentNote: nil)
        page.line("<h3>Renders</h3>")
        page.line("<ul class=\"cases\">")
        for renderCase in spec.cases {
            let count = spec.findings(for: renderCase).filter { !$0.isSuppressed }.count
            page.line(
                "<li><a href=\"\(page.a(renderCase.name)).html\">\(page.h(renderCase.name))</a>\(count > 0 ? " — \(count) finding\(count == 1 ? "" : "s")" : "")</li>"
            )
        }
        page.line("</ul>")
        page.line("</details>")
        page.line("</main>")
        page.close()
        return page.html
    }

    /// `<spec>/<appearance>/<size>-<state>.html`: one render at full size, a crop of each element
    /// with a finding in it, and what VoiceOver says on it when the run built its transcript.
    package static func casePage(_ spec: SpecReport, renderCase: RenderCase, generation: Int, baseDirectory: String) -> String {
        var page = HTMLPage(baseDirectory: baseDirectory)
        page.open(
            title: "\(spec.name) \(renderCase.name) — ButtonCheck preview", generation: generation, generationPath: "../" + generationFile)
        page.line("<header>")
        page.line("<p><a href=\"../../index.html\">All specs</a> › <a href=\"../index.html\">\(page.h(spec.name))</a></p>")
        page.line("<h1>\(page.h(spec.name)): \(page.h(renderCase.name))</h1>")
        page.line("</header>")
        page.line("<main id=\"main\" tabindex=\"-1\">")
        let findings = spec.findings(for: renderCase).filter { !$0.isSuppressed }
        let image = spec.images[renderCase.name]
        page.line("<h2>Findings</h2>")
        if findings.isEmpty { page.line("<p>No findings in this render.</p>") }
        for finding in findings {
            page.line("<section class=\"finding\">")
            page.line("<h3><code>\(page.h(finding.rule.rawValue))</code> on <code>\(page.h(finding.element))</code></h3>")
            page.line("<p>\(page.h(finding.message))</p>")
            page.line("<p><strong>Fix:</strong> \(page.h(finding.fix))</p>")
            if let image, spec.representativeCase(for: finding) == renderCase, let crop = HTMLPage.crop(finding) {
                func px(_ value: Double) -> String { NumberFormat.pixels(value) }
                page.line(
                    "<div class=\"crop\" style=\"width:\(px(crop.width));height:\(px(crop.height))\"><img src=\"\(page.src(image))?g=\(generation)\" alt=\"The element \(page.a(finding.element)), cropped from the render\" style=\"width:\(px(crop.imageWidth));max-width:none;margin-left:-\(px(crop.x));margin-top:-\(px(crop.y))\"></div>"
                )
            }
            page.line("</section>")
        }
        page.line("<h2>Render</h2>")
        if let image {
            page.line(
                "<img class=\"full\" src=\"\(page.src(image))?g=\(generation)\" alt=\"The render \(page.a(renderCase.name)) of \(page.a(spec.name)) at full size\">"
            )
        } else {
            page.line("<p>Not rendered.</p>")
        }
        if let transcript = spec.transcripts[renderCase.name] {
            page.line("<h2>What VoiceOver says</h2>")
            page.transcript(transcript)
        }
        page.line("</main>")
        page.close()
        return page.html
    }
}

extension HTMLPage {
    /// The head of a preview page, with the script that reloads it when `generationPath` names
    /// another generation.
    mutating func open(title: String, generation: Int, generationPath: String, style: String = "") {
        line("<!DOCTYPE html>")
        line("<html lang=\"en\">")
        line("<head>")
        line("<meta charset=\"utf-8\">")
        line("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        line(
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src 'self' file: data:; style-src 'unsafe-inline'; script-src 'self' file: 'unsafe-inline'; base-uri 'none'; form-action 'none'\">"
        )
        line("<meta name=\"generator\" content=\"buttoncheck\">")
        line("<meta name=\"buttoncheck-generation\" content=\"\(generation)\">")
        line("<title>\(h(title))</title>")
        line("<style>\n\(HTMLStyle.css)\nimg.full { max-width: none; } .problems { border-left: 4px solid #b3261e; }\n\(style)</style>")
        line("<script>")
        line(
            """
            (function () {
              var shown = \(generation);
              function check() {
                var script = document.createElement("script");
                script.src = "\(generationPath)?t=" + Date.now();
                script.onload = function () {
                  script.remove();
                  if (typeof window.buttoncheckGeneration === "number" && window.buttoncheckGeneration !== shown) { location.reload(); }
                };
                script.onerror = function () { script.remove(); };
                document.head.appendChild(script);
              }
              setInterval(check, 1000);
            })();
            """)
        line("</script>")
        line("</head>")
        line("<body>")
        line("<a class=\"skip-link\" href=\"#main\">Skip to the content</a>")
    }

    mutating func close() {
        line("<script>\n\(HTMLStyle.script)\n</script>")
        line("</body>")
        line("</html>")
    }
}
