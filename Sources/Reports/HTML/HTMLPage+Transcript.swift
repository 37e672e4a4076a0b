import Spec

extension HTMLPage {
    /// One render's transcript as a numbered list: each swipe's element and what VoiceOver says, the hint
    /// (read after a pause, only when hints are on) marked as such.
    mutating func transcript(_ lines: [TranscriptLine]) {
        guard !lines.isEmpty else {
            line("<p class=\"muted\">VoiceOver finds nothing to read on this render.</p>")
            return
        }
        line("<ol class=\"transcript\">")
        for entry in lines {
            let hint = entry.hint.map { " <span class=\"muted\">(hint, after a pause: \(h($0)))</span>" } ?? ""
            line("<li value=\"\(entry.index)\"><code>\(h(entry.element))</code> \(h(entry.spoken))\(hint)</li>")
        }
        line("</ol>")
    }

    /// The spec's transcripts, renders that hear the same grouped under one list (a list names its renders).
    mutating func transcripts(_ spec: SpecReport) {
        guard !spec.transcripts.isEmpty else { return }
        line("<h3>What VoiceOver says</h3>")
        line("<p>Each render's elements in VoiceOver's navigation order, one per swipe right; renders that hear the same share a list.</p>")
        var groups: [(cases: [String], lines: [TranscriptLine])] = []
        for renderCase in spec.cases {
            guard let lines = spec.transcripts[renderCase.name] else { continue }
            if let index = groups.firstIndex(where: { $0.lines == lines }) {
                groups[index].cases.append(renderCase.name)
            } else {
                groups.append(([renderCase.name], lines))
            }
        }
        for group in groups {
            let count = group.cases.count
            line("<details class=\"transcript\">")
            line(
                "<summary>\(h(group.cases.joined(separator: ", ")))\(count > 1 ? " (\(count) renders)" : ""): "
                    + "\(group.lines.count) element\(group.lines.count == 1 ? "" : "s")</summary>")
            transcript(group.lines)
            line("</details>")
        }
    }
}
