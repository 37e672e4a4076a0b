import Checks
import Goldens
import Pixels
import Reports
import Spec

/// A check's part in the pending-goldens flow: the render of a golden that failed or was missing is
/// written next to it as a pending golden (its image while the pixels exist, its description once
/// the spec's findings are known); the pending files of a golden that now passes, or was recorded,
/// are deleted. A pending file that cannot be written or deleted (a read-only goldens folder) is left
/// to `failures` and the check goes on: the golden's outcome is the same without it.
enum PendingRender {
    /// Writes the pending image for a failed or missing golden and returns the golden's path in the
    /// folder; deletes stale pending files of a golden that passed or was recorded and returns nil.
    static func update(
        _ pending: PendingGoldens, verdict: GoldenVerifier.Verdict, image: RGBAImage, spec slug: String,
        failures: PendingFailures
    ) throws -> String? {
        let renderCase = verdict.outcome.renderCase
        let golden = GoldenStore.relativePath(spec: slug, renderCase)
        switch verdict.outcome.status {
        case .failed, .missing:
            return try failures.tolerating { try pending.writeImage(image, for: golden) } ? golden : nil
        case .passed, .recorded:
            _ = try failures.tolerating { try pending.remove(for: golden) }
            return nil
        }
    }

    /// Writes the description of every pending image written (`written`, per case in case order) and
    /// returns the outcomes with the pending images' paths.
    static func describe(
        _ pending: PendingGoldens, outcomes: [GoldenOutcome], written: [String?], check: SpecCheck, scale: Int,
        environment: GoldenEnvironment, failures: PendingFailures
    ) throws -> [GoldenOutcome] {
        var described = outcomes
        for (index, golden) in written.enumerated() {
            guard let golden else { continue }
            let outcome = outcomes[index]
            let renderCase = outcome.renderCase
            let findings = check.findings.filter { finding in
                !finding.isSuppressed && (finding.appearance ?? renderCase.appearance) == renderCase.appearance
                    && (finding.state ?? renderCase.state) == renderCase.state
                    && (finding.state == nil || finding.scenario == renderCase.scenario)
                    && (finding.sizes.isEmpty || finding.sizes.contains(renderCase.size))
            }
            let item = PendingGolden(
                golden: golden, specFile: check.spec.file, specName: check.spec.name,
                renderCase: PendingGolden.Case(appearance: renderCase.appearance, size: renderCase.size, state: renderCase.state),
                reason: outcome.status == .missing ? .missing : .failed, message: outcome.message, mismatched: outcome.mismatched,
                total: outcome.total, diffImage: outcome.diffImage,
                findings: Array(Set(findings.map { "\($0.rule.rawValue) (\($0.element))" })).sorted(),
                changed: outcome.changedElements.map(\.summary), scale: scale, environment: environment)
            // An image without its description is no pending golden: removed (if it can be) when the description fails.
            guard try failures.tolerating({ try pending.writeDescription(item) }) else {
                _ = try? pending.remove(for: golden)
                continue
            }
            described[index].pending = pending.path(item.imageFile)
        }
        return described
    }
}
