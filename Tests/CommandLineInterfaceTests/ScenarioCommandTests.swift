import Foundation
import Testing

// `--state` takes a format 3 spec's scenario by name, and reports name the scenario the finding is in.
@Suite("Scenarios on the command line")
struct ScenarioCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let spec = repository.appendingPathComponent("specs/pay-apply-one-loading.json").path

    static func findings(_ run: ToolRun) -> [[String: Any]] {
        let report = try? JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        return ((report?["specs"] as? [[String: Any]])?.first?["findings"] as? [[String: Any]]) ?? []
    }

    @available(macOS 15, *)
    @Test func theLoadingScenarioReportsApplyAndNamesTheScenario() {
        // The footprint is compared with the scenario's base, idle, so both are selected.
        let run = runTool(["check", Self.spec, "--size", "large", "--state", "idle", "--state", "apply-loading", "--format", "json"])
        #expect(run.status == 1)
        let findings = Self.findings(run)
        #expect(findings.map { $0["rule"] as? String } == ["loading.footprint"])
        #expect(findings.map { $0["element"] as? String } == ["apply"])
        #expect(findings.map { $0["scenario"] as? String } == ["apply-loading"])
        #expect(findings.map { $0["state"] as? String } == ["idle"])
    }

    @available(macOS 15, *)
    @Test func payLoadingAloneIsClean() {
        let run = runTool(["check", Self.spec, "--size", "large", "--size", "AX5", "--state", "pay-loading", "--format", "json"])
        #expect(run.status == 0)
        #expect(Self.findings(run).isEmpty)
    }

    @available(macOS 15, *)
    @Test func aScenarioTheSpecDoesNotNameSelectsNothing() {
        let run = runTool(["check", Self.spec, "--size", "large", "--state", "pay-loadin"])
        #expect(run.status == 2)
        #expect(
            run.error.hasPrefix(
                "error: \(Self.spec): --state pay-loadin selects nothing: the spec's states and scenarios are "
                    + "idle, pay-loading, apply-loading; choose one of them or drop --state\n"))
        let malformed = runTool(["check", Self.spec, "--state", "Pay Loading"])
        #expect(malformed.status == 2)
        #expect(
            malformed.error.contains(
                "invalid value 'Pay Loading' for '--state'; expected one of: idle, disabled, loading, invalidSubmit, focused, "
                    + "or a scenario's name (lowercase words joined by hyphens)"))
    }
}
