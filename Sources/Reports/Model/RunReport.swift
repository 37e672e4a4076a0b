import Checks

/// A whole run: every spec's report, in file order.
public struct RunReport: Sendable {
    public let specs: [SpecReport]
    /// Goldens with no matching render (reported, never deleted).
    public let orphanGoldens: [String]
    /// A note on the environment when it differs from the goldens' manifest (one line), else nil.
    public let environmentNote: String?
    /// Seconds the run took, when timing was asked for (reports stay deterministic without it).
    public let elapsed: Double?
    /// Regression-suite mode (`check --expect`): a spec passes when its findings are exactly its
    /// `expect` list, and expected findings are not failures.
    public var expectMode: Bool
    /// Which shard of a run this report is (`check --shard I/N`); nil for a whole run.
    package var shard: ShardIdentity? = nil

    public init(
        specs: [SpecReport], orphanGoldens: [String] = [], environmentNote: String? = nil, elapsed: Double? = nil,
        expectMode: Bool = false
    ) {
        self.specs = specs.sorted { $0.file < $1.file }
        self.orphanGoldens = orphanGoldens.sorted()
        self.environmentNote = environmentNote
        self.elapsed = elapsed
        self.expectMode = expectMode
    }

    public var goldens: [GoldenOutcome] { specs.flatMap(\.goldens) }

    public func count(_ status: GoldenOutcome.Status) -> Int {
        goldens.filter { $0.status == status }.count
    }

    public var renderCount: Int { specs.reduce(0) { $0 + $1.cases.count } }
    public var findings: [Finding] { specs.flatMap(\.findings) }

    public func count(_ severity: Severity) -> Int {
        findings.filter { !$0.isSuppressed && $0.severity == severity }.count
    }

    public var suppressedCount: Int { findings.filter(\.isSuppressed).count }
    public var hasInputErrors: Bool { specs.contains { !$0.errors.isEmpty } }
    /// Unsuppressed errors, and golden failures, missing and recorded goldens fail the run. In
    /// expect mode, a spec whose findings differ from its expect list (either way) fails it instead
    /// of its errors.
    public var hasFailures: Bool {
        if goldens.contains(where: \.failsRun) { return true }
        if expectMode { return specs.contains { !$0.matchesExpectations } }
        return count(.error) > 0
    }

    /// Whether a finding fails the run: in expect mode when its rule is not in its spec's expect
    /// list, otherwise when it is an unsuppressed error.
    public func fails(_ finding: Finding, in spec: SpecReport) -> Bool {
        if finding.isSuppressed { return false }
        if expectMode { return !spec.isExpected(finding) }
        return finding.severity == .error
    }
}
