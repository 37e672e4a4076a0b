import Checks
import Layout
import Raster
import Spec
import TestSupport
import Testing
import Text

/// focus.visible-contrast on real renders (Inter, @1x) of the `focused` state of small web specs.
@Suite("focus.visible-contrast")
struct FocusVisibleContrastRuleTests {
    static let engine = try! TextEngine(fonts: .inter())

    private func input(ring: String) throws -> CheckInput {
        let json = """
            {"version": 2, "name": "T", "platform": "web", "viewport": {"width": 240, "height": 120, "scale": 1},
             "backdrop": {"type": "solid", "color": "#FFFFFF"}, "content": {"type": "vstack", "padding": 16, "children": [
               {"type": "button", "id": "pay", "title": "Pay", "style": "borderedProminent", "tint": "#0050B3", "focusRing": \(ring)}]}}
            """
        let spec = try SpecLoader.load(bytes: Array(json.utf8), file: "t.json", baseDirectory: "/tmp")
        #expect(spec.states == [.idle, .focused])
        let rasterizer = Rasterizer(engine: Self.engine)
        let cases = try spec.states.map { state in
            let tree = try LayoutEngine.layout(spec, size: .zoom100, state: state, appearance: .light, measurer: Self.engine)
            return RenderedCase(appearance: .light, size: .zoom100, state: state, tree: tree, rendering: try rasterizer.render(tree))
        }
        return CheckInput(spec: spec, cases: cases)
    }

    @Test func aRingInTheButtonsOwnBlueFailsAgainstTheButton() throws {
        let checked = try input(ring: ##"{"color": "#1A5FC4"}"##)
        let findings = FocusVisibleContrastRule().check(checked, thresholds: Thresholds())
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.rule == .focusVisibleContrast && finding.element == "pay" && finding.state == .focused && finding.sizes == [.zoom100])
        // #1A5FC4 against #0050B3, the button inside the ring: 1.24:1.
        #expect(abs(finding.measured! - 1.2428) < 1e-4)
        #expect(finding.threshold == 3)
        #expect(finding.message == "The focus ring of \"pay\" measures 1.24:1 against the colour next to it (#1A5FC4 on #0050B3, inside it), below 3.00:1: keyboard users cannot see where focus is.")
    }

    @Test func anOffsetPutsThePageBetweenRingAndButton() throws {
        // The same blue 2 px outside the button: white on both sides of the ring, 7.50:1 for #0050B3.
        #expect(FocusVisibleContrastRule().check(try input(ring: ##"{"color": "#0050B3", "offset": 2}"##), thresholds: Thresholds()).isEmpty)
        #expect(FocusVisibleContrastRule().check(try input(ring: ##"{"color": "#0050B3"}"##), thresholds: Thresholds()).map(\.message) == [
            "The focus ring of \"pay\" measures 1.00:1 against the colour next to it (#0050B3 on #0050B3, inside it), below 3.00:1: keyboard users cannot see where focus is."])
    }

    @Test func theBrowserStandInRingIsDarkOnTheControlsEdge() throws {
        // {} takes 2 px of #101010 with no offset: 2.53:1 against the #0050B3 button, 19.02:1 against white.
        let findings = FocusVisibleContrastRule().check(try input(ring: "{}"), thresholds: Thresholds())
        #expect(findings.map(\.message) == [
            "The focus ring of \"pay\" measures 2.53:1 against the colour next to it (#101010 on #0050B3, inside it), below 3.00:1: keyboard users cannot see where focus is."])
    }

    @Test func theRingIsLaidOutAroundTheControlOnTopOfTheContent() throws {
        let json = """
            {"version": 2, "name": "T", "platform": "web", "viewport": {"width": 240, "height": 120, "scale": 1}, "content": {"type": "vstack", "padding": 16,
             "children": [{"type": "button", "id": "pay", "title": "Pay", "focusRing": {"width": 3, "offset": 2}}]}}
            """
        let spec = try SpecLoader.load(bytes: Array(json.utf8), file: "t.json", baseDirectory: "/tmp")
        let focused = try LayoutEngine.layout(spec, size: .zoom100, state: .focused, appearance: .light, measurer: MonospaceMeasurer())
        let button = try #require(focused.root.node(withID: "pay"))
        let ring = try #require(focused.root.children.last)
        #expect(ring.id == "pay.focusRing" && ring.role == .part(.focusRing))
        #expect(ring.frame == Rect(x: button.frame.minX - 5, y: button.frame.minY - 5, width: button.frame.width + 10, height: button.frame.height + 10))
        #expect(ring.element == .focusRing(offset: 2))
        let idle = try LayoutEngine.layout(spec, size: .zoom100, state: .idle, appearance: .light, measurer: MonospaceMeasurer())
        #expect(idle.root.node(withID: "pay.focusRing") == nil)
    }
}
