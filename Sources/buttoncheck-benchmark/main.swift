// Benchmark of the pipeline's stages (run it in a release build):
//     swift run -c release buttoncheck-benchmark [SPEC_DIR] [ROUNDS]
// Loads every spec in SPEC_DIR (default specs), warms fonts and caches, then
// 1. lays out every spec at every size × state × appearance ROUNDS times (default 20) on one thread;
// 2. renders one round of every case on one thread, timing layout, raster and PNG encoding apart;
// 3. renders the same round on every core with the sweep and reports renders per second;
// 4. with GOLDENS_DIR (default goldens) present: checks the corpus at the goldens' scale with and
//    without comparing against the goldens, to show what verifying an unchanged corpus adds.
import ButtonCheck
import Dispatch
import Foundation
import PNG

let arguments = Array(CommandLine.arguments.dropFirst())
let directory = arguments.first ?? "specs"
let rounds = arguments.count > 1 ? max(1, Int(arguments[1]) ?? 20) : 20
let goldens = arguments.count > 2 ? arguments[2] : "goldens"

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

do {
    let specs = try SpecLoader.specFiles(in: directory).map { file throws(SpecLoadError) in try SpecLoader.load(path: file) }
    let engine = try TextEngine(fonts: .inter())
    let work = specs.map { ($0, LayoutSweep.cases(for: $0)) }
    let total = work.reduce(0) { $0 + $1.1.count }
    print("specs: \(specs.count), cases: \(total), cores: \(ProcessInfo.processInfo.activeProcessorCount)")

    // Warm-up: fonts loaded, runs shaped once.
    for (spec, cases) in work { _ = try LayoutSweep(engine: engine).layouts(of: spec, cases: cases) }

    var start = now()
    for _ in 0..<rounds {
        for (spec, cases) in work {
            for item in cases {
                _ = try LayoutEngine.layout(spec, size: item.size, state: item.state, appearance: item.appearance, measurer: engine)
            }
        }
    }
    let layoutTime = (now() - start) / Double(rounds * total)
    print(String(format: "layout, one thread (fonts loaded, caches warm): %.1f µs per layout", layoutTime * 1e6))

    var layoutSeconds = 0.0, rasterSeconds = 0.0, encodeSeconds = 0.0
    let rasterizer = Rasterizer(engine: engine)
    for (spec, cases) in work {
        let backdrop = try RenderSweep.backdropImage(for: spec)
        for item in cases {
            var mark = now()
            let tree = try LayoutEngine.layout(spec, size: item.size, state: item.state, appearance: item.appearance, measurer: engine)
            layoutSeconds += now() - mark
            mark = now()
            let rendering = rasterizer.render(tree, backdrop: spec.backdrop, backdropImage: backdrop)
            rasterSeconds += now() - mark
            mark = now()
            _ = try PNG.encode(rendering.image)
            encodeSeconds += now() - mark
        }
    }
    let serial = layoutSeconds + rasterSeconds + encodeSeconds
    print(String(format: "render, one thread: %.1f ms per render — layout %.1f%%, raster %.1f%%, PNG encode %.1f%%",
                 serial / Double(total) * 1e3, layoutSeconds / serial * 100, rasterSeconds / serial * 100, encodeSeconds / serial * 100))

    start = now()
    for (spec, cases) in work {
        let outputs = try RenderSweep(engine: engine).render(spec, cases: cases)
        _ = Parallel.map(count: outputs.count, jobs: Parallel.defaultJobs) { (try? PNG.encode(outputs[$0].rendering.image))?.count ?? 0 }
    }
    let parallel = now() - start
    print(String(format: "render sweep, all cores, with PNG encoding: %.1f renders/s (%.1f s for %d renders)",
                 Double(total) / parallel, parallel, total))

    if FileManager.default.fileExists(atPath: goldens + "/manifest.json") {
        var options = Verification.Options()
        options.scale = try GoldenStore(directory: goldens).loadManifest().scale
        start = now()
        _ = try Verification.run(specs: directory, options: options)
        let checkOnly = now() - start
        start = now()
        let verified = try Verification.run(specs: directory, goldens: goldens, options: options)
        let withGoldens = now() - start
        print(String(format: "check at @%dx: %.2f s; with golden verification: %.2f s (%d goldens, %d failing) — comparing adds %.0f%%",
                     options.scale ?? 0, checkOnly, withGoldens, verified.report.goldens.count, verified.goldenFailures.count,
                     (withGoldens - checkOnly) / checkOnly * 100))
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(2)
}
