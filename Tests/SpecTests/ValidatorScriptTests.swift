import Foundation
import TestSupport
import Testing

// scripts/validate-json-schema.py's interface, as its header documents it (the docs validate their
// examples through it): one `ok FILE` / `invalid FILE: <JSONPath>: <message>` line per file, exit 0, 1
// or 2, `--def NAME`, and a schema that is itself broken refused before any file.

@Suite("validate-json-schema.py", .enabled(if: JSONSchemaValidator.enabled, Comment(rawValue: JSONSchemaValidator.missing)))
struct ValidatorScriptTests {
    static let schema = #"""
        {"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
         "properties": {"a": {"type": "integer"}, "b": {"$ref": "#/$defs/word"}}, "additionalProperties": false,
         "$defs": {"word": {"type": "string", "minLength": 1}}}
        """#

    /// Writes `files` into a fresh folder and runs `body` with it.
    private func withFiles(_ files: [String: String], _ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ValidatorScriptTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, text) in files {
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        try body(folder)
    }

    @Test("one verdict line per file, in order, with the error's JSONPath; exit 1 when one is invalid")
    func verdicts() throws {
        try withFiles([
            "s.json": Self.schema, "ok.json": #"{"a": 1, "b": "x"}"#, "type.json": #"{"a": "1"}"#,
            "deep.json": #"{"b": ""}"#, "extra.json": #"{"c": true}"#,
        ]) { folder in
            let outcome = try JSONSchemaValidator.validate(
                schema: folder + "/s.json",
                files: ["ok", "type", "deep", "extra"].map { "\(folder)/\($0).json" })
            let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            // jsonschema 4.10 (Debian 12) and 4.2x word minLength differently.
            let tooShort: Set<String> = [
                "invalid \(folder)/deep.json: $.b: '' is too short",
                "invalid \(folder)/deep.json: $.b: '' should be non-empty",
            ]
            #expect(lines.count == 5, "\(outcome.output)")
            #expect(lines.first == "ok \(folder)/ok.json")
            #expect(lines.dropFirst().first == "invalid \(folder)/type.json: $.a: '1' is not of type 'integer'")
            #expect(tooShort.contains(lines.dropFirst(2).first ?? ""), "\(outcome.output)")
            #expect(
                lines.dropFirst(3).first == "invalid \(folder)/extra.json: $: Additional properties are not allowed ('c' was unexpected)")
            #expect(lines.last == "")
            #expect(outcome.status == 1)
            #expect(outcome.error == "")
        }
    }

    @Test("exit 0 when every file is ok")
    func allOK() throws {
        try withFiles(["s.json": Self.schema, "one.json": #"{"a": 1}"#, "two.json": "{}"]) { folder in
            let outcome = try JSONSchemaValidator.validate(schema: folder + "/s.json", files: [folder + "/one.json", folder + "/two.json"])
            #expect(outcome.output == "ok \(folder)/one.json\nok \(folder)/two.json\n")
            #expect(outcome.status == 0)
        }
    }

    @Test("a file that is not strict JSON is invalid, with the reason")
    func strictJSON() throws {
        try withFiles([
            "s.json": Self.schema, "duplicate.json": #"{"a": 1, "b": "x", "a": 2}"#, "nested.json": #"{"x": [{"k": 1, "k": 1}]}"#,
            "nan.json": #"{"a": NaN}"#, "comma.json": #"{"a": 1,}"#,
        ]) { folder in
            let outcome = try JSONSchemaValidator.validate(
                schema: folder + "/s.json",
                files: ["duplicate", "nested", "nan", "comma", "missing"].map { "\(folder)/\($0).json" })
            #expect(
                outcome.output == """
                    invalid \(folder)/duplicate.json: $: duplicate key "a"
                    invalid \(folder)/nested.json: $.x[0]: duplicate key "k"
                    invalid \(folder)/nan.json: NaN is not JSON
                    invalid \(folder)/comma.json: not JSON: Expecting property name enclosed in double quotes at line 1 column 9
                    invalid \(folder)/missing.json: cannot read: [Errno 2] No such file or directory: '\(folder)/missing.json'

