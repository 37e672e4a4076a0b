import Checks
import Foundation
import Goldens
import Raster
import Reports
import Spec
import Text

/// The whole job — check specs and compare them with goldens — as a function, for the CLI and for
/// teams' own Swift Testing or XCTest suites. Failures come back as values, with paths to the
/// expected | diff | actual images.
///
///     let result = try Verification.run(specs: "specs", goldens: "goldens", out: "out")
///     #expect(result.goldenFailures.isEmpty, "\(result.goldenFailures.map(\.message))")
///     #expect(result.unexpectedFindings.isEmpty)
public enum Verification {
    public struct Options: Sendable {
        /// Sizes to render (default all 12); states and appearances to keep (nil: all declared).
        public var sizes: [SizeCategory] = SizeCategory.allCases
        public var states: Set<RenderState>?
        /// Format-3 scenarios to keep, by name (nil: all; set with `states` when `--state` is given).
        public var scenarios: Set<String>?
        public var appearances: Set<Appearance>?
        /// Display-setting combinations to keep (nil: every one the spec declares).
        public var settings: Set<DisplaySettings>?
        /// Locales to keep (nil: every one the spec renders).
        public var locales: Set<RenderLocale>?
        /// Pixels per point; nil: the goldens' recorded scale, else the viewport's.
        public var scale: Int?
        /// Each spec at its own viewport's scale even where the goldens were recorded at a fixed one
        /// (`--scale device`); with `record` all or failed, the goldens become device-scale again.
        public var deviceScale = false
        public var configuration = CheckConfiguration.default
        public var record: RecordMode = .never
        public var comparison = GoldenComparison()
        public var jobs = Parallel.defaultJobs
        /// Write a pending golden (`<size>-<state>.new.png` and its `.new.json`) next to each golden that
        /// fails or is missing and is not recorded, for `buttoncheck review`; nil: whenever `record`
        /// is not `never` (which writes nothing in the goldens folder).
        public var pending: Bool?
        /// A folder for the scene cache (`SceneCache`): with it, a render whose scene this build drew and
        /// hashed before is compared with its golden by the remembered hash instead of by reading its
        /// pixels again. Nil (the default): every render's pixels are hashed.
        public var sceneCache: String?
        /// The file of the key that authenticates the scene cache (`SceneCacheKey`); nil: its default place
        /// for this process's environment.
        public var sceneCacheKey: String?
        /// The sizes whose renders have goldens (nil: every size rendered): renders at other sizes are still
        /// checked but neither compared nor recorded, and a full sweep lists their goldens as orphans.
        public var goldenSizes: Set<SizeCategory>?
        /// Remove the orphans a full sweep finds (goldens of the run's specs that no render produces any more)
        /// and their manifest entries; `record` all does too.
        public var pruneOrphans = false
        /// Rewrite every golden that passed in the encoding recording uses now (`GoldenStore.reencode`), where
        /// that is smaller and decodes to the same pixels, and list the new files in the manifest.
        public var reencode = false

        public init() {}

        /// Whether a render of this case has a golden (`goldenSizes`).
        func keepsGolden(_ item: RenderCase) -> Bool { goldenSizes?.contains(item.size) ?? true }

        /// Whether the run removes the orphans it finds.
        var prunes: Bool { pruneOrphans || record == .all }

        var writesPending: Bool { pending ?? (record != .never) }

        var isFullSweep: Bool {
            sizes == SizeCategory.allCases && states == nil && scenarios == nil && appearances == nil && settings == nil && locales == nil
        }

        /// The spec at `scale` (nil: its own; `deviceScale`: always its own), and the cases these options render of it.
        package func plan(_ spec: ScreenSpec, scale: Int? = nil) -> (ScreenSpec, [RenderCase]) {
            let scaled = deviceScale ? spec : (scale ?? self.scale).map { spec.withScale($0) } ?? spec
            let cases = LayoutSweep.cases(for: scaled, sizes: sizes).filter { item in
                (item.scenario.map { scenarios?.contains($0) ?? (states == nil) } ?? (states?.contains(item.state) ?? true))
                    && (appearances?.contains(item.appearance) ?? true)
                    && (settings?.contains(item.settings) ?? true)
                    && (locales?.contains(scaled.textLocale(item.locale)) ?? true)
            }
            return (scaled, cases)
        }
    }

