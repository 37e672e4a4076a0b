import Checks
import Spec
import Testing

@Suite("focus.order")
struct FocusOrderRuleTests {
    static func form(name: String = "", email: String = "", send: String = "") -> String {
        RuleTest.stack(
            #"{"type": "textField", "id": "name", "label": "Name"\#(name)}"#,
            #"{"type": "textField", "id": "email", "label": "Email"\#(email)}"#,
            #"{"type": "text", "id": "note", "text": "We reply within a day."}"#,
            #"{"type": "button", "id": "send", "title": "Send", "role": "primary"\#(send)}"#)
    }

    @Test("a positive tabIndex that takes a control out of turn: one finding, on the control Tab reaches first out of turn")
    func positiveTabIndexJumpsAhead() throws {
        let checked = try RuleTest.check(FocusOrderRule(), Self.form(send: #", "tabIndex": 1"#), platform: "web")
        #expect(
            checked.findings == [
                Finding(
                    rule: .focusOrder, file: RuleTest.file, location: checked.location("send"), element: "send",
                    message:
                        "Tab moves through \"send\", \"name\", \"email\" but the page reads \"name\", \"email\", \"send\": \"send\"'s tabIndex 1 takes it out of turn.",
                    fix:
                        "Remove the positive tabIndex from \"send\" (use 0 or none) and put the controls in the document in the order they should be reached.",
                    details: ["tabIndex": "1"])
            ])
    }

    @Test("positive tabIndexes that follow the document order, and tabIndex 0, change nothing")
    func tabIndexesInDocumentOrder() throws {
        let ascending = Self.form(name: #", "tabIndex": 1"#, email: #", "tabIndex": 2"#, send: #", "tabIndex": 3"#)
        #expect(try RuleTest.check(FocusOrderRule(), ascending, platform: "web").findings.isEmpty)
        #expect(try RuleTest.check(FocusOrderRule(), Self.form(email: #", "tabIndex": 0"#), platform: "web").findings.isEmpty)
        // Equal positive indexes keep their document order; a later lower one still jumps ahead.
        let tied = Self.form(name: #", "tabIndex": 2"#, email: #", "tabIndex": 2"#, send: #", "tabIndex": 1"#)
        #expect(
            try RuleTest.check(FocusOrderRule(), tied, platform: "web").messages == [
                "Tab moves through \"send\", \"name\", \"email\" but the page reads \"name\", \"email\", \"send\": \"send\"'s tabIndex 1 takes it out of turn."
            ])
    }

    @Test("tabIndex -1 takes a control out of the Tab order")
    func negativeTabIndex() throws {
        let checked = try RuleTest.check(FocusOrderRule(), Self.form(email: #", "tabIndex": -1"#), platform: "web")
        #expect(
            checked.findings == [
                Finding(
                    rule: .focusOrder, file: RuleTest.file, location: checked.location("email"), element: "email",
                    message: "\"email\" has tabIndex -1, so Tab never reaches it: keyboard users cannot use it.",
                    fix: "Remove tabIndex -1 from \"email\" (use 0 or none) so it takes its turn in the Tab order.",
                    details: ["tabIndex": "-1"])
            ])
    }

    /// The page reads what the accessibility model visits, by frames: a tall notes box bottom-aligned with a Send
    /// button in a zstack starts higher, so it is read first, while Tab follows the document and reaches Send first.
    @Test("a document order that differs from the order the page is read in, with no tabIndex")
    func documentOrderDiffersFromReadingOrder() throws {
        let content = RuleTest.stack(
            #"{"type": "zstack", "alignment": "bottom", "children": [{"type": "button", "id": "send", "title": "Send"}, "#
                + #"{"type": "textEditor", "id": "notes", "label": "Notes", "frame": {"maxWidth": "infinity"}}]}"#)
        let checked = try RuleTest.check(FocusOrderRule(), content, platform: "web")
        #expect(
            checked.findings == [
                Finding(
                    rule: .focusOrder, file: RuleTest.file, location: checked.location("send"), element: "send",
                    message: "Tab moves through \"send\", \"notes\" but the page reads \"notes\", \"send\": "
                        + "the document puts \"send\" before \"notes\", which is read first.",
                    fix: "Put the controls in the document in the order the page reads them, so Tab reaches \"send\" in turn.")
            ])
    }
}
