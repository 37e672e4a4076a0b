import Accessibility
import Files
import Foundation
import Goldens
import Reports
import Spec

/// The VoiceOver transcripts of a checked spec against their text goldens (`<spec>/voiceover/<situation>.txt`,
/// `<spec>/voiceover@<locale>/<situation>.txt`): a changed transcript fails the run with the lines that changed, as a
/// changed pixel does; `--record failed|all` re-records it (and that fails the run, so it is reviewed). A missing one is
/// treated like a missing image golden: written by every mode but `never`, with a `recorded` outcome ("recorded a new
/// VoiceOver transcript golden"), and under `never` reported `missing` ("golden.missing"). A transcript golden is its
/// own proof (compared byte for byte), so it has no manifest entry. When pending goldens are written, a changed
/// transcript that is not re-recorded leaves its new text beside the golden (`<situation>.new.txt`) for
/// `buttoncheck review`.
enum TranscriptGoldens {
    /// The outcomes of a spec's transcripts that fail the run (changed, missing, recorded new or re-recorded), made
    /// from the trees of the checked cases (the first appearance, no display settings, every size in sweep order).
    package static func verify(
        _ spec: ScreenSpec, cases: [CheckedCase], directory: String, mode: RecordMode, pending: PendingGoldens? = nil
    ) throws -> [GoldenOutcome] {
        let appearance = spec.appearances.first
        let chosen = cases.filter { $0.renderCase.appearance == appearance && $0.renderCase.settings.isDefault }
        var groups: [String: [CheckedCase]] = [:]
        var order: [String] = []
        for item in chosen {
            let path = VoiceOverSweep.goldenPath(spec: spec.slug, situation: item.renderCase.situation, locale: item.renderCase.locale)
            if groups[path] == nil { order.append(path) }
            groups[path, default: []].append(item)
        }
        return try order.compactMap { relative in
            func position(_ item: CheckedCase) -> Int { spec.sizes.firstIndex(of: item.renderCase.size) ?? 0 }
            let items = groups[relative]!.sorted { position($0) < position($1) }
            let text = VoiceOverTranscript.text(items.map(\.accessibility))
            return try outcome(
                text, relative: relative, renderCase: items[0].renderCase, directory: directory, mode: mode, pending: pending)
        }
    }

    static func outcome(
        _ text: String, relative: String, renderCase: RenderCase, directory: String,
        mode: RecordMode, pending: PendingGoldens? = nil
    ) throws -> GoldenOutcome? {
        let file = directory + "/" + relative
        let existing = try existingText(file)
        func write(_ message: String) throws -> GoldenOutcome {
            try FileManager.default.createDirectory(atPath: FilePath.folder(of: file), withIntermediateDirectories: true)
            try FileIO.writeAtomically(Array(text.utf8), to: file)
            return GoldenOutcome(renderCase: renderCase, status: .recorded, golden: file, message: message)
        }
        guard let existing else {
            if mode == .never {
                return GoldenOutcome(
                    renderCase: renderCase, status: .missing, golden: file,
                    message: "no VoiceOver transcript golden at \(file); record it with --record missing")
            }
            return try write("recorded a new VoiceOver transcript golden at \(file)")
        }
        if existing == text {
            try pending?.removeTranscript(for: relative)
            return nil
        }
        let change = LineDiff.summary(old: existing, new: text)
        if mode == .failed || mode == .all {
            try pending?.removeTranscript(for: relative)
            return try write("re-recorded the VoiceOver transcript golden, which had changed: \(change)")
        }
        guard let pending else {
            return GoldenOutcome(
                renderCase: renderCase, status: .failed, golden: file,
                message: "what VoiceOver says changed: \(change); accept it with --record failed")
        }
        // The new text beside the golden, for review (which shows the change as a diff and accepts it).
        try pending.writeTranscript(text, for: relative)
        // Not the outcome's `pending`, which names a pending image (reports show it as one).
        var outcome = GoldenOutcome(
            renderCase: renderCase, status: .failed, golden: file,
            message: "what VoiceOver says changed: \(change); review it (buttoncheck review --goldens \(directory)) "
                + "or accept it with --record failed")
        // The diff review shows at a terminal, for the HTML report's accept / reject choice.
        let transcript = PendingTranscript(golden: relative)
        outcome.pendingTranscript = pending.path(transcript.newFile)
        outcome.transcriptDiff = try pending.diff(transcript)
        return outcome
    }

    /// A transcript golden's text, nil when there is none. Read by the one bounded reader, as the image goldens are:
    /// a FIFO or a folder in its place is an error, not a missing golden to write over (and a FIFO cannot hang the run).
    static func existingText(_ file: String) throws(FileError) -> String? {
        let bytes: [UInt8]
        do {
            bytes = try FileIO.readAll(file, limit: GoldenStore.maximumFileSize)
        } catch {
            if case .fileNotFound = error { return nil }
            throw error
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