    /// Everything found, per spec, plus the goldens' verdicts.
    public struct Result: Sendable {
        public let report: RunReport
        /// Golden comparisons that did not pass (failed, missing, recorded).
        public var goldenFailures: [GoldenOutcome] { report.goldens.filter(\.failsRun) }
        /// Unsuppressed findings at error severity.
        public var errorFindings: [Finding] { report.findings.filter { !$0.isSuppressed && $0.severity == .error } }
        /// Specs whose findings differ from their `expect` lists.
        public var unexpectedFindings: [SpecReport] { report.specs.filter { !$0.matchesExpectations } }
    }

    /// Checks every spec file (or every spec in every folder, its JSON files that are not specs left out)
    /// given; with `goldens`, compares renders with the goldens there and records per `options.record`; with `out`, writes renders, sheets
    /// and failure images there. Throws for bad input (a broken spec, a corrupt golden).
    public static func run(specs paths: [String], goldens: String? = nil, out: String? = nil, options: Options = Options()) throws -> Result
    {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                files += SpecFolder(path).specs
            } else {
                files.append(path)
            }
        }
        try requireDistinctFolders(files)
        var session = try Session(goldens: goldens, out: out, options: options)
        for file in files {
            try session.check(try SpecLoader.load(path: file))
        }
        return Result(report: try session.finish())
    }

    public static func run(specs path: String, goldens: String? = nil, out: String? = nil, options: Options = Options()) throws -> Result {
        try run(specs: [path], goldens: goldens, out: out, options: options)
    }

    /// Throws when two spec files have the same name in different folders: their renders and
    /// goldens would go to one folder (`<spec>` is the file name without `.json`). Such specs are
    /// refused rather than renamed, so a golden's path never depends on which other specs run.
    /// Names are compared as macOS's file systems compare them, ignoring case and Unicode
    /// normalisation: `Form.json` and `form.json`, or `café.json` composed and decomposed, are two
    /// folders on Linux but one on APFS, so goldens recorded on one would not be found on the other.
    package static func requireDistinctFolders(_ files: [String]) throws(GoldenError) {
        // Swift compares strings by canonical equivalence, so the key folds Unicode normalisation;
        // lower-casing folds case. The same file given twice (byte for byte) is one file.
        var byFolder: [String: [String]] = [:]
        for file in files {
            let key = SpecLoader.slug(for: file).lowercased()
            if byFolder[key]?.contains(where: { $0.utf8.elementsEqual(file.utf8) }) == true { continue }
            byFolder[key, default: []].append(file)
        }
        if let (_, shared) = byFolder.filter({ $0.value.count > 1 }).min(by: { $0.key < $1.key }) {
            let sorted = shared.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            throw .sharedFolder(name: SpecLoader.slug(for: sorted[0]), files: sorted)
        }
    }

    /// One run, spec by spec (the CLI reports bad specs and goes on).
    package struct Session {
        package let options: Options
        let checker: SpecChecker
        let store: GoldenStore?
        let out: String?
        /// The manifest as it was when the run started (never written by a run that records nothing).
        let manifest: GoldenManifest
        /// Goldens written by this run and the environment they were made in, for the manifest.
        var recorded: [String: (entry: GoldenManifest.Entry, environment: GoldenEnvironment)] = [:]
        package private(set) var reports: [SpecReport] = []
        /// Goldens of the run's specs that no render produced, relative to the goldens folder.
        var orphans: [String] = []
        /// The orphans this run removed (`Options.prunes`), as paths, set by `finish`.
        package private(set) var prunedGoldens: [String] = []
        /// What `Options.reencode` did, set by `finish`: goldens rewritten and kept, and their bytes before and after.
        package private(set) var reencoded = (rewritten: 0, kept: 0, before: 0, after: 0)
        var environmentChanges: Set<String> = []
        /// Each render's environment (its font files are hashed once per run).
        let environments: RenderEnvironments
        /// The scale renders are made at when goldens fix it.
        package let goldenScale: Int?
        /// Pixel hashes by scene, when `options.sceneCache` names a folder and this build has an identity.
        let scenes: SceneCache?
        /// Pending goldens that could not be written (the run goes on; the caller warns).
        package let pendingFailures = PendingFailures()

        /// Throws when the goldens folder does not exist and `options.record` is `never` (a typo must
        /// not pass as "no goldens"), when the manifest is invalid, when `--scale` differs from the
        /// goldens' scale without re-recording (`all` or `failed`), and when `out` or the scene cache's
        /// folder is inside `goldens`.
        package init(goldens: String?, out: String?, options: Options) throws {
            self.options = options
            self.out = out
            checker = SpecChecker(configuration: options.configuration, jobs: options.jobs)
            store = goldens.map(GoldenStore.init(directory:))
            if let goldens {
                if let out, Self.isInside(out, goldens) { throw GoldenError.outInsideGoldens(out: out, goldens: goldens) }
                if let cache = options.sceneCache, Self.isInside(cache, goldens) {
                    throw GoldenError.cacheInsideGoldens(cache: cache, goldens: goldens)
                }
            }
            let manifest = try store.map { store in try Self.openManifest(store, record: options.record) } ?? GoldenManifest()
            // A manifest without a scale holds device-scale goldens (each spec at its viewport's scale).
            let requested = options.deviceScale ? nil : options.scale
            let asksAnother: Bool
            if options.deviceScale {
                asksAnother = manifest.scale != nil
            } else if let requested {
                // A new folder (no goldens yet) takes any scale.
                asksAnother = requested != manifest.scale && (manifest.scale != nil || !manifest.goldens.isEmpty)
            } else {
                asksAnother = false
            }
            if asksAnother, options.record != .all, options.record != .failed, let goldens {
                throw GoldenError.scaleMismatch(folder: goldens, recorded: manifest.scale, requested: requested)
            }
            self.manifest = manifest
            goldenScale = options.scale == nil && !options.deviceScale ? manifest.scale : nil
            scenes = store.flatMap { store in
                options.sceneCache.flatMap { cache in
                    BuildIdentity.current.map {
                        SceneCache(
                            directory: cache, build: $0, folder: store.directory,
                            keyFile: options.sceneCacheKey ?? SceneCacheKey.defaultFile(environment: ProcessInfo.processInfo.environment))
                    }
                }
            }
            environments = RenderEnvironments(files: scenes)
        }

        /// The manifest of an existing goldens folder; an empty one for a folder that does not exist
        /// yet when recording was asked for (it is made when the first golden is written).
        static func openManifest(_ store: GoldenStore, record: RecordMode) throws(GoldenError) -> GoldenManifest {
            do {
                try store.requireFolder()
            } catch {
                guard case .noFolder = error, record != .never else { throw error }
                return GoldenManifest()
            }
            return try store.loadManifest()
        }

        /// Whether `path` is `folder` or inside it (symbolic links resolved).
        static func isInside(_ path: String, _ folder: String) -> Bool {
            let path = canonical(path)
            let folder = canonical(folder)
            return path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
        }

        static func canonical(_ path: String) -> String {
            URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        }

        /// The cases of a spec this run renders, and the spec at the run's scale.
        package func plan(_ spec: ScreenSpec) -> (ScreenSpec, [RenderCase]) {
            options.plan(spec, scale: options.scale ?? goldenScale)
        }

        /// Checks one spec; `rendered` is called (on any thread) as each of its renders is done with.
        package mutating func check(_ spec: ScreenSpec, rendered: (@Sendable () -> Void)? = nil) throws {
            let (scaled, cases) = plan(spec)
            let engine = try checker.engines.engine(for: scaled)
            let environments = self.environments
            let out = self.out
            let startManifest = manifest
            let options = self.options
            let verifier = store.map {
                GoldenVerifier(
                    store: $0, mode: options.record, comparison: options.comparison, diffDirectory: out,
                    captionEngine: engine, scenes: self.scenes)
            }
            let scenes = self.scenes
            let pending = options.writesPending ? store.map(PendingGoldens.init(store:)) : nil
            let pendingFailures = self.pendingFailures
            // Each render is compared, written and reduced to its sheet cell while its pixels exist.
            let (result, perCase) = try checker.check(scaled, cases: cases) { output in
                let renderCase = output.item
                let described = verifier == nil ? nil : environments.described(engine: engine, tree: output.tree)
                let environment = described?.environment
                let verdict = try verifier.flatMap { verifier -> GoldenVerifier.Verdict? in
                    guard options.keepsGolden(renderCase) else { return nil }
                    let scene = scenes.flatMap { scenes in
                        output.rendering.journal.map { scenes.fingerprint(context: described!.sceneContext, journal: $0.bytes) }
                    }
                    return try verifier.verify(
                        output.rendering.image, plain: output.rendering.plainRows, scene: scene, spec: scaled.slug,
                        renderCase: renderCase, scale: output.tree.scale, environment: environment!, manifest: startManifest,
                        areas: ChangeAreas.areas(of: output.tree))
                }
                let pendingWritten = try pending.flatMap { pending in
                    try verdict.flatMap {
                        try PendingRender.update(
                            pending, verdict: $0, image: output.rendering.image, spec: scaled.slug, failures: pendingFailures)
                    }
                }
                // The render's file and its sheet cell from one pass over its pixels.
                let file = try out.map {
                    try RenderOutput.writeWithCell(output, spec: scaled, to: $0, combinations: RenderOutput.blocks(of: scaled))
                }
                let written = file.map { (RenderOutput.name(output.item), $0.path) }
                rendered?()
                return CaseOutcome(verdict: verdict, written: written, cell: file?.cell, pending: pendingWritten, environment: environment)
            }
            var goldenOutcomes: [GoldenOutcome] = []
            if let verifier {
                // The spec's environment (pending descriptions): every font any of its renders drew with.
                let environment = environments.environment(
                    engine: engine, fallbacksUsed: Set(result.cases.flatMap { RenderEnvironments.fallbacksUsed($0.tree) }))
                // Each golden is recorded with its own render's environment.
                var caseEnvironments: [String: GoldenEnvironment] = [:]
                for (checked, item) in zip(result.cases, perCase) {
                    guard let rendered = item.environment else { continue }
                    caseEnvironments[GoldenStore.relativePath(spec: scaled.slug, checked.renderCase)] = rendered
                }
                let applied = verifier.apply(perCase.compactMap(\.verdict))
                goldenOutcomes = applied.outcomes
                if let pending {
                    // The descriptions go last, with the findings of each case, once the spec is checked.
                    goldenOutcomes = try PendingRender.describe(
                        pending, outcomes: goldenOutcomes,
                        written: perCase.filter { $0.verdict != nil }.map(\.pending), check: result,
                        scale: scaled.viewport.scale, environment: environment, failures: pendingFailures)
                }
                // What VoiceOver says, against the transcript goldens (a full sweep only: they hold every size).
                if options.isFullSweep {
                    goldenOutcomes += try TranscriptGoldens.verify(
                        scaled, cases: result.cases, directory: verifier.store.directory, mode: options.record, pending: pending)
                }
                for golden in applied.recorded {
                    recorded[golden.relative] = (golden.entry, caseEnvironments[golden.relative] ?? environment)
                }
                environmentChanges.formUnion(applied.environmentChanges)
                if options.isFullSweep {
                    orphans += verifier.orphans(spec: scaled.slug, rendered: result.cases.map(\.renderCase).filter(options.keepsGolden))
                }
            }
            var images: [String: String] = [:]
            var sheet: String?
            if let out {
                images = Dictionary(uniqueKeysWithValues: perCase.compactMap { $0.written.map { ($0.name, $0.path) } })
                let cells = zip(result.cases, perCase).compactMap { checked, item -> ContactSheet.Cell? in
                    guard var cell = item.cell else { return nil }
                    cell.outlines = result.outlines(for: checked.item, tree: checked.tree)
                    return cell
                }
                sheet = try RenderOutput.writeSheet(spec: scaled, cells: cells, engine: engine, jobs: checker.jobs, to: out)
            }
            let base = result.report
            var report = SpecReport(
                file: base.file, slug: base.slug, name: base.name, expect: base.expect, cases: base.cases,
                findings: base.findings, goldens: goldenOutcomes, images: images, sheet: sheet)
            report.evidence = base.evidence
            report.canvases = base.canvases
            report.transcripts = base.transcripts
            reports.append(report)
        }

        /// Records a spec that could not be checked.
        package mutating func fail(file: String, errors: [String]) {
            reports.append(
                SpecReport(
                    file: file, slug: SpecLoader.slug(for: file), name: SpecLoader.slug(for: file), expect: [],
                    cases: [], findings: [], errors: errors))
        }

        /// Saves the manifest when goldens were recorded, and assembles the report.
        package mutating func finish(elapsed: Double? = nil) throws -> RunReport {
            scenes?.save()
            // Orphans are removed first (files, then their entries with the manifest below), only when asked.
            let pruned = options.prunes ? orphans : []
            if let store, !pruned.isEmpty { try store.remove(pruned) }
            prunedGoldens = store.map { store in pruned.map(store.path) } ?? []
            var rewritten: [String: GoldenManifest.Entry] = [:]
            if let store, options.reencode {
                for spec in reports {
                    for outcome in spec.goldens where outcome.status == .passed {
                        let relative = GoldenStore.relativePath(spec: spec.slug, outcome.renderCase)
                        guard let entry = manifest.goldens[relative] else { continue }
                        let (result, updated) = try store.reencode(relative, entry: entry)
                        switch result {
                        case .rewritten(let before, let after):
                            reencoded.rewritten += 1
                            reencoded.before += before
                            reencoded.after += after
                        case .kept(let bytes):
                            reencoded.kept += 1
                            reencoded.before += bytes
                            reencoded.after += bytes
                        }
                        rewritten[relative] = updated
                    }
                }
            }
            // Every golden file is written by now; the manifest goes last, merged under a lock with
            // what other recorders (shards) wrote meanwhile. A run that recorded nothing writes nothing.
            if let store, !recorded.isEmpty || !pruned.isEmpty || !rewritten.isEmpty {
                let recorded = self.recorded
                let options = self.options
                try store.updateManifest { manifest in
                    for path in pruned { manifest.remove(path) }
                    // A re-encoded golden keeps its pixels and environment; its entry names the new file.
                    for (path, entry) in rewritten where manifest.goldens[path]?.pixels == entry.pixels { manifest.goldens[path] = entry }
                    for (path, golden) in recorded { manifest.record(path, golden.entry, environment: golden.environment) }
                    // The scale stays as it was unless --scale chose one: a number fixes it, `device`
                    // (and a new folder) leaves each spec at its own.
                    if options.deviceScale { manifest.scale = nil } else if let scale = options.scale { manifest.scale = scale }
                }
            }
            let note =
                environmentChanges.isEmpty
                ? nil
                : "goldens were made in another environment (\(environmentChanges.sorted().joined(separator: ", "))): differences may come from that, not from the specs; review, then record again with --record all"
            let left = store.map { store in orphans.filter { !pruned.contains($0) }.map(store.path) } ?? []
            return RunReport(specs: reports, orphanGoldens: left, environmentNote: note, elapsed: elapsed)
        }
    }
}
