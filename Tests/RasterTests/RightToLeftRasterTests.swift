import Foundation
import Layout
import Pixels
import Raster
import Spec
import Testing
import Text

// Issue 15, item 3: a right-to-left screen draws a switch that is on with its knob on the left, and
// Arabic text joined, right to left, from the Noto fallback.
@Suite struct RightToLeftRasterTests {
    static let engine: TextEngine? = {
        let arabic = "\(FontStack.notoDirectory)/NotoSansArabic-Regular.ttf"
        guard FileManager.default.fileExists(atPath: arabic) else { return nil }
        return try? TextEngine(stack: FontStack(primary: .inter(), fallbacks: [FontSet(files: [.regular: arabic])]))
    }()

    private func render(_ content: String, direction: TextDirection) throws -> (LayoutTree, Rendering) {
        let engine = try #require(Self.engine, "needs fonts-noto-core")
        let json = """
            {"version": 1, "name": "T", "viewport": {"width": 200, "height": 80, "scale": 1},
             "backdrop": {"type": "solid", "color": "#FFFFFF"}, "content": \(content)}
            """
        let spec = try SpecLoader.load(bytes: Array(json.utf8), file: "t.json", baseDirectory: "/tmp")
        let tree = try LayoutEngine.layout(
            spec, size: .large, state: .idle, appearance: .light, layoutDirection: direction, measurer: engine)
        return (tree, try Rasterizer(engine: engine).render(tree))
    }

    @Test func anOnSwitchHasItsKnobAtTheTrailingEnd() throws {
        let toggle =
            ##"{"type": "vstack", "padding": 16, "children": [{"type": "toggle", "id": "t", "label": "Alerts", "isOn": true, "colors": {"on": "#00A000", "knob": "#FFFFFF"}}]}"##
        for direction in TextDirection.allCases {
            let (tree, rendering) = try render(toggle, direction: direction)
            let control = try #require(tree.root.node(withID: "t.control")?.frame)
            let y = Int(control.midY)
            // A quarter in from each end: the knob (white) at the trailing end, the green track at the leading one.
            let left = rendering.image[Int(control.minX + control.width / 4), y]
            let right = rendering.image[Int(control.maxX - control.width / 4), y]
            let white = RGBA8(255, 255, 255, 255)
            let green = RGBA8(0, 0xA0, 0, 255)
            #expect((left, right) == (direction == .leftToRight ? (green, white) : (white, green)), "\(direction)")
        }
    }

    @Test func arabicIsDrawnByTheFallbackRightToLeft() throws {
        let (tree, rendering) = try render(#"{"type": "text", "id": "t", "text": "مرحبا"}"#, direction: .rightToLeft)
        let line = try #require(tree.text("t")?.lines.first)
        #expect(line.run.glyphs.allSatisfy { $0.font == 1 && $0.glyph != 0 })
        // Visual order: the last letter (alef, bytes 8…9) leftmost, the first (meem, byte 0) rightmost.
        #expect(line.run.glyphs.first?.cluster == 8 && line.run.glyphs.last?.cluster == 0)
        let paint = try #require(rendering.texts.first { $0.nodeID == "t" })
        #expect(paint.coverage.contains(255))
        #expect(paint.glyphs.last?.characters == "م")
    }
}

extension LayoutTree {
    fileprivate func text(_ id: String) -> TextLayout? { root.node(withID: id)?.text }
}
