import Foundation
import Spec
import Testing

/// `describedBy` (format 2, web: HTML's aria-describedby) links an inline error to its field as the
/// error's own `for` does: either may be given, or both when they agree.
@Suite struct DescribedByTests {
    static func json(_ children: [String], platform: String = "web", version: Int = 2) -> String {
        """
        {"version": \(version), "name": "D", "platform": "\(platform)", "viewport": {"width": 300, "height": 400, "scale": 1}, "content": {"type": "vstack", "children": [
        \(children.joined(separator: ",\n"))]}}
        """
    }

    static let email = #"{"type": "textField", "id": "email", "label": "Email", "describedBy": ["email-error"]}"#
    static let zip = #"{"type": "textField", "id": "zip", "label": "ZIP", "describedBy": ["email-error"]}"#
    static let error = #"{"type": "inlineError", "id": "email-error", "text": "Enter an email address."}"#

    static func lines(_ json: String) -> [String] {
        do {
            _ = try SpecLoader.load(bytes: Array(json.utf8), file: "d.json", baseDirectory: "/tmp")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    static func field(of error: String, in json: String) throws -> String? {
        let spec = try SpecLoader.load(bytes: Array(json.utf8), file: "d.json", baseDirectory: "/tmp")
        guard case .inlineError(let inline) = spec.node(withID: error)?.kind else { return nil }
        return inline.field
    }

    @Test func aFieldsDescribedByLinksAnErrorWithoutFor() throws {
        #expect(try Self.field(of: "email-error", in: Self.json([Self.email, Self.error])) == "email")
        let both = Self.error.replacingOccurrences(of: #""text""#, with: #""for": "email", "text""#)
        #expect(try Self.field(of: "email-error", in: Self.json([Self.email, both])) == "email")
        // The error may come first: the links are gathered before the tree is read.
        #expect(try Self.field(of: "email-error", in: Self.json([Self.error, Self.email])) == "email")
    }

    @Test func anErrorDescribesOneField() {
        let forEmail = Self.error.replacingOccurrences(of: #""text""#, with: #""for": "email", "text""#)
        #expect(
            Self.lines(Self.json([Self.email, Self.zip, forEmail])) == [
                #"d.json:3:68: error: "describedBy" of "zip" names "email-error", an inline error for "email"; an error describes one field, so link it from "email" only (at $.content.children[1].describedBy[0])"#
            ])
        #expect(
            Self.lines(Self.json([Self.email, Self.zip, Self.error])) == [
                #"d.json:3:68: error: "describedBy" of "zip" names "email-error", which "email" already names; an error describes one field (at $.content.children[1].describedBy[0])"#
            ])
    }

    @Test func misusedListsAreLocated() {
        let field = #"{"type": "textField", "id": "email", "label": "Email", "describedBy": ["go", "go"]}"#
        #expect(
            Self.lines(Self.json([field, #"{"type": "button", "id": "go", "title": "Go"}"#, Self.error])) == [
                #"d.json:2:72: error: "describedBy" must be an inlineError or a text, but "go" is a button (at $.content.children[0].describedBy[0])"#,
                #"d.json:2:78: error: "describedBy" names "go" twice (at $.content.children[0].describedBy[1])"#,
                #"d.json:4:1: error: an inline error needs its field: give "for" (the field's id) or name the error in the field's "describedBy" (at $.content.children[2])"#,
            ])
        let empty = #"{"type": "textField", "id": "email", "label": "Email", "describedBy": []}"#
        #expect(
            Self.lines(Self.json([empty, Self.error.replacingOccurrences(of: #""text""#, with: #""for": "email", "text""#)])) == [
                #"d.json:2:71: error: "describedBy" must name at least one element (an inline error or a text); remove it otherwise (at $.content.children[0].describedBy)"#
            ])
    }

    @Test func describedByIsForWebSpecsOfFormat2() {
        let empty = #"{"type": "textField", "id": "email", "label": "Email", "describedBy": []}"#
        #expect(
            Self.lines(Self.json([empty, Self.error], platform: "ios")) == [
                #"d.json:2:71: error: "describedBy" is HTML's aria-describedby, for web specs ("platform": "web"); on iOS an inline error names its field with "for" (at $.content.children[0].describedBy)"#,
                #"d.json:3:1: error: missing required key "for" in an inlineError (at $.content.children[1])"#,
            ])
        #expect(
            Self.lines(Self.json([Self.email, Self.error], version: 1)) == [
                #"d.json:2:56: error: "describedBy" in a textField needs spec format version 2; set "version": 2 at the top of the spec (at $.content.children[0].describedBy)"#
            ])
    }
}
