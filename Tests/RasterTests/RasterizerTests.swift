import Layout
import Pixels
import Raster
import Spec
import Testing
import TestSupport
import Text

@Suite struct RasterizerTests {
    static let engine = try! TextEngine(fonts: .inter())

    private func render(
        _ content: String, state: RenderState = .idle, appearance: Appearance = .light,
        backdrop: String = ##"{"type": "solid", "color": "#FFFFFF"}"##
    ) throws -> (LayoutTree, Rendering) {
        let json = """
            {"version": 1, "name": "T", "viewport": {"width": 200, "height": 120, "scale": 1}, "appearances": ["light", "dark"],
             "backdrop": \(backdrop), "content": \(content)}
            """
        let spec = try SpecLoader.load(bytes: Array(json.utf8), file: "t.json", baseDirectory: "/tmp")
        let tree = try LayoutEngine.layout(spec, size: .large, state: state, appearance: appearance, measurer: Self.engine)
        return (tree, try Rasterizer(engine: Self.engine).render(tree))
    }

    private let button = """
        {"type": "vstack", "padding": 20, "children": [{"type": "button", "id": "go", "title": "Go", "style": "borderedProminent",
          "tint": "#0050B3", "frame": {"width": 120}, "states": {"disabled": {"cause": "precondition"}}}]}
        """

    @Test func prominentButtonFillsWithItsTintAndDrawsAWhiteTitle() throws {
        let (tree, rendering) = try render(button)
        let frame = try #require(tree.root.node(withID: "go")?.frame)
        #expect(rendering.image.width == 200 && rendering.image.height == 120)
        // Inside the shape, away from the title: the tint.
        #expect(rendering.image[Int(frame.minX) + 8, Int(frame.midY)] == RGBA8(0x00, 0x50, 0xB3, 255))
        // Outside: the backdrop.
        #expect(rendering.image[2, 2] == RGBA8(255, 255, 255, 255))
        let title = try #require(rendering.texts.first { $0.nodeID == "go.title" })
        #expect(title.color == SRGBColor(red: 1, green: 1, blue: 1))
        #expect(title.pointSize == 17 && !title.isBold)
        // The background recorded under the title is the fill, and the mask has fully covered pixels.
        #expect(title.background[0, 0] == RGBA8(0x00, 0x50, 0xB3, 255))
        #expect(title.coverage.contains(255))
        #expect(title.glyphs.map(\.characters) == ["G", "o"])
        // Fully covered glyph pixels are exactly the text colour.
        let index = try #require(title.coverage.firstIndex(of: 255))
        let x = title.region.x + index % title.region.width
        let y = title.region.y + index / title.region.width
        #expect(rendering.image[x, y] == RGBA8(255, 255, 255, 255))
    }

    @Test func disabledProminentButtonIsGreyOnGrey() throws {
        let (tree, rendering) = try render(button, state: .disabled)
        let frame = try #require(tree.root.node(withID: "go")?.frame)
        // tertiarySystemFill (118, 118, 128, 0.12) over white.
        #expect(rendering.image[Int(frame.minX) + 8, Int(frame.midY)] == RGBA8(239, 239, 240, 255))
        let title = try #require(rendering.texts.first { $0.nodeID == "go.title" })
        #expect(title.color == Color.system(.tertiaryLabel).light)
        let shape = try #require(rendering.shapes.first { $0.nodeID == "go" })
        // Every pixel of the measured ring: white before the fill, the fill after it.
        #expect(!shape.ring.isEmpty)
        #expect(Set(shape.ring.map(\.before)) == [RGBA8(255, 255, 255, 255)])
        #expect(Set(shape.ring.map(\.after)) == [RGBA8(239, 239, 240, 255)])
    }

    @Test func glassBlursTheBackdropUnderItsShape() throws {
        let stripes =
            ##"{"type": "linearGradient", "stops": [{"color": "#000000", "location": 0.5}, {"color": "#FFFFFF", "location": 0.5}], "start": {"x": 0, "y": 0}, "end": {"x": 1, "y": 0}}"##
        let glass =
            #"{"type": "vstack", "padding": 20, "children": [{"type": "button", "id": "g", "title": "Go", "style": "glass", "frame": {"width": 160}}]}"#
        let (tree, rendering) = try render(glass, backdrop: stripes)
        let frame = try #require(tree.root.node(withID: "g")?.frame)
        let shape = try #require(rendering.shapes.first { $0.nodeID == "g" })
        // The ring's top row, inside the capsule's straight part and above the title: the backdrop there
        // was a hard black-to-white step; after the blur and veil it changes gently.
        let top = try #require(shape.ring.map(\.y).min())
        let row = shape.ring.filter { $0.y == top }.sorted { $0.x < $1.x }
        let before = row.map { Int($0.before.red) }
        let after = row.map { Int($0.after.red) }
        #expect(before.first! < 10 && before.last! > 245)
        let steepestBefore = zip(before, before.dropFirst()).map { abs($0 - $1) }.max()!
        let steepestAfter = zip(after, after.dropFirst()).map { abs($0 - $1) }.max()!
        // A hard black-to-white step before; after, a Gaussian of σ = 6 px (steepest 255 / (σ√2π) ≈ 17
        // per pixel) under a veil that lets 45% through: under 10 per pixel.
        #expect(steepestBefore == 255)
        #expect(steepestAfter < 10, "after \(after)")
        #expect(frame.width == 160)
    }

