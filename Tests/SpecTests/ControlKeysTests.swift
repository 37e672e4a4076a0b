import Spec
import Testing

/// Issue 31's refused keys, accepted where they belong: `tapArea` and `tooltip` on every control, inline errors for
/// pickers, steppers and date pickers, text keys in requirement rows, an announcement's `politeness` and its
/// `afterTypingStops` trigger, and a web field's `ariaRequired`, `ariaInvalid`, `autocomplete` and `inputmode`.
@Suite struct ControlKeysTests {
    static func load(_ json: String) throws -> ScreenSpec {
        try SpecLoader.load(bytes: Array(json.utf8), file: "d.json", baseDirectory: "/tmp")
    }

    @Test func tapAreaAndTooltipAreReadOnEveryControl() throws {
        let spec = try Self.load(
            DescribedByTests.json(
                [
                    #"{"type": "picker", "id": "sitting", "label": "Sitting", "options": ["Lunch", "Dinner"], "tapArea": {"minHeight": 48}, "tooltip": "When"}"#,
                    #"{"type": "stepper", "id": "guests", "label": "Guests", "tapArea": {"padding": 4}}"#,
                    #"{"type": "datePicker", "id": "day", "label": "Day", "value": "5", "tapArea": {"minWidth": 44, "minHeight": 44}}"#,
                    #"{"type": "textField", "id": "name", "label": "Name", "tooltip": "Your full name"}"#,
                ], platform: "ios"))
        #expect(spec.node(withID: "sitting")?.tapArea == TapArea(minHeight: 48))
        #expect(spec.node(withID: "sitting")?.tooltip == "When")
        #expect(spec.node(withID: "guests")?.tapArea == TapArea(padding: EdgeInsets(all: 4)))
        #expect(spec.node(withID: "day")?.tapArea == TapArea(minWidth: 44, minHeight: 44))
        #expect(spec.node(withID: "name")?.tooltip == "Your full name")
    }

