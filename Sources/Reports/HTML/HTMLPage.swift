import Checks
import Spec

/// Builds the report page, section by section.
struct HTMLPage {
    let baseDirectory: String
    var html = ""
    /// Regression-suite mode: findings the spec expects are shown "as expected", not as failures.
    var expectMode = false

    init(baseDirectory: String) {
        self.baseDirectory = baseDirectory
    }

    mutating func line(_ text: String) { html += text + "\n" }

    func h(_ text: String) -> String { MarkupEscaping.text(text) }
    func a(_ text: String) -> String { MarkupEscaping.attribute(text) }
    func src(_ path: String) -> String { a(RelativePath.url(RelativePath.from(baseDirectory, to: path))) }

    static func verdict(_ report: RunReport) -> (text: String, style: String) {
        if report.hasInputErrors { return ("Could not check every spec", "status-fail") }
        if report.hasFailures { return ("Failed", "status-fail") }
        if report.expectMode { return ("Passed: every spec's findings are as expected", "status-pass") }
        if report.count(.warning) + report.count(.note) > 0 { return ("Passed with warnings", "status-warn") }
        return ("Passed", "status-pass")
    }

    static func specStatus(_ spec: SpecReport, expectMode: Bool = false) -> (text: String, style: String) {
        let active = spec.activeFindings
        var text: String
        if !spec.errors.isEmpty {
            return ("could not be checked", "status-fail")
        } else if active.isEmpty {
            text = spec.goldens.contains(where: \.failsRun) ? "no findings" : "clean"
        } else {
            text = "\(active.count) finding\(active.count == 1 ? "" : "s")"
        }
        let goldenFailures = spec.goldens.filter(\.failsRun).count
        if goldenFailures > 0 { text += ", \(goldenFailures) golden\(goldenFailures == 1 ? "" : "s") not passed" }
        if expectMode {
            let fails = !spec.matchesExpectations || goldenFailures > 0
            if !active.isEmpty { text += spec.matchesExpectations ? ", as expected" : ", not as expected" }
            return (text, fails ? "status-fail" : "status-pass")
        }
        let fails = active.contains { $0.severity == .error } || goldenFailures > 0
        return (text, fails ? "status-fail" : active.isEmpty ? "status-pass" : "status-warn")
    }

    static func anchor(rule: RuleID) -> String {
        "rule-" + rule.rawValue.replacingOccurrences(of: ".", with: "-")
    }

    mutating func document(_ report: RunReport) {
        expectMode = report.expectMode
        let verdict = Self.verdict(report)
        let summary = TextReport.summary(report)
        line("<!DOCTYPE html>")
        line("<html lang=\"en\">")
        line("<head>")
        line("<meta charset=\"utf-8\">")
        line("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        line("<meta http-equiv=\"Content-Security-Policy\" content=\"\(a(HTMLStyle.contentSecurityPolicy))\">")
        line("<meta name=\"generator\" content=\"buttoncheck\">")
        line("<title>ButtonCheck report: \(h(verdict.text.lowercased())) — \(h(summary))</title>")
        line("<style>\n\(HTMLStyle.css)\n</style>")
        line("</head>")
        line("<body>")
        line("<a class=\"skip-link\" href=\"#main\">Skip to the report</a>")
        line("<header>")
        line("<h1>ButtonCheck report</h1>")
        line("<p class=\"verdict \(verdict.style)\">\(h(verdict.text))</p>")
        line("<p>\(h(summary))</p>")
        if report.specs.contains(where: { !GoldenChanges($0.goldens).changed.isEmpty }) { changedOnlyFilter() }
        if let note = report.environmentNote {
            line("<p class=\"note\" role=\"note\"><strong>Environment:</strong> \(h(note))</p>")
        }
        line("</header>")
        navigation(report)
        line("<main id=\"main\" tabindex=\"-1\">")
        for (index, spec) in report.specs.enumerated() { section(spec, id: "spec-\(index + 1)", environmentNote: report.environmentNote) }
        if report.specs.isEmpty { line("<p>No specs were checked.</p>") }
        reviewBox(report)
        orphans(report)
        rules(report)
        line("</main>")
        line("<script>\n\(HTMLStyle.script)\n\(HTMLStyle.reviewScript)\n</script>")
        line("</body>")
        line("</html>")
    }