    @Test func loadingSpinnerIsDrawnInTheTitleColourAndTheTitleIsNot() throws {
        let loading = """
            {"type": "vstack", "padding": 20, "children": [{"type": "button", "id": "go", "title": "Continue", "style": "borderedProminent",
              "tint": "#0050B3", "states": {"loading": {"indicator": "overlay"}}}]}
            """
        let (tree, rendering) = try render(loading, state: .loading)
        #expect(!rendering.texts.contains { $0.nodeID == "go.title" })
        let spinner = try #require(tree.root.node(withID: "go.spinner")?.frame)
        let pixels = (Int(spinner.minX)..<Int(spinner.maxX)).flatMap { x in
            (Int(spinner.minY)..<Int(spinner.maxY)).map { rendering.image[x, $0] }
        }
        #expect(pixels.contains(RGBA8(255, 255, 255, 255)) || pixels.contains { $0.red > 200 && $0.blue > 220 })
    }

    @Test func invalidFieldsGetARedBorder() throws {
        let form = """
            {"type": "vstack", "padding": 10, "children": [
              {"type": "textField", "id": "email", "placeholder": "Email"},
              {"type": "inlineError", "id": "err", "for": "email", "text": "Enter an email."},
              {"type": "button", "id": "go", "title": "Go", "states": {"invalidSubmit": {"errors": ["err"], "focus": "err"}}}]}
            """
        let (tree, rendering) = try render(form, state: .invalidSubmit)
        let box = try #require(tree.root.node(withID: "email.box")?.frame)
        let red = Color.system(.systemRed).light
        let border = rendering.image[Int(box.midX), Int(box.minY)]
        #expect(border == RGBA8(UInt8(red.red * 255), UInt8(red.green * 255), UInt8(red.blue * 255), 255))
        #expect(rendering.texts.contains { $0.nodeID == "err" && $0.color == red })
    }

    @Test func darkAppearanceUsesDarkColours() throws {
        let text = #"{"type": "vstack", "children": [{"type": "text", "id": "t", "text": "Hello"}]}"#
        let (_, rendering) = try render(text, appearance: .dark, backdrop: #"{"type": "solid", "color": "systemBackground"}"#)
        #expect(rendering.image[0, 100] == RGBA8(0, 0, 0, 255))
        #expect(rendering.texts.first?.color == SRGBColor(red: 1, green: 1, blue: 1))
    }
}

/// What cannot be drawn is an error naming the element, never a glyph silently left out.
@Suite struct RenderErrorTests {
    @Test func aGlyphTheFontCannotRasteriseIsAnErrorNamingTheElement() throws {
        let json = """
            {"version": 1, "name": "T", "viewport": {"width": 200, "height": 120, "scale": 1},
             "content": {"type": "vstack", "children": [{"type": "text", "id": "note", "text": "中"}]}}
            """
        let spec = try SpecLoader.load(bytes: Array(json.utf8), file: "t.json", baseDirectory: "/tmp")
        // The stub measurer gives each character its scalar value as glyph id: 20013, past Inter's last glyph.
        let tree = try LayoutEngine.layout(spec, size: .large, state: .idle, appearance: .light, measurer: MonospaceMeasurer())
        #expect {
            try Rasterizer(engine: RasterizerTests.engine).render(tree)
        } throws: { error in
            // The font file's path differs by machine; everything else is exact.
            let text = "\(error)"
            return error is RenderError
                && text.hasPrefix(
                    #"t.json:2:45: error: light · large · idle: the text "note" cannot be drawn: glyph 20013 of "中" (regular, 17 pt): FreeType could not load glyph 20013 in "#
                )
                && text.hasSuffix(
                    #"Inter-Regular.otf: the font has only 2548 glyphs; name font files in "fonts" that FreeType can rasterise"#)
        }
    }
}
