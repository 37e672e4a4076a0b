import ButtonCheck
import Foundation
import Goldens
import Testing

@Suite struct VerificationTests {
    static let spec = """
        {"version": 1, "name": "Tiny", "viewport": {"width": 160, "height": 100, "scale": 1},
         "content": {"type": "vstack", "children": [{"type": "text", "id": "t", "text": "TEXT"},
           {"type": "button", "id": "b", "title": "Go", "style": "borderedProminent", "tint": "#0050B3",
            "states": {"loading": {"indicator": "overlay"}}}]}}
        """

    /// A temporary project: specs/tiny.json and an empty goldens/ folder.
    private func project(text: String = "Hello") throws -> (root: String, specs: String, goldens: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("VerificationTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/specs", withIntermediateDirectories: true)
        try Data(Self.spec.replacingOccurrences(of: "TEXT", with: text).utf8).write(to: URL(fileURLWithPath: root + "/specs/tiny.json"))
        return (root, root + "/specs", root + "/goldens")
    }

    private func options(_ mode: RecordMode) -> Verification.Options {
        var options = Verification.Options()
        options.sizes = [.large, .AX5]
        options.record = mode
        return options
    }

    @Test func recordingWritesEveryGoldenAndStillFails() throws {
        let paths = try project()
        let first = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.missing))
        #expect(first.goldenFailures.map(\.status) == Array(repeating: .recorded, count: 4))
        #expect(first.report.hasFailures)
        #expect(FileManager.default.fileExists(atPath: paths.goldens + "/tiny/light/AX5-loading.png"))
        #expect(FileManager.default.fileExists(atPath: paths.goldens + "/manifest.json"))
        let second = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.never))
        #expect(second.goldenFailures.isEmpty)
        #expect(second.report.goldens.map(\.message) == Array(repeating: "same pixels as the golden", count: 4))
        #expect(!second.report.hasFailures)
    }

    @Test func aChangedRenderFailsWithAnExpectedDiffActualImageAndTheGoldenIsKept() throws {
        let paths = try project()
        _ = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.missing))
        let golden = paths.goldens + "/tiny/light/large-idle.png"
        let before = try Data(contentsOf: URL(fileURLWithPath: golden))
        try Data(Self.spec.replacingOccurrences(of: "TEXT", with: "Howdy").utf8).write(to: URL(fileURLWithPath: paths.specs + "/tiny.json"))
        let changed = try Verification.run(specs: paths.specs, goldens: paths.goldens, out: paths.root + "/out", options: options(.never))
        let failure = try #require(changed.goldenFailures.first { $0.renderCase.name == "light/large-idle" })
        #expect(failure.status == .failed)
        #expect(failure.diffImage == paths.root + "/out/tiny/light/large-idle.diff.png")
        #expect(FileManager.default.fileExists(atPath: failure.diffImage!))
        #expect(failure.message.contains("pixels differ"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == before)
        // Record the failures on purpose; then the run is clean.
        let recorded = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.failed))
        #expect(recorded.goldenFailures.allSatisfy { $0.status == .recorded })
        #expect(try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.never)).goldenFailures.isEmpty)
    }

    /// Issue 13: a goldens folder that does not exist is an error unless recording is asked for.
    @Test func aMissingGoldensFolderIsAnErrorWhenNotRecording() throws {
        let paths = try project()
        #expect(throws: GoldenError.noFolder(path: paths.root + "/golden", suggestion: nil)) {
            try Verification.run(specs: paths.specs, goldens: paths.root + "/golden", options: options(.never))
        }
        #expect(!FileManager.default.fileExists(atPath: paths.root + "/golden"))
        try FileManager.default.createDirectory(atPath: paths.goldens, withIntermediateDirectories: true)
        #expect(throws: GoldenError.noFolder(path: paths.root + "/golden", suggestion: paths.goldens)) {
            try Verification.run(specs: paths.specs, goldens: paths.root + "/golden", options: options(.never))
        }
        let result = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.never))
        #expect(result.goldenFailures.map(\.status) == Array(repeating: .missing, count: 4))
        #expect(try FileManager.default.contentsOfDirectory(atPath: paths.goldens).isEmpty)
    }

    @Test func goldensWithoutARenderAreOrphans() throws {
        let paths = try project()
        var full = Verification.Options()
        full.record = .missing
        _ = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: full)
        try FileManager.default.copyItem(
            atPath: paths.goldens + "/tiny/light/large-idle.png", toPath: paths.goldens + "/tiny/light/large-hover.png")
        full.record = .never
        let result = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: full)
        #expect(result.report.orphanGoldens == [paths.goldens + "/tiny/light/large-hover.png"])
        // A temporary file left by a recorder killed mid-write is listed too (it is not a golden).
        #expect(
            FileManager.default.createFile(atPath: paths.goldens + "/tiny/light/.large-idle.png.4242.9f3a.tmp", contents: Data([1, 2])))
        let again = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: full)
        #expect(
            again.report.orphanGoldens == [
                paths.goldens + "/tiny/light/.large-idle.png.4242.9f3a.tmp", paths.goldens + "/tiny/light/large-hover.png",
            ])
    }

    /// Issue 12: a corrupt golden is a failure naming the file (never a pass), repaired by --record failed.
    @Test func aCorruptGoldenFailsNamingTheFileAndRecordingRepairsIt() throws {
        let paths = try project()
        _ = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.missing))
        let golden = paths.goldens + "/tiny/light/large-idle.png"
        let bytes = try Data(contentsOf: URL(fileURLWithPath: golden))
        // Cut inside its image data (the last chunk, IEND, is 12 bytes; a palette golden's PLTE comes before the data).
        let cut = bytes.count - 20
        try bytes.prefix(cut).write(to: URL(fileURLWithPath: golden))
        let result = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.never))
        let message = try #require(result.goldenFailures.map(\.message).first)
        #expect(result.goldenFailures.count == 1)
        #expect(message.hasPrefix("\(golden): corrupt PNG: truncated inside the IDAT chunk (the file has \(cut) bytes"))
        #expect(message.hasSuffix("); review it, then record it again with --record failed"))
        let repaired = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.failed))
        #expect(
            repaired.goldenFailures.map(\.message) == [
                "recorded again: " + message.replacingOccurrences(of: "; review it, then record it again with --record failed", with: "")
            ])
        #expect(try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.never)).goldenFailures.isEmpty)
    }
}

