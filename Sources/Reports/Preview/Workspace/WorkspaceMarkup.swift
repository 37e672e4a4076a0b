extension HTMLPage {
    /// A spec's workspace: the controls of every axis its sweep varies, the render at one CSS pixel
    /// per point with the outline of the finding chosen, the findings of the render shown, and the
    /// golden change when the render's golden changed. The page's script reads `workspace` (the
    /// data, in a JSON script element) and keeps the place in the URL hash and localStorage.
    mutating func workspace(_ workspace: PreviewWorkspace) {
        let shown = workspace.cases.first { $0.name == workspace.initialCase }
        line("<div class=\"workspace\" id=\"workspace\">")
        line("<div class=\"controls\" role=\"group\" aria-label=\"Which render to show\">")
        for axis in workspace.axes {
            let current = shown?.values[axis.id]
            let keys = "\(axis.key) \(axis.key.uppercased())"
            if axis.values.count == 1 {
                line("<p class=\"control fixed\"><span class=\"control-label\">\(h(axis.label))</span> \(h(axis.values[0].label))</p>")
            } else if axis.values.count <= 4 {
                line("<fieldset class=\"control segmented\" data-axis=\"\(a(axis.id))\">")
                line("<legend class=\"control-label\">\(h(axis.label)) <kbd>\(h(axis.key.uppercased()))</kbd></legend>")
                for (index, value) in axis.values.enumerated() {
                    let id = "axis-\(axis.id)-\(index)"
                    let checked = value.value == current ? " checked" : ""
                    line(
                        "<input type=\"radio\" name=\"\(a(axis.id))\" id=\"\(id)\" value=\"\(a(value.value))\"\(checked)"
                            + " aria-keyshortcuts=\"\(a(keys))\"><label for=\"\(id)\">\(h(value.label))</label>")
                }
                line("</fieldset>")
            } else {
                line(
                    "<p class=\"control\"><label class=\"control-label\" for=\"axis-\(a(axis.id))\">"
                        + "\(h(axis.label)) <kbd>\(h(axis.key.uppercased()))</kbd></label>")
                line("<select id=\"axis-\(a(axis.id))\" data-axis=\"\(a(axis.id))\" aria-keyshortcuts=\"\(a(keys))\">")
                for value in axis.values {
                    line("<option value=\"\(a(value.value))\"\(value.value == current ? " selected" : "")>\(h(value.label))</option>")
                }
                line("</select></p>")
            }
        }
        line("</div>")
        line(
            "<p class=\"keys\" id=\"keys\">Keys: "
                + workspace.axes.filter { $0.values.count > 1 }
                .map { "<kbd>\(h($0.key.uppercased()))</kbd> \(h($0.label.lowercased()))" }.joined(separator: ", ")
                + (workspace.findings.isEmpty ? "" : ", <kbd>F</kbd> finding") + " (with Shift: back)</p>")
        line("<div class=\"canvas\">")
        line("<section class=\"stage\" aria-labelledby=\"case-name\">")
        line("<h2 id=\"case-name\" aria-live=\"polite\">\(h(shown?.name ?? ""))</h2>")
        line("<div class=\"render\" id=\"render-frame\">")
        var size = ""
        if let width = shown?.width, let height = shown?.height {
            size = " style=\"width:\(PreviewWorkspace.px(width));height:\(PreviewWorkspace.px(height))\""
        }
        line(
            "<img id=\"render\" src=\"\(a(shown?.image ?? ""))\" alt=\"The render \(a(shown?.name ?? "")) of \(a(workspace.name))\"\(size)>"
        )
        line("<div class=\"outline\" id=\"outline\" hidden></div>")
        line("</div>")
        line(
            "<p class=\"muted\">One CSS pixel per point. "
                + "<a id=\"case-page\" href=\"\(a(shown.map { $0.name + ".html" } ?? ""))\">This render's page</a>"
                + " · <a id=\"case-image\" href=\"\(a(shown?.image ?? ""))\">the image at full scale</a></p>")
        line("</section>")
        line("<div class=\"side\">")
        line("<section class=\"findings-panel\" aria-labelledby=\"findings-heading\">")
        line("<h2 id=\"findings-heading\">Findings in this render</h2>")
        line("<ul class=\"finding-list\" id=\"finding-list\"></ul>")
        line("<p id=\"no-findings\" hidden>No findings in this render.</p>")
        line("</section>")
        if workspace.cases.contains(where: { $0.transcript != nil }) {
            // Filled by the script for the render shown; hidden for a render without a transcript.
            line("<section class=\"transcript-panel\" id=\"transcript-panel\" aria-labelledby=\"transcript-heading\" hidden>")
            line("<h2 id=\"transcript-heading\">What VoiceOver says</h2>")
            line("<ol class=\"transcript\" id=\"transcript-list\"></ol>")
            line("<p id=\"no-transcript\" hidden>VoiceOver finds nothing to read on this render.</p>")
            line("</section>")
        }
        line("<section class=\"golden-panel\" id=\"golden-panel\" aria-labelledby=\"golden-heading\" hidden>")
        line("<h2 id=\"golden-heading\">Golden changed</h2>")
        line("<p id=\"golden-message\"></p>")
        line("<p><a id=\"golden-diff\" href=\"\">The diff image (expected | diff | actual)</a></p>")
        line("<div class=\"golden-views\">")
        line("<div class=\"golden-view\">")
        line("<h3>Swipe</h3>")
        line("<label for=\"swipe-range\">Divider: expected to the left, actual to the right</label>")
        line("<input type=\"range\" id=\"swipe-range\" min=\"0\" max=\"100\" step=\"1\" value=\"50\">")
        line(
            "<div class=\"compare\" id=\"swipe\" data-expected=\"Expected (golden), left of the divider\""
                + " data-actual=\"Actual (this run), right of the divider\"></div>")
        line("</div>")
        line("<div class=\"golden-view\">")
        line("<h3>Onion skin</h3>")
        line("<label for=\"onion-range\">Opacity of the actual render over the golden</label>")
        line("<input type=\"range\" id=\"onion-range\" min=\"0\" max=\"100\" step=\"1\" value=\"50\">")
        line(
            "<div class=\"compare\" id=\"onion\" data-expected=\"Expected (golden), under the actual render\""
                + " data-actual=\"Actual (this run), over the golden\"></div>")
        line("</div>")
        line("</div>")
        line("</section>")
        line("</div>")
        line("</div>")
        line("</div>")
        line("<script type=\"application/json\" id=\"workspace-data\">\(workspace.scriptText)</script>")
        line("<script>\n\(WorkspaceScript.source)\n</script>")
    }
}
