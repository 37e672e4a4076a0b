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
        #expect(
            diagnostics(field, version: 1) == [
                #"spec.json:1:146: error: "clearsOnInvalidSubmit" in a textField needs spec format version 2; set "version": 2 at the top of the spec (at $.content.clearsOnInvalidSubmit)"#
            ])
        #expect(
            diagnostics(error(#", "style": "body""#), version: 1) == [
                #"spec.json:1:235: error: "style" in an inlineError needs spec format version 2; set "version": 2 at the top of the spec (at $.content.children[1].style)"#
            ])
    }

    @Test("wrong types and values are located")
    func wrongValues() {
        #expect(
            diagnostics(field.replacingOccurrences(of: "true", with: "\"yes\"")) == [
                #"spec.json:1:171: error: expected true or false, found a string (at $.content.clearsOnInvalidSubmit)"#
            ])
        #expect(
            diagnostics(error(#", "style": "footnot""#)) == [
                #"spec.json:1:244: error: unknown value "footnot" (did you mean "footnote"?); allowed: "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption1", "caption2" (at $.content.children[1].style)"#
            ])
    }

    @Test("read into the model")
    func read() throws {
        let json =
            #"{"version": 2, "name": "T", "viewport": {"width": 200, "height": 400, "scale": 1}, "content": \#(error(#", "id": "e", "style": "caption1""#))}"#
        let spec = try SpecLoader.load(bytes: Array(json.utf8), file: "spec.json", baseDirectory: "/tmp")
        guard case .inlineError(let inline) = spec.node(withID: "e")?.kind else {
            Issue.record("no inline error")
            return
        }
        #expect(inline.style == .caption1)
        #expect(inline.color == nil)
    }
}

@Suite struct AnnouncementKeysTests {
    private func load(_ content: String, version: Int = 2) throws(SpecLoadError) -> ScreenSpec {
        let json = #"{"version": \#(version), "name": "T", "viewport": {"width": 200, "height": 400, "scale": 1}, "content": \#(content)}"#
        return try SpecLoader.load(bytes: Array(json.utf8), file: "spec.json", baseDirectory: "/tmp")
    }

    private func diagnostics(_ content: String, version: Int = 2) -> [String] {
        do {
            _ = try load(content, version: version)
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test("announcements are read in order, with where each is written")
    func read() throws {
        let spec = try load(
            #"{"type": "button", "id": "b", "title": "Go", "announcements": [{"on": "loading", "text": "Saving"}, {"on": "loadingFinished", "text": "Saved"}]}"#
        )
        let announcements = try #require(spec.node(withID: "b")?.announcements)
        #expect(announcements.map(\.trigger) == [.loading, .loadingFinished])
        #expect(announcements.map(\.text) == ["Saving", "Saved"])
        #expect(announcements.map(\.path) == ["$.content.announcements[0]", "$.content.announcements[1]"])
        #expect(announcements.map(\.location.column) == [158, 195])
    }

    @Test("misuse is located: version 1, a non-array, an unknown trigger, a missing or empty text, an unknown key, a node without them")
    func misuse() {
        #expect(
            diagnostics(#"{"type": "toggle", "label": "A", "announcements": []}"#, version: 1) == [
                #"spec.json:1:128: error: "announcements" in a toggle needs spec format version 2; set "version": 2 at the top of the spec (at $.content.announcements)"#
            ])
        #expect(
            diagnostics(#"{"type": "toggle", "label": "A", "announcements": {"on": "input"}}"#) == [
                #"spec.json:1:145: error: expected an array of announcements such as [{"on": "invalidSubmit", "text": "Enter an email address."}], found an object (at $.content.announcements)"#
            ])
        #expect(
            diagnostics(
                #"{"type": "textField", "label": "A", "announcements": [{"on": "keypress", "text": "x"}, {"on": "input", "text": " "}, {"on": "input"}, {"on": "input", "text": "x", "priority": "high"}]}"#
            ) == [
                #"spec.json:1:156: error: unknown value "keypress"; allowed: "keystroke", "input", "submit", "invalidSubmit", "loading", "loadingFinished", "afterTypingStops" (at $.content.announcements[0].on)"#,
                #"spec.json:1:206: error: "text" must not be empty (at $.content.announcements[1].text)"#,
                #"spec.json:1:212: error: missing required key "text" in announcement (at $.content.announcements[2])"#,
                #"spec.json:1:258: error: unknown key "priority" in announcement; allowed keys: on, text, politeness (at $.content.announcements[3].priority)"#,
            ])
        #expect(
            diagnostics(#"{"type": "text", "text": "A", "announcements": []}"#).first?.contains(#"unknown key "announcements" in a text"#)
                == true)
    }
}

@Suite struct RequirementListKeysTests {
    private func diagnostics(_ children: String, version: Int = 2) -> [String] {
        let json =
            #"{"version": \#(version), "name": "T", "viewport": {"width": 200, "height": 400, "scale": 1}, "content": {"type": "vstack", "children": [{"type": "text", "id": "t", "text": "Hi"}, \#(children)]}}"#
        do {
            _ = try SpecLoader.load(bytes: Array(json.utf8), file: "spec.json", baseDirectory: "/tmp")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test("misuse is located: version 1, a text as its field, no items, a bad met, an unknown indicator")
    func misuse() {
        let good = #"{"type": "requirementList", "for": "t", "items": [{"text": "A", "met": true}]}"#
        #expect(
            diagnostics(good, version: 1) == [
                #"spec.json:1:179: error: a "requirementList" node needs spec format version 2; set "version": 2 at the top of the spec (at $.content.children[1].type)"#
            ])
        #expect(
            diagnostics(good) == [
                #"spec.json:1:205: error: the field of a requirement list must be a textField, but "t" is a text (at $.content.children[1].for)"#
            ])
        let bad =
            #"{"type": "textField", "id": "f", "label": "F"}, {"type": "requirementList", "for": "f", "items": [{"text": "A", "met": "yes"}, {"text": "B", "met": ["later"]}], "indicator": "colour"}"#
        #expect(
            diagnostics(bad) == [
                #"spec.json:1:289: error: expected true, false or the states it is met in (such as ["invalidSubmit"]), found a string (at $.content.children[2].items[0].met)"#,
                #"spec.json:1:319: error: unknown value "later"; allowed: "#
                    + RenderState.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                    + #" (at $.content.children[2].items[1].met[0])"#,
                #"spec.json:1:344: error: unknown value "colour"; allowed: "symbols", "colorOnly" (at $.content.children[2].indicator)"#,
            ])
        #expect(
            diagnostics(#"{"type": "textField", "id": "f", "label": "F"}, {"type": "requirementList", "for": "f", "items": []}"#) == [
                #"spec.json:1:267: error: a requirement list needs at least one item in "items" (at $.content.children[2].items)"#
            ])
    }
}
