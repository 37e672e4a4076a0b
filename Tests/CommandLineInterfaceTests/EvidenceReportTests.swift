import Foundation
import TestSupport
import Testing

/// `--report evidence:PATH`: the testing evidence record of three corpus specs (a legitimate disable
/// with its reason, the Disabled Mystery checkout, a failed submit that empties a field), checked at
/// Large and AX5, compared whole with the committed record.
@Suite struct EvidenceReportTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/evidence.md").path
    static let specs = ["terms-disabled-continue", "checkout-disabled-mystery", "sign-up-clears-password"]

    @available(macOS 15, *)
    @Test func theRecordOfThreeSpecs() throws {
        var files: [String: String] = [:]
        for name in Self.specs {
            files["specs/\(name).json"] = try String(
                contentsOf: Self.repository.appendingPathComponent("specs/\(name).json"), encoding: .utf8)
        }
        try withSpecDirectory(files) { directory in
            let run = runTool(
                ["check"] + Self.specs.map { "\(directory)/specs/\($0).json" }
                    + ["--size", "large", "--size", "AX5", "--report", "evidence:\(directory)/evidence.md"])
            #expect(run.status == 1)
            #expect(run.error.contains("wrote the evidence report to \(directory)/evidence.md"))
            let record = try String(contentsOfFile: directory + "/evidence.md", encoding: .utf8)
            assertGolden(record, at: Self.fixture)
            // Deterministic: the same run writes the same bytes.
            _ = runTool(
                ["check"] + Self.specs.map { "\(directory)/specs/\($0).json" }
                    + ["--size", "large", "--size", "AX5", "--report", "evidence:\(directory)/again.md"])
            #expect(try String(contentsOfFile: directory + "/again.md", encoding: .utf8) == record)
        }
    }

    @available(macOS 15, *)
    @Test func mergeReportsCannotWriteIt() throws {
        try withSpecDirectory(["a.json": ReportOptionsTests.spec("A", color: "#000000")]) { directory in
            let check = runTool(["check", directory + "/a.json", "--size", "large", "--report", "json:\(directory)/out/a.report"])
            #expect(check.status == 0)
            let merged = runTool(["merge-reports", directory + "/out/a.report", "--report", "evidence:\(directory)/out/e.md"])
            #expect(merged.status == 2)
            #expect(
                merged.error.contains(
                    "the evidence record is measured in the renders, which JSON reports do not keep; write it with 'check --report evidence:PATH' (each shard writes its own)"
                ))
            #expect(!FileManager.default.fileExists(atPath: directory + "/out/e.md"))
        }
    }
}