    mutating func navigation(_ report: RunReport) {
        line("<nav aria-labelledby=\"nav-heading\">")
        line("<h2 id=\"nav-heading\">Specs</h2>")
        line("<ul>")
        for (index, spec) in report.specs.enumerated() {
            let status = Self.specStatus(spec, expectMode: expectMode)
            line(
                "<li><a href=\"#spec-\(index + 1)\">\(h(spec.name))</a> <span class=\"file\">\(h(spec.file))</span> — \(h(status.text))</li>"
            )
        }
        if !report.orphanGoldens.isEmpty { line("<li><a href=\"#orphans\">Orphan goldens</a> — \(report.orphanGoldens.count)</li>") }
        if !report.findings.isEmpty { line("<li><a href=\"#rules\">Rules</a></li>") }
        line("</ul>")
        line("</nav>")
    }

    mutating func section(_ spec: SpecReport, id: String, environmentNote: String?) {
        let status = Self.specStatus(spec, expectMode: expectMode)
        let changedGoldens = !GoldenChanges(spec.goldens).changed.isEmpty
        line("<section class=\"spec\" id=\"\(id)\" aria-labelledby=\"\(id)-heading\"\(changedGoldens ? " data-goldens-changed" : "")>")
        line("<h2 id=\"\(id)-heading\">\(h(spec.name)) <span class=\"file\">\(h(spec.file))</span></h2>")
        line("<p class=\"status \(status.style)\">\(h(status.text))</p>")
        var facts = ["\(spec.cases.count) render\(spec.cases.count == 1 ? "" : "s")"]
        // Expect lists play a part only in regression-suite mode (`check --expect`).
        if spec.errors.isEmpty && expectMode {
            if spec.matchesExpectations {
                facts.append(spec.expect.isEmpty ? "no expected findings, none found" : "matches its expect list")
            } else {
                if !spec.missingExpected.isEmpty {
                    facts.append("expected but not found: " + spec.missingExpected.map(\.rawValue).joined(separator: ", "))
                }
                if !spec.unexpected.isEmpty {
                    facts.append("found but not expected: " + spec.unexpected.map(\.rawValue).joined(separator: ", "))
                }
            }
        }
        line("<p>\(h(facts.joined(separator: "; ")))</p>")
        if !spec.errors.isEmpty {
            line("<h3>Input errors</h3>")
            line("<pre>\(h(spec.errors.joined(separator: "\n")))</pre>")
        }
        if let sheet = spec.sheet {
            line("<h3>Contact sheet</h3>")
            line("<figure class=\"sheet\">")
            line(
                "<a href=\"\(src(sheet))\"><img src=\"\(src(sheet))\" alt=\"Contact sheet of \(a(spec.name)): every size, state and appearance rendered, elements with findings outlined\" loading=\"lazy\"></a>"
            )
            line("<figcaption>Sizes × states × appearances; select the sheet to open it full size.</figcaption>")
            line("</figure>")
        }
        transcripts(spec)
        findings(spec)
        goldens(spec, id: id, environmentNote: environmentNote)
        line("</section>")
    }

