import Foundation
import Layout
import PNG
import Pixels
import Raster
import Spec
import Testing
import Text

/// Renders of chosen specs at @1x, Large and AX5, in every state and appearance, compared pixel
/// for pixel with reference PNGs under References/<spec>/<appearance>-<size>-<state>.png.
/// To record on purpose: `BUTTONCHECK_RECORD_RENDERS=1 swift test --filter ReferenceRenderTests`.
@Suite struct ReferenceRenderTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("References")
    static let recording = ProcessInfo.processInfo.environment["BUTTONCHECK_RECORD_RENDERS"] == "1"
    static let specs = ["glass-disabled-over-photo", "authentication-view", "loading-overlay", "terms-disabled-continue",
                        "dark-appearance-form", "reason-pushed-away-at-ax5"]
    static let engine = try! TextEngine(fonts: .inter())

    @Test(arguments: specs)
    func renderMatchesItsReference(slug: String) throws {
        let loaded = try SpecLoader.load(path: Self.repository.appendingPathComponent("specs/\(slug).json").path)
        let spec = ScreenSpec(file: loaded.file, slug: loaded.slug, name: loaded.name, platform: loaded.platform,
                              viewport: Viewport(width: loaded.viewport.width, height: loaded.viewport.height, scale: 1),
                              appearances: loaded.appearances, backdrop: loaded.backdrop, fonts: loaded.fonts, palette: loaded.palette, content: loaded.content)
        let rasterizer = Rasterizer(engine: Self.engine)
        for appearance in spec.appearances {
            for size in [SizeCategory.large, .AX5] {
                for state in spec.states {
                    let tree = try LayoutEngine.layout(spec, size: size, state: state, appearance: appearance, measurer: Self.engine)
                    let image = rasterizer.render(tree, backdrop: spec.backdrop).image
                    let file = Self.references.appendingPathComponent(slug)
                        .appendingPathComponent("\(appearance.rawValue)-\(size.rawValue)-\(state.rawValue).png")
                    if Self.recording {
                        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                        try PNG.write(image, to: file.path)
                        continue
                    }
                    guard let expected = try? PNG.read(contentsOf: file.path) else {
                        Issue.record("no reference \(file.path); record with BUTTONCHECK_RECORD_RENDERS=1 swift test --filter ReferenceRenderTests")
                        continue
                    }
                    let differing = zip(expected.bytes, image.bytes).enumerated().filter { $0.element.0 != $0.element.1 }.count
                    #expect(expected.width == image.width && expected.height == image.height && differing == 0,
                            "\(slug) \(appearance) \(size) \(state): \(differing) bytes differ from \(file.path)")
                }
            }
        }
    }
}
