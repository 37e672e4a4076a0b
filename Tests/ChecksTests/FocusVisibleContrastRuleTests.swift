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
            return RenderedCase(
                appearance: .light, size: .zoom100, state: state, tree: tree, rendering: try rasterizer.render(tree), spec: spec)
        }
        return CheckInput(spec: spec, cases: cases)
    }

    @Test func aRingInTheButtonsOwnBlueFailsAgainstTheButton() throws {
        let checked = try input(ring: ##"{"color": "#1A5FC4"}"##)
        let findings = FocusVisibleContrastRule().check(checked, thresholds: Thresholds())
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(
            finding.rule == .focusVisibleContrast && finding.element == "pay" && finding.state == .focused && finding.sizes == [.zoom100])
        // #1A5FC4 against #0050B3, the button inside the ring: 1.24:1.
        #expect(abs(finding.measured! - 1.2428) < 1e-4)
        #expect(finding.threshold == 3)
        #expect(
            finding.message
                == "The focus ring of \"pay\" measures 1.24:1 against the colour next to it (#1A5FC4 on #0050B3, inside it), below 3.00:1: keyboard users cannot see where focus is."
        )
    }

    @Test func anOffsetPutsThePageBetweenRingAndButton() throws {
        // The same blue 2 px outside the button: white on both sides of the ring, 7.50:1 for #0050B3.
        #expect(
            FocusVisibleContrastRule().check(try input(ring: ##"{"color": "#0050B3", "offset": 2}"##), thresholds: Thresholds()).isEmpty)
        #expect(
            FocusVisibleContrastRule().check(try input(ring: ##"{"color": "#0050B3"}"##), thresholds: Thresholds()).map(\.message) == [
                "The focus ring of \"pay\" measures 1.00:1 against the colour next to it (#0050B3 on #0050B3, inside it), below 3.00:1: keyboard users cannot see where focus is."
            ])
    }

    @Test func theBrowserStandInRingIsDarkOnTheControlsEdge() throws {
        // {} takes 2 px of #101010 with no offset: 2.53:1 against the #0050B3 button, 19.02:1 against white.
        let findings = FocusVisibleContrastRule().check(try input(ring: "{}"), thresholds: Thresholds())
        #expect(
            findings.map(\.message) == [
                "The focus ring of \"pay\" measures 2.53:1 against the colour next to it (#101010 on #0050B3, inside it), below 3.00:1: keyboard users cannot see where focus is."
            ])
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
        #expect(
            ring.frame
                == Rect(
                    x: button.frame.minX - 5, y: button.frame.minY - 5, width: button.frame.width + 10, height: button.frame.height + 10))
        #expect(ring.element == .focusRing(offset: 2))
        let idle = try LayoutEngine.layout(spec, size: .zoom100, state: .idle, appearance: .light, measurer: MonospaceMeasurer())
        #expect(idle.root.node(withID: "pay.focusRing") == nil)
    }
    // Two buttons 8 px apart, each with a ring 2 px wide 2 px outside it: drawn together, each ring would lie
    // where the other's outside neighbour is sampled (A's ring ends 4 px below A, B's begins 4 px above B).
    static let pair = """
        {"version": 2, "name": "T", "platform": "web", "viewport": {"width": 240, "height": 160, "scale": 1},
         "backdrop": {"type": "solid", "color": "#FFFFFF"}, "content": {"type": "vstack", "spacing": 8, "padding": 16, "children": [
           {"type": "button", "id": "a", "title": "Pay", "style": "borderedProminent", "tint": "#0050B3", "focusRing": {"color": "#767676", "offset": 2}TAB_A},
           {"type": "button", "id": "b", "title": "Back", "style": "borderedProminent", "tint": "#0050B3", "focusRing": {"color": "#595959", "offset": 2}TAB_B}]}}
        """

    private func pair(tabA: Int? = nil, tabB: Int? = nil) throws -> ScreenSpec {
        let json = Self.pair.replacingOccurrences(of: "TAB_A", with: tabA.map { #", "tabIndex": \#($0)"# } ?? "")
            .replacingOccurrences(of: "TAB_B", with: tabB.map { #", "tabIndex": \#($0)"# } ?? "")
        return try SpecLoader.load(bytes: Array(json.utf8), file: "t.json", baseDirectory: "/tmp")
    }

    @Test func theFocusedStateDrawsOnlyTheRingOfTheControlTabReachesFirst() throws {
        func drawn(_ spec: ScreenSpec) throws -> [String?] {
            let tree = try LayoutEngine.layout(spec, size: .zoom100, state: .focused, appearance: .light, measurer: MonospaceMeasurer())
            #expect(tree.focusRings.map(\.id) == ["a.focusRing", "b.focusRing"])
            return tree.root.allNodes.filter { $0.role == .part(.focusRing) }.map(\.id)
        }
        #expect(try drawn(pair()) == ["a.focusRing"])
        #expect(try drawn(pair(tabB: 1)) == ["b.focusRing"])
        #expect(try drawn(pair(tabA: -1)) == ["b.focusRing"])
        #expect(try drawn(pair(tabA: 2, tabB: 3)) == ["a.focusRing"])
    }

    @Test func eachRingIsMeasuredAloneAgainstThePixelsBehindIt() throws {
        let spec = try pair()
        let rasterizer = Rasterizer(engine: Self.engine)
        let tree = try LayoutEngine.layout(spec, size: .zoom100, state: .focused, appearance: .light, measurer: Self.engine)
        let rendering = try rasterizer.render(tree)
        let behind = try #require(try RenderedCase.behindRings(tree, rasterizer: rasterizer))
        let alone = RenderedCase(
            appearance: .light, size: .zoom100, state: .focused, tree: tree, rendering: rendering, behindRings: behind, spec: spec)
        // Alone, each ring has white page on both sides (the worst pair is the first found, inside): #767676 4.54:1, #595959 7.00:1.
        #expect(alone.focusRings.map(Self.describe) == ["#767676 on #FFFFFF inside: 4.54", "#595959 on #FFFFFF inside: 7.00"])
        #expect(FocusVisibleContrastRule().check(CheckInput(spec: spec, cases: [alone]), thresholds: Thresholds()).isEmpty)
        // Measured on the focused render, B's top neighbour would be A's drawn ring: not what B looks like when it has focus.
        let onTheRender = RenderedCase(appearance: .light, size: .zoom100, state: .focused, tree: tree, rendering: rendering, spec: spec)
        #expect(onTheRender.focusRings.map(Self.describe) == ["#767676 on #FFFFFF inside: 4.54", "#595959 on #767676 outside: 1.54"])
        // A spec with a single ring needs no second render: the focused render is the pixels behind it where it is sampled.
        let one = try SpecLoader.load(
            bytes: Array(
                Self.pair.replacingOccurrences(of: "TAB_A", with: "").replacingOccurrences(
                    of: ##", "focusRing": {"color": "#595959", "offset": 2}TAB_B"##, with: ""
                ).utf8), file: "t.json", baseDirectory: "/tmp")
        let single = try LayoutEngine.layout(one, size: .zoom100, state: .focused, appearance: .light, measurer: Self.engine)
        #expect(single.focusRings.count == 1)
        #expect(try RenderedCase.behindRings(single, rasterizer: rasterizer) == nil)
    }

    /// "#767676 on #FFFFFF outside: 4.54" (the ratio to two places).
    static func describe(_ ring: MeasuredFocusRing) -> String {
        "\(ring.ring) on \(ring.adjacent) \(ring.isInside ? "inside" : "outside"): \(String(format: "%.2f", ring.ratio))"
    }
}
