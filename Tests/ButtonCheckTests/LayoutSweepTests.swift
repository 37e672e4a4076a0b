import ButtonCheck
import Foundation
import Layout
import Spec
import Testing
import Text

@Suite struct LayoutSweepTests {
    static let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("specs")

    @Test func sweepCoversEveryAppearanceSizeAndStateInAFixedOrder() throws {
        let spec = try SpecLoader.load(path: Self.specs.appendingPathComponent("dark-appearance-form.json").path)
        let cases = LayoutSweep.cases(for: spec)
        #expect(cases.count == spec.appearances.count * 12 * spec.states.count)
        #expect(cases.first == RenderCase(appearance: spec.appearances[0], size: .xSmall, state: .idle))
        let trees = try LayoutSweep(engine: TextEngine(fonts: .inter())).layouts(of: spec, cases: cases)
        #expect(trees.map { RenderCase(appearance: $0.appearance, size: $0.size, state: $0.state) } == cases)
    }

    @Test func parallelSweepEqualsOneLayoutAtATime() throws {
        let spec = try SpecLoader.load(path: Self.specs.appendingPathComponent("reason-pushed-away-at-ax5.json").path)
        let engine = try TextEngine(fonts: .inter())
        let cases = LayoutSweep.cases(for: spec)
        let parallel = try LayoutSweep(engine: engine).layouts(of: spec, cases: cases)
        let serial = try cases.map {
            try LayoutEngine.layout(spec, size: $0.size, state: $0.state, appearance: $0.appearance, measurer: engine)
        }
        #expect(parallel == serial)
    }
}
