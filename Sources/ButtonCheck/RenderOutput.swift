import Foundation
import PNG
import Raster

/// Writes a checked spec's renders and its contact sheet (failing elements outlined):
/// `<out>/<spec>/<appearance>/<size>-<state>.png` and `<out>/<spec>/sheet.png`.
public enum RenderOutput {
    /// Returns the paths written: per case name (`light/AX5-idle`) and the sheet.
    public static func write(_ result: SpecCheck, to out: String) throws -> (images: [String: String], sheet: String) {
        var images: [String: String] = [:]
        for output in result.renders {
            let path = "\(out)/\(result.spec.slug)/\(output.item.appearance.rawValue)/\(output.item.size.rawValue)-\(output.item.state.rawValue).png"
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try PNG.write(output.rendering.image, to: path)
            images["\(output.item.appearance.rawValue)/\(output.item.size.rawValue)-\(output.item.state.rawValue)"] = path
        }
        let engine = try TextEngines().engine(for: result.spec)
        let cells = result.renders.map {
            ContactSheet.Cell(appearance: $0.item.appearance, size: $0.item.size, state: $0.item.state, image: $0.rendering.image,
                              scale: $0.tree.scale, viewportHeight: $0.tree.viewport.height, outlines: result.outlines(for: $0))
        }
        let sheet = ContactSheet(engine: engine).compose(title: "\(result.spec.name) — \(result.spec.slug)", cells: cells)
        let sheetPath = "\(out)/\(result.spec.slug)/sheet.png"
        try FileManager.default.createDirectory(atPath: (sheetPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try PNG.write(sheet, to: sheetPath)
        return (images, sheetPath)
    }
}
