// Layout benchmark (run it in a release build):
//     swift run -c release buttoncheck-benchmark [SPEC_DIR] [ROUNDS]
// Lays out every spec in SPEC_DIR (default specs) at every size × state × appearance, first once
// to load fonts and warm the caches, then ROUNDS times (default 20), and reports the time per
// layout on one thread and the throughput of the parallel sweep.
import ButtonCheck
import Dispatch
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let directory = arguments.first ?? "specs"
let rounds = arguments.count > 1 ? max(1, Int(arguments[1]) ?? 20) : 20

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

do {
    let specs = try SpecLoader.specFiles(in: directory).map { file throws(SpecLoadError) in try SpecLoader.load(path: file) }
    let engine = try TextEngine(fonts: .inter())
    let sweep = LayoutSweep(engine: engine)
    let work = specs.map { ($0, LayoutSweep.cases(for: $0)) }
    let total = work.reduce(0) { $0 + $1.1.count }

    // Warm-up: fonts loaded, runs shaped once.
    for (spec, cases) in work { _ = try sweep.layouts(of: spec, cases: cases) }

    var start = now()
    for _ in 0..<rounds {
        for (spec, cases) in work {
            for item in cases {
                _ = try LayoutEngine.layout(spec, size: item.size, state: item.state, appearance: item.appearance, measurer: engine)
            }
        }
    }
    let serial = (now() - start) / Double(rounds * total)

    start = now()
    for _ in 0..<rounds {
        for (spec, cases) in work { _ = try sweep.layouts(of: spec, cases: cases) }
    }
    let parallel = (now() - start) / Double(rounds)

    print("specs: \(specs.count), layouts per round: \(total), rounds: \(rounds), cores: \(ProcessInfo.processInfo.activeProcessorCount)")
    print(String(format: "one layout, one thread (fonts loaded, caches warm): %.1f µs", serial * 1e6))
    print(String(format: "parallel sweep: %.1f ms per round, %.0f layouts/s", parallel * 1e3, Double(total) / parallel))
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(2)
}
