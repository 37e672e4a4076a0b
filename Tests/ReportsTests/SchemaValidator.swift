import Foundation
import TestSupport

/// Validates reports with the standard tools against the official schemas, which live beside the
/// clone in `../shared/schemas` (reference data, not part of the repository): SARIF through
/// scripts/validate-json-schema.py (TestSupport's JSONSchemaValidator), JUnit with `xmllint --schema`.
/// When CI is set, a missing schema or tool fails the test that needs it; otherwise it is skipped.
enum SchemaValidator {
    static let junitSchema = URL(fileURLWithPath: JSONSchemaValidator.repository.path).deletingLastPathComponent()
        .appendingPathComponent("shared/schemas/junit-10.xsd").path

    /// CI is set: the validators are required.
    static var required: Bool { JSONSchemaValidator.required }

    static var xmllint: Bool { (try? run("/usr/bin/env", ["xmllint", "--version"]).status) == 0 }

    /// nil when SARIF can be validated here, else why not.
    static var sarifUnavailable: String? {
        if JSONSchemaValidator.sarifSchema == nil { return "no SARIF schema at ../shared/schemas/sarif-schema-2.1.0.json beside the clone" }
        if JSONSchemaValidator.python == nil { return JSONSchemaValidator.missing }
        return nil
    }

    /// nil when JUnit can be validated here, else why not.
    static var junitUnavailable: String? {
        if !FileManager.default.fileExists(atPath: junitSchema) {
            return "no JUnit schema at \(junitSchema) (Jenkins' junit-10.xsd beside the clone)"
        }
        if !xmllint { return "no xmllint (apt-get install libxml2-utils)" }
        return nil
    }

    /// The validator's verdict on a SARIF document: nil when it is valid, else `<JSONPath>: <message>`.
    static func sarifError(_ document: String) throws -> String? {
        guard let schema = JSONSchemaValidator.sarifSchema else {
            throw JSONSchemaValidator.ValidatorUnavailable(message: sarifUnavailable ?? "")
        }
        return try JSONSchemaValidator.verdict(onDocument: document, schema: schema)
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
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
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
        return Run(
            status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
            error: String(decoding: error, as: UTF8.self))
    }
}
