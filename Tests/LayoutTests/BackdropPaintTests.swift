import Foundation
import Layout
import Pixels
import Spec
import TestSupport
import Testing

/// The layout tree carries its backdrop resolved: colours for the appearance, an image's decoded
/// pixels. An image backdrop cannot reach the rasterizer without them.
@Suite struct BackdropPaintTests {
    static let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("specs").path

    private func spec(_ backdrop: String) throws -> ScreenSpec {
        let json = """
            {"version": 1, "name": "T", "viewport": {"width": 100, "height": 100, "scale": 1}, "appearances": ["light", "dark"],
             "backdrop": \(backdrop), "content": {"type": "text", "text": "Hi"}}
            """
        return try SpecLoader.load(bytes: Array(json.utf8), file: "t.json", baseDirectory: Self.specs)
    }

    @Test func coloursAreResolvedForTheAppearance() throws {
        let solid = try spec(##"{"type": "solid", "color": {"light": "#FFFFFF", "dark": "#000000"}}"##)
        let dark = try LayoutEngine.layout(solid, size: .large, state: .idle, appearance: .dark, measurer: MonospaceMeasurer())
        #expect(dark.backdrop == .solid(SRGBColor(red: 0, green: 0, blue: 0)))
        let gradient = try spec(
            ##"{"type": "linearGradient", "stops": [{"color": "#FF0000", "location": 0}, {"color": "#0000FF", "location": 1}]}"##)
        let tree = try LayoutEngine.layout(gradient, size: .large, state: .idle, appearance: .light, measurer: MonospaceMeasurer())
        #expect(
            tree.backdrop
                == .linearGradient(
                    stops: [
                        .init(color: SRGBColor(red: 1, green: 0, blue: 0), location: 0),
                        .init(color: SRGBColor(red: 0, green: 0, blue: 1), location: 1),
                    ],
                    start: UnitPoint(x: 0.5, y: 0), end: UnitPoint(x: 0.5, y: 1)))
    }

    @Test func anImageBackdropCarriesItsPixelsOrIsAnError() throws {
        let image = try spec(##"{"type": "image", "path": "weekend-away-photo.png"}"##)
        let pixels = RGBAImage(width: 2, height: 2, fill: RGBA8(10, 20, 30, 255))
        let tree = try LayoutEngine.layout(
            image, size: .large, state: .idle, appearance: .light, measurer: MonospaceMeasurer(), backdropImage: pixels)
        let path = Self.specs + "/weekend-away-photo.png"
        #expect(tree.backdrop == .image(path: path, pixels: pixels))
        #expect {
            try LayoutEngine.layout(image, size: .large, state: .idle, appearance: .light, measurer: MonospaceMeasurer())
        } throws: { error in
            "\(error)"
                == "t.json: the backdrop image \(path) was not read before layout; read it with RenderSweep.backdropImage(for:) and pass it as backdropImage"
        }
    }
}