    @Test func aTooltipIsATextAndNotForTexts() {
        #expect(
            DescribedByTests.lines(
                DescribedByTests.json(
                    [
                        #"{"type": "button", "id": "go", "title": "Go", "tooltip": 3}"#,
                        #"{"type": "text", "id": "note", "text": "Hi", "tooltip": "Hello"}"#,
                    ], platform: "ios")) == [
                    #"d.json:2:58: error: expected a string or a text key such as {"key": "continue.title"}, found a number (at $.content.children[0].tooltip)"#,
                    #"d.json:3:46: error: unknown key "tooltip" in a text; allowed keys: type, id, padding, frame, visibleIn, background, text, style, size, weight, color, lineLimit, "#
                        + #"alignment, accessibilityHidden (at $.content.children[1].tooltip)"#,
                ])
    }

    @Test func inlineErrorsNameAPickerAStepperOrADatePickerButNotAText() throws {
        let spec = try Self.load(
            DescribedByTests.json(
                [
                    #"{"type": "stepper", "id": "guests", "label": "Guests"}"#,
                    #"{"type": "inlineError", "id": "guests-error", "for": "guests", "text": "Up to 8 guests."}"#,
                    #"{"type": "datePicker", "id": "day", "label": "Day", "value": "5"}"#,
                    #"{"type": "inlineError", "id": "day-error", "for": "day", "text": "Closed that day."}"#,
                ], platform: "ios"))
        #expect(
            try DescribedByTests.field(
                of: "guests-error",
                in: DescribedByTests.json(
                    [
                        #"{"type": "picker", "id": "sitting", "label": "Sitting", "options": ["Lunch", "Dinner"]}"#,
                        #"{"type": "inlineError", "id": "guests-error", "for": "sitting", "text": "Dinner is full."}"#,
                    ], platform: "ios")) == "sitting")
        guard case .inlineError(let error) = spec.node(withID: "day-error")?.kind else {
            Issue.record("no error")
            return
        }
        #expect(error.field == "day")
        #expect(
            DescribedByTests.lines(
                DescribedByTests.json(
                    [
                        #"{"type": "text", "id": "title", "text": "Book"}"#,
                        #"{"type": "inlineError", "id": "e", "for": "title", "text": "No."}"#,
                    ], platform: "ios")) == [
                    #"d.json:3:43: error: the field of an inline error must be a textField or a toggle or a picker or a stepper or a datePicker, but "title" is a text (at $.content.children[1].for)"#
                ])
    }

    @Test func requirementRowsTakeTextKeys() throws {
        let json = """
            {"version": 2, "name": "R", "viewport": {"width": 300, "height": 400, "scale": 1},
             "strings": {"en": {"rule.length": "At least 8 characters"}},
             "content": {"type": "vstack", "children": [
            {"type": "secureField", "id": "password", "label": "Password"},
            {"type": "requirementList", "for": "password", "items": [{"text": {"key": "rule.length"}, "met": true}, {"text": {"key": "rule.lenght"}, "met": false}]}]}}
            """
        #expect(
            DescribedByTests.lines(json) == [
                #"d.json:5:122: error: text key "rule.lenght" has no text in the source language "en" (did you mean "rule.length"?); add it to the "en" strings (every locale falls back to them) or fix the key (at $.content.children[1].items[1].text.key)"#
            ])
        let spec = try Self.load(json.replacingOccurrences(of: "rule.lenght", with: "rule.length"))
        guard case .requirementList(let list) = spec.content.children[1].kind else {
            Issue.record("no list")
            return
        }
        #expect(list.items.map(\.text) == ["At least 8 characters", "At least 8 characters"])
    }

    @Test func announcementsTakePolitenessAndAfterTypingStopsOnFieldsOnly() throws {
        let field =
            #"{"type": "textField", "id": "user", "label": "User", "announcements": [{"on": "afterTypingStops", "text": "Available", "politeness": "assertive"}]}"#
        let spec = try Self.load(DescribedByTests.json([field], platform: "ios"))
        #expect(spec.node(withID: "user")?.announcements.map(\.trigger) == [.afterTypingStops])
        #expect(spec.node(withID: "user")?.announcements.map(\.politeness) == [.assertive])
        #expect(
            DescribedByTests.lines(
                DescribedByTests.json(
                    [
                        field.replacingOccurrences(of: "assertive", with: "loud"),
                        #"{"type": "toggle", "id": "t", "label": "T", "announcements": [{"on": "afterTypingStops", "text": "Hi"}]}"#,
                    ], platform: "ios")) == [
                    #"d.json:2:134: error: unknown value "loud"; allowed: "polite", "assertive" (at $.content.children[0].announcements[0].politeness)"#,
                    #"d.json:3:70: error: "afterTypingStops" follows a pause in typing, so it is for fields people type into, not a toggle; use "input" for a change of its value (at $.content.children[1].announcements[0].on)"#,
                ])
    }

    @Test func webFieldAttributesAreReadOnWebFields() throws {
        let field =
            #"{"type": "textField", "id": "phone", "label": "Phone", "ariaRequired": true, "ariaInvalid": false, "autocomplete": "tel", "inputmode": "tel"}"#
        let spec = try Self.load(DescribedByTests.json([field]))
        guard case .textField(let phone) = spec.node(withID: "phone")?.kind else {
            Issue.record("no field")
            return
        }
        #expect(phone.web == WebFieldAttributes(ariaRequired: true, ariaInvalid: false, autocomplete: "tel", inputMode: .tel))
    }

    @Test func ariaInvalidNeedsAnInlineErrorThatExplainsIt() {
        let field = #"{"type": "textField", "id": "email", "label": "Email", "ariaInvalid": true}"#
        #expect(
            DescribedByTests.lines(DescribedByTests.json([field])) == [
                #"d.json:2:1: error: "ariaInvalid" marks "email" invalid, but no inline error explains it, so screen readers say "invalid" and not what to do; "#
                    + #"add an inline error for it ("for", or the field's "describedBy"), or remove "ariaInvalid" (at $.content.children[0].ariaInvalid)"#
            ])
        #expect(
            DescribedByTests.lines(
                DescribedByTests.json([
                    field, DescribedByTests.error.replacingOccurrences(of: #""text""#, with: #""for": "email", "text""#),
                ])) == [])
    }

    @Test func badWebFieldAttributesAreLocatedErrors() {
        #expect(
            DescribedByTests.lines(
                DescribedByTests.json([
                    #"{"type": "textField", "id": "email", "label": "Email", "autocomplete": "emial", "inputmode": "mail", "ariaRequired": "yes"}"#,
                    #"{"type": "button", "id": "go", "title": "Go", "inputmode": "text"}"#,
                ])) == [
                    #"d.json:2:72: error: unknown value "emial"; allowed: "# + SpecVocabularyList.autocomplete
                        + #" (at $.content.children[0].autocomplete)"#,
                    #"d.json:2:94: error: unknown value "mail" (did you mean "email"?); allowed: "none", "text", "decimal", "numeric", "tel", "search", "email", "url" (at $.content.children[0].inputmode)"#,
                    #"d.json:2:118: error: expected true or false, found a string (at $.content.children[0].ariaRequired)"#,
                    #"d.json:3:47: error: unknown key "inputmode" in a button; allowed keys: type, id, padding, frame, visibleIn, background, title, role, style, tint, "#
                        + #"controlSize, shape, titleStyle, titleWeight, lineLimit, minimumScaleFactor, truncationMode, tapArea, accessibility, colors, states, "#
                        + #"announcements, tabIndex, focusRing, tooltip, accessibilityHidden (at $.content.children[1].inputmode)"#,
                ])
        #expect(
            DescribedByTests.lines(
                DescribedByTests.json([#"{"type": "textField", "id": "email", "label": "Email", "ariaRequired": true}"#], platform: "ios"))
                == [
                    #"d.json:2:72: error: "ariaRequired" is an HTML attribute, for web specs ("platform": "web"); on iOS mark the field with "required" and a visible "requiredIndicator" (at $.content.children[0].ariaRequired)"#
                ])
    }
}

/// The autocomplete tokens as a located error lists them.
enum SpecVocabularyList {
    static let autocomplete = SpecVocabulary.autocompleteTokens.map { "\"\($0)\"" }.joined(separator: ", ")
}
