import Checks
import Spec
import Text

/// Checks specs: renders every case on every core, measures each render as it is drawn (and hands
/// it to the caller's per-case work: goldens, files, sheet cells), then runs the rules.
package struct SpecChecker: Sendable {
    package let engines: TextEngines
    package let configuration: CheckConfiguration
    package let jobs: Int

    package init(engines: TextEngines = TextEngines(), configuration: CheckConfiguration = .default, jobs: Int = Parallel.defaultJobs) {
        self.engines = engines
        self.configuration = configuration
        self.jobs = jobs
    }

    /// Checks one spec in the given cases (default: every appearance × size × state it declares).
    package func check(_ spec: ScreenSpec, cases: [RenderCase]? = nil) throws -> SpecCheck {
        try check(spec, cases: cases) { _ in () }.check
    }

    /// Checks one spec, calling `each` with every render while its pixels exist (on any thread);
    /// returns the check and what `each` returned, in case order.
    package func check<T: Sendable>(
        _ spec: ScreenSpec, cases: [RenderCase]? = nil,
        each: @Sendable (RenderSweep.Output) throws -> T
    ) throws -> (check: SpecCheck, results: [T]) {
        let engine = try engines.engine(for: spec)
        let every = LayoutSweep.cases(for: spec)
        let swept = try RenderSweep(engine: engine).stream(spec, cases: cases ?? every, jobs: jobs) { output in
            (CheckedCase(output, spec: spec), try each(output))
        }
        let checked = swept.map(\.0)
        // A run narrowed to some renders (--size, --appearance, …) cannot tell that a suppression is unused.
        let completeRun = cases.map { $0.count >= every.count } ?? true
        let findings = Checker.check(
            CheckInput(spec: spec, cases: checked.map(\.measured)), configuration: configuration,
            completeRun: completeRun)
        return (SpecCheck(spec: spec, findings: findings, cases: checked), swept.map(\.1))
    }
}
