import Checks
import Files
import Foundation
import Goldens
import PNG
import Pixels
import Raster
import Reports
import Spec
import Text

/// Compares a spec's renders with its goldens (and each golden file with its manifest entry),
/// records goldens when the mode asks, writes expected | diff | actual images for failures (and
/// removes stale ones of goldens that pass), and finds orphans.
///
/// It works one case at a time (`verify(_:…)`, safe to call from several threads while that case's
/// pixels exist) and then once per spec (`apply(_:)`, which collects what was recorded in case
/// order), so a sweep never needs every frame of a spec in memory at once. It never writes the
/// manifest: the run does that last, with `GoldenStore.updateManifest`, once every golden is written.
package struct GoldenVerifier: Sendable {
    package let store: GoldenStore
    package let mode: RecordMode
    package let comparison: GoldenComparison
    /// Where failure images go (`<dir>/<spec>/<appearance>/<size>-<state>.diff.png`); nil: not written.
    package let diffDirectory: String?
    /// Draws the "expected | diff | actual" captions over failure images; nil: no captions.
    package let captionEngine: TextEngine?
    /// Pixel hashes of scenes this build drew before (nil: every render's pixels are hashed).
    package let scenes: SceneCache?

    /// One case's verdict, made while its pixels existed.
    package struct Verdict: Sendable {
        package let outcome: GoldenOutcome
        /// The golden written (recorded, or an unlisted golden listed), for the manifest.
        let recorded: (relative: String, entry: GoldenManifest.Entry, scale: Int)?
        /// How the golden's recorded environment differs from the current one.
        let environmentChanges: [String]
    }

    package init(
        store: GoldenStore, mode: RecordMode, comparison: GoldenComparison = GoldenComparison(), diffDirectory: String? = nil,
        captionEngine: TextEngine? = nil, scenes: SceneCache? = nil
    ) {
        self.store = store
        self.mode = mode
        self.comparison = comparison
        self.diffDirectory = diffDirectory
        self.captionEngine = captionEngine
        self.scenes = scenes
    }

    /// The environment renders drawn with the primary fonts alone are made in now (`RenderEnvironments`
    /// adds the fallback fonts a render draws with).
    package static func environment(engine: TextEngine) -> GoldenEnvironment {
        GoldenEnvironment.fingerprint(
            tool: ButtonCheckVersion.current, freeType: engine.freeTypeVersion, harfBuzz: engine.harfBuzzVersion,
            fontFiles: Array(engine.fonts.files.values))
    }

    /// Compares one render with its golden (recording or writing a diff image as the mode says).
    /// `plain`: the render's rows known to be one colour (`Rendering.plainRows`).
    /// `manifest` is the manifest as the run started; nothing here changes it, and in `never` mode
    /// nothing is written in the goldens folder. `scene`: the render's scene (`SceneCache.fingerprint`),
    /// nil when its drawing is not all known. `areas`: the render's elements (`ChangeAreas.areas(of:)`), which a
    /// failure names as changed.
    package func verify(
        _ image: RGBAImage, plain: PlainRows? = nil, scene: String? = nil, spec slug: String, renderCase: RenderCase, scale: Int,
        environment: GoldenEnvironment, manifest: GoldenManifest, areas: [ChangeArea] = []
    ) throws -> Verdict {
        let relative = GoldenStore.relativePath(spec: slug, renderCase)
        let golden = store.path(relative)
        let entry = manifest.goldens[relative]
        let scenes = scene == nil ? nil : self.scenes
        let compared = try comparison.compare(
            image, plain: plain, scenes: scenes, scene: scene, store: store, relative: relative,
            entry: entry, areas: areas)
        // The pixels of a render compared identical to the entry's, or recorded, are remembered for its scene.
        func learn(_ entry: GoldenManifest.Entry?) {
            if let scene, let scenes, let entry, entry.hash == .current { scenes.learn(scene: scene, pixels: entry.pixels) }
        }
        // A golden file written (or listed) from these pixels is known to decode to them: the next check
        // need not decode it before it trusts the entry's two hashes together.
        func learnFile(_ entry: GoldenManifest.Entry) {
            if let file = entry.file, entry.hash == .current { self.scenes?.learn(decodedFile: file, pixels: entry.pixels) }
        }
        if case .identical = compared { learn(entry) }
        let changes = manifest.environment(of: relative).map { environment.differences(from: $0) } ?? []
        let diffPath = diffDirectory.map {
            "\($0)/\(renderCase.path(spec: slug, suffix: "diff.png"))"
        }
        func verdict(_ outcome: GoldenOutcome, recorded: GoldenManifest.Entry? = nil) throws -> Verdict {
            if outcome.status != .failed, let diffPath, FileManager.default.fileExists(atPath: diffPath) {
                // A diff image left by an earlier run no longer describes anything: one that cannot be
                // removed would be taken for this run's.
                do {
                    try FileManager.default.removeItem(atPath: diffPath)
                } catch {
                    throw GoldenError.unwritable(
                        path: diffPath, reason: "a diff image of an earlier run cannot be removed (\(error.localizedDescription))")
                }
            }
            return Verdict(outcome: outcome, recorded: recorded.map { (relative, $0, scale) }, environmentChanges: changes)
        }
        func record(_ message: String, status: GoldenOutcome.Status = .recorded) throws -> Verdict {
            let written = try store.write(image, plain: plain, to: relative)
            learn(written)
            learnFile(written)
            return try verdict(GoldenOutcome(renderCase: renderCase, status: status, golden: golden, message: message), recorded: written)
        }
        func relist(_ message: String) throws -> Verdict {
            let listed = try store.relist(image, plain: plain, at: relative)
            learn(listed)
            learnFile(listed)
            return try verdict(GoldenOutcome(renderCase: renderCase, status: .recorded, golden: golden, message: message), recorded: listed)
        }
        func passed(_ message: String, mismatched: Int? = nil, total: Int? = nil) throws -> Verdict {
            guard entry == nil else {
                return try verdict(
                    GoldenOutcome(
                        renderCase: renderCase, status: .passed, golden: golden, mismatched: mismatched, total: total, message: message))
            }
            // A golden on disk that the manifest does not list (a straggler): it passes, and a
            // recording run lists it.
            if mode == .never {
                return try verdict(
                    GoldenOutcome(
                        renderCase: renderCase, status: .passed, golden: golden, mismatched: mismatched, total: total,
                        message: message + "; the golden is not in the manifest (list it with --record missing)"))
            }
            return try record(message + "; listed the golden in the manifest", status: .passed)
        }
        switch compared {
        case .identical:
            if mode == .all, manifest.environment(of: relative) != environment {
                return try relist("recorded again in the current environment (pixels unchanged)")
            }
            if mode == .all, let entry, entry.hash != .current || entry.file == nil {
                return try relist("recorded again with the \(HashKind.current.rawValue) hash (pixels unchanged)")
            }
            return try passed("same pixels as the golden")
        case .passed(let mismatched, let total):
            if mode == .all {
                return try record("recorded again (\(mismatched) of \(total) pixels differed, within tolerance)")
            }
            return try passed("\(mismatched) of \(total) pixels differ, within tolerance", mismatched: mismatched, total: total)
        case .failed(let mismatched, let total, let composite, let change):
            if mode == .failed || mode == .all {
                return try record("recorded again: \(mismatched) of \(total) pixels differed")
            }
            if let diffPath {
                try FileManager.default.createDirectory(atPath: FilePath.deletingLastComponent(diffPath), withIntermediateDirectories: true)
                // SideBySide puts the three panels, each as wide as the render, 4 pixels apart.
                let captioned =
                    try captionEngine.map {
                        try DiffCaptions.captioned(
                            composite, panelWidth: image.width, gap: (composite.width - 3 * image.width) / 2,
                            scale: scale, engine: $0)
                    } ?? composite
                try PNG.write(captioned, to: diffPath)
            }
            let percent = NumberFormat.share(mismatched, of: total)
            let where_ = diffPath.map { "expected | diff | actual in \($0)" } ?? "pass --out DIR to get an expected | diff | actual image"
            var failed = GoldenOutcome(
                renderCase: renderCase, status: .failed, golden: golden, mismatched: mismatched, total: total,
                diffImage: diffPath, message: "\(mismatched) of \(total) pixels differ (\(percent)%); \(where_)")
            failed.changedElements = change.elements.map { ChangedElement(element: $0.name, pixels: $0.pixels, maxDeltaE: $0.maxDeltaE) }
            failed.maxDeltaE = change.maxDeltaE
            return try verdict(failed)
        case .broken(let reason):
            if mode == .failed || mode == .all {
                return try record("recorded again: \(reason)")
            }
            return try verdict(
                GoldenOutcome(
                    renderCase: renderCase, status: .failed, golden: golden,
                    message: "\(reason); review it, then record it again with --record failed"))
        case .missing:
            if mode == .never {
                return try verdict(
                    GoldenOutcome(
                        renderCase: renderCase, status: .missing, golden: golden,
                        message: "no golden at \(golden); record it with --record missing"))
            }
            return try record("recorded a new golden at \(golden)")
        }
    }

    /// A spec's verdicts (in case order): the outcomes, the goldens written, and the environment
    /// differences found.
    package func apply(_ verdicts: [Verdict])
        -> (
            outcomes: [GoldenOutcome], recorded: [(relative: String, entry: GoldenManifest.Entry, scale: Int)], environmentChanges: [String]
        )
    {
        var changes: Set<String> = []
        for verdict in verdicts { changes.formUnion(verdict.environmentChanges) }
        return (verdicts.map(\.outcome), verdicts.compactMap(\.recorded), changes.sorted())
    }

    /// Goldens of a spec that no case of a full sweep rendered (with a golden kept), relative to the folder.
    package func orphans(spec slug: String, rendered: [RenderCase]) -> [String] {
        let paths = Set(rendered.map { GoldenStore.relativePath(spec: slug, $0) })
        return store.goldens(ofSpec: slug).filter { !paths.contains($0) }
    }
}
