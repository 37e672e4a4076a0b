import Foundation
import Pixels
import TestSupport
import Testing

/// The golden helper every suite records and compares through: what it says, and what each
/// record mode writes.
@Suite struct GoldenTests {
    static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "golden-tests-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func aMissingTextGoldenIsRecordedOnlyWhenTheModeSaysSo() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/a/dump.json"
        #expect(
            try Golden.check("one\n", golden: path, mode: .never)
                == .missing(recorded: false, message: "no golden \(path); run with BUTTONCHECK_RECORD=missing to record it"))
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(
            try Golden.check("one\n", golden: path, mode: .missing)
                == .missing(recorded: true, message: "recorded a new golden \(path); review it and run again"))
        #expect(try Self.text(path) == "one\n")
        #expect(try Golden.check("one\n", golden: path, mode: .never) == .matched)
    }

    @Test func aDifferingTextShowsItsChangedLinesAndIsRewrittenInFailedMode() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/dump.json"
        try Data("a\nb\nc\nd\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(
            try Golden.check("a\nB\nc\nd\n", golden: path, mode: .missing)
                == .differs(
                    recorded: false,
                    message:
                        "\(path) differs; review the change, then run again with BUTTONCHECK_RECORD=failed to rewrite it:\n@@ line 2: 1 lines expected, 1 found\n- b\n+ B"
                ))
        #expect(try Self.text(path) == "a\nb\nc\nd\n")
        #expect(
            try Golden.check("a\nB\nc\nd\n", golden: path, mode: .failed)
                == .differs(
                    recorded: true,
                    message: "\(path) differed and was rewritten; review the change:\n@@ line 2: 1 lines expected, 1 found\n- b\n+ B"))
        #expect(try Self.text(path) == "a\nB\nc\nd\n")
    }

    @Test func lineDiffsShowInsertionsAndCapLongRuns() {
        #expect(Golden.lineDiff(expected: "a\nc", actual: "a\nb\nc") == "@@ line 2: 0 lines expected, 1 found\n+ b")
        let many = (1...14).map(String.init).joined(separator: "\n")
        #expect(Golden.lineDiff(expected: "", actual: many).hasSuffix("+ 12\n+ … 2 more lines"))
    }

    @Test func recordModesComeFromOneVariable() throws {
        #expect(try RecordMode.fromEnvironment([:]) == .missing)
        #expect(try RecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(try RecordMode.fromEnvironment(["CI": "true", "BUTTONCHECK_RECORD": "failed"]) == .failed)
        #expect(throws: GoldenAssertionError("BUTTONCHECK_RECORD=yes is not a record mode; use one of never, missing, failed, all")) {
            try RecordMode.fromEnvironment(["BUTTONCHECK_RECORD": "yes"])
        }
    }

    @Test func aDifferingImageWritesExpectedDiffAndActualSideBySide() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/render.png"
        let golden = RGBAImage(width: 3, height: 2, fill: RGBA8(255, 255, 255))
        #expect(
            try Golden.check(golden, golden: path, mode: .all)
                == .missing(recorded: true, message: "recorded a new golden \(path); review it and run again"))
        #expect(try Golden.check(golden, golden: path, mode: .never) == .matched)
        var changed = golden
        changed[1, 1] = RGBA8(0, 0, 0)
        let outcome = try Golden.check(changed, golden: path, mode: .never)
        let artifact = Golden.artifacts + "/" + path + ".diff.png"
        #expect(
            outcome
                == .differs(
                    recorded: false,
                    message:
                        "\(path) differs; review the change, then run again with BUTTONCHECK_RECORD=failed to rewrite it:\n1 of 6 pixels differ; expected | diff | actual: \(artifact)"
                ))
        #expect(FileManager.default.fileExists(atPath: artifact))
        // Goldens another tool owns are never written here.
        #expect(
            try Golden.check(changed, golden: path, mode: .all, recordable: false, recordCommand: "buttoncheck check --record failed")
                == .differs(
                    recorded: false,
                    message:
                        "\(path) differs; record it with buttoncheck check --record failed:\n1 of 6 pixels differ; expected | diff | actual: \(artifact)"
                ))
        #expect(try Golden.check(golden, golden: path, mode: .never) == .matched)
    }
}
