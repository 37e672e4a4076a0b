import Layout
import Pixels
import Raster
import Spec
import Testing
import Text

/// A recycled canvas starts the next render with only the rows the last one drew on filled again:
/// renders made on recycled canvases are byte-identical to fresh ones, and a rendering still held
/// elsewhere is never reused (its pixels stay as drawn).
@Suite struct FramePoolTests {
    static let engine = try! TextEngine(fonts: .inter())

    private func tree(_ size: SizeCategory, _ state: RenderState, _ appearance: Appearance = .light) throws -> (LayoutTree, Backdrop) {
        let json = """
            {"version": 1, "name": "T", "viewport": {"width": 160, "height": 200, "scale": 1}, "appearances": ["light", "dark"],
             "backdrop": {"type": "solid", "color": "systemBackground"},
             "content": {"type": "vstack", "padding": 12, "spacing": 8, "children": [
               {"type": "text", "text": "Sign in", "style": "title2"},
               {"type": "button", "id": "go", "title": "Continue", "style": "borderedProminent", "tint": "#0050B3",
                "states": {"disabled": {"cause": "precondition"}, "loading": {"indicator": "overlay"}}}]}}
            """
        let spec = try SpecLoader.load(bytes: Array(json.utf8), file: "t.json", baseDirectory: "/tmp")
        return (try LayoutEngine.layout(spec, size: size, state: state, appearance: appearance, measurer: Self.engine), spec.backdrop)
    }

    @Test func rendersOnRecycledCanvasesEqualFreshOnes() throws {
        let recycling = Rasterizer(engine: Self.engine)
        for (size, state, appearance) in [
            (SizeCategory.AX5, RenderState.idle, Appearance.light), (.small, .disabled, .light),
            (.large, .loading, .light), (.AX2, .idle, .dark), (.small, .idle, .dark),
        ] {
            let (tree, _) = try tree(size, state, appearance)
            let fresh = try Rasterizer(engine: Self.engine).render(tree)
            let reused = try recycling.render(tree)
            let identical = reused.image == fresh.image  // a Bool, so a failure does not print every pixel
            #expect(identical, "\(size) \(state) \(appearance)")
            #expect(reused.plainRows == fresh.plainRows)
            // The journal starts again with the canvas: the scene of a render is the same on a recycled canvas.
            #expect(fresh.journal != nil && reused.journal == fresh.journal, "\(size) \(state) \(appearance)")
            recycling.recycle(reused)
        }
    }

    @Test func aRenderingStillHeldIsNotReused() throws {
        let rasterizer = Rasterizer(engine: Self.engine)
        let (first, _) = try tree(.AX5, .idle)
        let kept = try rasterizer.render(first)
        let copy = kept
        rasterizer.recycle(kept)
        let (second, _) = try tree(.small, .disabled)
        _ = try rasterizer.render(second)
        let unchanged = try copy.image == Rasterizer(engine: Self.engine).render(first).image
        #expect(unchanged)
    }
}
