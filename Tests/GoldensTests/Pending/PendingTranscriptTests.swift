import Foundation
import Goldens
import Spec
import Testing

/// Pending transcripts (issue 30): the new text of a changed transcript golden beside it, listed, shown as a diff,
/// accepted over the golden or rejected.
@Suite struct PendingTranscriptTests {
    @Test func pathsAndTheRenderAnImageIsOf() {
        let transcript = PendingTranscript(golden: "checkout/voiceover@de/disabled.txt")
        #expect(transcript.slug == "checkout")
        #expect(transcript.newFile == "checkout/voiceover@de/disabled.new.txt")
        #expect(transcript.name == "checkout/voiceover@de/disabled")
        #expect(PendingTranscript.golden(spec: "terms", situation: "idle", locale: nil) == "terms/voiceover/idle.txt")
        func image(_ golden: String) -> PendingGolden {
            PendingGolden(
                golden: golden, specFile: "specs/checkout.json", specName: "Checkout",
                renderCase: .init(appearance: .dark, size: .AX5, state: .disabled), reason: .failed, message: "m",
                mismatched: 1, total: 2, diffImage: nil, findings: [], scale: 1,
                environment: GoldenEnvironment(tool: "t", freeType: "f", harfBuzz: "h", fonts: [:]))
        }
        // Any appearance and display setting, one size: the transcript of its situation and locale.
        #expect(PendingTranscript.golden(for: image("checkout/dark+boldText@de/AX5-disabled.png")) == "checkout/voiceover@de/disabled.txt")
        #expect(
            PendingTranscript.golden(for: image("checkout/light/large-terms-unchecked.png")) == "checkout/voiceover/terms-unchecked.txt")
        #expect(PendingTranscript.golden(for: image("checkout/odd.png")) == nil)
    }

    @Test func writtenListedDiffedAcceptedAndRejected() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("PendingTranscriptTests-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let folder = PendingGoldens(store: GoldenStore(directory: directory))
        try FileManager.default.createDirectory(atPath: directory + "/tiny/voiceover", withIntermediateDirectories: true)
        try Data("## xSmall–AX5\n1. t: Hello\n2. b: Go, button\n".utf8).write(
            to: URL(fileURLWithPath: directory + "/tiny/voiceover/idle.txt"))
        #expect(folder.transcripts().isEmpty)
        try folder.writeTranscript("## xSmall–AX5\n1. t: Hello\n2. b: Buy, button\n", for: "tiny/voiceover/idle.txt")
        try folder.writeTranscript("## xSmall–AX5\n1. t: Hallo\n", for: "tiny/voiceover@de/idle.txt")
        // A .new.txt outside a voiceover folder is not a pending transcript.
        try Data("x".utf8).write(to: URL(fileURLWithPath: directory + "/tiny/notes.new.txt"))
        let pending = folder.transcripts()
        #expect(pending.map(\.golden) == ["tiny/voiceover/idle.txt", "tiny/voiceover@de/idle.txt"])
        #expect(
            try folder.diff(pending[0]) == [
                "--- \(directory)/tiny/voiceover/idle.txt", "+++ \(directory)/tiny/voiceover/idle.new.txt", "@@ -1,3 +1,3 @@",
                " ## xSmall–AX5", " 1. t: Hello", "-2. b: Go, button", "+2. b: Buy, button",
            ])
        // A transcript with no golden yet is all added lines.
        #expect(try folder.diff(pending[1]).suffix(3) == ["@@ -0,0 +1,2 @@", "+## xSmall–AX5", "+1. t: Hallo"])

        try folder.accept(pending[0])
        #expect(
            try String(contentsOfFile: directory + "/tiny/voiceover/idle.txt", encoding: .utf8)
                == "## xSmall–AX5\n1. t: Hello\n2. b: Buy, button\n")
        try folder.reject(pending[1])
        #expect(folder.transcripts().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory + "/tiny/voiceover@de/idle.txt"))
        // Removing what is not there is no error.
        try folder.removeTranscript(for: "tiny/voiceover/idle.txt")
    }
}
