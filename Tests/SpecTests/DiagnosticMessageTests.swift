import Foundation
import JSON
import Spec
import Testing

// What `SpecLoader` says about a bad spec: every problem in the file, in reading order, each as the
// exact `file:line:col: error: message (at $.path)` line editors and CI read.

/// A spec and the exact diagnostic lines it must produce (empty: it must load). Internal: SpecSchemaTests
/// runs the same table through the JSON Schema.
struct DiagnosticCase: Sendable, CustomTestStringConvertible {
    let name: String
    let json: String
    let expected: [String]

    init(_ name: String, _ json: String, _ expected: [String]) {
        self.name = name
        self.json = json
        self.expected = expected
    }

    var testDescription: String { name }
}

private let allowedSpecKeys =
    "$schema, version, name, description, platform, viewport, appearances, settings, sourceLanguage, strings, locales, tokens, fonts, fallbackFonts, colors, backdrop, content, scenarios, suppressions, expect"
private let nodeTypes = SpecVocabulary.nodeTypes.map { "\"\($0)\"" }.joined(separator: ", ")
private let colourHint =
    #"use #RRGGBB, an iOS colour name such as "label" or "systemBlue", a name from the spec's "colors", or a {token}"#
private let ruleIDs = RuleID.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")

@Suite("Diagnostic messages")
struct DiagnosticMessageTests {
    static let cases: [DiagnosticCase] = [
        .init(
            "the minimal spec loads",
            """
            {"version": 1, "name": "X", "viewport": {"device": "iPhone 16"}, "content": {"type": "vstack", "children": [{"type": "text", "text": "Hi"}]}}
            """, []),

        // MARK: Types
        .init(
            "wrong types",
            """
            {
              "version": "1",
              "name": 3,
              "viewport": [],
              "appearances": "dark",
              "content": {"type": "vstack", "spacing": "8", "children": {}}
            }
            """,
            [
                "spec.json:2:14: error: expected a whole number, found a string (at $.version)",
                "spec.json:3:11: error: expected a string, found a number (at $.name)",
                "spec.json:4:15: error: expected an object here, found an array (at $.viewport)",
                "spec.json:5:18: error: expected an array, found a string (at $.appearances)",
                "spec.json:6:44: error: expected a number, found a string (at $.content.spacing)",
                "spec.json:6:61: error: expected an array, found an object (at $.content.children)",
            ]),
        .init(
            "wrong types inside nodes",
            """
            {
              "version": 1,
              "name": "X",
              "viewport": {"device": "iPhone 16"},
              "content": {"type": "vstack", "children": [
                {"type": "toggle", "label": "Remember me", "isOn": "yes"},
                {"type": "text", "text": "A", "lineLimit": 2.5},
                {"type": "text", "text": "B", "color": 5},
                "just a string",
                {"type": 5}
              ]}
            }
            """,
            [
                "spec.json:6:56: error: expected true or false, found a string (at $.content.children[0].isOn)",
                // A fractional number is described only as "a number".
                "spec.json:7:48: error: expected a whole number, found a number (at $.content.children[1].lineLimit)",
                ##"spec.json:8:44: error: expected a colour ("#RRGGBB", an iOS colour name, a {token} or {"light": …, "dark": …}), found a number (at $.content.children[2].color)"##,
                #"spec.json:9:5: error: expected a node object such as {"type": "text", …}, found a string (at $.content.children[3])"#,
                "spec.json:10:14: error: expected one of \(nodeTypes), found a number (at $.content.children[4].type)",
            ]),

        // MARK: Unknown keys
        .init(
            "unknown keys with a did-you-mean",
            """
            {
              "version": 1,
              "name": "X",
              "descripton": "typo",
              "viewport": {"device": "iPhone 16", "scal": 2},
              "content": {"type": "text", "text": "Hi", "colr": "label"}
            }
            """,
            [
                #"spec.json:4:3: error: unknown key "descripton" in the spec (did you mean "description"?) (at $.descripton)"#,
                #"spec.json:5:39: error: unknown key "scal" in viewport (did you mean "scale"?) (at $.viewport.scal)"#,
                #"spec.json:6:45: error: unknown key "colr" in a text (did you mean "color"?) (at $.content.colr)"#,
            ]),
        .init(
            "unknown keys without a suggestion list the allowed keys",
            """
            {
              "version": 1,
              "name": "X",
              "author": "me",
              "viewport": {"device": "iPhone 16", "orientation": "portrait"},
              "content": {"type": "button", "title": "Go", "onTap": "submit", "accessibility": {"label": "Go", "traits": []}}
            }
            """,
            [
                #"spec.json:4:3: error: unknown key "author" in the spec; allowed keys: \#(allowedSpecKeys) (at $.author)"#,
                #"spec.json:5:39: error: unknown key "orientation" in viewport; allowed keys: device, width, height, scale (at $.viewport.orientation)"#,
                #"spec.json:6:48: error: unknown key "onTap" in a button; allowed keys: type, id, padding, frame, visibleIn, background, title, role, style, tint, controlSize, shape, titleStyle, titleWeight, lineLimit, minimumScaleFactor, truncationMode, tapArea, accessibility, colors, states, announcements, tabIndex, focusRing, tooltip, accessibilityHidden (at $.content.onTap)"#,
                #"spec.json:6:100: error: unknown key "traits" in accessibility; allowed keys: label, value, hint (at $.content.accessibility.traits)"#,
            ]),
        .init(
            "keys that are not identifiers are quoted in the path",
            """
            {"version": 1, "name": "X", "viewport": {"device": "iPhone 16"}, "content": {"type": "spacer", "min length": 8, "it's": 1}}
            """,
            [
                #"spec.json:1:96: error: unknown key "min length" in a spacer (did you mean "minLength"?) (at $.content['min length'])"#,
                #"spec.json:1:113: error: unknown key "it's" in a spacer; allowed keys: type, id, padding, frame, visibleIn, background, minLength (at $.content['it\'s'])"#,
            ]),

        // MARK: Enumerations
        .init(
            "unknown enum values with and without a suggestion",
            """
            {
              "version": 1,
              "name": "X",
              "platform": "android",
              "viewport": {"device": "iPhone 16"},
              "appearances": ["light", "drk"],
              "content": {"type": "button", "title": "Go", "style": "glas", "role": "main", "controlSize": "huge"}
            }
            """,
            [
                #"spec.json:4:15: error: unknown value "android"; allowed: "ios", "web" (at $.platform)"#,
                #"spec.json:6:28: error: unknown value "drk" (did you mean "dark"?); allowed: "light", "dark" (at $.appearances[1])"#,
                #"spec.json:7:57: error: unknown value "glas" (did you mean "glass"?); allowed: "glassProminent", "glass", "borderedProminent", "bordered", "plain" (at $.content.style)"#,
                #"spec.json:7:73: error: unknown value "main"; allowed: "primary", "secondary", "destructive", "cancel" (at $.content.role)"#,
                #"spec.json:7:96: error: unknown value "huge"; allowed: "mini", "small", "regular", "large", "extraLarge" (at $.content.controlSize)"#,
            ]),
        .init(
            "unknown node type and device",
            """
            {
              "version": 1,
              "name": "X",
              "viewport": {"device": "iPhone 15"},
              "content": {"type": "buton", "title": "Go"}
            }
            """,
            [
                #"spec.json:4:26: error: unknown value "iPhone 15" (did you mean "iPhone 16"?); allowed: "iPhone SE", "iPhone 16", "iPhone 16 Pro Max" (at $.viewport.device)"#,
                #"spec.json:5:23: error: unknown value "buton" (did you mean "button"?); allowed: \#(nodeTypes) (at $.content.type)"#,
            ]),

        // MARK: Missing keys
        .init(
            "missing required keys of the spec", "{}",
            [
                #"spec.json:1:1: error: missing required key "content" in the spec (at $)"#,
                #"spec.json:1:1: error: missing required key "name" in the spec (at $)"#,
                #"spec.json:1:1: error: missing required key "version" in the spec (at $)"#,
                #"spec.json:1:1: error: missing required key "viewport" in the spec (at $)"#,
            ]),
        .init(
            "missing required keys of nodes",
            """
            {
              "version": 1,
              "name": "X",
              "viewport": {"width": 390},
              "content": {"type": "vstack", "children": [
                {"type": "button"},
                {"text": "no type"},
                {"type": "hstack"},
                {"type": "textField", "id": "f"},
                {"type": "inlineError", "text": "Required"}
              ]}
            }
            """,
            [
                #"spec.json:4:15: error: missing required key "height" in viewport (at $.viewport)"#,
                #"spec.json:6:5: error: missing required key "title" in a button (at $.content.children[0])"#,
                #"spec.json:7:5: error: missing required key "type"; a node is one of \#(nodeTypes) (at $.content.children[1])"#,
                #"spec.json:8:5: error: missing required key "children" in a hstack (at $.content.children[2])"#,
                #"spec.json:9:5: error: a text field needs a "label" or a "placeholder" so people know what to enter (at $.content.children[3])"#,
                #"spec.json:10:5: error: missing required key "for" in an inlineError (at $.content.children[4])"#,
            ]),

        // MARK: Colours
        .init(
            "unknown colours, with and without a suggestion",
            """
            {
              "version": 1,
              "name": "X",
              "viewport": {"device": "iPhone 16"},
              "colors": {"brand": "#FF2D55"},
              "content": {"type": "vstack", "children": [
                {"type": "text", "text": "A", "color": "systemBlu"},
                {"type": "text", "text": "B", "color": "chartreuse"},
                {"type": "text", "text": "C", "color": "brnd"},
                {"type": "text", "text": "D", "color": {"light": "label", "dark": "secondaryLabl"}}
              ]}
            }
            """,
            [
                #"spec.json:7:44: error: unknown colour "systemBlu" (did you mean "systemBlue"?); \#(colourHint) (at $.content.children[0].color)"#,
                #"spec.json:8:44: error: unknown colour "chartreuse"; \#(colourHint) (at $.content.children[1].color)"#,
                #"spec.json:9:44: error: unknown colour "brnd" (did you mean "brand"?); \#(colourHint) (at $.content.children[2].color)"#,
                #"spec.json:10:71: error: unknown colour "secondaryLabl" (did you mean "secondaryLabel"?); \#(colourHint) (at $.content.children[3].color.dark)"#,
            ]),
        .init(
            "bad hex colours",
            """
            {
              "version": 1,
              "name": "X",
              "viewport": {"device": "iPhone 16"},
              "backdrop": {"type": "solid", "color": "#12345"},
              "content": {"type": "button", "title": "Go", "tint": "#GGGGGG", "colors": {"fill": "#", "title": "#1234567890"}}
            }
            """,
            [
                ##"spec.json:5:42: error: invalid hex colour "#12345"; write #RGB, #RRGGBB or #RRGGBBAA (at $.backdrop.color)"##,
                ##"spec.json:6:56: error: invalid hex colour "#GGGGGG"; write #RGB, #RRGGBB or #RRGGBBAA (at $.content.tint)"##,
                ##"spec.json:6:86: error: invalid hex colour "#"; write #RGB, #RRGGBB or #RRGGBBAA (at $.content.colors.fill)"##,
                ##"spec.json:6:100: error: invalid hex colour "#1234567890"; write #RGB, #RRGGBB or #RRGGBBAA (at $.content.colors.title)"##,
            ]),
        .init(
            "token references without a tokens file",
            """
            {
              "version": 1,
              "name": "X",
              "viewport": {"device": "iPhone 16"},
              "content": {"type": "vstack", "children": [
                {"type": "text", "text": "A", "color": "{color.brand.accent}"},
                {"type": "text", "text": "B", "color": "{}"},
                {"type": "text", "text": "C", "color": "{color.brand"}
              ]}
            }
            """,
            [
                #"spec.json:6:44: error: {color.brand.accent} is a token reference, but the spec names no "tokens" file (at $.content.children[0].color)"#,
                #"spec.json:7:44: error: invalid token reference "{}"; write {group.name} (at $.content.children[1].color)"#,
                #"spec.json:8:44: error: invalid token reference "{color.brand"; write {group.name} (at $.content.children[2].color)"#,
            ]),

        // MARK: References between elements
        .init(
            "dangling ids",
            """
            {
              "version": 1,
              "name": "X",
              "viewport": {"device": "iPhone 16"},
              "content": {"type": "vstack", "children": [
                {"type": "textField", "id": "emailAddress", "label": "Email", "requirementText": "emailHint"},
                {"type": "inlineError", "id": "emailError", "for": "emailAdress", "text": "Enter an email"},
                {"type": "button", "id": "submit", "title": "Sign in", "states": {
                  "disabled": {"cause": "incompleteInput", "reason": "why"},
                  "invalidSubmit": {"errors": ["emailError", "passwordError"], "focus": "email"}
                }}
              ]},
              "suppressions": [{"rule": "target.size", "element": "ghost", "reason": "legacy"}]
            }
            """,
            [
                #"spec.json:6:86: error: the requirement text names "emailHint", but no element has that id (at $.content.children[0].requirementText)"#,
                #"spec.json:7:56: error: the field of an inline error names "emailAdress", but no element has that id (did you mean "emailAddress"?) (at $.content.children[1].for)"#,
                #"spec.json:9:58: error: the disabled reason names "why", but no element has that id (at $.content.children[2].states.disabled.reason)"#,
                #"spec.json:10:50: error: an error shown on invalid submit names "passwordError", but no element has that id (at $.content.children[2].states.invalidSubmit.errors[1])"#,
                #"spec.json:10:77: error: the focus target names "email", but no element has that id (at $.content.children[2].states.invalidSubmit.focus)"#,
                #"spec.json:13:55: error: the suppressed element names "ghost", but no element has that id (at $.suppressions[0].element)"#,
            ]),
        .init(
            "references to elements of the wrong kind",
            """
            {
              "version": 1,
              "name": "X",
              "viewport": {"device": "iPhone 16"},
              "content": {"type": "vstack", "children": [
                {"type": "textField", "id": "email", "label": "Email", "requirementText": "submit"},
                {"type": "inlineError", "id": "emailError", "for": "hint", "text": "Enter an email"},
                {"type": "text", "id": "hint", "text": "We never share it"},
                {"type": "button", "id": "submit", "title": "Sign in"}
              ]}
            }
            """,
            [
                #"spec.json:6:79: error: the requirement text must be a text, but "submit" is a button (at $.content.children[0].requirementText)"#,
                #"spec.json:7:56: error: the field of an inline error must be a textField or a toggle or a picker or a stepper or a datePicker, but "hint" is a text (at $.content.children[1].for)"#,
            ]),
        .init(
            "references to an element with errors of its own are not reported again",
            """
            {
              "version": 1,
              "name": "X",
              "viewport": {"device": "iPhone 16"},
              "content": {"type": "vstack", "children": [
                {"type": "textField", "id": "email", "label": "Email", "contentType": "emailAdress"},
                {"type": "inlineError", "for": "email", "text": "Enter an email"}
              ]}
            }
            """,
            [
                #"spec.json:6:75: error: unknown value "emailAdress" (did you mean "emailAddress"?); allowed: "text", "name", "emailAddress", "password", "newPassword", "telephoneNumber", "postalCode", "creditCardNumber", "oneTimeCode" (at $.content.children[0].contentType)"#
            ]),
        .init(
            "duplicate ids",
            """
            {
              "version": 1,
              "name": "X",
              "viewport": {"device": "iPhone 16"},
              "content": {"type": "vstack", "id": "form", "children": [
                {"type": "text", "id": "form", "text": "Title"},
                {"type": "hstack", "children": [
                  {"type": "button", "id": "ok", "title": "OK"},
                  {"type": "button", "id": "ok", "title": "Cancel"}
                ]}
              ]}
            }
            """,
            [
                // Located at the node (its opening brace) while the path names its "id".
                #"spec.json:6:5: error: duplicate id "form"; it is already used by the vstack at 5:14 (at $.content.children[0].id)"#,
                #"spec.json:9:7: error: duplicate id "ok"; it is already used by the button at 8:7 (at $.content.children[1].children[1].id)"#,
            ]),

        // MARK: Numbers
        .init(
            "out-of-range numbers",
            """
            {
              "version": 1,
              "name": "X",
              "viewport": {"width": 0, "height": 20000, "scale": 4},
              "content": {"type": "vstack", "spacing": -1, "padding": {"top": 1001}, "frame": {"maxWidth": "huge"}, "children": [
                {"type": "text", "text": "A", "size": 0.5, "lineLimit": 0},
                {"type": "spacer", "minLength": 1e7},
                {"type": "textField", "label": "Code", "validation": {"rule": "digitCount", "count": 65}}
              ]}
            }
            """,
            [
                "spec.json:4:25: error: 0 is out of range; expected a number from 1 to 1024 (at $.viewport.width)",
                "spec.json:4:38: error: a viewport height of 20000 pt is over the limit of 1366 pt; viewports may be up to 1024 × 1366 pt (at $.viewport.height)",
                "spec.json:4:54: error: 4 is out of range; expected a whole number from 1 to 3 (at $.viewport.scale)",
                "spec.json:5:44: error: -1 is out of range; expected a number from 0 to 1000 (at $.content.spacing)",
                "spec.json:5:67: error: 1001 is out of range; expected a number from 0 to 1000 (at $.content.padding.top)",
                #"spec.json:5:96: error: expected a number of points or "infinity", found "huge" (at $.content.frame.maxWidth)"#,
                "spec.json:6:43: error: 0.5 is out of range; expected a number from 1 to 500 (at $.content.children[0].size)",
                "spec.json:6:61: error: 0 is out of range; expected a whole number from 1 to 1000 (at $.content.children[0].lineLimit)",
                "spec.json:7:37: error: 10000000 is out of range; expected a number from 0 to 10000 (at $.content.children[1].minLength)",
                "spec.json:8:90: error: 65 is out of range; expected a whole number from 1 to 64 (at $.content.children[2].validation.count)",
            ]),

        // MARK: Format 2: visibleIn on any node
        .init(
            "visibleIn on a text in a version 1 spec asks for version 2",
            """
            {"version": 1, "name": "X", "viewport": {"device": "iPhone 16"},
             "content": {"type": "text", "text": "Saving", "visibleIn": ["loading"]}}
            """,
            [
                #"spec.json:2:48: error: "visibleIn" in a text needs spec format version 2; set "version": 2 at the top of the spec (at $.content.visibleIn)"#
            ]),
        .init(
            "visibleIn on an inline error is format 1, and stays allowed in a version 1 spec",
            """
            {"version": 1, "name": "X", "viewport": {"device": "iPhone 16"}, "content": {"type": "vstack", "children": [
              {"type": "toggle", "id": "t", "label": "I agree"},
              {"type": "inlineError", "for": "t", "text": "Accept the terms.", "visibleIn": ["idle"]}]}}
            """, []),
        .init(
            "an empty visibleIn, an unknown state and a state the spec does not render",
            """
            {"version": 2, "name": "X", "viewport": {"device": "iPhone 16"}, "content": {"type": "vstack", "children": [
              {"type": "text", "text": "A", "visibleIn": []},
              {"type": "text", "text": "B", "visibleIn": ["disabld"]},
              {"type": "text", "text": "C", "visibleIn": ["idle", "loading"]},
              {"type": "button", "title": "Go", "states": {"disabled": {"cause": "inFlight"}}}]}}
            """,
            [
                #"spec.json:2:46: error: "visibleIn" must list at least one state; a node shown in no state is never drawn, so remove it instead (at $.content.children[0].visibleIn)"#,
                #"spec.json:3:47: error: unknown value "disabld" (did you mean "disabled"?); allowed: "idle", "disabled", "loading", "invalidSubmit", "focused" (at $.content.children[1].visibleIn[0])"#,
            ]),
        .init(
            "a state the spec does not render",
            """
            {"version": 2, "name": "X", "viewport": {"device": "iPhone 16"}, "content": {"type": "vstack", "children": [
              {"type": "text", "text": "C", "visibleIn": ["idle", "loading"]},
              {"type": "button", "title": "Go", "states": {"disabled": {"cause": "inFlight"}}}]}}
            """,
            [
                #"spec.json:2:55: error: "visibleIn" lists "loading", a state no element of this spec declares, so it is never rendered; declare it on a button ("states") or list only rendered states ("idle", "disabled") (at $.content.children[0].visibleIn[1])"#
            ]),

        // MARK: Format 2: disabled text fields and toggles
        .init(
            "disabled on a text field in a version 1 spec asks for version 2",
            """
            {"version": 1, "name": "X", "viewport": {"device": "iPhone 16"},
             "content": {"type": "textField", "label": "Email", "disabled": {"cause": "impossible"}}}
            """,
            [
                #"spec.json:2:53: error: "disabled" in a textField needs spec format version 2; set "version": 2 at the top of the spec (at $.content.disabled)"#
            ]),
        .init(
            "a disabled field or toggle without a cause, with a value colour on a toggle, or a reason that is a button",
            """
            {"version": 2, "name": "X", "viewport": {"device": "iPhone 16"}, "content": {"type": "vstack", "children": [
              {"type": "textField", "label": "Email", "disabled": {"reason": "go"}},
              {"type": "toggle", "label": "Sync", "disabled": {"cause": "impossible", "colors": {"value": "#000000"}}},
              {"type": "button", "id": "go", "title": "Go"}]}}
            """,
            [
                #"spec.json:2:55: error: missing required key "cause" in fieldDisabled (at $.content.children[0].disabled)"#,
                #"spec.json:2:66: error: the disabled reason must be a text or an inlineError, but "go" is a button (at $.content.children[0].disabled.reason)"#,
                #"spec.json:3:86: error: unknown key "value" in toggleDisabledColors; allowed keys: label (at $.content.children[1].disabled.colors.value)"#,
            ]),

        // MARK: Format 2: button titles
        .init(
            "a button's lineLimit in a version 1 spec asks for version 2",
            """
            {"version": 1, "name": "X", "viewport": {"device": "iPhone 16"}, "content": {"type": "button", "title": "Go", "lineLimit": 1}}
            """,
            [
                #"spec.json:1:111: error: "lineLimit" in a button needs spec format version 2; set "version": 2 at the top of the spec (at $.content.lineLimit)"#
            ]),
        .init(
            "a scale factor or truncation mode without a line limit, a scale of 0 and an unknown mode",
            """
            {"version": 2, "name": "X", "viewport": {"device": "iPhone 16"}, "content": {"type": "vstack", "children": [
              {"type": "button", "title": "Go", "minimumScaleFactor": 0.5, "truncationMode": "head"},
              {"type": "button", "title": "Go", "lineLimit": 1, "minimumScaleFactor": 0, "truncationMode": "start"}]}}
            """,
            [
                #"spec.json:2:59: error: "minimumScaleFactor" needs a "lineLimit": without one the title wraps onto as many lines as it needs, so it never shrinks or truncates (at $.content.children[0].minimumScaleFactor)"#,
                #"spec.json:2:82: error: "truncationMode" needs a "lineLimit": without one the title wraps onto as many lines as it needs, so it never shrinks or truncates (at $.content.children[0].truncationMode)"#,
                "spec.json:3:75: error: 0 is out of range; expected a number from 0.01 to 1 (at $.content.children[1].minimumScaleFactor)",
                #"spec.json:3:96: error: unknown value "start"; allowed: "tail", "head", "middle" (at $.content.children[1].truncationMode)"#,
            ]),

        // MARK: Format 2: tap areas
        .init(
            "a tap area in a version 1 spec asks for version 2",
            """
            {"version": 1, "name": "X", "viewport": {"device": "iPhone 16"}, "content": {"type": "button", "title": "Go", "tapArea": {"padding": 8}}}
            """,
            [
                #"spec.json:1:111: error: "tapArea" in a button needs spec format version 2; set "version": 2 at the top of the spec (at $.content.tapArea)"#
            ]),
        .init(
            "an empty tap area, a negative minimum and a bad padding",
            """
            {"version": 2, "name": "X", "viewport": {"device": "iPhone 16"}, "content": {"type": "vstack", "children": [
              {"type": "button", "title": "Go", "tapArea": {}},
              {"type": "toggle", "label": "Sync", "tapArea": {"minWidth": -4, "minHeight": 44}},
              {"type": "button", "title": "Go", "tapArea": {"padding": "wide"}}]}}
            """,
            [
                #"spec.json:2:48: error: a tap area needs "padding" or a "minWidth" and "minHeight", such as {"minWidth": 44, "minHeight": 44} (at $.content.children[0].tapArea)"#,
                "spec.json:3:63: error: -4 is out of range; expected a number from 0 to 1000 (at $.content.children[1].tapArea.minWidth)",
                "spec.json:4:60: error: expected a number or an object of edges here, found a string (at $.content.children[2].tapArea.padding)",
            ]),

        // MARK: Format 2: the spinner's colour
        .init(
            "a spinner colour in a version 1 spec asks for version 2; a typo gets a did-you-mean",
            """
            {"version": 1, "name": "X", "viewport": {"device": "iPhone 16"}, "content": {"type": "vstack", "children": [
              {"type": "button", "title": "Go", "states": {"loading": {"indicator": "overlay", "colors": {"spinner": "#FFD60A"}}}},
              {"type": "button", "title": "Go", "states": {"loading": {"indicator": "overlay", "colors": {"spiner": "#FFD60A"}}}}]}}
            """,
            [
                #"spec.json:2:95: error: "spinner" in loadingColors needs spec format version 2; set "version": 2 at the top of the spec (at $.content.children[0].states.loading.colors.spinner)"#,
                #"spec.json:3:95: error: unknown key "spiner" in loadingColors (did you mean "spinner"?) (at $.content.children[1].states.loading.colors.spiner)"#,
            ]),

        .init(
            "a disabled stepper's colours are its label's and symbols'",
            """
            {"version": 2, "name": "X", "viewport": {"device": "iPhone 16"},
             "content": {"type": "stepper", "label": "Guests: 2", "disabled": {"cause": "impossible", "colors": {"title": "#000000"}}}}
            """,
            [
                #"spec.json:2:102: error: unknown key "title" in stepperDisabledColors; allowed keys: label, symbol (at $.content.disabled.colors.title)"#
            ]),

        // MARK: Conflicts and versions
        .init(
            "style and size both given",
            """
            {
              "version": 1,
              "name": "X",
              "viewport": {"device": "iPhone 16", "width": 390},
              "content": {"type": "text", "text": "A", "style": "headline", "size": 17}
            }
            """,
            [
                #"spec.json:4:15: error: give either "device" or "width" and "height", not both (at $.viewport)"#,
                #"spec.json:5:73: error: give either "style" (scales with Dynamic Type) or "size" (fixed), not both (at $.content.size)"#,
            ]),
        .init(
            "version 4",
            """
            {"version": 4, "name": "X", "viewport": {"device": "iPhone 16"}, "content": {"type": "spacer"}}
            """,
            [
                "spec.json:1:13: error: spec format version 4 is not supported; this ButtonCheck reads versions 1 to 3 (at $.version)"
            ]),
        .init(
            "a JSON array at the top level", #"[{"version": 1}]"#,
            [
                #"spec.json:1:1: error: a spec is a JSON object ({"version": 1, "name": …, "viewport": …, "content": …}), but this file holds an array (at $)"#
            ]),
        .init(
            "a string at the top level", "\n  \"spec\"",
            [
                #"spec.json:2:3: error: a spec is a JSON object ({"version": 1, "name": …, "viewport": …, "content": …}), but this file holds a string (at $)"#
            ]),
        .init(
            "a syntax error is one diagnostic at $", "{\n  \"version\": 1,\n}",
            [
                "spec.json:3:1: error: trailing comma before '}'; remove the last ',' (at $)"
            ]),

        // MARK: Every problem in a file
        .init(
            "several problems are all reported, in reading order",
            """
            {
              "version": 4,
              "name": "",
              "viewport": {"device": "iPhone 16", "scale": 5},
              "appearances": ["light", "dim"],
              "content": {"type": "vstack", "spacing": "wide", "children": [
                {"type": "text", "txt": "Welcome", "color": "labl"},
                {"type": "button", "id": "go", "title": "Go", "style": "prominent", "tint": "#12"},
                {"type": "toggle", "label": "Remember me", "isOn": 1},
                {"type": "inlineError", "for": "nothing", "text": "Required"},
                {"type": "text", "id": "note", "text": "Note"},
                {"type": "text", "id": "note", "text": "Again", "style": "headline", "size": 12}
              ]},
              "expect": ["target.sise"],
              "extra": true
            }
            """,
            [
                "spec.json:2:14: error: spec format version 4 is not supported; this ButtonCheck reads versions 1 to 3 (at $.version)",
                #"spec.json:3:11: error: "name" must not be empty (at $.name)"#,
                "spec.json:4:48: error: 5 is out of range; expected a whole number from 1 to 3 (at $.viewport.scale)",
                #"spec.json:5:28: error: unknown value "dim"; allowed: "light", "dark" (at $.appearances[1])"#,
                "spec.json:6:44: error: expected a number, found a string (at $.content.spacing)",
                #"spec.json:7:5: error: missing required key "text" in a text (at $.content.children[0])"#,
                #"spec.json:7:22: error: unknown key "txt" in a text (did you mean "text"?) (at $.content.children[0].txt)"#,
                #"spec.json:7:49: error: unknown colour "labl" (did you mean "label"?); \#(colourHint) (at $.content.children[0].color)"#,
                #"spec.json:8:60: error: unknown value "prominent"; allowed: "glassProminent", "glass", "borderedProminent", "bordered", "plain" (at $.content.children[1].style)"#,
                ##"spec.json:8:81: error: invalid hex colour "#12"; write #RGB, #RRGGBB or #RRGGBBAA (at $.content.children[1].tint)"##,
                "spec.json:9:56: error: expected true or false, found a number (at $.content.children[2].isOn)",
                #"spec.json:10:36: error: the field of an inline error names "nothing", but no element has that id (at $.content.children[3].for)"#,
                #"spec.json:12:5: error: duplicate id "note"; it is already used by the text at 11:5 (at $.content.children[5].id)"#,
                #"spec.json:12:82: error: give either "style" (scales with Dynamic Type) or "size" (fixed), not both (at $.content.children[5].size)"#,
                #"spec.json:14:14: error: unknown value "target.sise" (did you mean "target.size"?); allowed: \#(ruleIDs) (at $.expect[0])"#,
                #"spec.json:15:3: error: unknown key "extra" in the spec; allowed keys: \#(allowedSpecKeys) (at $.extra)"#,
            ]),

        // MARK: Format 2: sections and backgrounds
        .init(
            "a section and a background in a version 1 spec ask for version 2",
            """
            {
              "version": 1, "name": "X", "viewport": {"device": "iPhone 16"},
              "content": {"type": "vstack", "background": {"color": "white"}, "children": [
                {"type": "section", "header": "Account", "children": [{"type": "text", "text": "Hi"}]}
              ]}
            }
            """,
            [
                #"spec.json:3:33: error: "background" in a vstack needs spec format version 2; set "version": 2 at the top of the spec (at $.content.background)"#,
                #"spec.json:4:14: error: a "section" node needs spec format version 2; set "version": 2 at the top of the spec (at $.content.children[0].type)"#,
            ]),
        .init(
            "misused backgrounds and sections",
            """
            {
              "version": 2, "name": "X", "viewport": {"device": "iPhone 16"},
              "content": {"type": "vstack", "children": [
                {"type": "text", "text": "A", "background": {"color": "white", "material": "thin"}},
                {"type": "text", "text": "B", "background": {"cornerRadius": 12}},
                {"type": "text", "text": "C", "background": {"material": "medium", "strokeWidth": 2}},
                {"type": "section", "children": []},
                {"type": "section", "colors": {"row": "white"}, "children": [{"type": "text", "text": "D"}]},
                {"type": "section", "children": [{"type": "section", "children": [{"type": "text", "text": "E"}]}]}
              ]}
            }
            """,
            [
                #"spec.json:4:80: error: give either "color" or "material" as a background's fill, not both (at $.content.children[0].background.material)"#,
                #"spec.json:5:49: error: a background needs a "color" or a "material" ("ultraThin" … "ultraThick") to fill it (at $.content.children[1].background)"#,
                #"spec.json:6:62: error: unknown value "medium"; allowed: "ultraThin", "thin", "regular", "thick", "ultraThick" (at $.content.children[2].background.material)"#,
                #"spec.json:6:87: error: "strokeWidth" needs a "stroke" colour to draw (at $.content.children[2].background.strokeWidth)"#,
                #"spec.json:7:37: error: a section needs at least one row in "children" (at $.content.children[3].children)"#,
                #"spec.json:8:36: error: unknown key "row" in sectionColors; allowed keys: header, footer, fill, separator (at $.content.children[4].colors.row)"#,
                #"spec.json:9:38: error: a section cannot hold another section; put sections one after another in a vstack (at $.content.children[5].children[0])"#,
            ]),

        // MARK: Format 2: pickers and steppers
        .init(
            "a picker and a stepper in a version 1 spec ask for version 2",
            """
            {
              "version": 1, "name": "X", "viewport": {"device": "iPhone 16"},
              "content": {"type": "vstack", "children": [
                {"type": "picker", "label": "Size", "options": ["S", "M"]},
                {"type": "stepper", "label": "Guests: 2"}
              ]}
            }
            """,
            [
                #"spec.json:4:14: error: a "picker" node needs spec format version 2; set "version": 2 at the top of the spec (at $.content.children[0].type)"#,
                #"spec.json:5:14: error: a "stepper" node needs spec format version 2; set "version": 2 at the top of the spec (at $.content.children[1].type)"#,
            ]),
        .init(
            "misused pickers and steppers",
            """
            {
              "version": 2, "name": "X", "viewport": {"device": "iPhone 16"},
              "content": {"type": "vstack", "children": [
                {"type": "picker", "label": "Size", "options": ["S"]},
                {"type": "picker", "label": "Size", "options": ["S", " ", 3], "style": "wheel"},
                {"type": "picker", "label": "Size", "options": ["S", "M"], "selection": 2},
                {"type": "picker", "options": ["S", "M"], "colors": {"selected": "white"}},
                {"type": "stepper", "colors": {"symbol": "nope"}}
              ]}
            }
            """,
            [
                #"spec.json:4:52: error: a picker needs at least two options to choose from; use a toggle for one (at $.content.children[0].options)"#,
                #"spec.json:5:58: error: an option's title must not be empty; a segment needs words people can read (at $.content.children[1].options[1])"#,
                #"spec.json:5:63: error: expected an option's title (a string or a text key such as {"key": "sitting.dinner"}), found a number (at $.content.children[1].options[2])"#,
                #"spec.json:5:76: error: unknown value "wheel"; allowed: "segmented", "menu", "inline" (at $.content.children[1].style)"#,
                #"spec.json:6:77: error: "selection" is 2, but the picker has 2 options, numbered from 0 to 1 (at $.content.children[2].selection)"#,
                #"spec.json:7:5: error: missing required key "label" in a picker (at $.content.children[3])"#,
                #"spec.json:7:58: error: unknown key "selected" in pickerColors; allowed keys: title, track, thumb, label, value, indicator (at $.content.children[3].colors.selected)"#,
                #"spec.json:8:5: error: missing required key "label" in a stepper (at $.content.children[4])"#,
                #"spec.json:8:46: error: unknown colour "nope"; \#(colourHint) (at $.content.children[4].colors.symbol)"#,
            ]),

        // MARK: Format 2: secure fields and text editors
        .init(
            "a secure field and a text editor in a version 1 spec ask for version 2; the secure flag still works",
            """
            {
              "version": 1, "name": "X", "viewport": {"device": "iPhone 16"},
              "content": {"type": "vstack", "children": [
                {"type": "textField", "label": "PIN", "secure": true},
                {"type": "secureField", "label": "Password"},
                {"type": "textEditor", "label": "Notes"}
              ]}
            }
            """,
            [
                #"spec.json:5:14: error: a "secureField" node needs spec format version 2; set "version": 2 at the top of the spec (at $.content.children[1].type)"#,
                #"spec.json:6:14: error: a "textEditor" node needs spec format version 2; set "version": 2 at the top of the spec (at $.content.children[2].type)"#,
            ]),
        .init(
            "misused secure fields and text editors",
            """
            {
              "version": 2, "name": "X", "viewport": {"device": "iPhone 16"},
              "content": {"type": "vstack", "children": [
                {"type": "secureField", "label": "Password", "secure": true},
                {"type": "textEditor", "label": "Notes", "maxLines": 2},
                {"type": "textEditor", "label": "Notes", "minLines": 4, "maxLines": 3},
                {"type": "textEditor", "label": "Notes", "minLines": 0},
                {"type": "textEditor", "value": "Hi"}
              ]}
            }
            """,
            [
                #"spec.json:4:50: error: unknown key "secure" in a secureField; allowed keys: type, id, padding, frame, visibleIn, background, label, placeholder, value, required, requiredIndicator, requirementText, contentType, validation, colors, disabled, clearsOnInvalidSubmit, describedBy, announcements, tabIndex, focusRing, tooltip, ariaRequired, ariaInvalid, autocomplete, inputmode, accessibilityHidden (at $.content.children[0].secure)"#,
                #"spec.json:5:58: error: "maxLines" (2) is less than "minLines" (3, the default) (at $.content.children[1].maxLines)"#,
                #"spec.json:6:73: error: "maxLines" (3) is less than "minLines" (4) (at $.content.children[2].maxLines)"#,
                #"spec.json:7:58: error: 0 is out of range; expected a whole number from 1 to 100 (at $.content.children[3].minLines)"#,
                #"spec.json:8:5: error: a text editor needs a "label" or a "placeholder" so people know what to enter (at $.content.children[4])"#,
            ]),

        // MARK: Format 2: error summaries and toasts
        .init(
            "an error summary and a toast in a version 1 spec ask for version 2",
            """
            {
              "version": 1, "name": "X", "viewport": {"device": "iPhone 16"},
              "content": {"type": "vstack", "children": [
                {"type": "errorSummary", "title": "Fix 1 problem", "errors": ["e"]},
                {"type": "toast", "text": "Couldn't save."}
              ]}
            }
            """,
            [
                #"spec.json:4:14: error: an "errorSummary" node needs spec format version 2; set "version": 2 at the top of the spec (at $.content.children[0].type)"#,
                #"spec.json:5:14: error: a "toast" node needs spec format version 2; set "version": 2 at the top of the spec (at $.content.children[1].type)"#,
            ]),
        .init(
            "misused error summaries and toasts",
            """
            {
              "version": 2, "name": "X", "viewport": {"device": "iPhone 16"},
              "content": {"type": "vstack", "children": [
                {"type": "textField", "id": "email", "label": "Email"},
                {"type": "inlineError", "id": "email-error", "for": "email", "text": "Enter an email address."},
                {"type": "errorSummary", "title": "Fix 1 problem", "errors": []},
                {"type": "errorSummary", "title": "Fix 1 problem", "errors": ["email", "nope", 3]},
                {"type": "errorSummary", "errors": ["email-error"], "announced": "yes"},
                {"type": "toast", "text": " ", "colors": {"background": "black"}}
              ]}
            }
            """,
            [
                #"spec.json:6:66: error: an error summary lists at least one error; name the inline errors it links to their fields (at $.content.children[2].errors)"#,
                #"spec.json:7:67: error: a link of an error summary must be an inlineError, but "email" is a textField (at $.content.children[3].errors[0])"#,
                #"spec.json:7:76: error: a link of an error summary names "nope", but no element has that id (at $.content.children[3].errors[1])"#,
                #"spec.json:7:84: error: expected the id of an inline error (a non-empty string), found a number (at $.content.children[3].errors[2])"#,
                #"spec.json:8:5: error: missing required key "title" in an errorSummary (at $.content.children[4])"#,
                #"spec.json:8:70: error: expected true or false, found a string (at $.content.children[4].announced)"#,
                #"spec.json:9:31: error: "text" must not be empty (at $.content.children[5].text)"#,
                #"spec.json:9:47: error: unknown key "background" in toastColors; allowed keys: text, fill (at $.content.children[5].colors.background)"#,
            ]),

        // MARK: Format 2: date pickers
        .init(
            "a date picker in a version 1 spec asks for version 2",
            """
            {
              "version": 1, "name": "X", "viewport": {"device": "iPhone 16"},
              "content": {"type": "datePicker", "label": "Date", "value": "1 Dec"}
            }
            """,
            [
                #"spec.json:3:23: error: a "datePicker" node needs spec format version 2; set "version": 2 at the top of the spec (at $.content.type)"#
            ]),
        .init(
            "misused date pickers",
            """
            {
              "version": 2, "name": "X", "viewport": {"device": "iPhone 16"},
              "content": {"type": "vstack", "children": [
                {"type": "datePicker", "label": "Date"},
                {"type": "datePicker", "label": "Date", "value": "1 Dec", "style": "wheel", "colors": {"button": "white"}}
              ]}
            }
            """,
            [
                #"spec.json:4:5: error: missing required key "value" in a datePicker (at $.content.children[0])"#,
                #"spec.json:5:72: error: unknown value "wheel"; allowed: "compact" (at $.content.children[1].style)"#,
                #"spec.json:5:92: error: unknown key "button" in datePickerColors; allowed keys: label, value, fill (at $.content.children[1].colors.button)"#,
            ]),
    ]

