import Foundation
import Testing

/// The README's main job, `check specs --goldens goldens --expect`, on the bundled corpus: exit 0
/// while every spec is as its expect list says, 1 when a rule regresses.
@Suite(.serialized) struct ReadmeMainJobTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @available(macOS 15, *)
    @Test func theMainJobExitsZeroOnTheCorpus() throws {
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("\nswift run -c release buttoncheck check specs --goldens goldens --out out --expect\n"))
        let specs = Self.repository.appendingPathComponent("specs").path
        let goldens = Self.repository.appendingPathComponent("goldens").path
        let run = runTool(["check", specs, "--goldens", goldens, "--record", "never", "--expect"])
        #expect(run.status == 0, "\(run.output.split(separator: "\n").filter { $0.contains("differs") || $0.contains("failed") })")
        let count = try FileManager.default.contentsOfDirectory(atPath: specs).filter { $0.hasSuffix(".json") }.count
        #expect(run.output.contains("; \(count) of \(count) match their expect lists; goldens:"))
    }

    @available(macOS 15, *)
    @Test func aRegressedRuleFailsTheMainJob() throws {
        // The rule "regresses": a configuration turns it off, so the specs that expect it miss it.
        try withSpecDirectory(["config.json": #"{"rules": {"contrast.disabled": "off"}}"#]) { directory in
            let specs = Self.repository.appendingPathComponent("specs").path
            let run = runTool(["check", specs, "--expect", "--config", directory + "/config.json", "--size", "large"])
            #expect(run.status == 1)
            #expect(run.output.contains("checkout-disabled-mystery.json — Checkout — Continue disabled until the form is valid: "))
            #expect(run.output.contains("differs from its expect list (expected but not found: contrast.disabled"))
        }
    }
}
