import Accessibility
import Layout
import Spec
import Text
import TestSupport

/// A spec from the JSON of its content, in a 200×400 viewport at @1x.
func screen(_ content: String, platform: String = "ios", version: Int = 2) throws -> ScreenSpec {
    let json = """
        {"version": \(version), "name": "Test", "platform": "\(platform)",
         "viewport": {"width": 200, "height": 400, "scale": 1}, "content": \(content)}
        """
    return try SpecLoader.load(bytes: Array(json.utf8), file: "test.json", baseDirectory: "/tmp")
}

/// The accessibility tree of one case, laid out with the monospace stand-in (every character half the font size wide).
func voiceOver(
    _ spec: ScreenSpec, size: SizeCategory = .large, state: RenderState = .idle,
    direction: TextDirection? = nil
) throws -> AccessibilityTree {
    let tree = try LayoutEngine.layout(
        spec, size: size, state: state, appearance: .light, layoutDirection: direction,
        measurer: MonospaceMeasurer())
    return AccessibilityTreeBuilder.build(tree, spec: spec)
}
