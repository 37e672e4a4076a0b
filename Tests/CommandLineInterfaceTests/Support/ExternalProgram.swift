import Foundation

/// A program a test runs (git, groff, a shell), found on the PATH. Tests that need one are skipped
/// without it, except when the environment variable CI is set (as `.ci/run` runs): then they run
/// and fail, naming the package to install.
enum ExternalProgram {
    static var required: Bool { ProcessInfo.processInfo.environment["CI"] != nil }

    /// Where `name` is on the PATH (or `name` itself when it is a path to a program).
    static func path(_ name: String) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        return folders.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether a test needing `name` runs: it is installed, or CI requires it.
    static func runs(_ name: String) -> Bool { required || path(name) != nil }

    /// Runs `name` with `arguments` in `directory` with `environment` added; its exit status and what
    /// it wrote. Throws when it is not installed, saying what to install.
    static func run(
        _ name: String, _ arguments: [String], package: String, directory: String? = nil,
        environment: [String: String] = [:]
    ) throws -> (status: Int32, output: String, error: String) {
        guard let executable = path(name) else { throw Missing(program: name, package: package) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ExternalProgram-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("stdout")
        let error = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: error.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: error)
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: output, encoding: .utf8), try String(contentsOf: error, encoding: .utf8))
    }

    struct Missing: Error, CustomStringConvertible {
        let program: String
        let package: String
        var description: String { "\(program) is not installed, and CI requires it: apt-get install \(package)" }
    }
}
