import Foundation
import Spec
import TestSupport
import Testing

// The published spec schema, run through a standard validator (python-jsonschema, draft 2020-12, by
// scripts/validate-json-schema.py): every corpus spec validates, and every deliberately malformed spec of
// DiagnosticMessageTests fails, except the reviewed few whose only problems a JSON Schema cannot express.

/// The cases and the corpus validated once, in one run of the script each.
private enum SchemaRuns {
    static let casesFolder: String = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SpecSchemaTests-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// The file a case is written to: its position in the table, so names need no escaping.
    static func file(of index: Int) -> String { casesFolder + String(format: "/case-%03d.json", index) }

    static let cases: Result<JSONSchemaValidator.Outcome, any Error> = Result {
        for (index, testCase) in DiagnosticMessageTests.cases.enumerated() {
            try Data(testCase.json.utf8).write(to: URL(fileURLWithPath: file(of: index)))
        }
        defer { try? FileManager.default.removeItem(atPath: casesFolder) }
        return try JSONSchemaValidator.validate(
            schema: JSONSchemaValidator.specSchema,
            files: DiagnosticMessageTests.cases.indices.map(file(of:)))
    }

    /// Format 2 additions nested in a version 1 spec, which DiagnosticMessageTests does not cover, and where
    /// the reader refuses each ("needs spec format version 2").
    static let formatTwoInVersionOne: [(json: String, path: String)] = [
        (
            ##"{"version": 1, "name": "X", "viewport": {"device": "iPhone 16"}, "colors": {"brand": {"light": "#0050B3", "dark": "#4DA3FF", "increaseContrast": "#003A80"}}, "content": {"type": "text", "text": "Hi", "color": "brand"}}"##,
            "$.colors.brand.increaseContrast"
        ),
        (
            ##"{"version": 1, "name": "X", "viewport": {"device": "iPhone 16"}, "content": {"type": "button", "title": "Go", "states": {"loading": {"indicator": "overlay", "colors": {"spinner": "#FFD60A"}}}}}"##,
            "$.content.states.loading.colors.spinner"
        ),
        (
            #"{"version": 1, "name": "X", "viewport": {"device": "iPhone 16"}, "backdrop": {"type": "linearGradient", "stops": [{"color": {"light": "white", "dark": "black", "increaseContrast": "white"}, "location": 0}, {"color": "black", "location": 1}]}, "content": {"type": "text", "text": "Hi"}}"#,
            "$.backdrop.stops[0].color.increaseContrast"
        ),
        (
            #"{"version": 1, "name": "X", "viewport": {"device": "iPhone 16"}, "locales": ["en"], "content": {"type": "text", "text": "Hi"}}"#,
            "$.locales"
        ),
    ]

    /// Each of formatTwoInVersionOne as written (version 1) and as version 2, in that order.
    static let formatTwo: Result<(files: [String], outcome: JSONSchemaValidator.Outcome), any Error> = Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("SpecSchemaTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var files: [String] = []
        for (index, example) in formatTwoInVersionOne.enumerated() {
            for version in [1, 2] {
                let file = folder + "/format-two-\(index)-as-\(version).json"
                let json = example.json.replacingOccurrences(of: #""version": 1"#, with: "\"version\": \(version)")
                try Data(json.utf8).write(to: URL(fileURLWithPath: file))
                files.append(file)
            }
        }
        return (files, try JSONSchemaValidator.validate(schema: JSONSchemaValidator.specSchema, files: files))
    }

    static let corpusFiles = SpecLoader.specFiles(in: JSONSchemaValidator.repository.appendingPathComponent("specs").path)

    static let corpus: Result<JSONSchemaValidator.Outcome, any Error> = Result {
        try JSONSchemaValidator.validate(schema: JSONSchemaValidator.specSchema, files: corpusFiles)
    }
}

@Suite(
    "Spec schema against a standard validator", .enabled(if: JSONSchemaValidator.enabled, Comment(rawValue: JSONSchemaValidator.missing)))
struct SpecSchemaTests {
    /// The malformed cases of DiagnosticMessageTests the schema accepts, each with why only the reader can
    /// refuse it. A malformed case the schema accepts that is not here fails; so does a case listed here
    /// that the schema refuses after all (then remove it), and a name that is no longer a case.
    static let readerOnlyCases: [String: String] = [
        "unknown colours, with and without a suggestion":
            "reader-only: a colour name must be an iOS colour or a name in the spec's own \"colors\"; a JSON Schema cannot check a value against keys elsewhere in the document, so it accepts any name-shaped string",
        "dangling ids":
            "reader-only: requirementText, for, a disabled reason, invalidSubmit's errors and focus, and a suppression's element must name an id that is in the tree (a cross-reference)",
        "references to elements of the wrong kind":
            "reader-only: the element an id names must be of the right type (a text, a textField or toggle) — a cross-reference",
        "duplicate ids":
            "reader-only: ids must be unique across the whole tree; uniqueItems cannot compare values in different objects",
        "a state the spec does not render":
            "reader-only: a state in visibleIn must be one some button declares in its \"states\" elsewhere in the tree",
    ]

