import Spec
import Testing

// Issue 30: a stack VoiceOver reads as one element ("accessibilityElement": "combine") and a decorative text it
// skips ("accessibilityHidden": true), read from the spec with located errors.
@Suite struct AccessibilityKeysTests {
    static func load(_ children: String...) throws -> ScreenSpec {
        try SpecLoader.load(bytes: Array(DescribedByTests.json(children, platform: "ios").utf8), file: "d.json", baseDirectory: "/tmp")
    }

    @Test func combineAndHiddenAreRead() throws {
        let spec = try Self.load(
            #"{"type": "hstack", "id": "card", "accessibilityElement": "combine", "children": [{"type": "text", "text": "A"}]}"#,
            #"{"type": "vstack", "id": "plain", "accessibilityElement": "contain", "children": []}"#,
            #"{"type": "text", "id": "star", "text": "*", "accessibilityHidden": true}"#,
            #"{"type": "text", "id": "shown", "text": "B"}"#)
        #expect(spec.node(withID: "card")?.combinesAccessibilityChildren == true)
        #expect(spec.node(withID: "plain")?.combinesAccessibilityChildren == false)
        #expect(spec.node(withID: "star")?.isAccessibilityHidden == true)
        #expect(spec.node(withID: "shown")?.isAccessibilityHidden == false)
    }

    @Test func wrongValuesAreLocatedErrors() {
        #expect(
            DescribedByTests.lines(
                DescribedByTests.json(
                    [
                        #"{"type": "vstack", "accessibilityElement": "combin", "children": []}"#,
                        #"{"type": "text", "text": "*", "accessibilityHidden": "yes"}"#,
                    ], platform: "ios")) == [
                    #"d.json:2:44: error: unknown value "combin" (did you mean "combine"?); allowed: "combine", "contain" (at $.content.children[0].accessibilityElement)"#,
                    #"d.json:3:54: error: expected true or false, found a string (at $.content.children[1].accessibilityHidden)"#,
                ])
    }

    /// A misspelt key gets a did-you-mean; "accessibilityElement" belongs to stacks only.
    @Test func misspeltOrMisplacedKeysAreLocatedErrors() {
        #expect(
            DescribedByTests.lines(
                DescribedByTests.json(
                    [
                        #"{"type": "text", "text": "*", "accessibilityHiden": true}"#,
                        #"{"type": "button", "title": "Go", "accessibilityElement": "combine"}"#,
                    ], platform: "ios")) == [
                    #"d.json:2:31: error: unknown key "accessibilityHiden" in a text (did you mean "accessibilityHidden"?) (at $.content.children[0].accessibilityHiden)"#,
                    #"d.json:3:35: error: unknown key "accessibilityElement" in a button; allowed keys: type, id, padding, frame, visibleIn, "#
                        + #"background, title, role, style, tint, controlSize, shape, titleStyle, titleWeight, lineLimit, minimumScaleFactor, "#
                        + #"truncationMode, tapArea, accessibility, colors, states, announcements, tabIndex, focusRing, tooltip, accessibilityHidden "#
                        + #"(at $.content.children[1].accessibilityElement)"#,
                ])
    }

    /// "accessibilityHidden" is read on stacks (hiding what they hold), sections, requirement lists and controls.
    @Test func hiddenIsReadOnEveryKindItMakesSenseOn() throws {
        let spec = try Self.load(
            #"{"type": "hstack", "id": "row", "accessibilityHidden": true, "children": [{"type": "text", "id": "in", "text": "A"}]}"#,
            #"{"type": "zstack", "id": "layer", "accessibilityHidden": false, "children": []}"#,
            #"{"type": "button", "id": "share", "title": "Share", "accessibilityHidden": true}"#,
            #"{"type": "toggle", "id": "keep", "label": "Keep", "accessibilityHidden": true}"#,
            #"{"type": "textField", "id": "name", "label": "Name", "accessibilityHidden": true}"#)
        #expect(spec.node(withID: "row")?.isAccessibilityHidden == true)
        #expect(spec.node(withID: "in")?.isAccessibilityHidden == false)
        #expect(spec.node(withID: "layer")?.isAccessibilityHidden == false)
        #expect(spec.node(withID: "share")?.isAccessibilityHidden == true)
        #expect(spec.node(withID: "keep")?.isAccessibilityHidden == true)
        #expect(spec.node(withID: "name")?.isAccessibilityHidden == true)
    }

    /// A wrong value on a control is a located error; an inline error may not be hidden (what a failed form says
    /// must be spoken), with the list of what it takes.
    @Test func hiddenOnAControlOrAnErrorIsCheckedWhereItIsWritten() {
        #expect(
            DescribedByTests.lines(
                DescribedByTests.json(
                    [
                        #"{"type": "button", "title": "Go", "accessibilityHidden": 1}"#,
                        #"{"type": "textField", "id": "name", "label": "Name"}"#,
                        #"{"type": "inlineError", "for": "name", "text": "Wrong.", "accessibilityHidden": true}"#,
                    ], platform: "ios")) == [
                    #"d.json:2:58: error: expected true or false, found a number (at $.content.children[0].accessibilityHidden)"#,
                    #"d.json:4:58: error: unknown key "accessibilityHidden" in an inlineError; allowed keys: type, id, padding, frame, "#
                        + #"visibleIn, background, for, text, role, color, style (at $.content.children[2].accessibilityHidden)"#,
                ])
    }
}
