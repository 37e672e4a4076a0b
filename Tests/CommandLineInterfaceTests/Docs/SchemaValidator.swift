import Foundation

/// `scripts/validate-json-schema.py [--def NAME] SCHEMA FILE…` run by Python with jsonschema:
/// it prints `ok FILE` or `invalid FILE: message` for each file and exits 0 or 1.
enum SchemaValidator {
    static let script = "scripts/validate-json-schema.py"
    static let specSchema = "specs/schema/buttoncheck-spec.schema.json"
    static let reportSchema = "specs/schema/buttoncheck-report.schema.json"

    /// Whether the tests must run the validator: under CI (`.ci/run` sets CI=true) a missing Python
    /// or jsonschema is a failure, elsewhere the validation tests are skipped.
    static var required: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// A Python 3 that imports jsonschema: /usr/bin/python3 first, then python3 on the PATH.
    static let python: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/python3" }
        for candidate in ["/usr/bin/python3"] + folders where FileManager.default.isExecutableFile(atPath: candidate) {
            if let run = try? run(candidate, ["-c", "import jsonschema"]), run.status == 0 { return candidate }
        }
        return nil
    }()

    /// The validator's verdict on each file: nil when it is valid, else its message.
    static func validate(_ files: [String], schema: String, definition: String? = nil, repository: String) throws -> [String: String?] {
        let scriptPath = repository + "/" + script
        guard FileManager.default.fileExists(atPath: scriptPath) else {
            throw ValidatorError("\(script) is missing: the docs tests validate every JSON example with it (it comes with the schema work); restore it")
        }
        guard let python else {
            throw ValidatorError("no python3 with jsonschema (apt-get install python3-jsonschema)")
        }
        let arguments = [scriptPath] + (definition.map { ["--def", $0] } ?? []) + [repository + "/" + schema] + files
        let result = try run(python, arguments)
        var verdicts: [String: String?] = [:]
        for line in result.output.split(separator: "\n").map(String.init) {
            if line.hasPrefix("ok "), files.contains(String(line.dropFirst(3))) {
                verdicts[String(line.dropFirst(3))] = .some(nil)
            } else if line.hasPrefix("invalid "), let file = files.first(where: { line.hasPrefix("invalid \($0): ") }) {
                verdicts[file] = .some(String(line.dropFirst("invalid \(file): ".count)))
            }
        }
        let unanswered = files.filter { verdicts[$0] == nil }
        guard unanswered.isEmpty, result.status == (verdicts.values.contains { $0 != nil } ? 1 : 0) else {
            throw ValidatorError("\(script) exited \(result.status) and said nothing of \(unanswered):\n\(result.output)\(result.error)")
        }
        return verdicts
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }
}

/// Why the schema validator could not give its verdict.
struct ValidatorError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
