import Checks
import Files
import Foundation
import Layout
import PNG
import Pixels
import Raster
import Spec
import Text

/// `render` of several specs as one stream of work on `jobs` threads (`WorkQueue`): each spec is read when the
/// cases before it have all started, its cases are drawn and written largest first, and its sheet's bands are
/// drawn as soon as its last case is done, ahead of the next spec's cases. No thread waits at the end of a spec
/// for the other to finish its last case, and the sheet, the reading of the next spec and its backdrop are not
/// done on one thread while the others wait (`RenderOutput.render` spec by spec did both: 1.69× on two cores).
///
/// The files are those `RenderOutput.render` writes, byte for byte, whatever `jobs` is; at most `jobs` frames
/// are drawn at once, as there.
package enum RenderPipeline {
    /// The paths one spec's render wrote, as `RenderOutput.render` returns them.
    package struct Written: Sendable {
        package let images: [String: String]
        package let sheet: String
        package let snapshots: [String: String]
    }

    /// What `prepare` gives for a spec: the spec as rendered, its cases, and its text engine.
    package typealias Prepared = (spec: ScreenSpec, cases: [RenderCase], engine: TextEngine)

    /// Renders `count` specs: `prepare(i)` reads spec `i` (its error is the spec's); `finished(i, result)` is
    /// called once per spec, in index order (never two at once), as soon as the specs before it are finished too.
    /// `rendered` is called after each case is written. Returns every spec's result, in index order.
    @discardableResult
    package static func render(
        count: Int, jobs: Int, to out: String, accessibility: Bool = false,
        prepare: @escaping @Sendable (Int) throws -> Prepared,
        rendered: (@Sendable () -> Void)? = nil,
        finished: @escaping @Sendable (Int, Result<Written, any Error>) -> Void = { _, _ in }
    ) -> [Result<Written, any Error>] {
        let queue = WorkQueue(jobs: jobs)
        let results = InOrder(count: count, finished: finished)
        let context = Context(out: out, accessibility: accessibility, rendered: rendered, results: results)
        if count > 0 {
            queue.add { queue in start(0, count: count, prepare: prepare, context: context, queue: queue) }
            queue.run()
        }
        return results.all()
    }

    private struct Context: Sendable {
        let out: String
        let accessibility: Bool
        let rendered: (@Sendable () -> Void)?
        let results: InOrder
    }

    /// Reads spec `index` and queues its cases, then the reading of the next spec behind them.
    private static func start(
        _ index: Int, count: Int, prepare: @escaping @Sendable (Int) throws -> Prepared, context: Context, queue: WorkQueue
    ) {
        defer {
            if index + 1 < count {
                queue.add { queue in start(index + 1, count: count, prepare: prepare, context: context, queue: queue) }
            }
        }
        let run: SpecRun
        do {
            let prepared = try prepare(index)
            run = SpecRun(
                index: index, spec: prepared.spec, cases: prepared.cases, engine: prepared.engine,
                backdrop: try RenderSweep.backdropImage(for: prepared.spec))
        } catch {
            context.results.finish(index, .failure(error))
            return
        }
        guard !run.cases.isEmpty else {
            writeSheet(run, context: context, queue: queue)
            return
        }
        // A large viewport's case holds more of the jobs, so that no more of its frames are drawn at once than
        // `RenderSweep.jobs(_:for:)` allows.
        let allowed = RenderSweep.jobs(queue.jobs, for: run.spec)
        let weight = (queue.jobs + allowed - 1) / allowed
        queue.add(
            RenderSweep.longestFirst(run.cases).map { caseIndex in
                { queue in draw(caseIndex, of: run, context: context, queue: queue) }
            }, weight: weight)
    }

    /// Draws and writes one case, as `RenderOutput.render` does; the spec's last case queues its sheet.
    private static func draw(_ caseIndex: Int, of run: SpecRun, context: Context, queue: WorkQueue) {
        let item = run.cases[caseIndex]
        let spec = run.spec
        let rasterizer = run.begin()
        let result = Result { () throws -> Drawn in
            let tree = try LayoutEngine.layout(spec, item, measurer: run.engine, backdropImage: run.backdrop)
            let rendering = try rasterizer.render(tree)
            let behindRings = try RenderedCase.behindRings(tree, rasterizer: rasterizer)
            // The output is a temporary, gone before its frames go back to the pool: a frame still referenced
            // there would be copied, not reused, by the next case.
            let drawn = try write(
                RenderSweep.Output(item: item, tree: tree, rendering: rendering, behindRings: behindRings), of: run,
                context: context)
            // Once every case of the spec has started no render takes a kept frame: let it go now, not when the
            // spec's last case ends, while the next spec's frames are drawn.
            if run.framesAreWanted() {
                rasterizer.recycle(consume rendering)
                if let behindRings { rasterizer.recycle(behindRings) }
            }
            return drawn
        }
        if run.store(result, at: caseIndex) {
            writeSheet(run, context: context, queue: queue)
        }
    }

    /// Writes a case's render (and its accessibility snapshot) and makes its sheet cell.
    private static func write(_ output: RenderSweep.Output, of run: SpecRun, context: Context) throws -> Drawn {
        let spec = run.spec
        let (path, cell) = try RenderOutput.writeWithCell(output, spec: spec, to: context.out, combinations: RenderOutput.blocks(of: spec))
        let snapshot =
            context.accessibility ? try AccessibilitySnapshots.write(output, spec: spec, engine: run.engine, to: context.out) : nil
        context.rendered?()
        return Drawn(name: RenderOutput.name(output.item), path: path, cell: cell, snapshot: snapshot)
    }

    /// After the last case: the first error in case order is the spec's, else its sheet's bands are queued
    /// at the front, and the last band done writes the sheet.
    private static func writeSheet(_ run: SpecRun, context: Context, queue: WorkQueue) {
        let spec = run.spec
        let specIndex = run.index
        let drawn: [Drawn]
        do {
            drawn = try run.drawn()
        } catch {
            context.results.finish(run.index, .failure(error))
            return
        }
        let finish = { @Sendable (sheet: String) in
            context.results.finish(
                specIndex,
                .success(
                    Written(
                        images: Dictionary(uniqueKeysWithValues: drawn.map { ($0.name, $0.path) }), sheet: sheet,
                        snapshots: Dictionary(uniqueKeysWithValues: drawn.compactMap { item in item.snapshot.map { (item.name, $0) } })
                    )))
        }
        let sheetPath = "\(context.out)/\(spec.slug)/sheet.png"
        let sheet = ContactSheet(engine: run.engine)
        let title = "\(spec.name) — \(spec.slug)"
        let plan: SheetPlan
        do {
            try OutputFolder.create(FilePath.deletingLastComponent(sheetPath))
            guard !drawn.isEmpty else {
                try PNG.write(try sheet.compose(title: title, cells: []), to: sheetPath)
                finish(sheetPath)
                return
            }
            plan = try sheet.plan(title: title, cells: drawn.map(\.cell))
            try plan.requireReadableSize(file: spec.file)
        } catch {
            context.results.finish(specIndex, .failure(error))
            return
        }
        let bands = Bands(count: plan.bandCount)
        queue.add(
            (0..<plan.bandCount).map { index in
                { _ in
                    let band = Result { () throws -> PNGBand in
                        try PNG.compress(band: try sheet.band(index, of: plan), isLast: index == plan.bandCount - 1)
                    }
                    guard let all = bands.store(band, at: index) else { return }
                    do {
                        try PNG.write(bands: try all.map { try $0.get() }, to: sheetPath)
                        finish(sheetPath)
                    } catch {
                        context.results.finish(specIndex, .failure(error))
                    }
                }
            }, first: true)
    }

    /// One case drawn and written.
    private struct Drawn: Sendable {
        let name: String
        let path: String
        let cell: ContactSheet.Cell
        let snapshot: String?
    }

    /// A spec being rendered: what its cases share, and their results as they come.
    private final class SpecRun: @unchecked Sendable {
        let index: Int
        let spec: ScreenSpec
        let cases: [RenderCase]
        let engine: TextEngine
        let backdrop: RGBAImage?
        /// Dropped with its kept frames once the last case has started (a case in flight holds its own copy).
        private var drawing: Rasterizer?
        private let lock = NSLock()
        private var results: [Result<Drawn, any Error>?]
        private var remaining: Int
        private var unstarted: Int

        init(index: Int, spec: ScreenSpec, cases: [RenderCase], engine: TextEngine, backdrop: RGBAImage?) {
            self.index = index
            self.spec = spec
            self.cases = cases
            self.engine = engine
            self.backdrop = backdrop
            drawing = Rasterizer(engine: engine)
            results = Array(repeating: nil, count: cases.count)
            remaining = cases.count
            unstarted = cases.count
        }

        /// The rasterizer the spec's cases share (their frames are recycled through it), for a case starting.
        /// The spec lets it go when its last case starts (the cases in flight hold their own copies).
        func begin() -> Rasterizer {
            lock.lock()
            defer { lock.unlock() }
            let rasterizer = drawing!
            unstarted -= 1
            if unstarted == 0 { drawing = nil }
            return rasterizer
        }

        /// Whether a case of the spec has yet to start, so a finished frame is worth keeping.
        func framesAreWanted() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            return unstarted > 0
        }

        /// Keeps a case's result; true for the last one.
        func store(_ result: Result<Drawn, any Error>, at index: Int) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            results[index] = result
            remaining -= 1
            return remaining == 0
        }

        /// Every case's result in case order, or the first error in case order.
        func drawn() throws -> [Drawn] {
            lock.lock()
            defer { lock.unlock() }
            return try results.map { try $0!.get() }
        }
    }

    /// A sheet's compressed bands as they come; the last stored hands back all of them, in order.
    private final class Bands: @unchecked Sendable {
        private let lock = NSLock()
        private var bands: [Result<PNGBand, any Error>?]
        private var remaining: Int

        init(count: Int) {
            bands = Array(repeating: nil, count: count)
            remaining = count
        }

        func store(_ band: Result<PNGBand, any Error>, at index: Int) -> [Result<PNGBand, any Error>]? {
            lock.lock()
            defer { lock.unlock() }
            bands[index] = band
            remaining -= 1
            return remaining == 0 ? bands.map { $0! } : nil
        }
    }

    /// The specs' results, handed to `finished` in index order as soon as each and those before it are known.
    private final class InOrder: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [Result<Written, any Error>?]
        private var next = 0
        private let finished: @Sendable (Int, Result<Written, any Error>) -> Void

        init(count: Int, finished: @escaping @Sendable (Int, Result<Written, any Error>) -> Void) {
            results = Array(repeating: nil, count: count)
            self.finished = finished
        }

        func finish(_ index: Int, _ result: Result<Written, any Error>) {
            lock.lock()
            defer { lock.unlock() }
            results[index] = result
            while next < results.count, let ready = results[next] {
                finished(next, ready)
                next += 1
            }
        }

        func all() -> [Result<Written, any Error>] {
            lock.lock()
            defer { lock.unlock() }
            return results.map { $0! }
        }
    }
}