    @Test("a spec's diagnostics, exactly", arguments: cases)
    func diagnostics(_ testCase: DiagnosticCase) {
        #expect(diagnosticLines(testCase.json) == testCase.expected)
    }

    @Test("a diagnostic's parts and its description")
    func diagnosticParts() throws {
        let json =
            "{\"version\": 1, \"name\": \"X\", \"viewport\": {\"device\": \"iPhone 16\"},\n \"content\": {\"type\": \"text\", \"text\": 7}}"
        let error = try #require(throws: SpecLoadError.self) {
            try SpecLoader.load(bytes: Array(json.utf8), file: "forms/login.json", baseDirectory: "forms")
        }
        let diagnostic = try #require(error.diagnostics.only)
        #expect(diagnostic.file == "forms/login.json")
        #expect(diagnostic.location == JSON.SourceLocation(line: 2, column: 38))
        #expect(diagnostic.path == "$.content.text")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == "expected a string, found a number")
        #expect(diagnostic.description == "forms/login.json:2:38: error: expected a string, found a number (at $.content.text)")
        #expect(error.description == diagnostic.description)
    }

    @Test("a valid spec loads with its values")
    func validSpecLoads() throws {
        let json =
            #"{"version": 1, "name": "X", "viewport": {"device": "iPhone 16"}, "content": {"type": "vstack", "children": [{"type": "text", "text": "Hi"}]}}"#
        let spec = try SpecLoader.load(bytes: Array(json.utf8), file: "specs/login.json", baseDirectory: "specs")
        #expect(spec.file == "specs/login.json")
        #expect(spec.slug == "login")
        #expect(spec.name == "X")
        #expect(spec.viewport == Viewport(width: 393, height: 852, scale: 3, device: .iPhone16))
        #expect(spec.appearances == [.light])
        #expect(spec.content.children.count == 1)
        guard case .text(let text) = spec.content.children.first?.kind else {
            Issue.record("the child is not a text")
            return
        }
        #expect(text.text == "Hi")
        #expect(spec.content.children[0].path == "$.content.children[0]")
        #expect(spec.content.children[0].location == JSON.SourceLocation(line: 1, column: 109))
    }

    @Test("files that cannot be read", arguments: ["missing.json", "folder"])
    func unreadableFiles(_ name: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("DiagnosticMessageTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory + "/folder", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/" + name
        let error = try #require(throws: SpecLoadError.self) { try SpecLoader.load(path: path) }
        let expected =
            name == "folder"
            ? "\(path): error: is a directory; name a spec file, or pass the directory to `check`/`validate` to take every spec in it"
            : "\(path): error: no such file; check the path"
        #expect(error.diagnostics.map(\.description) == [expected])
    }

    @Test("spec files in a directory: sorted, recursive, without tokens, strings files, schemas and hidden files")
    func specFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("DiagnosticMessageTests-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for file in [
            "b.json", "a.json", "sub/c.json", "brand.tokens.json", "de.strings.json", "strings/Terms.xcstrings", "spec.schema.json",
            ".hidden.json", "notes.txt",
        ] {
            let path = directory + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: path, contents: Data("{}".utf8)))
        }
        #expect(SpecLoader.specFiles(in: directory) == ["a.json", "b.json", "sub/c.json"].map { directory + "/" + $0 })
        #expect(SpecLoader.specFiles(in: directory + "/nothing-here") == [])
    }

    @Test(
        "did-you-mean suggestions",
        arguments: [
            ("contnet", ["content", "version"], "content"),
            ("SYSTEMBLU", ["systemBlue"], "systemBlue"),
            ("x", ["y"], "y"),
            ("ab", ["xy"], nil),
            ("validat", ["validate", "check"], "validate"),
            ("completely", ["different"], nil),
            // Levenshtein distance: a transposition costs 2, too much for a short word.
            ("emial", ["email"], nil),
        ] as [(String, [String], String?)])
    func suggestions(word: String, candidates: [String], expected: String?) {
        #expect(Suggestion.closest(to: word, in: candidates) == expected)
        #expect(Suggestion.phrase(for: word, in: candidates) == expected.map { " (did you mean \"\($0)\"?)" } ?? "")
    }

    // MARK: - Known bugs (each passes while the bug is present and fails once it is fixed)

    @Test("a reference to an inlineError is phrased \"an inlineError\"")
    func inlineErrorArticle() {
        let lines = diagnosticLines(
            """
            {
              "version": 1,
              "name": "X",
              "viewport": {"device": "iPhone 16"},
              "content": {"type": "vstack", "children": [
                {"type": "textField", "id": "email", "label": "Email"},
                {"type": "button", "title": "Go", "states": {
                  "disabled": {"cause": "incompleteInput", "reason": "email"},
                  "invalidSubmit": {"errors": ["email"]}
                }}
              ]}
            }
            """)
        #expect(
            lines == [
                #"spec.json:8:58: error: the disabled reason must be a text or an inlineError, but "email" is a textField (at $.content.children[1].states.disabled.reason)"#,
                #"spec.json:9:36: error: an error shown on invalid submit must be an inlineError, but "email" is a textField (at $.content.children[1].states.invalidSubmit.errors[0])"#,
            ])
    }
}

extension Collection {
    /// The single element, or nil when there are none or several.
    fileprivate var only: Element? { count == 1 ? first : nil }
}
