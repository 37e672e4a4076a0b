import Files
import Foundation
import PNG
import Pixels
import Layout
import Raster
import Spec
import Text

/// Writes a spec's renders and its contact sheet (failing elements outlined):
/// `<out>/<spec>/<appearance>/<size>-<state>.png` and `<out>/<spec>/sheet.png`; on request each render's
/// accessibility snapshot, `<out>/<spec>/<appearance>/<size>-<state>.voiceover.png`.
///
/// A sweep writes each render as it is drawn (`write(_:spec:to:)`) and keeps only its sheet cell;
/// the sheet is written once the findings are known (`writeSheet`).
package enum RenderOutput {
    /// A case's name in outputs: `light/AX5-idle`.
    package static func name(_ item: RenderCase) -> String {
        item.name
    }

    /// Writes one render; returns its path.
    package static func write(_ output: RenderSweep.Output, spec: ScreenSpec, to out: String) throws -> String {
        let path = "\(out)/\(output.item.path(spec: spec.slug))"
        try OutputFolder.create(FilePath.deletingLastComponent(path))
        try PNG.write(output.rendering.image, plain: output.rendering.plainRows, to: path)
        return path
    }

    /// Writes one render and makes its cell on the sheet (`cell(_:spec:combinations:)`) in the same pass
    /// over its pixels: the encoder reduces the rows as it compresses them. Returns the path and the cell.
    static func writeWithCell(
        _ output: RenderSweep.Output, spec: ScreenSpec, to out: String,
        combinations: Int = 1
    ) throws -> (path: String, cell: ContactSheet.Cell) {
        let path = "\(out)/\(output.item.path(spec: spec.slug))"
        try OutputFolder.create(FilePath.deletingLastComponent(path))
        let image = output.rendering.image
        let maximumHeight = ContactSheet.maximumCellHeight(combinations: combinations)
        let size = ContactSheet.thumbnailSize(width: image.width, height: image.height, maximumHeight: maximumHeight)
        let reduced = try PNG.write(image, plain: output.rendering.plainRows, to: path, reducedBy: size.reduction, reducedRows: size.height)
        return (path, cell(output, spec: spec, combinations: combinations, reduced: reduced))
    }

    /// The blocks of rows a spec's sheet has: one per display-setting combination and locale.
    package static func blocks(of spec: ScreenSpec) -> Int {
        spec.settings.count * spec.locales.count
    }

    /// `spec` names the locale of its texts (the source language for a case naming none);
    /// `combinations` is the number of blocks of rows the sheet has (`blocks(of:)`).
    /// A render's cell on the sheet (the render reduced, unless `reduced` is that already; outlines are
    /// added when findings are known).
    package static func cell(
        _ output: RenderSweep.Output, spec: ScreenSpec, combinations: Int = 1,
        reduced: RGBAImage? = nil
    ) -> ContactSheet.Cell {
        var cell = ContactSheet.Cell(
            appearance: output.item.appearance, settings: output.item.settings, locale: spec.textLocale(output.item.locale),
            size: output.item.size, state: output.item.state,
            image: output.rendering.image, scale: output.tree.scale, viewportHeight: output.tree.viewport.height,
            frames: output.tree.elementFrames, plain: output.rendering.plainRows,
            maximumHeight: ContactSheet.maximumCellHeight(combinations: combinations), reduced: reduced)
        cell.scenario = output.item.scenario
        return cell
    }

    /// Composes and writes the spec's sheet; returns its path. Its bands are drawn and compressed on
    /// up to `jobs` threads (the sheet comes after the sweep, so on one thread it would leave the other
    /// cores idle); the file is the same whatever `jobs` is.
    static func writeSheet(spec: ScreenSpec, cells: [ContactSheet.Cell], engine: TextEngine, jobs: Int, to out: String) throws
        -> String
    {
        let sheetPath = "\(out)/\(spec.slug)/sheet.png"
        try OutputFolder.create(FilePath.deletingLastComponent(sheetPath))
        let sheet = ContactSheet(engine: engine)
        let title = "\(spec.name) — \(spec.slug)"
        guard !cells.isEmpty else {
            try PNG.write(try sheet.compose(title: title, cells: cells), to: sheetPath)
            return sheetPath
        }
        let plan = try sheet.plan(title: title, cells: cells)
        try plan.requireReadableSize(file: spec.file)
        let bands = try Parallel.map(count: plan.bandCount, jobs: jobs) { index in
            Result { () throws -> PNGBand in try PNG.compress(band: try sheet.band(index, of: plan), isLast: index == plan.bandCount - 1) }
        }.map { try $0.get() }
        try PNG.write(bands: bands, to: sheetPath)
        return sheetPath
    }

    /// Renders every case of a spec and writes each render and the sheet, holding at most one frame
    /// per job. Returns the paths written: per case name (`light/AX5-idle`) and the sheet; with
    /// `accessibility`, each render's accessibility snapshot beside it too (`AccessibilitySnapshots`),
    /// whose paths come back in `snapshots`.
    package static func render(
        _ spec: ScreenSpec, cases: [RenderCase], engine: TextEngine, jobs: Int, to out: String,
        accessibility: Bool = false, rendered: (@Sendable () -> Void)? = nil
    )
        throws -> (images: [String: String], sheet: String, snapshots: [String: String])
    {
        let written = try RenderSweep(engine: engine).stream(spec, cases: cases, jobs: jobs) { output in
            let (written, cell) = try writeWithCell(output, spec: spec, to: out, combinations: blocks(of: spec))
            let snapshot = accessibility ? try AccessibilitySnapshots.write(output, spec: spec, engine: engine, to: out) : nil
            rendered?()
            return (name(output.item), written, cell, snapshot)
        }
        let sheet = try writeSheet(spec: spec, cells: written.map(\.2), engine: engine, jobs: jobs, to: out)
        return (
            Dictionary(uniqueKeysWithValues: written.map { ($0.0, $0.1) }), sheet,
            Dictionary(uniqueKeysWithValues: written.compactMap { item in item.3.map { (item.0, $0) } })
        )
    }
}
