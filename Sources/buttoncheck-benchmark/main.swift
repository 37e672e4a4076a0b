// The ButtonCheck benchmark (build it in release):
//
//     swift build -c release --static-swift-stdlib --product buttoncheck
//     swift build -c release --static-swift-stdlib --product buttoncheck-benchmark
//     .build/release/buttoncheck-benchmark [SPEC|DIR] [--reps N] [--peers DIR] [--no-peers] [--json]
//
// 1. Stages: one thread, every case of SPEC (default ../shared/bench/peer-form.json, else specs):
//    layout, paint, measure (the rules' pixel measurements), rules, hash (the goldens' XXH3/SHA),
//    encode (PNG) and write, in ms per render and MiB per render; and this process's peak memory. Then the
//    blur alone in Mpx/s on one core (MaterialBenchmark).
// 2. Side by side, alternating, medians of N (default 5) — with `../shared/bench` (or --peers DIR):
//    `check` and `render --out` against headless Chromium screenshotting the same 72 screens (when
//    chromium-headless-shell and python3's websocket-client are installed), `diff` against pixelmatch in
//    node (when node is installed), `check --goldens` against `check`, 2 jobs against 1, and the corpus
//    at 10× the specs against once. Every figure is a ratio measured in the same run.
// Output: a table, or with --json one JSON object per line.
import ButtonCheck
import Foundation
import JSON
import Spec

nonisolated(unsafe) var arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    let value = arguments[index + 1]
    arguments.removeSubrange(index...(index + 1))
    return value
}
func flag(_ name: String) -> Bool {
    guard let index = arguments.firstIndex(of: name) else { return false }
    arguments.remove(at: index)
    return true
}

let json = flag("--json")
let noPeers = flag("--no-peers")
let reps = max(1, Int(option("--reps") ?? "5") ?? 5)
let bench = option("--peers") ?? "../shared/bench"
let hasBench = FileManager.default.fileExists(atPath: bench + "/peer-form.json")
let target = arguments.first ?? (hasBench ? bench + "/peer-form.json" : "specs")
let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
let tool = executable.deletingLastPathComponent().appendingPathComponent("buttoncheck").path
let scratch = NSTemporaryDirectory() + "buttoncheck-benchmark-\(ProcessInfo.processInfo.processIdentifier)"

@MainActor func say(_ line: String) {
    if json { FileHandle.standardError.write(Data((line + "\n").utf8)) } else { print(line) }
}
/// One JSON object a line, through the writer every JSON output uses (sorted keys).
func emit(_ object: [String: JSONOutput]) {
    guard json else { return }
    print(JSONOutput.object(object).line, terminator: "")
}
func progress(_ line: String) { FileHandle.standardError.write(Data("… \(line)\n".utf8)) }

