import ButtonCheck
import Foundation
import Goldens
import Testing

// Issue 30: what VoiceOver says is a golden too: written next to the image goldens, and a change fails the run.
@Suite struct TranscriptGoldenTests {
    static let spec = """
        {"version": 1, "name": "Tiny", "viewport": {"width": 160, "height": 100, "scale": 1}, "appearances": ["light"],
         "content": {"type": "vstack", "children": [{"type": "text", "id": "t", "text": "Hello"},
           {"type": "button", "id": "b", "title": "TITLE", "style": "borderedProminent", "tint": "#0050B3"}]}}
        """

    private func project() throws -> (root: String, specs: String, goldens: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("TranscriptGoldenTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/specs", withIntermediateDirectories: true)
        return (root, root + "/specs", root + "/goldens")
    }

    private func write(_ title: String, to paths: (root: String, specs: String, goldens: String)) throws {
        try Data(Self.spec.replacingOccurrences(of: "TITLE", with: title).utf8).write(to: URL(fileURLWithPath: paths.specs + "/tiny.json"))
    }

    private func options(_ mode: RecordMode) -> Verification.Options {
        var options = Verification.Options()
        options.record = mode
        return options
    }

    @Test func aChangedTranscriptFailsLikeAChangedPixel() throws {
        let paths = try project()
        defer { try? FileManager.default.removeItem(atPath: paths.root) }
        try write("Go", to: paths)
        let transcript = paths.goldens + "/tiny/voiceover/idle.txt"
        // Recorded with the images: 12 new image goldens and the new transcript, each an outcome.
        let first = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.missing))
        #expect(first.report.specs[0].goldens.count == 13)
        #expect(try String(contentsOfFile: transcript, encoding: .utf8) == "## xSmall–AX5\n1. t: Hello\n2. b: Go, button\n")
        #expect(try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.never)).goldenFailures.isEmpty)

        // A new title changes what VoiceOver says (and the pixels): the transcript fails with the changed line.
        try write("Buy", to: paths)
        let changed = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.never))
        let failure = try #require(changed.goldenFailures.first { $0.golden.hasSuffix(".txt") })
        #expect(failure.status == .failed)
        #expect(failure.golden == transcript)
        #expect(failure.message == "what VoiceOver says changed: - 2. b: Go, button / + 2. b: Buy, button; accept it with --record failed")

        // --record failed accepts it, failing that run once more.
        let accepted = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.failed))
        #expect(accepted.goldenFailures.contains { $0.golden == transcript && $0.status == .recorded })
        #expect(try String(contentsOfFile: transcript, encoding: .utf8) == "## xSmall–AX5\n1. t: Hello\n2. b: Buy, button\n")
        #expect(try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.never)).goldenFailures.isEmpty)
    }

    /// With pending goldens on (the default but under `--record never`), a changed transcript leaves its new text
    /// beside the golden for `review`, and the failure says so; once the transcript matches again it is deleted.
    @Test func aChangedTranscriptLeavesItsNewTextForReview() throws {
        let paths = try project()
        defer { try? FileManager.default.removeItem(atPath: paths.root) }
        try write("Go", to: paths)
        let transcript = paths.goldens + "/tiny/voiceover/idle.txt"
        let pending = paths.goldens + "/tiny/voiceover/idle.new.txt"
        _ = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.missing))
        try write("Buy", to: paths)
        let changed = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.missing))
        let failure = try #require(changed.goldenFailures.first { $0.golden.hasSuffix(".txt") })
        #expect(failure.status == .failed && failure.pending == nil)
        #expect(
            failure.message
                == "what VoiceOver says changed: - 2. b: Go, button / + 2. b: Buy, button; review it (buttoncheck review --goldens "
                + "\(paths.goldens)) or accept it with --record failed")
        #expect(try String(contentsOfFile: pending, encoding: .utf8) == "## xSmall–AX5\n1. t: Hello\n2. b: Buy, button\n")
        #expect(try String(contentsOfFile: transcript, encoding: .utf8) == "## xSmall–AX5\n1. t: Hello\n2. b: Go, button\n")
        // Back to the golden's text: the pending text is gone.
        try write("Go", to: paths)
        _ = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.missing))
        #expect(!FileManager.default.fileExists(atPath: pending))
        // Without pending goldens (--no-pending), none is written.
        try write("Buy", to: paths)
        var without = options(.missing)
        without.pending = false
        let plain = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: without)
        #expect(plain.goldenFailures.contains { $0.golden == transcript && $0.message.hasSuffix("; accept it with --record failed") })
        #expect(!FileManager.default.fileExists(atPath: pending))
    }

    @Test func aFIFOInATranscriptsPlaceIsAnErrorNotAMissingGoldenToWriteOver() throws {
        let paths = try project()
        defer { try? FileManager.default.removeItem(atPath: paths.root) }
        try write("Go", to: paths)
        let transcript = paths.goldens + "/tiny/voiceover/idle.txt"
        _ = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.missing))
        try FileManager.default.removeItem(atPath: transcript)
        #expect(mkfifo(transcript, 0o600) == 0)
        // Read by the one bounded reader, which opens without blocking: the run stops with the file's problem.
        #expect {
            _ = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.missing))
        } throws: { error in
            "\(error)" == "\(transcript): is a FIFO (named pipe), not a regular file"
        }
        var status = stat()
        #expect(lstat(transcript, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    /// A missing transcript is a missing golden: reported `missing` under --record never, and under --record missing
    /// written and reported `recorded` like a new image (in the text report too), then passing.
    @Test func aMissingTranscriptIsReportedLikeAMissingImage() throws {
        let paths = try project()
        defer { try? FileManager.default.removeItem(atPath: paths.root) }
        try write("Go", to: paths)
        let transcript = paths.goldens + "/tiny/voiceover/idle.txt"
        _ = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.missing))
        try FileManager.default.removeItem(atPath: transcript)

        let never = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.never))
        let missing = never.goldenFailures.filter { $0.golden.hasSuffix(".txt") }
        #expect(missing.map(\.status) == [.missing])
        #expect(missing.map(\.golden) == [transcript])
        #expect(missing.map(\.message) == ["no VoiceOver transcript golden at \(transcript); record it with --record missing"])
        #expect(never.goldenFailures.count == 1)
        #expect(!FileManager.default.fileExists(atPath: transcript))

        let recorded = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.missing))
        #expect(recorded.goldenFailures.map(\.status) == [.recorded])
        #expect(recorded.goldenFailures.map(\.message) == ["recorded a new VoiceOver transcript golden at \(transcript)"])
        #expect(try String(contentsOfFile: transcript, encoding: .utf8) == "## xSmall–AX5\n1. t: Hello\n2. b: Go, button\n")
        #expect(try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.never)).goldenFailures.isEmpty)
    }
}
