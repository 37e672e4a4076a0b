import Reports

extension CheckCommand {
    /// The line that says what a check left for `review`: pending images (`<size>-<state>.new.png`) and pending
    /// VoiceOver transcripts (`voiceover/<situation>.new.txt`), counted apart; nil when it left neither.
    static func pendingLine(_ report: RunReport, goldens: String) -> String? {
        let images = report.goldens.filter { $0.pending != nil }.count
        let transcripts = report.goldens.filter { $0.pendingTranscript != nil }.count
        var parts: [String] = []
        if images > 0 { parts.append("\(images) pending golden\(images == 1 ? "" : "s") (<size>-<state>.new.png next to the golden)") }
        if transcripts > 0 {
            parts.append(
                "\(transcripts) pending VoiceOver transcript\(transcripts == 1 ? "" : "s") (voiceover/<situation>.new.txt next to the golden)"
            )
        }
        guard !parts.isEmpty else { return nil }
        return "wrote \(parts.joined(separator: " and ")); review with: buttoncheck review --goldens \(goldens)"
    }
}
