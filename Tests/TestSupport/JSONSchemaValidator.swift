import Foundation

/// scripts/validate-json-schema.py, the repository's one standard-validator run (python-jsonschema,
/// draft 2020-12), run by the first python3 that has the jsonschema module. Its tests are required
/// when CI is set (`.ci/run` installs python3-jsonschema) and skipped elsewhere when no python has it.
public enum JSONSchemaValidator {
    public static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    public static let script = repository.appendingPathComponent("scripts/validate-json-schema.py").path
    public static let specSchema = repository.appendingPathComponent("specs/schema/buttoncheck-spec.schema.json").path
    public static let reportSchema = repository.appendingPathComponent("specs/schema/buttoncheck-report.schema.json").path
    /// The official SARIF 2.1.0 schema (draft-04), reference data kept beside the clone in `../shared/schemas`,
    /// never committed: nil when it is not there.
    public static let sarifSchema: String? = {
        let path = repository.deletingLastPathComponent().appendingPathComponent("shared/schemas/sarif-schema-2.1.0.json").path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }()

    /// Why the tests are skipped, and what CI must install.
    public static let missing = "needs a python3 with the jsonschema module (apt-get install python3-jsonschema)"

    /// True when the environment says this is CI (CI set to anything but "", "0" or "false").
    public static var required: Bool {
        guard let value = ProcessInfo.processInfo.environment["CI"]?.lowercased() else { return false }
        return !["", "0", "false"].contains(value)
    }

    /// Whether the suites run: a python with jsonschema is here, or CI requires one (then they fail).
    public static var enabled: Bool { python != nil || required }

    /// Debian's /usr/bin/python3 first (python3-jsonschema installs there), then each python3 on PATH.
    public static let python: String? = {
        var candidates = ["/usr/bin/python3"]
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            candidates.append(directory + "/python3")
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) && run($0, ["-c", "import jsonschema"])?.status == 0 }
    }()

    /// What one run of the script printed and its exit status.
    public struct Outcome: Sendable {
        public var status: Int32
        public var output: String
        public var error: String

        /// Each file's verdict: nil when ok, else the error after "invalid FILE: ".
        public var verdicts: [String: String?] {
            var verdicts: [String: String?] = [:]
            for line in output.split(separator: "\n").map(String.init) {
                if line.hasPrefix("ok ") {
                    verdicts[String(line.dropFirst(3))] = .some(nil)
                } else if line.hasPrefix("invalid "), let colon = line.range(of: ": ") {
                    verdicts[String(line[line.index(line.startIndex, offsetBy: 8)..<colon.lowerBound])] = .some(
                        String(line[colon.upperBound...]))
                }
            }
            return verdicts
        }

        /// Each of `files`' verdicts, checked to be complete and to agree with the exit status.
        public func verdicts(of files: [String]) throws -> [String: String?] {
            let verdicts = self.verdicts
            let unanswered = files.filter { verdicts[$0] == nil }
            let expectedStatus: Int32 = verdicts.values.contains { $0 != nil } ? 1 : 0
            guard unanswered.isEmpty, status == expectedStatus else {
                throw ValidatorUnavailable(
                    message: "validate-json-schema.py exited \(status) and said nothing of \(unanswered):\n\(output)\(error)")
            }
            return verdicts
        }
    }

    /// The verdict on one document held in memory: nil when it validates, else the script's message
    /// (`<JSONPath>: <message>`).
    public static func verdict(onDocument document: String, schema: String) throws -> String? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("document-\(UUID().uuidString).json")
        try Data(document.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try validate(schema: schema, files: [file.path]).verdicts(of: [file.path])[file.path] ?? nil
    }

    /// Runs the script over `files` against `schema` (its `$defs/definition` when given).
    public static func validate(schema: String, files: [String], definition: String? = nil) throws -> Outcome {
        let python = try pythonOrFailure()
        let arguments = [script] + (definition.map { ["--def", $0] } ?? []) + [schema] + files
        guard let outcome = run(python, arguments) else { throw ValidatorUnavailable(message: "\(python) could not be started") }
        return outcome
    }

    public static func pythonOrFailure() throws -> String {
        guard let python else {
            throw ValidatorUnavailable(
                message: "CI is set, so the JSON Schema tests are required, but no python3 has jsonschema: \(missing)")
        }
        return python
    }

    public struct ValidatorUnavailable: Error, CustomStringConvertible {
        public let message: String

        public init(message: String) { self.message = message }

        public var description: String { message }
    }

    private static func run(_ executable: String, _ arguments: [String]) -> Outcome? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        // Standard error goes to a file, so neither stream can fill a pipe while the other is read.
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("validate-json-schema-\(UUID().uuidString).err")
        guard FileManager.default.createFile(atPath: errorFile.path, contents: nil),
            let errorHandle = try? FileHandle(forWritingTo: errorFile)
        else { return nil }
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errorHandle
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? errorHandle.close()
        let errorData = (try? Data(contentsOf: errorFile)) ?? Data()
        return Outcome(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }
}