                    """)
            #expect(outcome.status == 1)
        }
    }

    @Test("--def NAME validates against that $defs entry; an unknown NAME is a usage error")
    func definition() throws {
        try withFiles(["s.json": Self.schema, "word.json": #""hello""#, "object.json": #"{"a": 1}"#]) { folder in
            let outcome = try JSONSchemaValidator.validate(
                schema: folder + "/s.json", files: [folder + "/word.json", folder + "/object.json"], definition: "word")
            #expect(outcome.output == "ok \(folder)/word.json\ninvalid \(folder)/object.json: $: {'a': 1} is not of type 'string'\n")
            #expect(outcome.status == 1)
            let unknown = try JSONSchemaValidator.validate(schema: folder + "/s.json", files: [folder + "/word.json"], definition: "button")
            #expect(unknown.output == "")
            #expect(unknown.error == "schema \(folder)/s.json has no $defs entry \"button\"; it has: word\n")
            #expect(unknown.status == 2)
        }
    }

    /// Broken schemas and what the script says about each.
    static let brokenSchemas: [(String, String)] = [
        (#"{"type": "object", "properties": {"a": {}, "a": {}}}"#, #"$.properties: duplicate key "a""#),
        (##"{"properties": {"a": {"$ref": "#/$defs/missing"}}}"##, ##"$.properties.a["$ref"]: unresolved reference "#/$defs/missing""##),
        (#"{"$ref": "other.json#/x"}"#, #"$["$ref"]: unresolved reference "other.json#/x""#),
        (#"{"type": 5}"#, "$.type: 5 is not valid under any of the given schemas"),
        (
            #"{"$schema": "http://json-schema.org/draft-03/schema#"}"#,
            #"$["$schema"]: "http://json-schema.org/draft-03/schema#" is not a draft this script knows (http://json-schema.org/draft-04/schema, http://json-schema.org/draft-07/schema, https://json-schema.org/draft/2020-12/schema)"#
        ),
        (
            #"{"$schema": "http://json-schema.org/draft-07/schema#", "type": "strin"}"#,
            "$.type: 'strin' is not valid under any of the given schemas"
        ),
    ]

    @Test("a broken schema is refused before any file, with exit 2", arguments: brokenSchemas)
    func brokenSchema(schema: String, message: String) throws {
        try withFiles(["s.json": schema, "f.json": "{}"]) { folder in
            let outcome = try JSONSchemaValidator.validate(schema: folder + "/s.json", files: [folder + "/f.json"])
            #expect(outcome.output == "")
            #expect(outcome.error == "invalid schema \(folder)/s.json: \(message)\n")
            #expect(outcome.status == 2)
        }
    }

    @Test("without a schema and a file it prints its usage and exits 2")
    func usage() throws {
        try withFiles(["s.json": Self.schema]) { folder in
            let outcome = try JSONSchemaValidator.validate(schema: folder + "/s.json", files: [])
            #expect(outcome.output == "")
            #expect(outcome.error == "usage: validate-json-schema.py [--def NAME] SCHEMA FILE...\n")
            #expect(outcome.status == 2)
        }
    }

    @Test(
        "the spec and report schemas are usable: strict JSON, draft 2020-12, every $ref resolves",
        arguments: [JSONSchemaValidator.specSchema, JSONSchemaValidator.reportSchema])
    func publishedSchema(schema: String) throws {
        try withFiles(["empty.json": "{}"]) { folder in
            let outcome = try JSONSchemaValidator.validate(schema: schema, files: [folder + "/empty.json"])
            #expect(outcome.error == "")
            #expect(outcome.status == 1, "an empty object is neither a spec nor a report")
            #expect(outcome.output.hasPrefix("invalid \(folder)/empty.json: $: "))
        }
    }
}
