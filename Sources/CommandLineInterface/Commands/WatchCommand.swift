import ButtonCheck
import Dispatch
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `buttoncheck watch SPEC…|DIR --out DIR`: checks once, then checks again whatever changes — a spec,
/// or every spec using a changed tokens file, font or backdrop image — and keeps DIR/index.html and
/// the spec and case pages up to date; open pages reload themselves. One status line per update.
/// Runs until SIGINT or SIGTERM, then exits 0 with every file complete.
struct WatchCommand: Command {
    let spec = CommandSpec(
        name: "watch",
        abstract: "Check specs, then again on every change; keep a self-refreshing preview in DIR/index.html.",
        positionalUsage: "SPEC…|DIR", minimumPositionals: 1, maximumPositionals: nil,
        options: [
            .value("out", "DIR", "Folder for the renders, sheets and preview pages (required).", required: true),
            .value(
                "goldens", "DIR", "Compare every render with its golden there (never recording); a changed golden shows on its spec's page."
            ),
            .value(
                "config", "FILE",
                "Project configuration (thresholds, rule severities, rules off, files to exclude); "
                    + "default ./\(CheckCommand.defaultConfiguration) if present."),
            SpecArguments.excludeOption,
        ] + SweepOptions.specs,
        discussion: """
            Checks every spec once, writes DIR/index.html (every spec, its status and sheet), DIR/<spec>/index.html
            (the spec's workspace: the render at one CSS pixel per point with controls and keys for every size,
            state, appearance, display setting and locale, its findings beside it, its golden change with --goldens;
            or the located problems of a spec that does not load) and DIR/<spec>/<appearance>/<size>-<state>.html
            (one render at full size, the crops of its findings),
            then watches the specs, their tokens files, fonts and backdrop images (inotify on Linux, Dispatch
            file-system sources on macOS; nothing polls) and checks again only the specs a change concerns. Open the
            index in a browser as a file: pages reload themselves when their spec is checked again.
            Prints one line per check: the spec, the time taken and the findings. Stop it with Ctrl-C (SIGINT) or
            SIGTERM: it finishes the file it is writing and exits 0.
            """)

    func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
        guard let out = arguments.value("out"), !out.isEmpty else {
            throw UsageError("missing '--out DIR': where to write the renders and the preview pages", command: spec.name)
        }
        var options = try SweepOptions(arguments, command: spec.name).options
        options.configuration = try CheckCommand.loadConfiguration(arguments.value("config"))
        try OutputFolder.validate(out)
        let exclude = SpecArguments.exclusions(arguments, configuration: options.configuration)
        let files = try SpecArguments.expand(
            arguments.positionals, command: spec.name, requireExisting: true, excluding: exclude,
            console: console)
        try Verification.requireDistinctFolders(files)
        let folders = arguments.positionals.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        // Signals are taken by Dispatch sources on the main queue, so one arrives between updates,
        // never in the middle of a file being written.
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        let session = WatchSession(
            files: files, specFolders: folders, exclude: exclude, options: options, goldens: arguments.value("goldens"),
            out: out, console: console)
        try session.start()
        let specFolders = Set(folders.map(SpecDependencies.absolute))
        let watcher = try FileWatcher(queue: .main) { watcher, paths in
            do {
                try session.changed(paths)
                // An update may bring files to watch: a tokens file newly named, a new spec in a folder.
                try watcher.watch(session.watched, folders: specFolders)
            } catch {
                _ = ErrorTranslator.report(error, console: console)
            }
        }
        try watcher.watch(session.watched, folders: specFolders)
        // An edit made while the first checks ran came before there was a watcher to see it.
        let missed = session.changedSinceChecked()
        if !missed.isEmpty {
            try session.changed(missed)
            try watcher.watch(session.watched, folders: specFolders)
        }
        console.printError("watching \(files.count) spec\(files.count == 1 ? "" : "s"); the preview is \(out)/index.html; stop with Ctrl-C")
        var stops: [DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler {
                watcher.stop()
                console.printError("stopped watching")
                exit(ExitCode.success.rawValue)
            }
            source.resume()
            stops.append(source)
        }
        withExtendedLifetime((stops, watcher)) { dispatchMain() }
    }
}