do {
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory) else { throw BenchmarkError("no such file: \(target)") }
    let files = isDirectory.boolValue ? SpecLoader.specFiles(in: target) : [target]
    let specs = try files.map { file throws(SpecLoadError) in try SpecLoader.load(path: file) }

    // 1. Stages.
    let (stages, renders) = try StageBenchmark(specs: specs, scratch: scratch + "/stages").run()
    var usage = rusage()
    #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
    #else
        getrusage(RUSAGE_SELF.rawValue, &usage)
    #endif
    #if canImport(Darwin)
        let peak = Double(usage.ru_maxrss) / 1_048_576
    #else
        let peak = Double(usage.ru_maxrss) / 1024
    #endif
    say(
        "Stages, one thread, \(renders) renders of \(target) (release build; peak memory of this process \(String(format: "%.0f", peak)) MiB):"
    )
    say("")
    say("| stage | ms / render | MiB / render |")
    say("|---|---:|---:|")
    for stage in stages {
        let ms = stage.seconds / Double(max(renders, 1)) * 1000
        let mib = Double(stage.bytes) / Double(max(renders, 1)) / 1_048_576
        say(String(format: "| %@ | %.2f | %@ |", stage.name, ms, stage.bytes == 0 ? "–" : String(format: "%.2f", mib)))
        emit([
            "kind": .string("stage"), "stage": .string(stage.name), "msPerRender": .double(ms), "mibPerRender": .double(mib),
            "renders": .int(renders),
        ])
    }
    let total = stages.reduce(0) { $0 + $1.seconds } / Double(max(renders, 1)) * 1000
    say(String(format: "| all | %.2f | |", total))
    emit([
        "kind": .string("stage"), "stage": .string("all"), "msPerRender": .double(total), "renders": .int(renders),
        "peakMiB": .double(peak),
    ])
    // Blur alone, on the material screen's shapes (`MaterialBenchmark`).
    let blur = MaterialBenchmark.blurThroughput(rounds: reps)
    say(
        String(
            format: "\nBlur, one thread: %.1f Mpx of glass and material shapes in %.3f s of CPU (median of %d): %.0f Mpx/s "
                + "(target ≥ 100).", blur.megapixels, blur.seconds, reps, blur.megapixelsPerSecond))
    emit([
        "kind": .string("blur"), "megapixels": .double(blur.megapixels), "seconds": .double(blur.seconds),
        "mpxPerSecond": .double(blur.megapixelsPerSecond), "met": .bool(blur.megapixelsPerSecond >= 100),
    ])

    // 2. Side by side.
    guard !noPeers else { exit(0) }
    guard hasBench else {
        say("\nSide-by-side comparisons skipped: no peers at \(bench) (pass --peers DIR).")
        exit(0)
    }
    guard FileManager.default.isExecutableFile(atPath: tool) else {
        throw BenchmarkError("no buttoncheck binary next to the benchmark at \(tool): build both (swift build -c release)")
    }
    #if os(Linux)
        // The side-by-side figures are whole processes, start-up included: a dynamically linked Swift
        // runtime and Foundation take about 5 ms more of each start (relocations), serial time that
        // shows in the two-job ratio. The README's command builds both binaries static.
        // The tool's needed libraries are named in its dynamic string table, near the start of the file.
        if let file = FileHandle(forReadingAtPath: tool), let head = try? file.read(upToCount: 4 << 20),
            head.range(of: Data("libswiftCore.so".utf8)) != nil
        {
            say(
                "\nNote: \(tool) is linked to the Swift runtime dynamically; each of its runs starts about 5 ms later than "
                    + "the README's build (swift build -c release --static-swift-stdlib --product buttoncheck).")
        }
    #endif
    let peers = PeerBenchmark(
        tool: tool, bench: bench, corpus: FileManager.default.fileExists(atPath: "specs") ? "specs" : target,
        reps: reps, scratch: scratch, log: progress)
    var results: [PeerBenchmark.Result] = []
    if let missing = PeerBenchmark.browserMissing() {
        say("\nBrowser peer skipped: \(missing).")
    } else {
        results += try peers.runBrowser()
    }
    if let missing = MaterialBenchmark.peerMissing(bench: bench) {
        say("Material screen peer skipped: \(missing).")
    } else {
        results.append(try MaterialBenchmark.runMaterial(tool: tool, bench: bench, reps: reps, scratch: scratch, log: progress))
    }
    if let missing = PeerBenchmark.nodeMissing() {
        say("pixelmatch peer skipped: \(missing).")
    } else {
        results += try peers.runDiff()
    }
    results += try peers.runSelf()
    say(
        "\nSide by side, alternating, medians of \(reps) (\(peers.selfReps) for `check --goldens` and the jobs, \(peers.corpusReps) for the corpus; wall time of whole processes; "
            + "peak = ButtonCheck's resident memory):")
    say("")
    say("| work | ButtonCheck | against | ratio | target | met |")
    say("|---|---:|---|---:|---|---|")
    for result in results {
        say(
            String(
                format: "| %@ | %.3f s, peak %.0f MiB | %@: %.3f s | %.2f× | %@ | %@ |", result.name, result.ours, result.oursPeakMiB,
                result.otherLabel, result.other, result.ratio, result.target, result.met ? "yes" : "no"))
        if !result.note.isEmpty { say("|   | \(result.note) | | | | |") }
        emit([
            "kind": .string("comparison"), "work": .string(result.name), "oursSeconds": .double(result.ours),
            "oursPeakMiB": .double(result.oursPeakMiB), "against": .string(result.otherLabel), "againstSeconds": .double(result.other),
            "ratio": .double(result.ratio), "target": .string(result.target), "met": .bool(result.met), "note": .string(result.note),
        ])
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(2)
}
