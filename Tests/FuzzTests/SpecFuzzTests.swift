import Foundation
import Layout
import Limits
import Spec
import Testing
import Text

/// Generated specs (deep and wide trees, extreme sizes, long and odd text) through the real
/// pipeline: no crash, trap, hang or runaway memory, whatever the input (issue 12, acceptance).
///
/// `swift test` runs a small fixed budget. For a longer run:
///
///     BUTTONCHECK_FUZZ_ITERATIONS=2000 BUTTONCHECK_FUZZ_SEED=7 swift test --filter SpecFuzzTests
///
/// ITERATIONS is the number of specs laid out in process (default 60; the child-process run checks
/// one in 5 of them, at least 12); SEED picks another deterministic sequence. A failure names the seed and
/// the spec, and keeps the spec's file.
@Suite(.serialized) struct SpecFuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let iterations = environment["BUTTONCHECK_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 60
    static let seed = environment["BUTTONCHECK_FUZZ_SEED"].flatMap(UInt64.init) ?? 1
    /// Resident memory one `check` of small @1x specs may reach.
    static let memoryBudget = 512 << 20
    /// Address space the child may map (a backstop: runaway allocations fail instead of swapping).
    static let addressSpace = 8 << 30

    static func specs(count: Int, seed: UInt64) -> [String] {
        var generator = SpecGenerator(seed: seed)
        return (0..<count).map { _ in generator.spec() }
    }

    @Test(.timeLimit(.minutes(5)))
    func generatedSpecsValidateAndLayOutWithFiniteFramesWithinTheLimits() throws {
        let engine = try #require(try? TextEngine(fonts: .inter()), "Inter is not installed at \(FontSet.interDirectory)")
        var accepted = 0
        var laidOut = 0
        var format2 = 0
        var web = 0
        for (index, json) in Self.specs(count: Self.iterations, seed: Self.seed).enumerated() {
            let spec: ScreenSpec
            do {
                spec = try SpecLoader.load(bytes: Array(json.utf8), file: "fuzz-\(index).json", baseDirectory: "/tmp")
            } catch {
                #expect(!error.diagnostics.isEmpty, "seed \(Self.seed) spec \(index): refused without a diagnostic")
                continue
            }
            accepted += 1
            if json.hasPrefix(#"{"version": 2"#) { format2 += 1 }
            // The smallest and largest text (and a web spec of format 2's reflow width) in every state, the
            // largest also under every display setting combination and in every locale the spec renders. A
            // spec of hundreds of nodes costs by its nodes, not its cases: its idle state at the largest size.
            let large = spec.content.allNodes.count > 500
            var sizes: [SizeCategory] = spec.sizes.contains(.AX5) ? [.xSmall, .AX5] : [.zoom100, .reflow320, .zoom200]
            if large { sizes = [sizes.last!] }
            if spec.sizes.contains(.reflow320) { web += 1 }
            for appearance in spec.appearances {
                for size in sizes {
                    for state in large ? [.idle] : spec.states {
                        let variants =
                            size == sizes.last
                            ? spec.settings.flatMap { settings in spec.locales.map { (settings, $0) } }
                            : [(spec.settings[0], spec.locales[0])]
                        for (settings, locale) in variants {
                            do {
                                let tree = try LayoutEngine.layout(
                                    spec, size: size, state: state, appearance: appearance, settings: settings,
                                    locale: spec.caseLocale(locale), measurer: engine)
                                laidOut += 1
                                #expect(tree.contentSize.height <= Limits.maximumContentHeight)
                                let bad = tree.root.allNodes.first {
                                    !($0.frame.x.isFinite && $0.frame.y.isFinite && $0.frame.width.isFinite && $0.frame.height.isFinite)
                                }
                                #expect(
                                    bad == nil,
                                    "seed \(Self.seed) spec \(index) \(size) \(state): a frame that is not finite: \(String(describing: bad?.frame))"
                                )
                            } catch {
                                #expect(
                                    error.message.hasPrefix("fuzz-\(index).json: "), "seed \(Self.seed) spec \(index): \(error.message)")
                            }
                        }
                    }
                }
            }
        }
        // The generator must exercise layout, not only the reader's refusals.
        #expect(accepted >= Self.iterations / 4, "\(accepted) of \(Self.iterations) specs accepted")
        #expect(laidOut > 0)
        // Format 2 and web specs get through the reader too, not only into its refusals.
        #expect(format2 >= Self.iterations / 10, "\(format2) of \(Self.iterations) specs of format 2 accepted")
        #expect(web > 0, "no web spec of format 2 accepted")
    }

    @Test(.timeLimit(.minutes(10)))
    func theRealToolChecksGeneratedSpecsWithoutCrashHangOrRunawayMemory() throws {
        let executable = try #require(ChildRun.executable, "build buttoncheck first (swift build)")
        let total = max(12, Self.iterations / 5)
        let specs = Self.specs(count: total, seed: Self.seed &+ 0x5EED)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SpecFuzzTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var keep = false
        defer { if !keep { try? FileManager.default.removeItem(atPath: folder) } }

        // A folder with one refused spec is refused whole (exit 2), so the specs the reader accepts are checked in
        // batches of their own, rendered, and the refused ones together, through the tool's errors.
        let accepted = specs.indices.filter {
            (try? SpecLoader.load(bytes: Array(specs[$0].utf8), file: "f.json", baseDirectory: "/tmp")) != nil
        }
        let refused = specs.indices.filter { !accepted.contains($0) }
        let batchSize = 6
        let batches =
            stride(from: 0, to: accepted.count, by: batchSize).map { Array(accepted[$0..<min($0 + batchSize, accepted.count)]) } + [refused]
        for (number, indices) in batches.enumerated() where !indices.isEmpty {
            let batch = folder + "/batch\(number)"
            try FileManager.default.createDirectory(atPath: batch, withIntermediateDirectories: true)
            for index in indices {
                try Data(specs[index].utf8).write(to: URL(fileURLWithPath: "\(batch)/fuzz-\(index).json"))
            }
            // AX5: the largest layouts. Debug builds render slowly, so the default budget is small.
            let arguments = ["check", batch, "--scale", "1", "--jobs", "2", "--size", "AX5"]
            let run = try ChildRun.run(executable, arguments, addressSpace: Self.addressSpace, timeLimit: 180)
            if let problem = Self.problem(run) {
                keep = true
                // Name the spec: run them one by one.
                var culprits: [String] = []
                for index in indices {
                    let single = try ChildRun.run(
                        executable, ["check", "\(batch)/fuzz-\(index).json"] + arguments.dropFirst(2),
                        addressSpace: Self.addressSpace, timeLimit: 180)
                    if let problem = Self.problem(single) { culprits.append("\(batch)/fuzz-\(index).json: \(problem)") }
                }
                Issue.record("seed \(Self.seed): batch \(batch) \(problem)\n\(culprits.joined(separator: "\n"))")
            }
        }
    }

    /// What is wrong with a run, or nil: exit 0, 1 or 2 in time and within the memory budget.
    static func problem(_ run: ChildRun) -> String? {
        switch run.ending {
        case .timedOut:
            return "did not finish in time (a hang)"
        case .signalled(let signal):
            return "crashed with signal \(signal): \(run.errorTail)"
        case .exited(let status) where !(0...2).contains(status):
            return "exited \(status): \(run.errorTail)"
        case .exited:
            if run.errorTail.contains("Fatal error") || run.errorTail.contains("failed to allocate") {
                return "trapped: \(run.errorTail)"
            }
            if run.peakMemory > memoryBudget {
                return "used \(run.peakMemory >> 20) MiB, over the \(memoryBudget >> 20) MiB budget"
            }
            return nil
        }
    }
}
