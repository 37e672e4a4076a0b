import Layout
import Spec
import Text
import TestSupport

/// Builds a spec from the JSON of its content, in a 200×400 pt viewport at @1x.
func screen(_ content: String, width: Int = 200, height: Int = 400, version: Int = 2) throws -> ScreenSpec {
    let json = """
        {"version": \(version), "name": "Test", "viewport": {"width": \(width), "height": \(height), "scale": 1}, "content": \(content)}
        """
    return try SpecLoader.load(bytes: Array(json.utf8), file: "test.json", baseDirectory: "/tmp")
}

func layout(
    _ spec: ScreenSpec, size: SizeCategory = .large, state: RenderState = .idle,
    measurer: any TextMeasuring = MonospaceMeasurer()
) throws -> LayoutTree {
    try LayoutEngine.layout(spec, size: size, state: state, appearance: .light, measurer: measurer)
}

extension LayoutTree {
    func frame(_ id: String) -> Rect? { root.node(withID: id)?.frame }
    func text(_ id: String) -> TextLayout? { root.node(withID: id)?.text }
}