/// `Verification` from a team's own test suite writes pending goldens for `buttoncheck review` when
/// asked (issue 16), even in `never` mode, which otherwise writes nothing in the goldens folder.
@Suite struct VerificationPendingTests {
    @Test func pendingGoldensFromASwiftTestSuite() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("VerificationPendingTests-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/specs", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/goldens", withIntermediateDirectories: true)
        try Data(VerificationTests.spec.replacingOccurrences(of: "TEXT", with: "Hello").utf8).write(
            to: URL(fileURLWithPath: root + "/specs/tiny.json"))
        var options = Verification.Options()
        options.sizes = [.large]
        options.states = [.idle]
        options.record = .never
        let plain = try Verification.run(specs: root + "/specs", goldens: root + "/goldens", options: options)
        #expect(plain.goldenFailures.map(\.pending) == [nil])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/goldens").isEmpty)
        options.pending = true
        let result = try Verification.run(specs: root + "/specs", goldens: root + "/goldens", options: options)
        #expect(result.goldenFailures.map(\.status) == [.missing])
        #expect(result.goldenFailures.map(\.pending) == [root + "/goldens/tiny/light/large-idle.new.png"])
        #expect(FileManager.default.fileExists(atPath: root + "/goldens/tiny/light/large-idle.new.json"))
        #expect(!FileManager.default.fileExists(atPath: root + "/goldens/manifest.json"))
    }
}
