import Layout
import Limits
import Spec
import Testing

/// Layout stays linear in the number of nodes however deep stacks nest (issue 12, item 1: every
/// level of nested hstacks used to lay its children out twice, so 22 levels never finished).
@Suite struct DeepNestingTests {
    /// `depth` hstacks, each holding the one inside it and a text "x" (id "t<level>", level 1 the
    /// innermost stack); the innermost holds the text "Hi" (id "core").
    private func nestedHStacks(_ depth: Int) -> String {
        var node = #"{"type": "text", "id": "core", "text": "Hi"}"#
        for level in 1...depth {
            node = #"{"type": "hstack", "spacing": 0, "children": [\#(node), {"type": "text", "id": "t\#(level)", "text": "x"}]}"#
        }
        return node
    }

    @Test func twentyNestedHStacksLayOutEachTextAFewTimesWithExactFrames() throws {
        let measurer = CountingMeasurer()
        let tree = try layout(screen(nestedHStacks(20)), measurer: measurer)
        // 17 pt for "Hi" and 8.5 pt per "x": the 187 pt row is centred in the 200 pt root.
        #expect(tree.frame("core") == Rect(x: 6.5, y: 0, width: 17, height: 22))
        #expect(tree.frame("t1") == Rect(x: 23.5, y: 0, width: 8.5, height: 22))
        #expect(tree.frame("t20") == Rect(x: 185, y: 0, width: 8.5, height: 22))
        // 21 texts; doubling at every level would shape them about 2^20 times.
        #expect(measurer.shapeCalls <= 4 * 21, "\(measurer.shapeCalls) shapings")
    }

    @Test func theDeepestNestingAllowedMixesStacksAndLaysOutQuickly() throws {
        // hstack, vstack and zstack in turn, down to the nesting limit, in a 1000 pt wide viewport.
        var node = #"{"type": "text", "id": "core", "text": "Hi"}"#
        let kinds = ["hstack", "vstack", "zstack"]
        for level in 1..<Limits.maximumNesting {
            node = #"{"type": "\#(kinds[level % 3])", "children": [\#(node), {"type": "text", "text": "x"}]}"#
        }
        let measurer = CountingMeasurer()
        let tree = try layout(screen(node, width: 1000), measurer: measurer)
        #expect(tree.frame("core")?.size == Size(width: 17, height: 22))
        #expect(measurer.shapeCalls <= 4 * Limits.maximumNesting, "\(measurer.shapeCalls) shapings")
    }
}
