import Dispatch
import Foundation
import Layout
import Pixels
import Spec
import Text

/// Lays a spec out at every size × state × appearance, on every core. The result is in a fixed
/// order (appearance, size, state) whatever the number of threads, so output is deterministic.
package struct LayoutSweep: Sendable {
    package let engine: TextEngine

    /// One text engine (fonts and caches) for every layout of the sweep.
    package init(engine: TextEngine) {
        self.engine = engine
    }

    /// Every case a spec renders: its display-setting combinations × its locales × its appearances × its
    /// sizes (all 12 Dynamic Type sizes, or a web spec's text zoom steps and reflow width) × its states;
    /// `sizes` keeps only those of the spec's sizes it lists. The source language's cases name no locale
    /// (`ScreenSpec.caseLocale`).
    package static func cases(for spec: ScreenSpec, sizes: [SizeCategory] = SizeCategory.allCases) -> [RenderCase] {
        spec.settings.flatMap { settings in
            spec.locales.flatMap { locale in
                spec.appearances.flatMap { appearance in
                    spec.sizes(selectedBy: sizes).flatMap { size in
                        spec.situations.map {
                            RenderCase(
                                appearance: appearance, settings: settings, locale: spec.caseLocale(locale), size: size,
                                state: $0.state, scenario: $0.scenario)
                        }
                    }
                }
            }
        }
    }

    /// The trees for `cases`, in the same order, laid out on up to `jobs` threads. An image
    /// backdrop's decoded PNG (`RenderSweep.backdropImage(for:)`) is required for a spec with one.
    package func layouts(
        of spec: ScreenSpec, cases: [RenderCase], backdropImage: RGBAImage? = nil,
        jobs: Int = Parallel.defaultJobs
    ) throws(LayoutError) -> [LayoutTree] {
        let engine = self.engine
        let results = Parallel.map(count: cases.count, jobs: jobs) { index -> Result<LayoutTree, LayoutError> in
            let item = cases[index]
            do throws(LayoutError) {
                return .success(try LayoutEngine.layout(spec, item, measurer: engine, backdropImage: backdropImage))
            } catch {
                return .failure(error)
            }
        }
        return try results.map { result throws(LayoutError) in try result.get() }
    }
}
