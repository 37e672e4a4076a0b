import Foundation
import Spec
import Testing

/// Issue 26 (14): a String Catalog that cannot be read was reported after one "has no text" error per
/// key that names it; it is reported alone.
@Suite struct BrokenStringsFileTests {
    @Test func aBrokenCatalogIsReportedAloneNotOncePerKey() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("BrokenStringsFileTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data(#"{"sourceLanguage": "en", "strings": {"a": "#.utf8).write(to: URL(fileURLWithPath: directory + "/texts.xcstrings"))
        let json =
            #"{"version": 2, "name": "X", "viewport": {"device": "iPhone 16"}, "strings": {"en": "texts.xcstrings"}, "#
            + #""content": {"type": "vstack", "children": [{"type": "text", "text": {"key": "a"}}, {"type": "text", "text": {"key": "b"}}, "#
            + #"{"type": "button", "title": {"key": "c"}}]}}"#
        do {
            _ = try SpecLoader.load(bytes: Array(json.utf8), file: directory + "/spec.json", baseDirectory: directory)
            Issue.record("a spec whose catalog is broken loaded")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "\(directory)/texts.xcstrings:1:43: error: unexpected end of file; expected a value (is the file truncated?) (at $)"
                ])
        }
    }
}