    @Test("the corpus holds specs and the validator judged each of them, and nothing else")
    func corpusRun() throws {
        let outcome = try SchemaRuns.corpus.get()
        #expect(SchemaRuns.corpusFiles.count >= 83)
        #expect(Set(outcome.verdicts.keys) == Set(SchemaRuns.corpusFiles))
        #expect(outcome.error == "")
        #expect(outcome.status == (outcome.verdicts.values.allSatisfy { $0 == nil } ? 0 : 1))
    }

    @Test("every corpus spec validates against the spec schema", arguments: SchemaRuns.corpusFiles)
    func corpusSpec(file: String) throws {
        let verdicts = try SchemaRuns.corpus.get().verdicts
        let verdict = try #require(verdicts[file], "the validator printed no verdict for \(file)")
        #expect(verdict == nil, "\(file): \(verdict ?? "")")
    }

    @Test(
        "each diagnostic case: a spec that loads validates, a malformed one fails unless it is reader-only",
        arguments: DiagnosticMessageTests.cases.indices)
    func diagnosticCase(index: Int) throws {
        let testCase = DiagnosticMessageTests.cases[index]
        let outcome = try SchemaRuns.cases.get()
        #expect(outcome.error == "")
        let verdict = try #require(
            outcome.verdicts[SchemaRuns.file(of: index)], "the validator printed no verdict for \"\(testCase.name)\"")
        if testCase.expected.isEmpty {
            #expect(verdict == nil, "\"\(testCase.name)\" loads, but the schema refuses it: \(verdict ?? "")")
        } else if let reason = Self.readerOnlyCases[testCase.name] {
            #expect(
                verdict == nil,
                "\"\(testCase.name)\" is listed as reader-only (\(reason)), but the schema now refuses it (\(verdict ?? "")): remove it from readerOnlyCases"
            )
        } else {
            #expect(
                verdict != nil,
                "\"\(testCase.name)\" is malformed, but the schema accepts it: make the schema refuse it, or list it in readerOnlyCases with the reason a JSON Schema cannot"
            )
        }
    }

    @Test(
        "a format 2 addition nested in a version 1 spec: the schema refuses it where the reader does; as version 2 both accept it",
        arguments: SchemaRuns.formatTwoInVersionOne.indices)
    func formatTwoAddition(index: Int) throws {
        let example = SchemaRuns.formatTwoInVersionOne[index]
        let run = try SchemaRuns.formatTwo.get()
        let asOne = try #require(run.outcome.verdicts[run.files[2 * index]])
        let asTwo = try #require(run.outcome.verdicts[run.files[2 * index + 1]])
        #expect(asOne?.hasPrefix(example.path + ": False schema does not allow ") == true, "\(asOne ?? "accepted")")
        #expect(asTwo == nil, "\(asTwo ?? "")")

        let diagnostics = diagnosticLines(example.json)
        #expect(diagnostics.count == 1)
        #expect(
            diagnostics.first?.hasSuffix("needs spec format version 2; set \"version\": 2 at the top of the spec (at \(example.path))")
                == true, "\(diagnostics)")
        #expect(diagnosticLines(example.json.replacingOccurrences(of: #""version": 1"#, with: #""version": 2"#)) == [])
    }

    @Test("each reader-only exemption names a malformed case and says why")
    func exemptionsAreCases() {
        let malformed = Set(DiagnosticMessageTests.cases.filter { !$0.expected.isEmpty }.map(\.name))
        for (name, reason) in Self.readerOnlyCases {
            #expect(malformed.contains(name), "readerOnlyCases names \"\(name)\", which is not a malformed case of DiagnosticMessageTests")
            #expect(reason.hasPrefix("reader-only: ") && reason.count > 40)
        }
        #expect(Self.readerOnlyCases.count == 5)
    }
}
