import Foundation

/// What the CI recipe tests need from outside the toolchain: a Python 3 with PyYAML (to read the YAML
/// files and to run `scripts/run-action-locally`) and `check-jsonschema` (the GitHub and GitLab schemas
/// it ships). Both are required when `CI` is set (`.ci/run` installs them) and their tests are skipped
/// otherwise; the built `buttoncheck` is put first on the PATH of every recipe run.
enum RecipeTools {
    /// The repository's folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// Whether this is a CI run, where a missing tool fails the tests instead of skipping them.
    static var isCI: Bool {
        guard let value = ProcessInfo.processInfo.environment["CI"] else { return false }
        return !value.isEmpty && value != "false" && value != "0"
    }

    /// `/usr/bin/python3` when it imports yaml, else the first `python3` on the PATH that does.
    static let python: String? = {
        let candidates = ["/usr/bin/python3"] + searchPath("python3")
        return candidates.first { candidate in
            FileManager.default.isExecutableFile(atPath: candidate)
                && (try? run(candidate, ["-c", "import yaml"], in: NSTemporaryDirectory()).status) == 0
        }
    }()

    /// `check-jsonschema` on the PATH, when it runs.
    static let checkJSONSchema: String? = searchPath("check-jsonschema").first { candidate in
        (try? run(candidate, ["--version"], in: NSTemporaryDirectory()).status) == 0
    }

    /// Why a recipe test cannot run here, for the failure under CI.
    static let pythonMissing = "no python3 with PyYAML: install python3-yaml (apt-get install python3-yaml, as .ci/run does)"
    static let checkJSONSchemaMissing =
        "no check-jsonschema on the PATH: install it from PyPI (pip install check-jsonschema; .ci/run puts one on the PATH)"

    /// Every `name` on the PATH, in order.
    static func searchPath(_ name: String) -> [String] {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(name)" }
            .filter { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// This process's environment with the built tool's folder first on the PATH, `CI=true` (as on a CI
    /// machine: goldens are never recorded by default) and the scene cache off (the tests hash real pixels).
    static func environment(tool: String, adding extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        let folder = (tool as NSString).deletingLastPathComponent
        environment["PATH"] = folder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["CI"] = "true"
        environment["BUTTONCHECK_CACHE_DIR"] = "off"
        return environment.merging(extra) { _, new in new }
    }

    /// Runs `executable` in `directory` with no standard input; standard output and error go to files
    /// (so a long run cannot fill a pipe) and come back with the exit status.
    static func run(_ executable: String, _ arguments: [String], in directory: String, environment: [String: String]? = nil) throws
        -> ToolRun
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        if let environment { process.environment = environment }
        let logs = FileManager.default.temporaryDirectory.appendingPathComponent("RecipeTools-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: logs) }
        let output = logs.appendingPathComponent("stdout")
        let error = logs.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: error.path, contents: nil)
        let outputHandle = try FileHandle(forWritingTo: output)
        let errorHandle = try FileHandle(forWritingTo: error)
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try outputHandle.close()
        try errorHandle.close()
        let status = process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
        return ToolRun(
            status: status, output: (try? String(contentsOf: output, encoding: .utf8)) ?? "",
            error: (try? String(contentsOf: error, encoding: .utf8)) ?? "")
    }

    /// A YAML file read by PyYAML, as the JSON value it is (mappings, lists, strings, numbers, booleans).
    static func yaml(_ path: String, python: String) throws -> Any {
        let read = try run(
            python, ["-c", "import json, sys, yaml; json.dump(yaml.safe_load(open(sys.argv[1], encoding='utf-8')), sys.stdout)", path],
            in: root)
        guard read.status == 0 else { throw RecipeError("\(path) does not read as YAML: \(read.error)") }
        return try JSONSerialization.jsonObject(with: Data(read.output.utf8))
    }

    /// A fresh folder, removed when `body` returns.
    static func withFolder<Result>(_ body: (String) throws -> Result) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("CIRecipes-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return try body(folder)
    }

    /// Writes `files` (relative path → contents) under `folder`.
    static func write(_ files: [String: String], in folder: String) throws {
        for (relative, contents) in files {
            let path = folder + "/" + relative
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        }
    }

    /// The files under `folder` whose names end with `suffix`, relative and sorted.
    static func files(under folder: String, endingWith suffix: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(suffix) }.sorted()
    }
}
