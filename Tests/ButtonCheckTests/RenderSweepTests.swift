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

    /// Cases start largest text first, ties in case order: AX5's two states, then large's, then xSmall's.
    @Test func casesStartLongestFirst() throws {
        let cases = LayoutSweep.cases(for: try SpecLoader.load(path: Self.specs.appendingPathComponent("checkout-disabled-mystery.json").path),
                                      sizes: [.xSmall, .large, .AX5])
            .filter { $0.appearance == .light && ($0.state == .idle || $0.state == .disabled) }
        #expect(cases.map { "\($0.size)-\($0.state)" } == ["xSmall-idle", "xSmall-disabled", "large-idle", "large-disabled", "AX5-idle", "AX5-disabled"])
        #expect(RenderSweep.longestFirst(cases) == [4, 5, 2, 3, 0, 1])
    }

    @Test func parallelMapKeepsIndexOrder() {
        #expect(Parallel.map(count: 100, jobs: 3) { $0 * $0 } == (0..<100).map { $0 * $0 })
        #expect(Parallel.map(count: 0, jobs: 3) { $0 }.isEmpty)
    }
}
