import Foundation
import Checks
import Layout
import PNG
import Pixels
import Raster
import Spec
import Text

/// Lays out and renders a spec at every case, on up to `jobs` threads, results in case order.
///
/// `stream` hands each render to a body while its pixels exist and keeps only what the body returns,
/// so a sweep holds at most `jobs` frames at a time however many cases a spec has.
package struct RenderSweep: Sendable {
    /// One rendered case: its layout and its pixels.
    package struct Output: Sendable {
        package let item: RenderCase
        package let tree: LayoutTree
        package let rendering: Rendering
        /// A `focused` case's render without its ring when it declares several (`RenderedCase.behindRings`).
        package var behindRings: Rendering?
    }

    package let engine: TextEngine

    package init(engine: TextEngine) {
        self.engine = engine
    }

    /// The spec's image backdrop, decoded (nil for solid and gradient backdrops). A file that cannot be
    /// decoded is a `SpecLoadError` at the spec's `"backdrop"` `"path"`.
    package static func backdropImage(for spec: ScreenSpec) throws(SpecLoadError) -> RGBAImage? {
        guard case .image(let path) = spec.backdrop else { return nil }
        do {
            return try PNG.read(contentsOf: path)
        } catch {
            // The error's description names the file; the diagnostic names it once.
            let reason = error.description.hasPrefix(path + ": ") ? String(error.description.dropFirst(path.count + 2)) : error.description
            throw SpecLoadError(diagnostics: [
                spec.fileSources[path]?.unusable(in: spec.file, reason: reason)
                    ?? Diagnostic(
                        file: spec.file, location: .start, path: "",
                        message: "backdrop image \(path) cannot be used: \(reason); name a PNG image")
            ])
        }
    }

    /// Renders every case and passes each to `body` (on any thread) as soon as it is drawn; returns
    /// what `body` returned, in case order. The first error (in case order) is rethrown.
    package func stream<T: Sendable>(
        _ spec: ScreenSpec, cases: [RenderCase], jobs: Int = Parallel.defaultJobs,
        _ body: @Sendable (Output) throws -> T
    ) throws -> [T] {
        let backdrop = try Self.backdropImage(for: spec)
        let engine = self.engine
        let rasterizer = Rasterizer(engine: engine)
        let results = Parallel.map(count: cases.count, jobs: Self.jobs(jobs, for: spec), order: Self.longestFirst(cases)) {
            index -> Result<T, Error> in
            let item = cases[index]
            return Result {
                let tree = try LayoutEngine.layout(spec, item, measurer: engine, backdropImage: backdrop)
                let rendering = try rasterizer.render(tree)
                let behindRings = try RenderedCase.behindRings(tree, rasterizer: rasterizer)
                let result = try body(Output(item: item, tree: tree, rendering: rendering, behindRings: behindRings))
                // Done with the frames (unless `body` kept them): their canvases start later cases.
                rasterizer.recycle(consume rendering)
                if let behindRings { rasterizer.recycle(behindRings) }
                return result
            }
        }
        return try results.map { try $0.get() }
    }

    /// The cases' indices, largest text size first within each run of cases that share an appearance,
    /// settings and locale (a case at AX5 takes over twice as long as one at medium): started in this
    /// order, the last cases of a sweep are short, so threads end together. The runs stay in case order,
    /// so a thread's next canvas is of the same backdrop as its last (`FramePool` restores only the rows
    /// drawn on; a canvas of the other appearance is filled whole).
    package static func longestFirst(_ cases: [RenderCase]) -> [Int] {
        struct Run: Hashable {
            let appearance: Appearance, settings: DisplaySettings, locale: RenderLocale?
        }
        var runStart: [Run: Int] = [:]
        let runs = cases.indices.map { index -> Int in
            let run = Run(appearance: cases[index].appearance, settings: cases[index].settings, locale: cases[index].locale)
            if let start = runStart[run] { return start }
            runStart[run] = index
            return index
        }
        return cases.indices.sorted { a, b in
            if runs[a] != runs[b] { return runs[a] < runs[b] }
            if cases[a].size != cases[b].size { return cases[a].size > cases[b].size }
            return a < b
        }
    }

    /// Memory a sweep may give to frames at once. A case needs about three frames' worth (the canvas,
    /// a glass blur's band, the encoded file and the measurements), so large viewports run on fewer
    /// threads than small ones; what comes out is the same whatever the number.
    static let frameBudget = 100 << 20

    /// `jobs`, lowered so that `frameBudget` holds a case per job for this spec's viewport (at least one).
    package static func jobs(_ jobs: Int, for spec: ScreenSpec) -> Int {
        let width = max(spec.viewport.width, spec.sizes.compactMap(\.viewportWidth).max() ?? 0)
        let frame = Double(width * spec.viewport.height) * Double(spec.viewport.scale * spec.viewport.scale) * 4
        return max(1, min(jobs, Int(Double(frameBudget) / (3 * max(frame, 1)))))
    }

    /// Every case rendered and kept: all frames at once (for small sweeps and tests; `stream`
    /// bounds memory).
    package func render(_ spec: ScreenSpec, cases: [RenderCase], jobs: Int = Parallel.defaultJobs) throws -> [Output] {
        try stream(spec, cases: cases, jobs: jobs) { $0 }
    }
}
