import Foundation
import Files
import Spec
import Testing

/// Issue 28 (5): a folder as people keep it, with other JSON files beside the specs.
@Suite struct SpecFolderTests {
    static let spec =
        #"{"version": 1, "name": "X", "viewport": {"width": 100, "height": 100, "scale": 1}, "#
        + #""content": {"type": "text", "text": "Hi"}}"#

    @Test(arguments: [
        (#"{"name": "app", "version": "1.0.0", "dependencies": {}}"#, SpecRecognition.missing),
        (#"{"$schema": "https://json.schemastore.org/tsconfig", "compilerOptions": {}}"#, SpecRecognition.missing),
        (
            "{\n  // comments: not JSON\n  \"compilerOptions\": {}\n}",
            #"not a ButtonCheck spec (not valid JSON, and no "content", "viewport", "version" or buttoncheck in it)"#
        ),
        ("[1, 2]", "not a ButtonCheck spec (an array, not an object)"),
        ("", #"not a ButtonCheck spec (not valid JSON, and no "content", "viewport", "version" or buttoncheck in it)"#),
    ])
    func notSpecs(_ text: String, _ reason: String) {
        #expect(SpecRecognition.reasonNotSpec(Array(text.utf8)) == reason)
    }

    /// Anything with a sign of a spec is read as one, so its problems are reported.
    @Test(arguments: [
        spec, #"{"version": 1}"#, #"{"content": 3}"#, #"{"viewport": {}}"#,
        #"{"$schema": "../schema/buttoncheck-spec.schema.json", "name": "X"}"#,
        #"{"version": 1, "name": "X", "content": {"type": "text",}}"#, #"{"$schema": "ButtonCheck"#,
    ])
    func specs(_ text: String) {
        #expect(SpecRecognition.reasonNotSpec(Array(text.utf8)) == nil)
    }

    @Test func aFolderListsItsSpecsAndSaysWhichFilesItSkipped() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("SpecFolderTests-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let files = [
            "b.json": Self.spec, "package.json": #"{"name": "x", "version": "2.0.0"}"#, "drafts/wip.json": Self.spec,
            "sub/a.json": Self.spec, "sub/x.tokens.json": "{}", ".hidden/c.json": Self.spec, "broken.json": #"{"version": 1, "name": }"#,
            "notes.txt": "",
        ]
        for (relative, text) in files {
            let path = directory + "/" + relative
            try FileManager.default.createDirectory(atPath: FilePath.deletingLastComponent(path), withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
        }
        let folder = SpecFolder(directory, excluding: [PathGlob("drafts/**")])
        #expect(folder.specs == ["b.json", "broken.json", "sub/a.json"].map { directory + "/" + $0 })
        #expect(folder.skipped.map(\.file) == [directory + "/package.json"])
        #expect(folder.skipped.map(\.reason) == [SpecRecognition.missing])
        #expect(folder.excluded == [directory + "/drafts/wip.json"])
        #expect(SpecFolder(directory).specs == ["b.json", "broken.json", "drafts/wip.json", "sub/a.json"].map { directory + "/" + $0 })
    }

    /// A file named on the command line is read whatever it is: one with no sign of a spec gets one error.
    @Test func aNonSpecNamedExplicitlyIsOneClearError() {
        do {
            _ = try SpecLoader.load(bytes: Array(#"{"name": "app", "version": "1.0.0"}"#.utf8), file: "package.json", baseDirectory: ".")
            Issue.record("expected an error")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    #"package.json:1:1: error: not a ButtonCheck spec (no "content", "viewport", numeric "version" or buttoncheck "$schema"); "#
                        + #"a spec is a JSON object {"version": 1, "name": …, "viewport": …, "content": …}: "#
                        + #"check the path, or leave this file out (at $)"#
                ])
        }
    }
}
