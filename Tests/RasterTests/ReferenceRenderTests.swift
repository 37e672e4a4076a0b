import Foundation
import Layout
import Raster
import Spec
import TestSupport
import Testing
import Text

/// The rasterizer on its own reproduces the corpus goldens: chosen specs laid out and rendered at
/// their device scale (the goldens' scale, @3x for these iPhone screens), Large and AX5, in every state and appearance, straight through
/// `LayoutEngine` and `Rasterizer` (no sweep, no verifier, no manifest), compared pixel for pixel
/// with `goldens/<spec>/<appearance>/<size>-<state>.png`. A failure writes an
/// `expected | diff | actual` image. The goldens belong to `buttoncheck check` and its manifest, so
/// this test never writes them.
@Suite struct ReferenceRenderTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let goldens = repository.appendingPathComponent("goldens")
    static let specs = [
        "glass-disabled-over-photo", "authentication-view", "loading-overlay", "terms-disabled-continue",
        "dark-appearance-form", "reason-pushed-away-at-ax5",
    ]
    static let engine = try! TextEngine(fonts: .inter())

    @Test(arguments: specs)
    func renderMatchesItsGolden(slug: String) throws {
        let spec = try SpecLoader.load(path: Self.repository.appendingPathComponent("specs/\(slug).json").path)
        let rasterizer = Rasterizer(engine: Self.engine)
        for appearance in spec.appearances {
            for size in [SizeCategory.large, .AX5] {
                for state in spec.states {
                    let tree = try LayoutEngine.layout(spec, size: size, state: state, appearance: appearance, measurer: Self.engine)
                    let image = try rasterizer.render(tree).image
                    let golden = Self.goldens.appendingPathComponent(
                        "\(slug)/\(appearance.rawValue)/\(size.rawValue)-\(state.rawValue).png")
                    assertGolden(
                        image, at: golden.path, recordable: false,
                        recordCommand: "swift run buttoncheck check specs --goldens goldens --record failed, after review")
                }
            }
        }
    }
}
