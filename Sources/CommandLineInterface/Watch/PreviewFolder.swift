import ButtonCheck
import Files
import Foundation
import Reports

/// Writes the preview pages of `watch` into its `--out` folder, each atomically: a spec's pages and
/// its `generation.js` when that spec was checked again, the index and the top `generation.js` on
/// every update. The generation files are written last, so a page that reloads finds the new files.
struct PreviewFolder {
    let out: String

    /// A spec's page, its case pages and its generation file.
    func write(_ spec: SpecReport, generation: Int) throws {
        let folder = out + "/" + spec.slug
        for renderCase in spec.cases where spec.errors.isEmpty {
            let page = folder + "/" + renderCase.name + ".html"
            try ReportFormat.write(
                PreviewSite.casePage(
                    spec, renderCase: renderCase, generation: generation,
                    baseDirectory: FilePath.deletingLastComponent(page)), to: page)
        }
        try ReportFormat.write(PreviewSite.specPage(spec, generation: generation, baseDirectory: folder), to: folder + "/index.html")
        try ReportFormat.write(PreviewSite.generationScript(generation), to: folder + "/" + PreviewSite.generationFile)
    }

    /// The index of every spec, and the top generation file.
    func writeIndex(_ specs: [SpecReport], generation: Int) throws {
        try ReportFormat.write(PreviewSite.index(specs, generation: generation, baseDirectory: out), to: out + "/index.html")
        try ReportFormat.write(PreviewSite.generationScript(generation), to: out + "/" + PreviewSite.generationFile)
    }
}
