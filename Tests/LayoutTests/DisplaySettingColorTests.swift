import Layout
import Spec
import Testing
import TestSupport

/// Increase Contrast and Reduce Transparency change what layout resolves for the rasterizer: colours
/// take their increased-contrast variants; glass and materials become opaque fills, nothing blurred.
@Suite struct DisplaySettingColorTests {
    static let increased = DisplaySettings([.increaseContrast])
    static let reduced = DisplaySettings([.reduceTransparency])

    private func tree(_ content: String, settings: DisplaySettings, state: RenderState = .idle, scale: Int = 1) throws -> LayoutTree {
        let json = """
            {"version": 2, "name": "T", "viewport": {"width": 300, "height": 300, "scale": \(scale)}, "content": \(content)}
            """
        let spec = try SpecLoader.load(bytes: Array(json.utf8), file: "t.json", baseDirectory: "/")
        return try LayoutEngine.layout(
            spec, size: .large, state: state, appearance: .light, settings: settings, measurer: MonospaceMeasurer())
    }

    private func button(_ tree: LayoutTree, _ id: String) -> ButtonAppearance? {
        if case .button(let appearance) = tree.root.node(withID: id)?.element { return appearance }
        return nil
    }

    @Test func increaseContrastDrawsTheIncreasedVariants() throws {
        let content =
            ##"{"type": "vstack", "children": [{"type": "text", "id": "t", "text": "Hi", "color": "secondaryLabel"}, {"type": "button", "id": "b", "title": "Go", "style": "borderedProminent"}]}"##
        let plain = try tree(content, settings: .none)
        let increased = try tree(content, settings: Self.increased)
        #expect(plain.text("t")?.color.description == "#3C3C4399")
        #expect(increased.text("t")?.color.description == "#3C3C43AD")
        #expect(button(plain, "b")?.fill?.description == "#007AFF")
        #expect(button(increased, "b")?.fill?.description == "#0040DD")
    }

    @Test func increaseContrastDrawsHairlinesOnePointWide() throws {
        let content =
            ##"{"type": "section", "id": "s", "children": [{"type": "textField", "id": "f", "label": "Name"}, {"type": "text", "text": "Row"}], "background": {"color": "systemBackground", "stroke": "separator"}}"##
        let plain = try tree(content, settings: .none, scale: 3)
        let increased = try tree(content, settings: Self.increased, scale: 3)
        func border(_ tree: LayoutTree) -> StrokeWidth? {
            guard case .fieldBox(_, _, let width, _) = tree.root.node(withID: "f.box")?.element else { return nil }
            return width
        }
        #expect(border(plain) == .hairline)
        #expect(border(increased) == .points(1))
        #expect(plain.frame("s.separator")?.height == 1.0 / 3)
        #expect(increased.frame("s.separator")?.height == 1)
        #expect(plain.root.node(withID: "s")?.surface?.strokeWidth == .hairline)
        #expect(increased.root.node(withID: "s")?.surface?.strokeWidth == .points(1))
    }

    @Test func reduceTransparencyMakesGlassOpaqueAndUnblurred() throws {
        let content =
            ##"{"type": "vstack", "children": [{"type": "button", "id": "b", "title": "Go", "style": "glassProminent", "tint": "#003E8A", "states": {"disabled": {"cause": "inFlight"}}}, {"type": "button", "id": "g", "title": "Go", "style": "glass"}]}"##
        let plain = try tree(content, settings: .none)
        let reduced = try tree(content, settings: Self.reduced)
        #expect(button(plain, "b")?.glass != nil)
        #expect(button(plain, "b")?.fill?.description == "#003E8AEB")
        #expect(button(reduced, "b")?.glass == nil)
        // 92% of #003E8A over white.
        #expect(button(reduced, "b")?.fill?.description == "#144D93")
        #expect(button(reduced, "g")?.fill?.description == "#FFFFFF")
        // Disabled: tertiarySystemFill (12%) over white instead of over the blurred backdrop.
        let disabled = try tree(content, settings: Self.reduced, state: .disabled)
        #expect(button(disabled, "b")?.fill?.description == "#EFEFF0")
        #expect(button(disabled, "b")?.glass == nil)
    }

    @Test func buttonShapesPutPlainButtonsOnAShape() throws {
        let content =
            ##"{"type": "vstack", "children": [{"type": "button", "id": "p", "title": "Skip", "style": "plain"}, {"type": "button", "id": "b", "title": "Go", "style": "bordered"}]}"##
        let plain = try tree(content, settings: .none)
        let shaped = try tree(content, settings: DisplaySettings([.buttonShapes]))
        #expect(button(plain, "p")?.fill == nil)
        // tertiarySystemFill, as iOS draws the shape behind a borderless button; other styles keep theirs.
        #expect(button(shaped, "p")?.fill?.description == "#7676801F")
        #expect(button(shaped, "b")?.fill == button(plain, "b")?.fill)
        #expect(shaped.frame("p") == plain.frame("p"))
    }

    @Test func reduceTransparencyMakesMaterialsOpaque() throws {
        let content =
            ##"{"type": "vstack", "children": [{"type": "text", "id": "t", "text": "Hi", "background": {"material": "ultraThin", "cornerRadius": 10}}]}"##
        let plain = try #require(try tree(content, settings: .none).root.node(withID: "t")?.surface)
        let reduced = try #require(try tree(content, settings: Self.reduced).root.node(withID: "t")?.surface)
        #expect(plain.material == .ultraThin && plain.blurSigma == 4)
        #expect(reduced.material == nil && reduced.blurSigma == nil)
        #expect(reduced.fill.description == "#FFFFFF")
        #expect(reduced.cornerRadius == 10)
    }
}
