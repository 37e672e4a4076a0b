import ButtonCheck
import Checks
import Foundation
import Spec
import Testing

/// `buttoncheck fix` over every corpus spec with a contrast finding: each spec is copied (with the folder's
/// tokens, fonts and strings) to a temporary directory, fixed, and checked again. Every contrast finding is
/// fixed, or says why it has no fix; every fixed finding is gone in the re-check and no finding is added;
/// the colours move by a small ΔE OK (pinned here and in docs/fix.md, "Measured over the corpus").
@Suite("fix over the corpus", .serialized)
struct FixCorpusTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let contrastRules: Set<RuleID> = [.contrastText, .contrastDisabled, .contrastNonText, .focusVisibleContrast]
    static let files = SpecLoader.specFiles(in: repository.appendingPathComponent("specs").path).filter { file in
        (try? SpecLoader.load(path: file).expect.contains { contrastRules.contains($0) }) == true
    }

    /// One corpus spec fixed: its contrast findings before, the tool's run, and the findings after.
    struct Outcome: Sendable {
        let before: [Finding]
        let run: ToolRun
        let after: [Finding]
    }

    static func key(_ finding: Finding) -> String {
        [
            finding.rule.rawValue, finding.element, finding.appearance?.rawValue ?? "", finding.state?.rawValue ?? "",
            finding.settings?.name ?? "", finding.locale?.identifier ?? "",
        ].joined(separator: "|")
    }

    static let outcomes: [String: Outcome] = {
        let folder = NSTemporaryDirectory() + "buttoncheck-fix-corpus-\(UUID().uuidString)"
        let copy = folder + "/specs"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? FileManager.default.copyItem(atPath: repository.appendingPathComponent("specs").path, toPath: copy)
        let checker = SpecChecker()
        var result: [String: Outcome] = [:]
        for file in files {
            let path = copy + "/" + (file as NSString).lastPathComponent
            let findings = { () -> [Finding] in
                ((try? checker.check(SpecLoader.load(path: path)).findings) ?? []).filter { !$0.isSuppressed }
            }
            let before = findings()
            let run = runTool(["fix", path] + contrastRules.map(\.rawValue).sorted().flatMap { ["--rule", $0] })
            result[file] = Outcome(before: before, run: run, after: findings())
        }
        try? FileManager.default.removeItem(atPath: folder)
        return result
    }()

    @Test(arguments: files)
    func everyContrastFindingIsFixedAndTheRecheckClearsItAndAddsNone(file: String) throws {
        let outcome = try #require(Self.outcomes[file])
        let contrast = outcome.before.filter { Self.contrastRules.contains($0.rule) }
        #expect(!contrast.isEmpty)
        let fixed = contrast.filter { !$0.edits.isEmpty }
        let unfixed = contrast.filter { $0.edits.isEmpty }
        // A finding without an edit says why in its fix.
        for finding in unfixed {
            #expect(finding.fix.contains("no colour") || finding.fix.contains("cannot"), "\(file): \(Self.key(finding)): \(finding.fix)")
        }
        let afterKeys = Set(outcome.after.map(Self.key))
        let beforeKeys = Set(outcome.before.map(Self.key))
        #expect(fixed.filter { afterKeys.contains(Self.key($0)) }.map(Self.key) == [], "\(file): \(outcome.run)")
        #expect(outcome.after.filter { !beforeKeys.contains(Self.key($0)) }.map(Self.key) == [], "\(file): \(outcome.run)")
    }

    /// How far the applied colours moved (ΔE OK), over every fixed finding of the corpus.
    @Test func theFixedColoursMoveLittle() throws {
        var distances: [Double] = []
        var fixed = 0
        var total = 0
        for file in Self.files {
            let outcome = try #require(Self.outcomes[file])
            for finding in outcome.before where Self.contrastRules.contains(finding.rule) {
                total += 1
                guard !finding.edits.isEmpty else { continue }
                fixed += 1
                // The fix sentence names the applied (first) option's distance: "…, ΔE OK 0.052)".
                if let range = finding.fix.range(of: "ΔE OK "), let deltaE = Double(finding.fix[range.upperBound...].prefix(5)) {
                    distances.append(deltaE)
                }
            }
        }
        distances.sort()
        let median = distances.isEmpty ? 0 : distances[distances.count / 2]
        let summary =
            "\(fixed) of \(total) fixed; ΔE OK median \(String(format: "%.3f", median)), "
            + "max \(String(format: "%.3f", distances.last ?? 0))"
        #expect(summary == "31 of 31 fixed; ΔE OK median 0.154, max 0.434", "\(summary); \(distances.map { String(format: "%.3f", $0) })")
    }
}
