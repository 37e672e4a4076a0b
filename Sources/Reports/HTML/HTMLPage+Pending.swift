/// The parts of the report for a pending golden: an onion-skin view (the actual render over the
/// expected one, its opacity on a slider), an accept / reject choice that builds one `buttoncheck review`
/// command line for the whole page, and the exact commands that accept or reject it alone.
extension HTMLPage {
    mutating func onionSkin(expected: String, actual: String, caseName: String, id: String) {
        line("<div class=\"onion\">")
        line("<div class=\"swipe-frame\">")
        line("<img src=\"\(src(expected))\" alt=\"Expected (golden) \(a(caseName)), under the actual render\">")
        line(
            "<img class=\"swipe-actual\" id=\"\(id)\" src=\"\(src(actual))\" alt=\"Actual \(a(caseName)), over the expected image at half opacity\" style=\"opacity: 0.5\">"
        )
        line("</div>")
        line("<label for=\"\(id)-range\">Onion skin: the actual render's opacity over the expected one</label>")
        line(
            "<input type=\"range\" id=\"\(id)-range\" min=\"0\" max=\"100\" step=\"1\" value=\"50\" data-onion=\"\(id)\" aria-valuetext=\"actual at 50% opacity\">"
        )
        line("</div>")
    }

    /// A pending golden's accept / reject / leave-pending choice, which the page's review box turns into
    /// one `buttoncheck review … --accept-case … --reject-case …` command line, and the commands that
    /// decide for this golden alone.
    mutating func reviewCommand(_ outcome: GoldenOutcome, pending: String, spec: SpecReport, id: String) {
        let renderCase = outcome.renderCase
        let goldens = Self.goldensFolder(outcome, spec: spec)
        let caseName = "\(spec.slug)/\(renderCase.name)"
        let command =
            "buttoncheck review --goldens \(ShellWord.quoted(goldens)) --spec \(ShellWord.quoted(spec.slug))"
            + " --appearance \(renderCase.appearance.rawValue) --size \(renderCase.size.rawValue) --state \(renderCase.situation)"
        line("<p>Pending: <code>\(h(pending))</code>.</p>")
        reviewChoice(caseName: caseName, goldens: goldens, id: id)
        line("<details><summary>Commands for this golden alone</summary>")
        line("<pre><code>\(h(command)) --accept\n\(h(command)) --reject</code></pre>")
        line("</details>")
    }

    /// The leave-pending / accept / reject radio buttons of one case, which the page's review box reads
    /// (`data-review-case`, `data-goldens`) to build its command line.
    private mutating func reviewChoice(caseName: String, goldens: String, id: String) {
        line("<fieldset class=\"review-choice\">")
        line("<legend>Review \(h(caseName)) (the command is built in <a href=\"#review\">Review</a>)</legend>")
        for (value, label) in [("pending", "Leave pending"), ("accept", "Accept as the golden"), ("reject", "Reject")] {
            let inputID = "\(id)-review-\(value)"
            let checked = value == "pending" ? " checked" : ""
            line(
                "<input type=\"radio\" id=\"\(inputID)\" name=\"\(id)-review\" value=\"\(value)\"\(checked)"
                    + " data-review-case=\"\(a(caseName))\" data-goldens=\"\(a(goldens))\"> <label for=\"\(inputID)\">\(label)</label>")
        }
        line("</fieldset>")
    }

    /// A pending VoiceOver transcript (a transcript golden whose text changed): the change as the unified diff that
    /// `buttoncheck review` shows at a terminal, an accept / reject / leave-pending choice for its case,
    /// `<spec>/voiceover[@<locale>]/<situation>`, which the review box adds to its command line, and the commands
    /// that decide for it alone.
    mutating func reviewTranscript(_ outcome: GoldenOutcome, pending: String, spec: SpecReport, id: String) {
        let parts = outcome.golden.split(separator: "/", omittingEmptySubsequences: false)
        let relative = parts.suffix(3).joined(separator: "/")
        let known = parts.count >= 3 && parts[parts.count - 3] == spec.slug && relative.hasSuffix(".txt")
        let caseName = known ? String(relative.dropLast(".txt".count)) : "\(spec.slug)/voiceover/\(outcome.renderCase.situation)"
        let goldens = !known ? "DIR" : parts.count == 3 ? "." : parts.dropLast(3).joined(separator: "/")
        line("<p>Pending: <code>\(h(pending))</code>. What VoiceOver says changed, line by line:</p>")
        line("<pre class=\"transcript-diff\"><code>\(h(outcome.transcriptDiff.joined(separator: "\n")))</code></pre>")
        reviewChoice(caseName: caseName, goldens: goldens, id: id)
        // The case as a glob that matches only itself, as the page's script quotes it.
        let glob = caseName.reduce(into: "") { glob, character in glob += ("\\*?[]".contains(character) ? "\\" : "") + String(character) }
        let command = "buttoncheck review --goldens \(ShellWord.quoted(goldens))"
        line("<details><summary>Commands for this transcript alone</summary>")
        line(
            "<pre><code>\(h(command)) --accept-case \(h(ShellWord.quoted(glob)))\n"
                + "\(h(command)) --reject-case \(h(ShellWord.quoted(glob)))</code></pre>")
        line("</details>")
    }

    /// The box that shows the one `buttoncheck review` command line for the choices made (built live by
    /// the page's script), when the run wrote pending goldens.
    mutating func reviewBox(_ report: RunReport) {
        guard report.specs.contains(where: { $0.goldens.contains { $0.pending != nil || $0.pendingTranscript != nil } }) else { return }
        line("<section id=\"review\" class=\"review-box\" aria-labelledby=\"review-heading\">")
        line("<h2 id=\"review-heading\">Review</h2>")
        line("<p>Choose accept or reject for pending goldens above, then paste this command line in a terminal:</p>")
        let empty = Self.emptyReviewCommand
        line("<pre><code id=\"review-command\" aria-live=\"polite\" data-empty=\"\(a(empty))\">\(h(empty))</code></pre>")
        line("</section>")
    }

    static let emptyReviewCommand = "(choose accept or reject for a pending golden; its buttoncheck review command appears here)"

    /// The goldens folder a golden's path starts with: <goldens>/<spec>/<appearance>/<size>-<state>.png.
    private static func goldensFolder(_ outcome: GoldenOutcome, spec: SpecReport) -> String {
        let relative = "\(spec.slug)/\(outcome.renderCase.name).png"
        return outcome.golden.hasSuffix("/" + relative) ? String(outcome.golden.dropLast(relative.count + 1)) : "DIR"
    }
}
