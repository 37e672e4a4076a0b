import Foundation
import TestSupport

/// Validates reports with the standard tools against the official schemas, which live beside the
/// clone in `../shared/schemas` (reference data, not part of the repository): SARIF with
/// python-jsonschema (`python3 -m jsonschema`'s library), JUnit with `xmllint --schema`.
/// When CI is set, a missing schema or tool fails the test that needs it; otherwise it is skipped.
enum SchemaValidator {
    static let folder = URL(fileURLWithPath: Golden.repository).deletingLastPathComponent().appendingPathComponent("shared/schemas").path
    static let sarifSchema = folder + "/sarif-schema-2.1.0.json"
    static let junitSchema = folder + "/junit-10.xsd"

    /// CI is set: the validators are required.
    static var required: Bool { !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty }

    static var pythonJSONSchema: Bool { (try? run("/usr/bin/env", ["python3", "-c", "import jsonschema"]).status) == 0 }
    static var xmllint: Bool { (try? run("/usr/bin/env", ["xmllint", "--version"]).status) == 0 }

    /// nil when SARIF can be validated here, else why not.
    static var sarifUnavailable: String? {
        if !FileManager.default.fileExists(atPath: sarifSchema) { return "no SARIF schema at \(sarifSchema) (the official sarif-schema-2.1.0.json beside the clone)" }
        if !pythonJSONSchema { return "python3 cannot import jsonschema (apt-get install python3-jsonschema)" }
        return nil
    }

    /// nil when JUnit can be validated here, else why not.
    static var junitUnavailable: String? {
        if !FileManager.default.fileExists(atPath: junitSchema) { return "no JUnit schema at \(junitSchema) (Jenkins' junit-10.xsd beside the clone)" }
        if !xmllint { return "no xmllint (apt-get install libxml2-utils)" }
        return nil
    }

    /// The validator's complaints about a SARIF document, one per line ("" when it is valid).
    static func sarifErrors(_ document: String) throws -> String {
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            document = json.load(sys.stdin)
            validator = jsonschema.validators.validator_for(schema)(schema)
            for error in sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path)):
                print("/".join(str(p) for p in error.absolute_path) + ": " + error.message)
            """
        let result = try run("/usr/bin/env", ["python3", "-c", script, sarifSchema], input: document)
        return result.output + (result.status == 0 ? "" : "exit \(result.status): \(result.error)")
    }

    /// xmllint's complaints about a JUnit document ("" when it validates).
    static func junitErrors(_ document: String) throws -> String {
        let result = try run("/usr/bin/env", ["xmllint", "--noout", "--schema", junitSchema, "-"], input: document)
        return result.status == 0 ? "" : "exit \(result.status): \(result.error)"
    }

    struct Run {
        let status: Int32
        let output: String
        let error: String
    }

    static func run(_ executable: String, _ arguments: [String], input: String = "") throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Written from another thread while the output is read, so no pipe fills up.
        let data = Data(input.utf8)
        let writer = Thread {
            stdin.fileHandleForWriting.write(data)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self), error: String(decoding: error, as: UTF8.self))
    }
}
