import Accessibility
import Checks
import Layout
import Spec
import TestSupport
import Testing

// Issue 30: the accessibility model is built once per case, where the case is made, and every reader reads
// that one model (the rules through `RenderedCase.accessibility`), never a rebuilt one.
@Suite struct RenderedCaseAccessibilityTests {
    static let content = RuleTest.stack(
        #"{"type": "text", "id": "title", "text": "Join"}"#, #"{"type": "button", "id": "go", "title": "Go"}"#)

    static func layout(_ spec: ScreenSpec) throws -> LayoutTree {
        try LayoutEngine.layout(spec, RenderCase(appearance: .light, size: .large, state: .idle), measurer: MonospaceMeasurer())
    }

    @Test func aCaseMadeWithItsSpecCarriesItsModel() throws {
        let spec = try RuleTest.spec(Self.content)
        let tree = try Self.layout(spec)
        let item = RenderedCase(appearance: .light, size: .large, state: .idle, tree: tree, rendering: nil, spec: spec)
        let model = item.accessibility
        #expect(model == AccessibilityTreeBuilder.build(tree, spec: spec))
        #expect(model.elements.map { $0.spoken(hints: false) } == ["Join", "Go, button"])
    }

    /// A case laid out from one spec, checked with a spec whose button speaks otherwise: the rules read the
    /// model the case carries, so they hear "Go, button", not the other spec's "Leave, button".
    @Test func theRulesReadTheCarriedModelAndDoNotRebuildIt() throws {
        let spec = try RuleTest.spec(Self.content)
        let other = try RuleTest.spec(Self.content.replacingOccurrences(of: #""title": "Go""#, with: #""title": "Leave""#))
        let item = RenderedCase(appearance: .light, size: .large, state: .idle, tree: try Self.layout(spec), rendering: nil, spec: spec)
        let input = CheckInput(spec: other, cases: [item])
        #expect(input.cases[0].accessibility.elements.map { $0.spoken(hints: false) } == ["Join", "Go, button"])
    }
}
