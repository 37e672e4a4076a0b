import Foundation
import PNG
import Layout
import Raster
import Spec
import Text

/// Writes a checked spec's renders and its contact sheet (failing elements outlined):
/// `<out>/<spec>/<appearance>/<size>-<state>.png` and `<out>/<spec>/sheet.png`.
public enum RenderOutput {
    /// Writes renders and the sheet, outlining in each cell the rectangles `outlines` gives for it.
    /// Returns the paths written: per case name (`light/AX5-idle`) and the sheet.
    public static func write(spec: ScreenSpec, renders: [RenderSweep.Output], engine: TextEngine, to out: String,
                             outlines: (RenderSweep.Output) -> [(rect: Rect, label: String)] = { _ in [] }) throws
        -> (images: [String: String], sheet: String) {
        var images: [String: String] = [:]
        for output in renders {
            let name = "\(output.item.appearance.rawValue)/\(output.item.size.rawValue)-\(output.item.state.rawValue)"
            let path = "\(out)/\(spec.slug)/\(name).png"
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try PNG.write(output.rendering.image, to: path)
            images[name] = path
        }
        let cells = renders.map {
            ContactSheet.Cell(appearance: $0.item.appearance, size: $0.item.size, state: $0.item.state, image: $0.rendering.image,
                              scale: $0.tree.scale, viewportHeight: $0.tree.viewport.height, outlines: outlines($0))
        }
        let sheet = ContactSheet(engine: engine).compose(title: "\(spec.name) — \(spec.slug)", cells: cells)
        let sheetPath = "\(out)/\(spec.slug)/sheet.png"
        try FileManager.default.createDirectory(atPath: (sheetPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try PNG.write(sheet, to: sheetPath)
        return (images, sheetPath)
    }

    /// A checked spec's renders, its failing elements outlined.
    public static func write(_ result: SpecCheck, engine: TextEngine, to out: String) throws -> (images: [String: String], sheet: String) {
        try write(spec: result.spec, renders: result.renders, engine: engine, to: out, outlines: result.outlines(for:))
    }
}
