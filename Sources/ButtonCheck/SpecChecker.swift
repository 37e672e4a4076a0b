import Checks
import Spec
import Text

/// Checks specs: renders every case on every core, then runs the rules.
public struct SpecChecker: Sendable {
    public let engines: TextEngines
    public let configuration: CheckConfiguration
    public let jobs: Int

    public init(engines: TextEngines = TextEngines(), configuration: CheckConfiguration = .default, jobs: Int = Parallel.defaultJobs) {
        self.engines = engines
        self.configuration = configuration
        self.jobs = jobs
    }

    /// Checks one spec in the given cases (default: every appearance × size × state it declares).
    public func check(_ spec: ScreenSpec, cases: [LayoutSweep.Case]? = nil) throws -> SpecCheck {
        let engine = try engines.engine(for: spec)
        let renders = try RenderSweep(engine: engine).render(spec, cases: cases ?? LayoutSweep.cases(for: spec), jobs: jobs)
        let input = CheckInput(spec: spec, cases: renders.map {
            RenderedCase(appearance: $0.item.appearance, size: $0.item.size, state: $0.item.state, tree: $0.tree, rendering: $0.rendering)
        })
        return SpecCheck(spec: spec, findings: Checker.check(input, configuration: configuration), renders: renders)
    }
}
