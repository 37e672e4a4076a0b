import ButtonCheck
import Checks
import Dispatch
import Foundation
import Goldens
import Layout
import PNG
import Raster
import Spec

/// One thread, stage by stage, over every case of some specs: how long each stage takes per render
/// and how many bytes it produces.
struct StageBenchmark {
    struct Stage {
        let name: String
        var seconds = 0.0
        var bytes = 0
    }

    let specs: [ScreenSpec]
    let scratch: String

    func run() throws -> (stages: [Stage], renders: Int) {
        let engines = TextEngines()
        var stages = ["layout", "paint", "measure", "rules", "hash", "encode", "write"].map { Stage(name: $0) }
        func time<T>(_ index: Int, _ body: () throws -> T) rethrows -> T {
            let start = DispatchTime.now().uptimeNanoseconds
            let value = try body()
            stages[index].seconds += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            return value
        }
        var renders = 0
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        for spec in specs {
            let engine = try engines.engine(for: spec)
            let cases = LayoutSweep.cases(for: spec)
            // Warm the fonts and caches once, untimed.
            _ = try RenderSweep(engine: engine).render(spec, cases: Array(cases.prefix(1)), jobs: 1)
            let backdrop = try RenderSweep.backdropImage(for: spec)
            let rasterizer = Rasterizer(engine: engine)
            var measured: [RenderedCase] = []
            for item in cases {
                let tree = try time(0) {
                    try LayoutEngine.layout(spec, item, measurer: engine, backdropImage: backdrop)
                }
                let rendering = try time(1) { try rasterizer.render(tree) }
                let behindRings = try time(1) { try RenderedCase.behindRings(tree, rasterizer: rasterizer) }
                let image = rendering.image
                stages[1].bytes += image.bytes.count
                measured.append(
                    time(2) {
                        RenderedCase(
                            appearance: item.appearance, size: item.size, state: item.state, tree: tree, rendering: rendering,
                            behindRings: behindRings, spec: spec)
                    })
                _ = time(4) { GoldenStore.pixelHash(image, plain: rendering.plainRows) }
                stages[4].bytes += image.bytes.count
                let png = try time(5) { try PNG.encode(image, plain: rendering.plainRows) }
                stages[5].bytes += png.count
                try time(6) { try Data(png).write(to: URL(fileURLWithPath: "\(scratch)/stage.png"), options: .atomic) }
                stages[6].bytes += png.count
                renders += 1
            }
            _ = time(3) { Checker.check(CheckInput(spec: spec, cases: measured)) }
        }
        return (stages, renders)
    }
}
