import Checks

extension RunReport {
    /// Whether a spec passed, failed or could not be checked.
    ///
    /// A spec fails when one of its goldens fails the run (failed, missing or recorded) or, in expect
    /// mode, when its findings differ from its expect list; otherwise when it has an unsuppressed error.
    package func outcome(of spec: SpecReport) -> SpecOutcome {
        if !spec.errors.isEmpty || spec.cases.isEmpty { return .notChecked }
        if spec.goldens.contains(where: \.failsRun) { return .failed }
        if expectMode { return spec.matchesExpectations ? .passed : .failed }
        return spec.findings.contains { fails($0, in: spec) } ? .failed : .passed
    }

    /// How many specs had the outcome.
    package func count(_ outcome: SpecOutcome) -> Int {
        specs.filter { self.outcome(of: $0) == outcome }.count
    }
}
