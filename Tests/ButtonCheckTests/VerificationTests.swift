import ButtonCheck
import Foundation
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

    @Test func neverRecordsNothingAndReportsMissingGoldens() throws {
        let paths = try project()
        let result = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.never))
        #expect(result.goldenFailures.map(\.status) == Array(repeating: .missing, count: 4))
        #expect(!FileManager.default.fileExists(atPath: paths.goldens))
    }

    @Test func goldensWithoutARenderAreOrphans() throws {
        let paths = try project()
        var full = Verification.Options()
        full.record = .missing
        _ = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: full)
        try FileManager.default.copyItem(atPath: paths.goldens + "/tiny/light/large-idle.png", toPath: paths.goldens + "/tiny/light/large-hover.png")
        full.record = .never
        let result = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: full)
        #expect(result.report.orphanGoldens == [paths.goldens + "/tiny/light/large-hover.png"])
    }

    @Test func aCorruptGoldenIsBadInputNamingTheFile() throws {
        let paths = try project()
        _ = try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.missing))
        let golden = paths.goldens + "/tiny/light/large-idle.png"
        let bytes = try Data(contentsOf: URL(fileURLWithPath: golden))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: golden))
        // The manifest's hash no longer matches the file, so the golden is decoded, and fails loudly.
        try Data(Self.spec.replacingOccurrences(of: "TEXT", with: "Howdy").utf8).write(to: URL(fileURLWithPath: paths.specs + "/tiny.json"))
        #expect {
            try Verification.run(specs: paths.specs, goldens: paths.goldens, options: options(.never))
        } throws: { error in
            "\(error)".hasPrefix(golden + ":")
        }
    }
}
