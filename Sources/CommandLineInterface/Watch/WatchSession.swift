import ButtonCheck
import Files
import Foundation
import Reports
import Spec

/// What `watch` knows between updates: every spec's last report and the files it is made from.
/// Used on the main queue only.
final class WatchSession: @unchecked Sendable {
    let options: Verification.Options
    /// The goldens folder renders are compared with (never recorded into), if any.
    let goldens: String?
    let preview: PreviewFolder
    let console: Console
    /// Folders given on the command line (absolute → as given): a new spec file in one is picked up,
    /// and named as in the folder given.
    let specFolders: [String: String]
    /// Spec files in order, as given (or found in a folder).
    private(set) var files: [String]
    private var reports: [String: SpecReport] = [:]
    /// Spec file → the absolute paths it is made from (itself included).
    private var sources: [String: Set<String>] = [:]
    private var generation = 0
    /// Spec file → the stamps of the files it is made from, taken before its last check read them.
    private var stampsRead: [String: [String: FileStamp]] = [:]

    /// `--exclude` and the configuration's globs: a new file in a folder they match is no spec to add.
    let exclude: [PathGlob]
    /// New JSON files in a folder found not to be specs, each noted once.
    private var skipped: Set<String> = []

    init(
        files: [String], specFolders: [String], exclude: [String] = [], options: Verification.Options, goldens: String? = nil,
        out: String, console: Console
    ) {
        self.goldens = goldens
        self.files = files
        self.exclude = exclude.map(PathGlob.init)
        self.specFolders = Dictionary(specFolders.map { (SpecDependencies.absolute($0), $0) }, uniquingKeysWith: { first, _ in first })
        self.options = options
        preview = PreviewFolder(out: out)
        self.console = console
    }

    /// Every file to watch: the specs and what they are made from, and the spec folders' contents.
    var watched: Set<String> {
        sources.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    }

    /// Whether `path` is a new spec in a folder given: a spec file name no glob excludes, not yet
    /// checked, and a spec (a JSON file that is not one is noted once, as when the folder was listed).
    func isNewSpec(_ path: String) -> Bool {
        guard let folder = specFolders[FilePath.deletingLastComponent(path)] else { return false }
        let name = FilePath.lastComponent(path)
        guard SpecFolder.isCandidateName(name), !exclude.contains(where: { $0.matches(name) }),
            !files.contains(where: { SpecDependencies.absolute($0) == path }),
            FileManager.default.fileExists(atPath: path)
        else { return false }
        // A file just created is empty until its writer writes it: nothing to say yet.
        let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber
        if size?.intValue == 0 { return false }
        if let reason = SpecFolder.reasonNotSpec(path) {
            if skipped.insert(path).inserted { console.printError("note: skipped \(folder)/\(name): \(reason)") }
            return false
        }
        skipped.remove(path)
        return true
    }

    /// Checks every spec once and writes every page.
    func start() throws {
        for file in files { try update(file) }
        try preview.writeIndex(files.compactMap { reports[$0] }, generation: generation)
    }

    /// The files (absolute) written since the last check of a spec made from them read them: edits
    /// made while the first checks ran, before a watcher existed to see them. (A file the spec came to
    /// name during that check has no earlier stamp; the spec's own file, rewritten, names it.)
    func changedSinceChecked() -> [String] {
        var paths: Set<String> = []
        for (_, stamps) in stampsRead {
            for (path, stamp) in stamps where FileStamp(path: path) != stamp { paths.insert(path) }
        }
        return paths.sorted()
    }

    /// The specs made from any of `paths` (absolute), checked again, and the index rewritten.
    func changed(_ paths: [String]) throws {
        let changed = Set(paths)
        // A new spec file in a folder given (on macOS the folder itself is reported).
        let candidates = paths.flatMap { path in
            specFolders[path] != nil ? SpecLoader.specFiles(in: path).map(SpecDependencies.absolute) : [path]
        }
        var added: [String] = []
        for path in Set(candidates).sorted() where isNewSpec(path) {
            let given = specFolders[FilePath.deletingLastComponent(path)]! + "/" + (path as NSString).lastPathComponent
            files.append(given)
            added.append(given)
        }
        files.sort()
        let affected = files.filter { file in
            let made = sources[file] ?? [SpecDependencies.absolute(file)]
            return !made.isDisjoint(with: changed) || added.contains(file)
        }
        guard !affected.isEmpty else { return }
        for file in affected { try update(file) }
        try preview.writeIndex(files.compactMap { reports[$0] }, generation: generation)
    }

    /// Checks one spec (or records why it cannot be), writes its renders, sheet and pages, and
    /// prints one status line.
    private func update(_ file: String) throws {
        let started = Date()
        let own = SpecDependencies.absolute(file)
        let reading = (SpecDependencies.of(file) ?? sources[file] ?? []).union([own])
        stampsRead[file] = Dictionary(uniqueKeysWithValues: reading.compactMap { path in FileStamp(path: path).map { (path, $0) } })
        var session = try Verification.Session(goldens: goldens, out: preview.out, options: options)
        var problems: [String] = []
        do {
            let spec = try SpecLoader.load(path: file)
            try CaseSelection.require(spec, options: options)
            try session.check(spec)
        } catch {
            problems = ErrorTranslator.lines(error)
            session.fail(file: file, errors: problems)
        }
        guard let report = try session.finish().specs.first else { return }
        generation += 1
        reports[file] = report
        // What the spec is made from, read from its JSON as it is; a spec that does not parse keeps
        // the files it was made from before.
        sources[file] = (SpecDependencies.of(file) ?? sources[file] ?? []).union([own])
        try preview.write(report, generation: generation)
        let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
        let time = Self.clock.string(from: Date())
        if problems.isEmpty {
            let active = report.activeFindings
            let errors = active.filter { $0.severity == .error }.count
            let findings =
                active.isEmpty
                ? "clean" : "\(active.count) finding\(active.count == 1 ? "" : "s") (\(errors) error\(errors == 1 ? "" : "s"))"
            let changed = report.goldens.filter { $0.status == .failed }.count
            let missing = report.goldens.filter { $0.status == .missing }.count
            let goldens =
                (changed > 0 ? ", \(changed) golden\(changed == 1 ? "" : "s") changed" : "")
                + (missing > 0 ? ", \(missing) without a golden" : "")
            console.print(
                "\(time) \(file): \(report.cases.count) render\(report.cases.count == 1 ? "" : "s") in \(seconds) s, \(findings)\(goldens)")
        } else {
            console.print(
                "\(time) \(file): could not be checked, \(problems.count) problem\(problems.count == 1 ? "" : "s") (shown in \(preview.out)/\(report.slug)/index.html)"
            )
            for line in problems { console.printError(line) }
        }
    }

    private static let clock: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter
    }()
}
