import Foundation
import Goldens
import PNG
import Pixels
import Reports
import Text

/// Compares a spec's renders with its goldens, records goldens when the mode asks, writes
/// expected | diff | actual images for failures, and finds orphans.
public struct GoldenVerifier: Sendable {
    public let store: GoldenStore
    public let mode: RecordMode
    public let comparison: GoldenComparison
    /// Where failure images go (`<dir>/<spec>/<appearance>/<size>-<state>.diff.png`); nil: not written.
    public let diffDirectory: String?

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

    /// Outcomes in render order; `manifest` is updated for what was recorded. `fullSweep` says the
    /// renders cover every case of the spec, so goldens without a render are orphans.
    public func verify(_ check: SpecCheck, environment: GoldenEnvironment, manifest: inout GoldenManifest,
                       fullSweep: Bool) throws -> (outcomes: [GoldenOutcome], orphans: [String], environmentChanges: [String]) {
        let store = self.store, comparison = self.comparison
        let currentManifest = manifest
        let renders = check.renders
        let results = Parallel.map(count: renders.count, jobs: Parallel.defaultJobs) { index -> Result<(String, GoldenComparison.Result), Error> in
            let output = renders[index]
            let relative = GoldenStore.relativePath(spec: check.spec.slug, appearance: output.item.appearance.rawValue,
                                                    size: output.item.size.rawValue, state: output.item.state.rawValue)
            let hash = GoldenStore.pixelHash(output.rendering.image)
            return Result { (relative, try comparison.compare(output.rendering.image, hash: hash, store: store, relative: relative,
                                                                    entry: currentManifest.goldens[relative])) }
        }
        var outcomes: [GoldenOutcome] = []
        var changes: Set<String> = []
        for (output, result) in zip(renders, results) {
            let (relative, compared) = try result.get()
            let image = output.rendering.image
            let renderCase = RenderCase(appearance: output.item.appearance, size: output.item.size, state: output.item.state)
            let golden = store.path(relative)
            if let recorded = manifest.environment(of: relative) {
                changes.formUnion(environment.differences(from: recorded))
            }
            func record(_ message: String) throws -> GoldenOutcome {
                let written = try store.write(image, to: relative)
                manifest.record(relative, pixels: written, width: image.width, height: image.height, environment: environment)
                manifest.scale = output.tree.scale
                return GoldenOutcome(renderCase: renderCase, status: .recorded, golden: golden, message: message)
            }
            switch compared {
            case .identical:
                if mode == .all, manifest.environment(of: relative) != environment {
                    outcomes.append(try record("recorded again in the current environment (pixels unchanged)"))
                } else {
                    outcomes.append(GoldenOutcome(renderCase: renderCase, status: .passed, golden: golden, message: "same pixels as the golden"))
                }
            case .passed(let mismatched, let total):
                if mode == .all {
                    outcomes.append(try record("recorded again (\(mismatched) of \(total) pixels differed, within tolerance)"))
                } else {
                    if manifest.goldens[relative] == nil {
                        // An unlisted golden that matches: list it, so the next run skips the comparison.
                        manifest.record(relative, pixels: GoldenStore.pixelHash(try PNG.read(contentsOf: golden)), width: image.width,
                                        height: image.height, environment: environment)
                    }
                    outcomes.append(GoldenOutcome(renderCase: renderCase, status: .passed, golden: golden, mismatched: mismatched, total: total,
                                                  message: "\(mismatched) of \(total) pixels differ, within tolerance"))
                }
            case .failed(let mismatched, let total, let composite):
                if mode == .failed || mode == .all {
                    outcomes.append(try record("recorded again: \(mismatched) of \(total) pixels differed"))
                    continue
                }
                var diffPath: String?
                if let diffDirectory {
                    let path = "\(diffDirectory)/\(check.spec.slug)/\(renderCase.appearance.rawValue)/\(renderCase.size.rawValue)-\(renderCase.state.rawValue).diff.png"
                    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                    try PNG.write(composite, to: path)
                    diffPath = path
                }
                let percent = String(format: "%.2f", Double(mismatched) / Double(max(total, 1)) * 100)
                let where_ = diffPath.map { "expected | diff | actual in \($0)" } ?? "pass --out DIR to get an expected | diff | actual image"
                outcomes.append(GoldenOutcome(renderCase: renderCase, status: .failed, golden: golden, mismatched: mismatched, total: total,
                                              diffImage: diffPath, message: "\(mismatched) of \(total) pixels differ (\(percent)%); \(where_)"))
            case .missing:
                if mode == .never {
                    outcomes.append(GoldenOutcome(renderCase: renderCase, status: .missing, golden: golden,
                                                  message: "no golden at \(golden); record it with --record missing"))
                } else {
                    outcomes.append(try record("recorded a new golden at \(golden)"))
                }
            }
        }
        var orphans: [String] = []
        if fullSweep {
            let rendered = Set(renders.map {
                GoldenStore.relativePath(spec: check.spec.slug, appearance: $0.item.appearance.rawValue, size: $0.item.size.rawValue,
                                         state: $0.item.state.rawValue)
            })
            orphans = store.goldens(ofSpec: check.spec.slug).filter { !rendered.contains($0) }.map(store.path)
        }
        return (outcomes, orphans, changes.sorted())
    }
}
