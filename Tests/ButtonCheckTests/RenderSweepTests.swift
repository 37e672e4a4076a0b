import ButtonCheck
import Foundation
import PNG
import Spec
import Testing
import Text

@Suite struct RenderSweepTests {
    static let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("specs")

    @Test func outputIsByteIdenticalWhateverTheNumberOfThreads() throws {
        let spec = try SpecLoader.load(path: Self.specs.appendingPathComponent("glass-disabled-over-photo.json").path).withScale(1)
        let cases = LayoutSweep.cases(for: spec, sizes: [.xSmall, .large, .AX3, .AX5])
        let sweep = RenderSweep(engine: try TextEngine(fonts: .inter()))
        let one = try sweep.render(spec, cases: cases, jobs: 1).map { try PNG.encode($0.rendering.image) }
        let four = try sweep.render(spec, cases: cases, jobs: 4).map { try PNG.encode($0.rendering.image) }
        #expect(one.count == cases.count)
        #expect(one == four)
    }

    /// Cases start largest text first within each appearance (ties in case order), the appearances in
    /// case order: light AX5, large, xSmall, then dark AX5, large, xSmall.
    @Test func casesStartLongestFirstWithinEachAppearance() throws {
        let cases = LayoutSweep.cases(
            for: try SpecLoader.load(path: Self.specs.appendingPathComponent("dark-appearance-form.json").path),
            sizes: [.xSmall, .large, .AX5])
        #expect(
            cases.map { "\($0.appearance)/\($0.size)-\($0.state)" } == [
                "light/xSmall-idle", "light/large-idle", "light/AX5-idle", "dark/xSmall-idle", "dark/large-idle", "dark/AX5-idle",
            ])
        #expect(RenderSweep.longestFirst(cases) == [2, 1, 0, 5, 4, 3])
        // Ties keep case order: the two states of one size start together.
        let states = LayoutSweep.cases(
            for: try SpecLoader.load(path: Self.specs.appendingPathComponent("checkout-disabled-mystery.json").path),
            sizes: [.xSmall, .AX5]
        ).filter { $0.state == .idle || $0.state == .disabled }
        #expect(
            states.map { "\($0.appearance)/\($0.size)-\($0.state)" } == [
                "light/xSmall-idle", "light/xSmall-disabled", "light/AX5-idle", "light/AX5-disabled",
            ])
        #expect(RenderSweep.longestFirst(states) == [2, 3, 0, 1])
    }

    @Test func parallelMapKeepsIndexOrder() {
        #expect(Parallel.map(count: 100, jobs: 3) { $0 * $0 } == (0..<100).map { $0 * $0 })
        #expect(Parallel.map(count: 0, jobs: 3) { $0 }.isEmpty)
    }
}
