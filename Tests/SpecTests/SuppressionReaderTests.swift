import Foundation
import JSON
import Spec
import Testing

// A suppression's pins, read: what each accepts, and the located error for one that is malformed or
// can never match what the spec renders.
@Suite("Suppression pins")
struct SuppressionReaderTests {
    /// A spec rendering light and dark, en and de, with and without bold text, and the suppression on line 6.
    static func json(_ suppression: String) -> String {
        """
        {"version": 2, "name": "X", "viewport": {"device": "iPhone 16"}, "appearances": ["light", "dark"],
         "settings": [[], ["boldText"]], "strings": {"en": {"go": "Go"}, "de": {"go": "Los"}}, "locales": ["en", "de"],
         "content": {"type": "vstack", "children": [{"type": "button", "id": "go", "title": {"key": "go"}}]},
         "suppressions": [
        {"rule": "contrast.text", "element": "go", "reason": "Accepted.",
        \(suppression)}
         ]}
        """
    }

    static func pin(_ suppression: String) throws -> Suppression {
        let spec = try SpecLoader.load(bytes: Array(json(suppression).utf8), file: "spec.json", baseDirectory: "/tmp")
        return try #require(spec.suppressions.first)
    }

    @Test("every pin, read")
    func everyPin() throws {
        let suppression = try Self.pin(
            """
            "measured": 3.5, "colors": {"foreground": "#fff", "background": "#0A84FF"}, "sizes": ["large", "AX5"],
            "appearances": ["dark"], "locales": ["de"], "settings": [["boldText"]], "until": "2027-03-31"
            """)
        #expect(
            suppression.pin
                == SuppressionPin(
                    measured: 3.5, foreground: "#FFFFFFFF", background: "#0A84FFFF", sizes: [.large, .AX5], appearances: [.dark],
                    locales: [RenderLocale(identifier: "de")!], settings: [DisplaySettings([.boldText])], until: "2027-03-31"))
        #expect(suppression.location == SourceLocation(line: 5, column: 1))
        #expect(suppression.path == "$.suppressions[0]")
        #expect(try Self.pin(##""measured": 4"##).pin == SuppressionPin(measured: 4))
    }

    @Test("a pin that is malformed, or names what the spec does not render, is a located error saying what to write")
    func errors() {
        #expect(
            diagnosticLines(Self.json(##""until": "2027-3-31""##)) == [
                ##"spec.json:6:10: error: "until" must be a day written YYYY-MM-DD, such as 2027-03-31: the last day the suppression holds (at $.suppressions[0].until)"##
            ])
        #expect(
            diagnosticLines(Self.json(##""until": "2027-02-29""##)) == [
                ##"spec.json:6:10: error: "until" must be a day written YYYY-MM-DD, such as 2027-03-31: the last day the suppression holds (at $.suppressions[0].until)"##
            ])
        #expect(
            diagnosticLines(Self.json(##""colors": {"foreground": "white"}"##)) == [
                ##"spec.json:6:26: error: expected a colour written #RRGGBB, such as "#0A84FF", found a string (at $.suppressions[0].colors.foreground)"##
            ])
        #expect(
            diagnosticLines(Self.json(##""colors": {"foregound": "#FFFFFF"}"##)) == [
                ##"spec.json:6:11: error: "colors" pins no colour; name the "foreground" (text or shape) and "background" colours the suppression accepts, such as {"foreground": "#FFFFFF", "background": "#0A84FF"} (at $.suppressions[0].colors)"##,
                ##"spec.json:6:12: error: unknown key "foregound" in suppressionColors (did you mean "foreground"?) (at $.suppressions[0].colors.foregound)"##,
            ])
        #expect(
            diagnosticLines(Self.json(##""sizes": []"##)) == [
                ##"spec.json:6:10: error: "sizes" is empty, so the suppression would accept nothing; list the sizes it accepts, or leave "sizes" out for all (at $.suppressions[0].sizes)"##
            ])
        #expect(
            diagnosticLines(Self.json(##""sizes": ["zoom100"]"##)).first?.hasPrefix(
                ##"spec.json:6:11: error: unknown value "zoom100"; allowed: "xSmall", "small""##) == true)
        #expect(
            diagnosticLines(Self.json(##""appearances": ["drak"]"##)) == [
                ##"spec.json:6:17: error: unknown value "drak"; allowed: "light", "dark" (at $.suppressions[0].appearances[0])"##
            ])
        #expect(
            diagnosticLines(Self.json(##""locales": ["fr"]"##)) == [
                ##"spec.json:6:13: error: unknown value "fr"; allowed: "en", "de" (at $.suppressions[0].locales[0])"##
            ])
        #expect(
            diagnosticLines(Self.json(##""settings": [["increaseContrast"]]"##)) == [
                ##"spec.json:6:13: error: the spec renders no combination increaseContrast of display settings, so this pin never matches; it renders default settings, boldText (at $.suppressions[0].settings[0])"##
            ])
        #expect(
            diagnosticLines(Self.json(##""measured": -1"##)) == [
                ##"spec.json:6:13: error: -1 is out of range; expected a number from 0 to 1000000 (at $.suppressions[0].measured)"##
            ])
    }

    @Test("the days an until may name: real days only, leap years included")
    func days() throws {
        #expect(try Self.pin(##""until": "2028-02-29""##).pin.until == "2028-02-29")
        for day in ["2027-02-29", "2027-13-01", "27-03-31", "2027-04-31", "2027-00-10", "2027-01-1x"] {
            #expect(diagnosticLines(Self.json("\"until\": \"\(day)\"")).count == 1, "\(day)")
        }
    }
}
