import Spec
import Testing

/// The format 2 keys of the seed rules: read when the spec says version 2, a located error otherwise.
@Suite struct SeedKeysTests {
    private func diagnostics(_ content: String, version: Int = 2) -> [String] {
        let json = #"{"version": \#(version), "name": "T", "viewport": {"width": 200, "height": 400, "scale": 1}, "content": \#(content)}"#
        do {
            _ = try SpecLoader.load(bytes: Array(json.utf8), file: "spec.json", baseDirectory: "/tmp")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    private let field = #"{"type": "textField", "id": "f", "label": "Email", "clearsOnInvalidSubmit": true}"#
    private func error(_ extra: String) -> String {
        #"{"type": "vstack", "children": [{"type": "textField", "id": "f", "label": "Email"}, {"type": "inlineError", "for": "f", "text": "Enter it"\#(extra)}]}"#
    }

    @Test("version 1 names the version for clearsOnInvalidSubmit and an inline error's style")
    func versionOne() {
        #expect(diagnostics(field, version: 1) == [
            #"spec.json:1:146: error: "clearsOnInvalidSubmit" in a textField needs spec format version 2; set "version": 2 at the top of the spec (at $.content.clearsOnInvalidSubmit)"#,
        ])
        #expect(diagnostics(error(#", "style": "body""#), version: 1) == [
            #"spec.json:1:235: error: "style" in an inlineError needs spec format version 2; set "version": 2 at the top of the spec (at $.content.children[1].style)"#,
        ])
    }

    @Test("wrong types and values are located")
    func wrongValues() {
        #expect(diagnostics(field.replacingOccurrences(of: "true", with: "\"yes\"")) == [
            #"spec.json:1:171: error: expected true or false, found a string (at $.content.clearsOnInvalidSubmit)"#,
        ])
        #expect(diagnostics(error(#", "style": "footnot""#)) == [
            #"spec.json:1:244: error: unknown value "footnot" (did you mean "footnote"?); allowed: "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption1", "caption2" (at $.content.children[1].style)"#,
        ])
    }

    @Test("read into the model")
    func read() throws {
        let json = #"{"version": 2, "name": "T", "viewport": {"width": 200, "height": 400, "scale": 1}, "content": \#(error(#", "id": "e", "style": "caption1""#))}"#
        let spec = try SpecLoader.load(bytes: Array(json.utf8), file: "spec.json", baseDirectory: "/tmp")
        guard case .inlineError(let inline) = spec.node(withID: "e")?.kind else { Issue.record("no inline error"); return }
        #expect(inline.style == .caption1)
        #expect(inline.color == nil)
    }
}
