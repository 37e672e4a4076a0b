import Foundation
import Goldens
import PNG
import Pixels
import Reports
import Text

/// Compares a spec's renders with its goldens, records goldens when the mode asks, writes
/// expected | diff | actual images for failures, and finds orphans.
///
/// It works one case at a time (`verify(_:…)`, safe to call from several threads while that case's
/// pixels exist) and then once per spec (`apply(_:to:)`, which updates the manifest in case order),
/// so a sweep never needs every frame of a spec in memory at once.
public struct GoldenVerifier: Sendable {
    public let store: GoldenStore
    public let mode: RecordMode
    public let comparison: GoldenComparison
    /// Where failure images go (`<dir>/<spec>/<appearance>/<size>-<state>.diff.png`); nil: not written.
    public let diffDirectory: String?

    /// One case's verdict, made while its pixels existed.
    public struct Verdict: Sendable {
        public let outcome: GoldenOutcome
        /// The manifest entry to write (a golden recorded, or an unlisted golden that matched).
        let entry: (relative: String, pixels: String, width: Int, height: Int, scale: Int?)?
        /// How the golden's recorded environment differs from the current one.
        let environmentChanges: [String]
    }

    public init(store: GoldenStore, mode: RecordMode, comparison: GoldenComparison = GoldenComparison(), diffDirectory: String? = nil) {
        self.store = store
        self.mode = mode
        self.comparison = comparison
        self.diffDirectory = diffDirectory
    }

    /// The environment renders are made in now.
    public static func environment(engine: TextEngine) -> GoldenEnvironment {
        GoldenEnvironment.fingerprint(tool: ButtonCheckVersion.current, freeType: engine.freeTypeVersion, harfBuzz: engine.harfBuzzVersion,
                                      fontFiles: Array(engine.fonts.files.values))
    }

    /// Compares one render with its golden (recording or writing a diff image as the mode says).
    /// `manifest` is the manifest as the run started; nothing here changes it.
    public func verify(_ image: RGBAImage, spec slug: String, renderCase: RenderCase, scale: Int, environment: GoldenEnvironment,
                       manifest: GoldenManifest) throws -> Verdict {
        let relative = GoldenStore.relativePath(spec: slug, appearance: renderCase.appearance.rawValue, size: renderCase.size.rawValue,
                                                state: renderCase.state.rawValue)
        let golden = store.path(relative)
        let hash = GoldenStore.pixelHash(image)
        let compared = try comparison.compare(image, hash: hash, store: store, relative: relative, entry: manifest.goldens[relative])
        let changes = manifest.environment(of: relative).map { environment.differences(from: $0) } ?? []
        func verdict(_ outcome: GoldenOutcome, entry: (String, String, Int, Int, Int?)? = nil) -> Verdict {
            Verdict(outcome: outcome, entry: entry, environmentChanges: changes)
        }
        func record(_ message: String) throws -> Verdict {
            let written = try store.write(image, to: relative)
            return verdict(GoldenOutcome(renderCase: renderCase, status: .recorded, golden: golden, message: message),
                           entry: (relative, written, image.width, image.height, scale))
        }
        switch compared {
        case .identical:
            if mode == .all, manifest.environment(of: relative) != environment {
                return try record("recorded again in the current environment (pixels unchanged)")
            }
            return verdict(GoldenOutcome(renderCase: renderCase, status: .passed, golden: golden, message: "same pixels as the golden"))
        case .passed(let mismatched, let total):
            if mode == .all {
                return try record("recorded again (\(mismatched) of \(total) pixels differed, within tolerance)")
            }
            // An unlisted golden that matches: list it, so the next run skips the comparison.
            let entry = manifest.goldens[relative] == nil
                ? (relative, GoldenStore.pixelHash(try PNG.read(contentsOf: golden)), image.width, image.height, nil as Int?)
                : nil
            return verdict(GoldenOutcome(renderCase: renderCase, status: .passed, golden: golden, mismatched: mismatched, total: total,
                                         message: "\(mismatched) of \(total) pixels differ, within tolerance"), entry: entry)
        case .failed(let mismatched, let total, let composite):
            if mode == .failed || mode == .all {
                return try record("recorded again: \(mismatched) of \(total) pixels differed")
            }
            var diffPath: String?
            if let diffDirectory {
                let path = "\(diffDirectory)/\(slug)/\(renderCase.appearance.rawValue)/\(renderCase.size.rawValue)-\(renderCase.state.rawValue).diff.png"
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try PNG.write(composite, to: path)
                diffPath = path
            }
            let percent = String(format: "%.2f", Double(mismatched) / Double(max(total, 1)) * 100)
            let where_ = diffPath.map { "expected | diff | actual in \($0)" } ?? "pass --out DIR to get an expected | diff | actual image"
            return verdict(GoldenOutcome(renderCase: renderCase, status: .failed, golden: golden, mismatched: mismatched, total: total,
                                         diffImage: diffPath, message: "\(mismatched) of \(total) pixels differ (\(percent)%); \(where_)"))
        case .missing:
            if mode == .never {
                return verdict(GoldenOutcome(renderCase: renderCase, status: .missing, golden: golden,
                                             message: "no golden at \(golden); record it with --record missing"))
            }
            return try record("recorded a new golden at \(golden)")
        }
    }

    /// Applies a spec's verdicts (in case order) to the manifest; returns the outcomes and the
    /// environment differences found.
    public func apply(_ verdicts: [Verdict], environment: GoldenEnvironment, to manifest: inout GoldenManifest)
        -> (outcomes: [GoldenOutcome], environmentChanges: [String]) {
        var changes: Set<String> = []
        for verdict in verdicts {
            changes.formUnion(verdict.environmentChanges)
            guard let entry = verdict.entry else { continue }
            manifest.record(entry.relative, pixels: entry.pixels, width: entry.width, height: entry.height, environment: environment)
            if let scale = entry.scale { manifest.scale = scale }
        }
        return (verdicts.map(\.outcome), changes.sorted())
    }

    /// Goldens of a spec that no case of a full sweep rendered.
    public func orphans(spec slug: String, rendered: [RenderCase]) -> [String] {
        let paths = Set(rendered.map {
            GoldenStore.relativePath(spec: slug, appearance: $0.appearance.rawValue, size: $0.size.rawValue, state: $0.state.rawValue)
        })
        return store.goldens(ofSpec: slug).filter { !paths.contains($0) }.map(store.path)
    }
}