    mutating func findings(_ spec: SpecReport) {
        guard spec.errors.isEmpty || !spec.findings.isEmpty else { return }
        line("<h3>Findings</h3>")
        guard !spec.findings.isEmpty else {
            line("<p>No findings.</p>")
            return
        }
        let suppressed = spec.suppressedFindings.count
        let caption = "Findings in \(spec.name): \(spec.activeFindings.count) active\(suppressed > 0 ? ", \(suppressed) suppressed" : "")"
        // A focusable region, so the table can be scrolled sideways with the keyboard on narrow screens.
        line("<div class=\"table-wrap\" role=\"region\" aria-label=\"\(a(caption))\" tabindex=\"0\">")
        line("<table>")
        line("<caption>\(h(caption))</caption>")
        line(
            "<thead><tr>"
                + ["Rule", "Severity", "Element", "Where", "Measured", "Message", "Fix", "Render"].map { "<th scope=\"col\">\($0)</th>" }
                .joined() + "</tr></thead>")
        line("<tbody>")
        for finding in spec.activeFindings + spec.suppressedFindings {
            let info = RuleCatalog.info(finding.rule)
            var severity =
                "<span class=\"status \(finding.severity == .error ? "status-fail" : finding.severity == .warning ? "status-warn" : "status-note")\">\(finding.severity.rawValue)</span>"
            var fix = h(finding.fix)
            if let reason = finding.suppression {
                severity =
                    "<span class=\"status status-note\">suppressed</span> <span class=\"muted\">(\(finding.severity.rawValue))</span>"
                fix += "<br><strong>Suppressed:</strong> \(h(reason))"
            } else if expectMode && spec.isExpected(finding) {
                severity =
                    "<span class=\"status status-pass\">as expected</span> <span class=\"muted\">(\(finding.severity.rawValue))</span>"
            } else if expectMode {
                severity =
                    "<span class=\"status status-fail\">not expected</span> <span class=\"muted\">(\(finding.severity.rawValue))</span>"
            }
            // The renders it occurs in, as the text report says them (`light · idle · large, AX5`).
            var whereParts = FindingGroup(findings: [finding]).whereParts
            if whereParts.isEmpty { whereParts.append("every render") }
            let location = "line \(finding.location.line), column \(finding.location.column)"
            var measured = MeasurementText.describe(finding).map(h) ?? "—"
            if let apca = finding.details["apca"] { measured += "<br><span class=\"muted\">APCA Lc \(h(apca))</span>" }
            var picture = "<span class=\"muted\">not written</span>"
            if let renderCase = spec.representativeCase(for: finding), let image = spec.images[renderCase.name] {
                let alt = "Render \(a(renderCase.name)) of \(a(spec.name)), where element \(a(finding.element)) has this finding"
                if let crop = Self.crop(finding) {
                    // Just the element: the render shifted and clipped to its frame, at most 240 px wide.
                    let factor = min(1, 240 / max(crop.width, 1))
                    func px(_ value: Double) -> String { NumberFormat.pixels(value * factor) }
                    picture =
                        "<a href=\"\(src(image))\" class=\"crop\" style=\"width:\(px(crop.width));height:\(px(crop.height))\">"
                        + "<img src=\"\(src(image))\" alt=\"\(alt), cropped to the element\" loading=\"lazy\" "
                        + "style=\"width:\(px(crop.imageWidth));max-width:none;margin-left:-\(px(crop.x));margin-top:-\(px(crop.y))\"></a>"
                } else {
                    picture = "<a href=\"\(src(image))\"><img class=\"thumb\" src=\"\(src(image))\" alt=\"\(alt)\" loading=\"lazy\"></a>"
                }
            }
            line(
                "<tr\(finding.isSuppressed ? " class=\"suppressed\"" : "")>"
                    + "<th scope=\"row\"><a href=\"#\(Self.anchor(rule: finding.rule))\"><code>\(h(finding.rule.rawValue))</code></a><br>\(h(info.title))</th>"
                    + "<td>\(severity)</td>"
                    + "<td><code>\(h(finding.element))</code></td>"
                    + "<td>\(h(whereParts.joined(separator: " · ")))<br><span class=\"muted\">\(location)</span></td>"
                    + "<td>\(measured)</td>"
                    + "<td>\(h(finding.message))</td>"
                    + "<td>\(fix)</td>"
                    + "<td>\(picture)</td></tr>")
        }
        line("</tbody>")
        line("</table>")
        line("</div>")
    }

    mutating func goldens(_ spec: SpecReport, id: String, environmentNote: String?) {
        guard !spec.goldens.isEmpty else { return }
        line("<div class=\"goldens\">")
        line("<h3>Goldens</h3>")
        let counts = GoldenOutcome.Status.allCases.map { status in "\(spec.goldens.filter { $0.status == status }.count) \(status.rawValue)"
        }
        line("<p>\(h(counts.joined(separator: ", ")))</p>")
        let changes = GoldenChanges(spec.goldens)
        if !changes.changed.isEmpty { line("<p class=\"golden-changes\"><strong>\(h(changes.summary))</strong></p>") }
        let failing = spec.goldens.filter(\.failsRun)
        if !failing.isEmpty, let environmentNote {
            line("<p class=\"note\" role=\"note\"><strong>Environment:</strong> \(h(environmentNote))</p>")
        }
        var group: [String]?
        for outcome in Self.groupedByChange(failing) {
            // Numbered in the goldens' own order, whatever the grouping shows first.
            let index = failing.firstIndex(of: outcome) ?? 0
            let caseName = outcome.renderCase.name
            let elements = outcome.changedElements.map(\.element)
            if !elements.isEmpty, elements != group {
                // Goldens that changed in the same elements follow one heading naming them.
                let members = failing.filter { $0.changedElements.map(\.element) == elements }
                let renders = "\(members.count) render\(members.count == 1 ? "" : "s")"
                line("<h4 class=\"change-group\">Changed: \(h(elements.joined(separator: ", "))) — \(renders)</h4>")
            }
            group = elements
            let goldenID = "\(id)-golden-\(index + 1)"
            line("<div class=\"golden\(changes.changed.contains(outcome) ? " changed" : "")\" id=\"\(goldenID)\">")
            var heading = "\(caseName): \(outcome.status.rawValue)"
            if let mismatched = outcome.mismatched, let total = outcome.total { heading += ", \(mismatched) of \(total) pixels differ" }
            line("<h4>\(h(heading))</h4>")
            line("<p>\(h(outcome.message))</p>")
            if !outcome.changedElements.isEmpty {
                line("<p>Changed: \(h(outcome.changedElements.map(\.summary).joined(separator: "; ")))</p>")
            }
            // A pending golden (written by check for `review`) is the render, even without --out.
            let actual = spec.images[caseName] ?? outcome.pending
            let expected = outcome.status == .missing ? nil : outcome.golden
            var figures: [String] = []
            if outcome.golden.hasSuffix(".txt") {
                // A VoiceOver transcript golden is text: its message says what happened (no image to show).
            } else if outcome.status == .recorded {
                figures.append(figure(outcome.golden, alt: "The golden image recorded for \(caseName)", caption: "Recorded golden"))
            } else {
                if let expected {
                    figures.append(figure(expected, alt: "Expected: the golden image of \(caseName)", caption: "Expected (golden)"))
                }
                if let actual {
                    figures.append(figure(actual, alt: "Actual: the render of \(caseName) in this run", caption: "Actual (this run)"))
                }
            }
            if let diff = outcome.diffImage {
                figures.append(
                    figure(
                        diff, alt: "Difference for \(caseName): expected, differing pixels highlighted, and actual, side by side",
                        caption: "Diff (expected | diff | actual)"))
            }
            if !figures.isEmpty {
                line("<div class=\"side-by-side\">")
                for figure in figures { line(figure) }
                line("</div>")
            } else if !outcome.golden.hasSuffix(".txt") {
                // A transcript golden has no images to write; its change is the text (and the diff when pending).
                line("<p class=\"muted\">No images were written for this render; run with --out to see them.</p>")
            }
            if let transcript = spec.transcripts[caseName] {
                line("<details class=\"transcript\">")
                line("<summary>What VoiceOver says on \(h(caseName))</summary>")
                self.transcript(transcript)
                line("</details>")
            }
            if outcome.status == .failed, let expected, let actual {
                let imageID = "\(goldenID)-actual"
                line("<div class=\"swipe\">")
                line("<div class=\"swipe-frame\">")
                line("<img src=\"\(src(expected))\" alt=\"Expected (golden) \(a(caseName)), under the divider\">")
                line(
                    "<img class=\"swipe-actual\" id=\"\(imageID)\" src=\"\(src(actual))\" alt=\"Actual \(a(caseName)), right of the divider\" style=\"clip-path: inset(0 0 0 50%)\">"
                )
                line("</div>")
                line("<label for=\"\(imageID)-range\">Swipe between expected (left of the divider) and actual (right)</label>")
                line(
                    "<input type=\"range\" id=\"\(imageID)-range\" min=\"0\" max=\"100\" step=\"1\" value=\"50\" data-swipe=\"\(imageID)\" aria-valuetext=\"divider at 50%: expected to the left, actual to the right\">"
                )
                line("</div>")
                if outcome.pending != nil { onionSkin(expected: expected, actual: actual, caseName: caseName, id: "\(goldenID)-onion") }
            }
            if let pending = outcome.pending { reviewCommand(outcome, pending: pending, spec: spec, id: goldenID) }
            if let pending = outcome.pendingTranscript { reviewTranscript(outcome, pending: pending, spec: spec, id: goldenID) }
            line("</div>")
        }
        line("</div>")
    }

    /// Failing goldens with the same changed elements together (groups in order of their first golden),
    /// the goldens without element data (unusable, missing, recorded) after them in their order.
    static func groupedByChange(_ failing: [GoldenOutcome]) -> [GoldenOutcome] {
        var keys: [[String]] = []
        for outcome in failing where !outcome.changedElements.isEmpty {
            let key = outcome.changedElements.map(\.element)
            if !keys.contains(key) { keys.append(key) }
        }
        let grouped = keys.flatMap { key in failing.filter { $0.changedElements.map(\.element) == key } }
        return grouped + failing.filter(\.changedElements.isEmpty)
    }

    /// A checkbox that shows only the specs whose goldens changed, and of them only their goldens (the script
    /// sets `changed-only` on the body; without scripts it does nothing and everything stays shown).
    mutating func changedOnlyFilter() {
        line(
            "<p class=\"filter\"><input type=\"checkbox\" id=\"changed-only\"> "
                + "<label for=\"changed-only\">Show changed goldens only</label></p>")
    }

    func figure(_ path: String, alt: String, caption: String) -> String {
        "<figure><a href=\"\(src(path))\"><img src=\"\(src(path))\" alt=\"\(a(alt))\" loading=\"lazy\"></a><figcaption>\(h(caption))</figcaption></figure>"
    }

    mutating func orphans(_ report: RunReport) {
        guard !report.orphanGoldens.isEmpty else { return }
        line("<section id=\"orphans\" aria-labelledby=\"orphans-heading\">")
        line("<h2 id=\"orphans-heading\">Orphan goldens</h2>")
        line("<p>No render matches these goldens; delete them if their spec, size or state is gone.</p>")
        line("<ul>")
        for orphan in report.orphanGoldens { line("<li><code>\(h(orphan))</code></li>") }
        line("</ul>")
        line("</section>")
    }

    mutating func rules(_ report: RunReport) {
        let used = Set(report.findings.map(\.rule))
        guard !used.isEmpty else { return }
        line("<section id=\"rules\" aria-labelledby=\"rules-heading\">")
        line("<h2 id=\"rules-heading\">Rules</h2>")
        line("<dl>")
        for info in RuleCatalog.all where used.contains(info.id) {
            line("<dt id=\"\(Self.anchor(rule: info.id))\"><code>\(h(info.id.rawValue))</code>: \(h(info.title))</dt>")
            let links = info.citations.map { "<a href=\"\(a($0.url))\">\(h($0.text))</a>" }.joined(separator: ", ")
            line("<dd>\(h(info.description)) <strong>Fix:</strong> \(h(info.help))\(links.isEmpty ? "" : " See \(links).")</dd>")
        }
        line("</dl>")
        line("</section>")
    }

    /// The crop a finding carries (image pixels): x, y, width, height and the image's width.
    static func crop(_ finding: Finding) -> (x: Double, y: Double, width: Double, height: Double, imageWidth: Double)? {
        guard let crop = finding.crop, crop.width > 0, crop.height > 0 else { return nil }
        return (Double(crop.x), Double(crop.y), Double(crop.width), Double(crop.height), Double(crop.imageWidth))
    }
}
