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

    public init(specs: [SpecReport], orphanGoldens: [String] = [], environmentNote: String? = nil, elapsed: Double? = nil) {
        self.specs = specs.sorted { $0.file < $1.file }
        self.orphanGoldens = orphanGoldens.sorted()
        self.environmentNote = environmentNote
        self.elapsed = elapsed
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
    /// Unsuppressed errors, and golden failures, missing and recorded goldens fail the run.
    public var hasFailures: Bool { count(.error) > 0 || goldens.contains(where: \.failsRun) }
}
