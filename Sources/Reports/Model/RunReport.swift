import Checks

/// A whole run: every spec's report, in file order.
public struct RunReport: Sendable {
    public let specs: [SpecReport]

    public init(specs: [SpecReport]) {
        self.specs = specs.sorted { $0.file < $1.file }
    }

    public var renderCount: Int { specs.reduce(0) { $0 + $1.cases.count } }
    public var findings: [Finding] { specs.flatMap(\.findings) }

    public func count(_ severity: Severity) -> Int {
        findings.filter { !$0.isSuppressed && $0.severity == severity }.count
    }

    public var suppressedCount: Int { findings.filter(\.isSuppressed).count }
    public var hasInputErrors: Bool { specs.contains { !$0.errors.isEmpty } }
    /// Unsuppressed errors fail the run.
    public var hasFailures: Bool { count(.error) > 0 }
}
